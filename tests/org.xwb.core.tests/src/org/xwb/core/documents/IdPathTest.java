package org.xwb.core.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import javax.xml.stream.XMLStreamException;

import org.junit.jupiter.api.Test;

class IdPathTest {

    private static final Map<String, String> NS = Map.of("c", "http://tpox-benchmark.com/custacc", "o",
            "http://www.fixprotocol.org/FIXML-4-4");
    private static final String CUSTOMER = "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n"
            + "<Customer id=\"1011\" xmlns=\"http://tpox-benchmark.com/custacc\">\n"
            + "  <Name><FirstName>Marjo</FirstName> <LastName>Villoldo</LastName></Name>\n"
            + "  <Nationality> Finland </Nationality>\n</Customer>";

    private static String eval(String path, String doc) throws XMLStreamException {
        return IdPath.compile(path, NS).evaluate(doc.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void attributeOfTheRootInADefaultNamespace() throws Exception {
        assertEquals("1011", eval("/c:Customer/@id", CUSTOMER));
    }

    @Test
    void elementTextIsTrimmedAndStringValueJoinsDescendants() throws Exception {
        assertEquals("Finland", eval("/c:Customer/c:Nationality", CUSTOMER));
        assertEquals("Finland", eval("/c:Customer/c:Nationality/text()", CUSTOMER));
        assertEquals("Marjo Villoldo", eval("/c:Customer/c:Name", CUSTOMER));
        assertNull(eval("/c:Customer/c:Name/text()", CUSTOMER.replace("</FirstName> <", "</FirstName><")));
    }

    @Test
    void anUnprefixedNameIsInNoNamespaceAsInXPath() throws Exception {
        assertNull(eval("/Customer/@id", CUSTOMER));
        assertEquals("7", eval("/Customer/@id", "<Customer id='7'/>"));
    }

    @Test
    void wildcardStepsAndLaterSiblingsAreFound() throws Exception {
        String order = "<FIXML xmlns='http://www.fixprotocol.org/FIXML-4-4'><Hdr/><Order ID='103404'/></FIXML>";
        assertEquals("103404", eval("/o:FIXML/o:Order/@ID", order));
        assertEquals("103404", eval("/*/*/@ID", order));
    }

    @Test
    void theStreamingPathStopsAtTheIdSoALaterMalformationIsLeftToTheDatabase() throws Exception {
        assertEquals("1011", eval("/c:Customer/@id", "<Customer xmlns='http://tpox-benchmark.com/custacc' id='1011'><a></b>"));
    }

    @Test
    void aMalformationBeforeTheIdIsReportedWithItsPosition() {
        XMLStreamException error = assertThrows(XMLStreamException.class,
                () -> eval("/c:Customer/c:Nationality", "<Customer xmlns='http://tpox-benchmark.com/custacc'>\n<a></b>"));
        assertEquals(2, error.getLocation().getLineNumber());
    }

    @Test
    void otherXPathExpressionsAreEvaluatedOnADom() throws Exception {
        assertEquals("1011", eval("//c:Customer/@id", CUSTOMER));
        assertEquals("1011", eval("/c:Customer[c:Nationality]/@id", CUSTOMER));
        assertNull(eval("//c:Nothing/@id", CUSTOMER));
    }

    @Test
    void theDomFallbackRefusesDoctypes() {
        assertThrows(XMLStreamException.class, () -> eval("//r/@id",
                "<!DOCTYPE r [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><r id='&x;'/>"));
    }

    @Test
    void theStreamingParserDoesNotResolveExternalEntities() {
        XMLStreamException error = assertThrows(XMLStreamException.class, () -> eval("/r/a",
                "<!DOCTYPE r [<!ENTITY x SYSTEM 'file:///etc/hostname'>]><r><a>&x;</a></r>"));
        assertTrue(error.getMessage().contains("x"), error.getMessage());
    }

    @Test
    void anUndeclaredPrefixIsAClearError() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> IdPath.compile("/s:Security/@id", NS));
        assertTrue(error.getMessage().contains("'s'"), error.getMessage());
    }

    @Test
    void invalidXPathIsAClearError() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> IdPath.compile("/c:Customer[", NS));
        assertTrue(error.getMessage().contains("/c:Customer["), error.getMessage());
    }
}
