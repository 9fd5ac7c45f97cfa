package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.testing.CommandRun;

/** {@code xwb generate} and {@code xwb validate} end to end, through {@link XwbCommand#execute}. */
class XmlCommandsTest {

    @TempDir
    static Path temp;

    private static Path generated;

    /** What a command printed and returned. */
    @BeforeAll
    static void generateOnce() {
        generated = temp.resolve("generated");
        CommandRun run = xwb("generate", "--customers", "20", "--seed", "7", "-o", generated.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("customers  1000..1019 (20)"), run.out());
        assertTrue(run.out().contains("orders     100000..100099 (100)"), run.out());
        assertTrue(Pattern.compile("140 documents, [0-9.]+ MB written .* MB/s").matcher(run.out()).find(), run.out());
    }

    @Test
    void helpDescribesEachCommand() {
        for (String command : List.of("generate", "validate")) { // bench-xml: tests/org.xwb.bench.tests
            CommandRun run = xwb(command, "--help");
            assertEquals(0, run.exitCode());
            assertTrue(run.out().startsWith("Usage: xwb " + command), run.out());
        }
    }

    @Test
    void generatedDocumentsValidateWithAutoDetectionAndOrderRules() {
        CommandRun run = xwb("validate", "--order-rules", generated.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().startsWith("140 documents, 140 valid, 0 invalid, 0 problems"), run.out());
        assertTrue(run.out().contains("docs/s"), run.out());
    }

    @Test
    void invalidDocumentsPrintLocatedErrorsAndExitOne() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("invalid"));
        Path order = folder.resolve("order.xml");
        Files.writeString(order, Files.readString(generated.resolve("order/order100000.xml"))
                .replaceFirst("Side=\"\\d\"", "Side=\"?\""));
        Files.writeString(folder.resolve("broken.xml"), "<FIXML>\n<Order>\n</FIXML>\n");
        CommandRun run = xwb("validate", folder.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(Pattern.compile(Pattern.quote(order.toString()) + ":3:\\d+: cvc-").matcher(run.out()).find(), run.out());
        assertTrue(Pattern.compile(Pattern.quote(folder.resolve("broken.xml").toString()) + ":3:\\d+: ").matcher(run.out()).find(), run.out());
        assertTrue(run.out().contains("2 documents, 0 valid, 2 invalid"), run.out());
    }

    @Test
    void anExplicitSchemaIsUsedForEveryDocument() throws IOException {
        Path xsd = temp.resolve("note.xsd");
        Files.writeString(xsd, "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element name=\"note\" type=\"xs:int\"/></xs:schema>");
        Path note = temp.resolve("note.xml");
        Files.writeString(note, "<note>12</note>");
        assertEquals(0, xwb("validate", "--schema", xsd.toString(), note.toString()).exitCode());
        Files.writeString(note, "<note>twelve</note>");
        CommandRun run = xwb("validate", "--schema", xsd.toString(), note.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().startsWith(note + ":1:"), run.out());
    }

    @Test
    void eachDocumentGetsTheSchemaItNamesOrTheWorkspacesAndBatchFilesCountEachDocument() throws IOException {
        Path workspace = temp.resolve("workspace");
        Path schemas = Files.createDirectories(workspace.resolve("schemas"));
        Path documents = Files.createDirectories(workspace.resolve("documents"));
        Files.writeString(schemas.resolve("note.xsd"), "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\">"
                + "<xs:element name=\"note\" type=\"xs:int\"/></xs:schema>");
        Files.writeString(documents.resolve("own.xsd"), "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\">"
                + "<xs:element name=\"note\" type=\"xs:string\"/></xs:schema>");
        // named by the document: a string is fine
        Files.writeString(documents.resolve("named.xml"), "<note xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
                + " xsi:noNamespaceSchemaLocation=\"own.xsd\">twelve</note>");
        // the workspace's schema: an int, so "twelve" is wrong; a batch file of three notes, one bad
        Files.writeString(documents.resolve("batch1.xml"), "<note>1</note>\n<note>twelve</note>\n<note>3</note>\n");
        CommandRun run = xwb("validate", "--workspace", workspace.toString(), documents.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains(documents.resolve("batch1.xml") + ":2:"), run.out());
        assertTrue(run.out().contains("4 documents, 3 valid, 1 invalid"), run.out());
    }

    @Test
    void badInputExitsTwo() throws IOException {
        assertEquals(2, xwb("validate", temp.resolve("no-such-folder").toString()).exitCode());
        assertEquals(2, xwb("validate", "--rules", temp.resolve("no-rules.xml").toString(), generated.toString()).exitCode());
        CommandRun tooMany = xwb("generate", "--customers", "5", "--securities", "20834", "-o", temp.resolve("x").toString());
        assertEquals(2, tooMany.exitCode());
        assertTrue(tooMany.err().contains("At most 20833 securities"), tooMany.err());
        assertEquals(2, xwb("generate", "--customers", "0", "-o", temp.resolve("y").toString()).exitCode());
        assertEquals(2, xwb("generate", "--customers").exitCode());
    }

    @Test
    void batchFilesHoldOneDocumentPerLine() throws IOException {
        Path batches = temp.resolve("batches");
        CommandRun run = xwb("generate", "--customers", "10", "--batch-files", "--docs-per-file", "20", "--threads", "2",
                "-o", batches.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("batch1..3.xml"), run.out());
        try (Stream<Path> files = Files.list(batches.resolve("order"))) {
            assertEquals(3, files.count(), "50 orders, 20 per file");
        }
        assertEquals(10, Files.readAllLines(batches.resolve("order/batch3.xml")).size());
    }

    static CommandRun xwb(String... args) {
        return CommandRun.of((Object[]) args);
    }
}
