package org.xwb.xml.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.SchemaCatalog;

/**
 * New documents and schemas (File > New): the smallest document of every global element of the
 * kit's schemas is valid against its schema with the validator {@code xwb validate} uses, names
 * its namespace and schema and has the required children; a new schema compiles and the document
 * of its element is valid too.
 */
class InstanceSkeletonTest {

    @TempDir
    Path temp;

    @Test
    void everyGlobalElementOfTheKitsSchemasGivesAValidDocument() throws Exception {
        TpoxKit kit = TestKit.kit();
        List<String> invalid = new ArrayList<>();
        int checked = 0;
        for (Path schema : List.of(kit.custaccSchema(), kit.securitySchema(), kit.fixmlSchema())) {
            SchemaModel model = SchemaModel.load(schema, kit);
            DocumentValidator validator = new DocumentValidator(SchemaCatalog.of(CompiledSchema.compile(kit, schema)));
            for (String element : model.globalElementNames()) {
                String text = InstanceSkeleton.of(model, element, schema.toUri().toString()).orElseThrow();
                DocumentResult result = validator.validate(element + ".xml", text.getBytes(StandardCharsets.UTF_8));
                checked++;
                if (!result.isValid()) {
                    invalid.add(schema.getFileName() + " " + element + ": " + result.problems().get(0).format() + "\n" + text);
                }
            }
        }
        assertTrue(checked > 100, "FIXML alone has more than 100 global elements: " + checked);
        assertEquals(List.of(), invalid);
    }

    @Test
    void aCustomerHasItsNamespaceSchemaLocationRequiredAttributesAndChildren() throws Exception {
        TpoxKit kit = TestKit.kit();
        SchemaModel model = SchemaModel.load(kit.custaccSchema(), kit);
        String text = InstanceSkeleton.of(model, "Customer", "../schemas/custacc.xsd").orElseThrow();
        assertTrue(text.contains("<Customer xmlns=\"" + TpoxKit.CUSTACC_NAMESPACE + "\""), text);
        assertTrue(text.contains("xsi:schemaLocation=\"" + TpoxKit.CUSTACC_NAMESPACE + " ../schemas/custacc.xsd\""), text);
        assertTrue(text.contains(" id=\""), "id is a required attribute of Customer: " + text);
        assertTrue(text.contains("<Name>") && text.contains("<FirstName>") && text.contains("<LastName>"), text);
        assertFalse(text.contains("<MiddleName>"), "an optional child is left out: " + text);
        assertTrue(InstanceSkeleton.of(model, "NoSuchElement", "x.xsd").isEmpty());
    }

    @Test
    void aFixmlDocumentTakesAConcreteMessageForTheAbstractOne() throws Exception {
        TpoxKit kit = TestKit.kit();
        SchemaModel model = SchemaModel.load(kit.fixmlSchema(), kit);
        String text = InstanceSkeleton.of(model, "FIXML", "fixml-main-4-4.xsd").orElseThrow();
        assertFalse(text.contains("<Message"), "Message is abstract: " + text);
        assertTrue(text.lines().count() >= 4, "FIXML holds a message: " + text);
    }

    @Test
    void aNewSchemaCompilesAndTheDocumentOfItsElementIsValid() throws Exception {
        assertEquals(null, SchemaSkeleton.namespaceProblem("urn:example:orders"));
        assertTrue(SchemaSkeleton.namespaceProblem("orders").contains("absolute URI"));
        assertTrue(SchemaSkeleton.namespaceProblem(" ").contains("Name the target namespace"));
        assertTrue(SchemaSkeleton.elementNameProblem("1st") != null && SchemaSkeleton.elementNameProblem("a:b") != null);
        Path schema = Files.writeString(temp.resolve("orders.xsd"), SchemaSkeleton.text("http://example.com/orders?a=1&b=2", "Orders"));
        CompiledSchema compiled = CompiledSchema.compile(schema);
        SchemaModel model = SchemaModel.load(schema, null);
        assertEquals("http://example.com/orders?a=1&b=2", model.targetNamespace());
        assertEquals(List.of("Orders"), model.globalElementNames());
        String text = InstanceSkeleton.of(model, "Orders", "orders.xsd").orElseThrow();
        DocumentResult result = new DocumentValidator(SchemaCatalog.of(compiled)).validate("orders.xml",
                text.getBytes(StandardCharsets.UTF_8));
        assertTrue(result.isValid(), result.problems() + "\n" + text);
    }
}
