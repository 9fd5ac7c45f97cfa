package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.FolderWriter;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.rules.RuleSet;

/** A folder of 10,000 orders validated in parallel, with progress and cancellation. */
class ValidationJobTest {

    private static final int ORDERS = 10_000;

    @TempDir
    static Path folder;

    private static List<Path> files;

    @BeforeAll
    static void tenThousandOrders() throws IOException {
        TpoxGenerator generator = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(ORDERS / GeneratorSettings.ORDERS_PER_CUSTOMER, 1, TestKit.lists().symbolCount()));
        FolderWriter writer = new FolderWriter(folder);
        generator.documents(DocumentKind.ORDER).forEachRemaining(document -> {
            try {
                writer.accept(document);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        files = InputFiles.expand(List.of(folder));
        assertEquals(ORDERS, files.size());
    }

    @Test
    void validatesAllInParallelAndReportsProgress() {
        List<int[]> progress = new CopyOnWriteArrayList<>();
        ValidationReport report = new ValidationJob(TestKit.schemas(), null, 2).run(files,
                (done, total, invalid) -> progress.add(new int[] { done, total, invalid }), new CancellationToken());
        assertFalse(report.cancelled());
        assertEquals(ORDERS, report.validated());
        assertEquals(0, report.invalidCount(), report.problems().stream().limit(5).toList().toString());
        assertEquals(files.get(0).toString(), report.results().get(0).name(), "results in input order");
        assertEquals(files.get(ORDERS - 1).toString(), report.results().get(ORDERS - 1).name());
        int[] last = progress.get(progress.size() - 1);
        assertEquals(ORDERS, last[0]);
        assertEquals(ORDERS, last[1]);
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i)[0] >= progress.get(i - 1)[0] || i == progress.size() - 1, "progress only grows");
        }
        assertTrue(report.documentsPerSecond() > 0);
    }

    @Test
    void cancellationStopsBetweenDocuments() {
        CancellationToken cancel = new CancellationToken();
        AtomicInteger checked = new AtomicInteger();
        // the extra check runs once per document: cancel after the 300th
        DocumentCheck cancelAfter300 = file -> {
            if (checked.incrementAndGet() == 300) {
                cancel.cancel();
            }
            return List.of();
        };
        ValidationReport report = new ValidationJob(TestKit.schemas(), () -> cancelAfter300, 2).run(files,
                ProgressListener.NONE, cancel);
        assertTrue(report.cancelled());
        assertTrue(report.validated() >= 300 && report.validated() < 400, "stopped soon after: " + report.validated());
        assertEquals(ORDERS, report.total());
    }

    @Test
    void invalidDocumentsAndRuleFailuresAreCountedAndLocated() throws Exception {
        Path bad = Files.createDirectories(folder.resolve("bad"));
        String order = Files.readString(files.get(0));
        Files.writeString(bad.resolve("a-negative-qty.xml"), order.replaceFirst("Qty=\"\\d+\"", "Qty=\"-3\""));
        Files.writeString(bad.resolve("b-bad-side.xml"), order.replaceFirst("Side=\"\\d\"", "Side=\"Z\""));
        Files.writeString(bad.resolve("c-good.xml"), order);
        RuleSet rules = RuleSet.load(TestKit.kit().orderRules());
        ValidationReport report = new ValidationJob(TestKit.schemas(), rules::newChecker, 2)
                .run(InputFiles.expand(List.of(bad)), ProgressListener.NONE, new CancellationToken());
        assertEquals(2, report.invalidCount());
        // schema-valid, but the rules object: the quantity is negative (and below the minimum quantity)
        List<XmlProblem> negative = report.results().get(0).problems();
        assertTrue(negative.stream().allMatch(p -> p.kind() == XmlProblem.Kind.RULE && p.line() > 1), negative.toString());
        assertTrue(negative.stream().anyMatch(p -> "order-quantity-positive".equals(p.ruleId())), negative.toString());
        XmlProblem side = report.results().get(1).problems().get(0);
        assertEquals(XmlProblem.Kind.SCHEMA, side.kind());
        assertTrue(side.message().contains("Side") || side.message().contains("'Z'"), side.message());
        assertTrue(report.results().get(2).isValid());
    }
}
