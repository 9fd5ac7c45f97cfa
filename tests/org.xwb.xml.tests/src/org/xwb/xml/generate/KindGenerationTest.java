package org.xwb.xml.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.validate.DocumentValidator;

/** N documents of one kind for a collection of its own: contiguous ids, valid, the same for the same seed. */
class KindGenerationTest {

    @TempDir
    Path temp;

    @Test
    void fiveHundredOrdersOneFileEachValidWithContiguousIds() throws Exception {
        KindGeneration orders = new KindGeneration(TestKit.lists(), DocumentKind.ORDER, 500, 7, Layout.INDENTED);
        assertEquals(new IdRange(100_000, 100_499), orders.ids());
        KindGeneration.Written written = orders.write(temp, 0, done -> { }, () -> false);
        assertEquals(500, written.documents());
        assertEquals(temp.resolve("order"), written.folder());
        assertEquals(List.of("order"), names(temp), "only the folder of the kind asked for");
        List<String> files = names(written.folder());
        assertEquals(500, files.size());
        assertTrue(files.contains("order100000.xml") && files.contains("order100499.xml"), files.subList(0, 3).toString());
        DocumentValidator validator = new DocumentValidator(TestKit.schemas());
        long bytes = 0;
        for (String file : files) {
            Path document = written.folder().resolve(file);
            assertTrue(validator.validate(document).isValid(), file + ": " + validator.validate(document).problems());
            bytes += Files.size(document);
        }
        assertEquals(bytes, written.bytes());

        Path again = Files.createDirectories(temp.resolve("again"));
        new KindGeneration(TestKit.lists(), DocumentKind.ORDER, 500, 7, Layout.INDENTED).write(again, 0, done -> { },
                () -> false);
        assertArrayEquals(Files.readAllBytes(written.folder().resolve("order100123.xml")),
                Files.readAllBytes(again.resolve("order/order100123.xml")), "same seed, same document");
    }

    @Test
    void batchFilesAndAStopKeepWhatWasWritten() throws Exception {
        KindGeneration customers = new KindGeneration(TestKit.lists(), DocumentKind.CUSTACC, 250, 3, Layout.ONE_LINE);
        KindGeneration.Written written = customers.write(temp, 100, done -> { }, () -> false);
        assertEquals(3, written.batchFiles());
        assertEquals(List.of("batch1.xml", "batch2.xml", "batch3.xml"), names(temp.resolve("custacc")));
        assertEquals(50, Files.readAllLines(temp.resolve("custacc/batch3.xml")).size());

        long[] seen = new long[1];
        KindGeneration.Written stopped = new KindGeneration(TestKit.lists(), DocumentKind.SECURITY, 400, 3,
                Layout.INDENTED).write(temp.resolve("stopped"), 0, done -> seen[0] = done, () -> seen[0] >= 200);
        assertEquals(200, stopped.documents());
        assertEquals(200, stopped.ids().count());
    }

    @Test
    void countsOutsideWhatTheKitCanMakeAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new KindGeneration(TestKit.lists(), DocumentKind.ORDER, 0, 1, Layout.INDENTED));
        IllegalArgumentException securities = assertThrows(IllegalArgumentException.class,
                () -> new KindGeneration(TestKit.lists(), DocumentKind.SECURITY, 30_000, 1, Layout.INDENTED));
        assertTrue(securities.getMessage().contains("one per real symbol"), securities.getMessage());
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
