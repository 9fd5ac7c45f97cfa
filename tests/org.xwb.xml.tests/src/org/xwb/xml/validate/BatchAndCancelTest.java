package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.rules.RuleSet;

/**
 * TPoX batch files (one document per line) count and place each document; a cancel stops the
 * validation of a large document in the middle of it.
 */
class BatchAndCancelTest {

    @TempDir
    Path folder;

    @Test
    void eachLineOfABatchFileIsADocumentWithItsProblemsOnItsLine() throws Exception {
        String order = oneLine(Files.readString(TestKit.kit().documents().resolve("order123.xml"), StandardCharsets.US_ASCII));
        Path batch = folder.resolve("batch1.xml");
        Files.writeString(batch, order + "\n" + order.replaceFirst("Side=\"1\"", "Side=\"Z\"") + "\n\n"
                + order.replace(" Qty=\"417\"", " Qty=\"-3\"") + "\n");
        Files.writeString(folder.resolve("single.xml"), order + "\n");
        RuleSet rules = RuleSet.load(TestKit.kit().orderRules());
        ValidationReport report = new ValidationJob(TestKit.schemas(), rules::newChecker, 2)
                .run(InputFiles.expand(List.of(folder)), ProgressListener.NONE, new CancellationToken());
        assertEquals(4, report.total(), "three documents in the batch file, one in the other");
        assertEquals(4, report.validated());
        assertEquals(2, report.invalidCount());
        XmlProblem side = report.problems().stream().filter(p -> p.kind() == XmlProblem.Kind.SCHEMA).findFirst().orElseThrow();
        assertEquals(batch.toString(), side.file());
        assertEquals(2, side.line());
        assertTrue(side.column() > order.indexOf("Side=\"") , side.format());
        XmlProblem rule = report.problems().stream().filter(p -> p.kind() == XmlProblem.Kind.RULE).findFirst().orElseThrow();
        assertEquals(4, rule.line(), "the rule check also reads batch documents: " + rule.format());
    }

    @Test
    void aCancelStopsInsideALargeDocument() throws Exception {
        Path large = folder.resolve("large.xml");
        try (BufferedWriter out = Files.newBufferedWriter(large, StandardCharsets.UTF_8)) {
            out.write("<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"1\">\n");
            for (int i = 0; i < 1_500_000; i++) {
                out.write("<!-- filler line of a document that takes seconds to read ");
                out.write(Integer.toString(i));
                out.write(" -->\n");
            }
            out.write("</Customer>\n");
        }
        // cancelled once the parse has read about 2 MB of the 90 MB (the stream asks once per 64 KB read)
        AtomicInteger asked = new AtomicInteger();
        CancellationToken cancel = new CancellationToken() {
            @Override
            public boolean isCancelled() {
                return asked.incrementAndGet() > 32;
            }
        };
        DocumentValidator validator = new DocumentValidator(TestKit.schemas(), cancel);
        long start = System.nanoTime();
        List<DocumentResult> results = CompletableFuture.supplyAsync(() -> validator.validateAll(large, null))
                .get(60, TimeUnit.SECONDS);
        assertTrue(results.isEmpty(), "a cancelled document has no result");
        assertTrue(validator.cutShort());
        assertTrue(asked.get() < 100, "the stream stopped at the first read after the cancel: asked " + asked.get());
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(20), "stopped without reading to the end");
    }

    private static String oneLine(String document) {
        return document.replaceAll("<\\?xml[^>]*\\?>", "").replaceAll("<!--[^>]*-->", "").replaceAll("\\s*[\\r\\n]+\\s*", " ")
                .strip();
    }
}
