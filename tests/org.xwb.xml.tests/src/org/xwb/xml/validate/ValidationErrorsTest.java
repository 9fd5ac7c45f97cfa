package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.validate.XmlProblem.Kind;

/** Every error of a document is reported, each with file, line and column; bad input is located too. */
class ValidationErrorsTest {

    @TempDir
    Path temp;

    private DocumentValidator validator;

    @BeforeEach
    void validator() {
        validator = new DocumentValidator(TestKit.schemas());
    }

    @Test
    void theKitsRealDocumentsAreValid() throws IOException {
        try (Stream<Path> documents = Files.list(TestKit.kit().documents())) {
            List<Path> files = documents.sorted().toList();
            assertEquals(7, files.size());
            for (Path file : files) {
                DocumentResult result = validator.validate(file);
                assertEquals(List.of(), result.problems(), file.toString());
                assertNotNull(result.schema(), file + " was validated against a schema");
            }
        }
    }

    @Test
    void everySchemaErrorIsReportedWithItsLineAndColumn() throws IOException {
        // three independent errors on lines 3, 4 and 6 of a CustAcc-like document
        String xml = """
                <?xml version="1.0"?>
                <Customer xmlns="http://tpox-benchmark.com/custacc" id="not-a-number">
                  <Mnemonic>a</Mnemonic><Unexpected/>
                  <ShortNames><ShortName>x</ShortName></ShortNames>
                  <Name><FirstName>a</FirstName><LastName>b</LastName></Name>
                  <DateOfBirth>1999-02-31</DateOfBirth>
                </Customer>
                """;
        Path file = write("three-errors.xml", xml);
        DocumentResult result = validator.validate(file);
        assertFalse(result.isValid());
        List<Integer> lines = result.problems().stream().map(XmlProblem::line).distinct().toList();
        assertTrue(lines.containsAll(List.of(2, 3, 6)), "errors on lines 2 (id), 3 (Unexpected), 6 (date): " + result.problems());
        for (XmlProblem problem : result.problems()) {
            assertEquals(file.toString(), problem.file());
            assertEquals(Kind.SCHEMA, problem.kind());
            assertTrue(problem.line() > 0 && problem.column() > 0, problem.format());
            assertTrue(problem.format().startsWith(file + ":" + problem.line() + ":" + problem.column() + ": "),
                    problem.format());
        }
        assertTrue(result.problems().size() >= 3, result.problems().toString());
    }

    @Test
    void notWellFormedInputIsLocated() throws IOException {
        XmlProblem problem = onlyProblem(write("broken.xml", "<Security xmlns=\"http://tpox-benchmark.com/security\" id=\"1\">\n  <Symbol>IBM</Name>\n</Security>\n"));
        assertEquals(Kind.NOT_WELL_FORMED, problem.kind());
        assertEquals(2, problem.line());
        assertTrue(problem.column() > 1, problem.format());
    }

    @Test
    void anEmptyFileIsLocated() throws IOException {
        XmlProblem problem = onlyProblem(write("empty.xml", ""));
        assertEquals(Kind.NOT_WELL_FORMED, problem.kind());
        assertEquals(1, problem.line());
        assertEquals(1, problem.column());
    }

    @Test
    void aBinaryFileIsLocated() throws IOException {
        byte[] binary = new byte[256];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 37 + 11);
        }
        Path file = temp.resolve("binary.xml");
        Files.write(file, binary);
        DocumentResult result = validator.validate(file);
        assertFalse(result.isValid());
        XmlProblem problem = result.problems().get(0);
        assertEquals(Kind.NOT_WELL_FORMED, problem.kind());
        assertTrue(problem.line() >= 1 && problem.column() >= 1, problem.format());
    }

    @Test
    void aWrongNamespaceIsAnUnknownDocumentAtItsRootElement() throws IOException {
        XmlProblem problem = onlyProblem(write("wrong-ns.xml", "<?xml version=\"1.0\"?>\n\n  <Customer xmlns=\"urn:not-tpox\" id=\"1\"/>\n"));
        assertEquals(Kind.UNKNOWN_DOCUMENT, problem.kind());
        assertEquals(3, problem.line());
        assertTrue(problem.message().contains("{urn:not-tpox}Customer"), problem.message());
        assertTrue(problem.message().contains("{http://tpox-benchmark.com/custacc}Customer"), "names the known roots");
    }

    @Test
    void anUnknownRootElementIsReported() throws IOException {
        XmlProblem problem = onlyProblem(write("unknown-root.xml", "<Portfolio xmlns=\"http://tpox-benchmark.com/custacc\"/>"));
        assertEquals(Kind.UNKNOWN_DOCUMENT, problem.kind());
        assertEquals(1, problem.line());
    }

    @Test
    void aFixedSchemaReportsAWrongRootItself() throws Exception {
        DocumentValidator custacc = new DocumentValidator(
                SchemaCatalog.of(CompiledSchema.compile(TestKit.kit().custaccSchema())));
        DocumentResult result = custacc.validate(TestKit.kit().documents().resolve("order123.xml"));
        assertFalse(result.isValid());
        assertEquals(Kind.SCHEMA, result.problems().get(0).kind());
        assertEquals(6, result.problems().get(0).line(), "the FIXML start tag spans lines 4-6; SAX locates its end");
    }

    @Test
    void aMissingFileIsAnIoProblem() {
        DocumentResult result = validator.validate(temp.resolve("nope.xml"));
        assertEquals(Kind.IO, result.problems().get(0).kind());
        assertEquals("cannot read the file: no such file or folder; check the path", result.problems().get(0).message());
    }

    @Test
    void aSchemaThatIsAFolderOrMissingSaysWhich() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("schemas.xsd"));
        SchemaCompileException onFolder = org.junit.jupiter.api.Assertions.assertThrows(SchemaCompileException.class,
                () -> CompiledSchema.compile(folder));
        assertEquals("a folder, not a schema file; name an .xsd file", onFolder.problems().get(0).message());
        SchemaCompileException missing = org.junit.jupiter.api.Assertions.assertThrows(SchemaCompileException.class,
                () -> CompiledSchema.compile(temp.resolve("none.xsd")));
        assertEquals("no such schema file", missing.problems().get(0).message());
    }

    @Test
    void theValidatorIsReusableAfterBadDocuments() throws IOException {
        validator.validate(write("a.xml", "<oops"));
        validator.validate(write("b.xml", ""));
        assertEquals(List.of(), validator.validate(TestKit.kit().documents().resolve("custacc.xml")).problems());
    }

    @Test
    void schemaCompileErrorsAreAllReportedWithTheirFile() throws IOException {
        Path schema = write("bad.xsd", """
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
                  <xs:element name="a" type="noSuchType"/>
                  <xs:element name="b" type="alsoMissing"/>
                </xs:schema>
                """);
        SchemaCompileException failure = org.junit.jupiter.api.Assertions.assertThrows(SchemaCompileException.class,
                () -> CompiledSchema.compile(schema));
        assertEquals(2, failure.problems().size(), failure.getMessage());
        assertEquals(List.of(2, 3), failure.problems().stream().map(XmlProblem::line).toList());
        assertTrue(failure.problems().get(0).file().endsWith("bad.xsd"), failure.problems().get(0).file());
    }

    private XmlProblem onlyProblem(Path file) {
        DocumentResult result = validator.validate(file);
        assertEquals(1, result.problems().size(), result.problems().toString());
        return result.problems().get(0);
    }

    private Path write(String name, String content) throws IOException {
        Path file = temp.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }
}
