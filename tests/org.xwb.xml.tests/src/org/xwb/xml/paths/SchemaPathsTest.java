package org.xwb.xml.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;

/**
 * The paths the kit's real schemas allow: the 41-file FIXML 4.4 schema (includes, groups,
 * attribute groups, type extension and the Message substitution group), CustAcc and Security.
 */
class SchemaPathsTest {

    private static final Map<String, String> O = Map.of("o", TpoxKit.FIXML_NAMESPACE);
    private static final Map<String, String> C = Map.of("c", TpoxKit.CUSTACC_NAMESPACE);
    private static final Map<String, String> S = Map.of("s", TpoxKit.SECURITY_NAMESPACE);

    @TempDir
    Path temp;

    @Test
    void anOrdersIdIsAStringAttributeReachedThroughTheMessageSubstitutionGroup() throws Exception {
        SchemaPaths fixml = SchemaPaths.read(TestKit.kit().fixmlSchema());
        assertEquals(41, fixml.files().size(), "every included file was read");
        assertEquals(List.of(new SchemaNode(TpoxKit.FIXML_NAMESPACE, "Order", false, null)),
                fixml.select("/o:FIXML/o:Order", O));
        assertEquals(List.of(new SchemaNode("", "ID", true, "string")), fixml.select("/o:FIXML/o:Order/@ID", O));
        assertEquals("date", single(fixml.select("/o:FIXML/o:Order/@TrdDt", O)).builtinType());
        assertEquals("decimal", single(fixml.select("/o:FIXML/o:Order/o:OrdQty/@Cash", O)).builtinType(),
                "an attribute of an attribute group, its type a restriction of a restriction");
        assertEquals("string", single(fixml.select("//o:Instrmt/@Sym", O)).builtinType());
    }

    @Test
    void pathsTheSchemaDoesNotAllowReachNothing() throws Exception {
        SchemaPaths fixml = SchemaPaths.read(TestKit.kit().fixmlSchema());
        assertEquals(List.of(), fixml.select("/o:FIXML/o:Ordr/@ID", O), "a misspelt element");
        assertEquals(List.of(), fixml.select("/FIXML/Order/@ID", O), "FIXML's elements are in its namespace");
        assertEquals(List.of(), fixml.select("/o:FIXML/o:Order/@Nope", O));
        IllegalArgumentException unbound = assertThrows(IllegalArgumentException.class,
                () -> fixml.select("/x:FIXML", O));
        assertTrue(unbound.getMessage().contains("prefix 'x' is not bound"), unbound.getMessage());
        assertThrows(IllegalArgumentException.class, () -> fixml.select("o:FIXML", O));
    }

    @Test
    void elementValuesTypedInCustAccAndWildcardStepsInSecurity() throws Exception {
        SchemaPaths custacc = SchemaPaths.read(TestKit.kit().custaccSchema());
        assertEquals("date", single(custacc.select("/c:Customer/c:DateOfBirth", C)).builtinType());
        assertEquals("date", single(custacc.select("/c:Customer/c:DateOfBirth/text()", C)).builtinType());
        assertEquals("integer", single(custacc.select("/c:Customer/@id", C)).builtinType());
        assertEquals("string", single(custacc.select("/c:Customer/c:Accounts/c:Account/@id", C)).builtinType());

        SchemaPaths security = SchemaPaths.read(TestKit.kit().securitySchema());
        List<SchemaNode> sectors = security.select("/s:Security/s:SecurityInformation/*/s:Sector", S);
        assertEquals(1, sectors.size(), "the kit's security_sector index path: " + sectors);
        assertEquals("Sector", sectors.get(0).name());
    }

    @Test
    void completionOffersTheNamesAllowedAfterThePathWithTheCollectionsPrefix() throws Exception {
        SchemaPaths fixml = SchemaPaths.read(TestKit.kit().fixmlSchema());
        assertEquals(List.of("o:FIXML"), steps(PathCompletion.proposals(fixml, "/o:FI", O)));
        assertTrue(steps(PathCompletion.proposals(fixml, "/o:FIXML/", O)).contains("o:Order"));
        List<String> orders = steps(PathCompletion.proposals(fixml, "/o:FIXML/o:Ord", O));
        assertTrue(orders.contains("o:Order") && orders.stream().allMatch(step -> step.startsWith("o:Ord")), orders.toString());
        List<String> attributes = steps(PathCompletion.proposals(fixml, "/o:FIXML/o:Order/@", O));
        assertTrue(attributes.containsAll(List.of("@ID", "@Acct", "@TrdDt")), attributes.toString());
        assertTrue(steps(PathCompletion.proposals(fixml, "/o:FIXML/o:Order/i", O)).contains("@ID"),
                "the local name, any case, finds an attribute");
        assertEquals(List.of(), PathCompletion.proposals(fixml, "/o:FIXML/", Map.of()),
                "no prefix bound to FIXML's namespace: nothing that could be written");
    }

    @Test
    void aBrokenSchemaFileIsNamedWithItsLine() throws Exception {
        Path broken = Files.writeString(temp.resolve("broken.xsd"),
                "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\">\n  <xs:element name=\"a\">\n</xs:schema>\n");
        SchemaReadException e = assertThrows(SchemaReadException.class, () -> SchemaPaths.read(broken));
        assertTrue(e.getMessage().startsWith(broken + ":3:"), e.getMessage());
        Path doctype = Files.writeString(temp.resolve("doctype.xsd"),
                "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"/>");
        assertThrows(SchemaReadException.class, () -> SchemaPaths.read(doctype), "no DTD is read");
    }

    private static SchemaNode single(List<SchemaNode> nodes) {
        assertEquals(1, nodes.size(), nodes.toString());
        return nodes.get(0);
    }

    private static List<String> steps(List<PathCompletion.Proposal> proposals) {
        return proposals.stream().map(PathCompletion.Proposal::step).toList();
    }
}
