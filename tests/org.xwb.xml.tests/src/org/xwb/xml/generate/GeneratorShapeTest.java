package org.xwb.xml.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xwb.xml.TestKit;

/** Sizes as in TPoX, the limit of real symbols, and the two file writers. */
class GeneratorShapeTest {

    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0} documents are {1}..{2} bytes")
    @CsvSource({ "ORDER, 1024, 2048", "CUSTACC, 4096, 20480", "SECURITY, 3072, 10240" })
    void sizesAreThoseOfTpox(DocumentKind kind, int min, int max) {
        IntSummaryStatistics sizes = GeneratedCorpus.get().of(kind).stream().mapToInt(d -> d.content().length)
                .summaryStatistics();
        assertTrue(sizes.getMin() >= min && sizes.getMax() <= max, kind + " sizes " + sizes);
        // and they spread over the range rather than sitting at one size
        assertTrue(sizes.getMax() - sizes.getMin() > (max - min) / 4, kind + " sizes " + sizes);
    }

    @Test
    void atMostOneSecurityPerRealSymbol() {
        int symbols = TestKit.lists().symbolCount();
        assertEquals(20_833, symbols, "distinct symbols in input/security_symbols.txt");
        GeneratorSettings tooMany = GeneratorSettings.forCustomers(10, 1, symbols).withSecurities(symbols + 1);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new TpoxGenerator(TestKit.lists(), tooMany));
        assertTrue(refused.getMessage().contains("At most 20833 securities"), refused.getMessage());
        assertEquals(symbols, GeneratorSettings.forCustomers(1_000_000, 1, symbols).securities());
    }

    @Test
    void folderWriterWritesOneFilePerDocument() throws IOException {
        TpoxGenerator generator = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(20, 1, TestKit.lists().symbolCount()));
        generator.generate(new FolderWriter(temp));
        assertEquals(20, count(temp.resolve("custacc")));
        assertEquals(100, count(temp.resolve("order")));
        assertEquals(20, count(temp.resolve("security")));
        IdRanges ranges = generator.idRanges();
        assertTrue(Files.isRegularFile(temp.resolve("order").resolve("order" + ranges.orders().last() + ".xml")));
    }

    @Test
    void batchFilesHoldOneDocumentPerLine() throws IOException {
        TpoxGenerator generator = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(20, 1, TestKit.lists().symbolCount()).withLayout(Layout.ONE_LINE));
        try (BatchFileWriter writer = new BatchFileWriter(temp, 30)) {
            generator.generate(writer);
            assertEquals(4, writer.fileCount(DocumentKind.ORDER), "100 orders, 30 per file");
        }
        List<String> lines = Files.readAllLines(temp.resolve("order").resolve("batch4.xml"));
        assertEquals(10, lines.size());
        assertTrue(lines.stream().allMatch(line -> line.startsWith("<?xml") && line.endsWith("</FIXML>")));
        GeneratedDocument indented = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(1, 1, 10)).documents().next();
        try (BatchFileWriter writer = new BatchFileWriter(temp.resolve("x"), 10)) {
            assertThrows(IllegalArgumentException.class, () -> writer.accept(indented), "indented documents are refused");
        }
    }

    private static long count(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }
}
