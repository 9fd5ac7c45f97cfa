package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.validate.DocumentSchemas.Origin;

/**
 * Which schema validates a document: the one it names, else the workspace's for its namespace and
 * root, else the kit's; compiled once and again after a change; and what a document without one gets.
 */
class DocumentSchemasTest {

    private static final String NOTE_SCHEMA = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:notes" xmlns="urn:notes"
                elementFormDefault="qualified">
              <xs:element name="note"><xs:complexType><xs:sequence>
                <xs:element name="to" type="xs:string"/>
              </xs:sequence></xs:complexType></xs:element>
            </xs:schema>
            """;

    @TempDir
    Path workspace;

    @Test
    void aDocumentsOwnSchemaLocationComesFirstThenTheWorkspaceThenTheKit() throws Exception {
        Path schemas = Files.createDirectories(workspace.resolve("schemas"));
        Path documents = Files.createDirectories(workspace.resolve("documents"));
        Files.writeString(schemas.resolve("notes.xsd"), NOTE_SCHEMA);
        Files.writeString(documents.resolve("local.xsd"), NOTE_SCHEMA);
        DocumentSchemas choices = new DocumentSchemas(TestKit.kit(), schemas);

        DocumentHead named = head("<note xmlns='urn:notes' xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance'"
                + " xsi:schemaLocation='urn:notes local.xsd'><to>x</to></note>");
        var choice = choices.choose(documents.resolve("n.xml"), named).orElseThrow();
        assertEquals(Origin.SCHEMA_LOCATION, choice.origin());
        assertEquals(documents.resolve("local.xsd").toAbsolutePath().normalize(), choice.file());

        DocumentHead missingHint = head("<note xmlns='urn:notes' xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance'"
                + " xsi:schemaLocation='urn:notes http://example.com/notes.xsd'/>");
        choice = choices.choose(documents.resolve("n.xml"), missingHint).orElseThrow();
        assertEquals(Origin.WORKSPACE, choice.origin(), "a network location is never used");
        assertEquals(schemas.resolve("notes.xsd").toAbsolutePath().normalize(), choice.file());

        DocumentHead order = head("<FIXML xmlns='" + TpoxKit.FIXML_NAMESPACE + "'/>");
        choice = choices.choose(null, order).orElseThrow();
        assertEquals(Origin.KIT, choice.origin());
        assertEquals(TestKit.kit().fixmlSchema(), choice.file());
        assertTrue(choice.describe().startsWith("fixml-main-4-4.xsd (the TPoX kit's"), choice.describe());

        assertTrue(choices.choose(null, head("<other xmlns='urn:other'/>")).isEmpty());
        assertTrue(choices.choose(null, DocumentHead.NONE).isEmpty());
    }

    @Test
    void aCompiledSchemaIsReusedUntilItsFileChanges() throws Exception {
        Path schema = workspace.resolve("notes.xsd");
        Files.writeString(schema, NOTE_SCHEMA);
        DocumentSchemas choices = new DocumentSchemas(null, workspace);
        CompiledSchema first = choices.compiled(schema);
        assertSame(first, choices.compiled(schema));
        Files.writeString(schema, NOTE_SCHEMA.replace("name=\"to\"", "name=\"recipient\""));
        Files.setLastModifiedTime(schema, FileTime.fromMillis(Files.getLastModifiedTime(schema).toMillis() + 5_000));
        choices.changed(schema);
        CompiledSchema second = choices.compiled(schema);
        assertNotSame(first, second);
        DocumentResult result = new DocumentValidator(SchemaCatalog.of(second)).validate("n.xml",
                "<note xmlns='urn:notes'><to>x</to></note>".getBytes(StandardCharsets.UTF_8));
        assertTrue(result.problems().get(0).message().contains("to"), "validated by the changed schema: " + result);
    }

    @Test
    void aLocatedCatalogValidatesEachDocumentAgainstItsOwnSchemaAndSaysWhenThereIsNone() throws Exception {
        Path schemas = Files.createDirectories(workspace.resolve("schemas"));
        Files.writeString(schemas.resolve("notes.xsd"), NOTE_SCHEMA);
        DocumentValidator validator = new DocumentValidator(SchemaCatalog.located(new DocumentSchemas(TestKit.kit(), schemas)));
        assertTrue(validator.validate("note.xml", "<note xmlns='urn:notes'><to>x</to></note>".getBytes(StandardCharsets.UTF_8))
                .isValid());
        byte[] order = Files.readAllBytes(TestKit.kit().documents().resolve("order123.xml"));
        assertTrue(validator.validate("order.xml", order).isValid(), "the kit's FIXML by namespace");
        DocumentResult bad = validator.validate("bad-note.xml", "<note xmlns='urn:notes'>\n  <from/>\n</note>"
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(2, bad.problems().get(0).line());
        DocumentResult unknown = validator.validate("x.xml", "<other xmlns='urn:other'>\n<a></b></other>"
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(XmlProblem.Kind.UNKNOWN_DOCUMENT, unknown.problems().get(0).kind());
        assertTrue(unknown.problems().get(0).message().contains("no schema for root element {urn:other}other"),
                unknown.problems().toString());
        assertTrue(unknown.problems().stream().anyMatch(p -> p.kind() == XmlProblem.Kind.NOT_WELL_FORMED && p.line() == 2),
                "still checked for well-formedness: " + unknown.problems());
        assertNull(unknown.schema());
    }

    @Test
    void aSchemaPartOutsideTheSchemasFolderIsNotRead() throws Exception {
        Path outside = Files.createDirectories(workspace.resolve("elsewhere"));
        Files.writeString(outside.resolve("part.xsd"), NOTE_SCHEMA);
        Path schemas = Files.createDirectories(workspace.resolve("schemas"));
        Path schema = schemas.resolve("main.xsd");
        Files.writeString(schema, """
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:notes">
                  <xs:include schemaLocation="../elsewhere/part.xsd"/>
                  <xs:element name="copy" type="xs:string"/>
                </xs:schema>
                """);
        SchemaCompileException refused = org.junit.jupiter.api.Assertions.assertThrows(SchemaCompileException.class,
                () -> CompiledSchema.compile((TpoxKit) null, schema));
        XmlProblem problem = refused.problems().get(0);
        assertEquals(XmlProblem.Kind.REFUSED, problem.kind(), refused.getMessage());
        assertEquals(2, problem.line(), "at the include: " + problem.format());
        assertTrue(problem.message().contains("../elsewhere/part.xsd") && problem.message().contains("outside"),
                problem.message());
    }

    @Test
    void anImportOfAKitNamespaceResolvesToTheKitsSchema() throws Exception {
        Path schema = workspace.resolve("orders.xsd");
        Files.writeString(schema, """
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:c="http://tpox-benchmark.com/custacc"
                    targetNamespace="urn:orders">
                  <xs:import namespace="http://tpox-benchmark.com/custacc"/>
                  <xs:element name="owner" type="c:CustomerType"/>
                </xs:schema>
                """);
        CompiledSchema compiled = CompiledSchema.compile(TestKit.kit(), schema);
        assertEquals(List.of(schema.toAbsolutePath().normalize()), compiled.files());
    }

    private static DocumentHead head(String xml) {
        return DocumentHead.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
