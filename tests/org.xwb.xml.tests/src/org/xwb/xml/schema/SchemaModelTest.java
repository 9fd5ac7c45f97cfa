package org.xwb.xml.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.xsd.XSDElementDeclaration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;

/**
 * The schema model of the kit's real schemas: custacc.xsd's outline, references resolved to their
 * declarations (in the same file and, in FIXML 4.4, across its included files), a content model,
 * and a new document for a global element.
 */
class SchemaModelTest {

    private static TpoxKit kit;
    private static SchemaModel custacc;
    private static String custaccText;

    @BeforeAll
    static void load() throws Exception {
        kit = TestKit.kit();
        custacc = SchemaModel.load(kit.custaccSchema(), kit);
        custaccText = Files.readString(kit.custaccSchema(), StandardCharsets.UTF_8);
    }

    @Test
    void outlineListsTheFilesGlobalDeclarationsAtTheirNames() {
        List<SchemaEntry> outline = custacc.outline();
        List<String> elements = outline.stream().filter(e -> e.kind() == SchemaEntry.Kind.ELEMENT).map(SchemaEntry::name)
                .toList();
        assertEquals(List.of("CipherData", "Customer"), elements);
        SchemaEntry customer = outline.stream().filter(e -> e.name().equals("Customer")).findFirst().orElseThrow();
        assertEquals(289, customer.place().line(), "the line of <xsd:element name=\"Customer\" ...>");
        assertEquals(column(289, "name=\"Customer\"") + "name=\"".length(), customer.place().column(),
                "the column of the name's value");
        assertTrue(outline.stream().anyMatch(e -> e.kind() == SchemaEntry.Kind.COMPLEX_TYPE && e.name().equals("AddressType")));
        assertTrue(outline.stream().anyMatch(e -> e.kind() == SchemaEntry.Kind.SIMPLE_TYPE && e.name().equals("GenderType")));
        assertEquals(0, custacc.refused().size());
    }

    @Test
    void aTypeReferenceLeadsToItsDefinition() {
        int offset = custaccText.indexOf("type=\"custacc:AddressType\"") + "type=\"custacc:Addr".length();
        SchemaReference reference = SchemaReference.at(custaccText, offset).orElseThrow();
        assertEquals(SchemaReference.Kind.TYPE, reference.kind());
        assertEquals("custacc:AddressType", reference.qualifiedName());
        Place place = custacc.declarationOf(reference).orElseThrow();
        assertEquals(kit.custaccSchema().toAbsolutePath().normalize(), place.file());
        assertEquals(21, place.line(), "<xsd:complexType name=\"AddressType\"> is on line 21");

        int elementRef = custaccText.indexOf("ref=\"custacc:CipherData\"") + "ref=\"".length();
        assertEquals(104, custacc.declarationOf(SchemaReference.at(custaccText, elementRef).orElseThrow()).orElseThrow()
                .line(), "an element reference leads to the global element");

        int builtIn = custaccText.indexOf("type=\"xsd:string\"") + "type=\"xsd:s".length();
        SchemaReference string = SchemaReference.at(custaccText, builtIn).orElseThrow();
        assertTrue(custacc.isBuiltIn(string));
        assertTrue(custacc.declarationOf(string).isEmpty(), "a built-in type has no place in a file");
        assertTrue(SchemaReference.at(custaccText, custaccText.indexOf("name=\"PhoneType\"") + 7).isEmpty(),
                "a name is no reference");
    }

    @Test
    void inFixmlAReferenceLeadsIntoTheIncludedFileThatDeclaresIt() throws Exception {
        Path orderBase = kit.schemas().resolve("fixml-4-4").resolve("fixml-order-base-4-4.xsd");
        String text = Files.readString(orderBase, StandardCharsets.UTF_8);
        SchemaModel model = SchemaModel.load(orderBase, kit);
        int offset = text.indexOf("type=\"Instrument_Block_t\"") + "type=\"Instr".length();
        Place place = model.declarationOf(SchemaReference.at(text, offset).orElseThrow()).orElseThrow();
        Path components = kit.schemas().resolve("fixml-4-4").resolve("fixml-components-base-4-4.xsd").toAbsolutePath()
                .normalize();
        assertEquals(components, place.file());
        assertEquals(381, place.line(), "<xs:complexType name=\"Instrument_Block_t\"> in the components file");

        int group = text.indexOf("<xs:group ref=\"NewOrderSingleElements\"") + "<xs:group ref=\"New".length();
        assertEquals(231, model.declarationOf(SchemaReference.at(text, group).orElseThrow()).orElseThrow().line());
        assertTrue(model.outline().stream().anyMatch(e -> e.kind() == SchemaEntry.Kind.INCLUDE
                && e.name().equals("fixml-components-impl-4-4.xsd")), "the include is in the outline");
    }

    @Test
    void contentModelShowsParticlesWithCardinalitiesAndAttributes() {
        XSDElementDeclaration customer = custacc.globalElement("Customer").orElseThrow();
        ContentModel.Node root = custacc.contentModel(customer).root();
        assertEquals("Customer : CustomerType", root.label());
        List<String> top = root.children().stream().map(ContentModel.Node::toString).toList();
        assertTrue(top.contains("@id : integer [required]"), top.toString());
        ContentModel.Node sequence = root.children().stream().filter(n -> n.kind() == ContentModel.Kind.SEQUENCE)
                .findFirst().orElseThrow();
        String children = sequence.children().stream().map(ContentModel.Node::toString).collect(Collectors.joining(", "));
        assertTrue(children.contains("Name : NameType [1]"), children);
        assertTrue(children.contains("Addresses : AddressesType [1]"), children);
        ContentModel.Node addresses = sequence.children().stream().filter(n -> n.label().startsWith("Addresses"))
                .findFirst().orElseThrow();
        String inAddresses = addresses.children().get(0).children().stream().map(ContentModel.Node::toString)
                .collect(Collectors.joining(", "));
        assertTrue(inAddresses.contains("Address : AddressType [0..*]"), inAddresses);
        assertEquals(277, addresses.place().line(), "where the local element Addresses is declared");
    }

    @Test
    void anElementOfASimpleTypeHasNoTextRowAnElementWithAttributesAndTextKeepsIt() {
        ContentModel.Node root = custacc.contentModel(custacc.globalElement("Customer").orElseThrow()).root();
        ContentModel.Node title = find(root, "Title : string");
        assertEquals(List.of(), title.children(), "its label already says string: no 'text : string' row under it");
        assertFalse(title.hasChildren(), "no expander on a simple element");
        ContentModel.Node email = find(root, "Email : EmailType");
        assertTrue(email.children().stream().anyMatch(n -> n.kind() == ContentModel.Kind.TEXT
                && n.label().equals("text : string")), "attributes and text: the text's type is said nowhere else: "
                        + email.children());
    }

    /** The first node labelled {@code label} in the tree below {@code root}, breadth first, 8 levels at most. */
    private static ContentModel.Node find(ContentModel.Node root, String label) {
        List<ContentModel.Node> level = List.of(root);
        for (int depth = 0; depth <= 8 && !level.isEmpty(); depth++) {
            for (ContentModel.Node node : level) {
                if (node.label().equals(label)) {
                    return node;
                }
            }
            level = level.stream().flatMap(node -> node.children().stream()).toList();
        }
        throw new AssertionError("no " + label + " under " + root);
    }

    @Test
    void contentModelOfATypeDerivedByExtensionListsTheBasesAndTheExtensionsParticles() throws Exception {
        SchemaModel fixml = SchemaModel.load(kit.fixmlSchema(), kit);
        ContentModel.Node order = fixml.contentModel("Order").orElseThrow().root();
        ContentModel.Node sequence = order.children().stream().filter(n -> n.kind() == ContentModel.Kind.SEQUENCE)
                .findFirst().orElseThrow();
        String all = describe(sequence, 3);
        assertTrue(all.contains("Hdr : MessageHeader_t [0..1]"), "from Abstract_message_t: " + all);
        assertTrue(all.contains("Instrmt : Instrument_Block_t [1]"), "from the extension's group: " + all);
        assertTrue(all.contains("OrdQty : OrderQtyData_Block_t ["), all);
    }

    /** Labels with cardinalities of a node's subtree, {@code depth} levels down. */
    private static String describe(ContentModel.Node node, int depth) {
        if (depth == 0) {
            return node.toString();
        }
        return node + " (" + node.children().stream().map(child -> describe(child, depth - 1))
                .collect(Collectors.joining(", ")) + ")";
    }

    private static int column(int line, String text) {
        String lineText = custaccText.lines().skip(line - 1).findFirst().orElseThrow();
        return lineText.indexOf(text) + 1;
    }
}
