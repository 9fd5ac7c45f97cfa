package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;

/**
 * Validation messages name elements as the document does: the parser's namespace URIs are
 * replaced by the prefixes the document has in scope at the error (none in its default
 * namespace), on the kit's real custacc and FIXML order documents with a deliberate error.
 */
class ReadableMessagesTest {

    private static final String CUSTACC = "http://tpox-benchmark.com/custacc";

    @TempDir
    Path temp;

    @Test
    void anUnexpectedElementOfAPrefixedCustaccIsNamedWithTheDocumentsPrefix() throws IOException {
        String kit = Files.readString(TestKit.kit().documents().resolve("custacc.xml"), StandardCharsets.US_ASCII);
        // the kit's custacc written with the prefix c: (same elements, same namespace), and one wrong element
        String prefixed = kit.replaceAll("<(/?)([A-Za-z])", "<$1c:$2").replace("xmlns=\"" + CUSTACC + "\"",
                "xmlns:c=\"" + CUSTACC + "\"").replaceFirst("<c:Mnemonic>", "<c:Bogus/><c:Mnemonic>");
        assertTrue(prefixed.contains("<c:Bogus/>") && !prefixed.contains("xmlns=\"" + CUSTACC));
        List<XmlProblem> problems = validate("prefixed-custacc.xml", prefixed);
        assertEquals(1, problems.size(), problems.toString());
        String message = problems.get(0).message();
        assertEquals("cvc-complex-type.2.4.a: Invalid content was found starting with element 'c:Bogus'. One of "
                + "'c:Mnemonic' is expected.", message);
    }

    @Test
    void aWrongAttributeOfTheKitsFixmlOrderNamesAttributeAndElementWithoutUris() throws IOException {
        String kit = Files.readString(TestKit.kit().documents().resolve("order654.xml"), StandardCharsets.US_ASCII);
        String broken = kit.replace("MinQty=\"775.48\"", "MinQty=\"lots\"").replace("<Order ", "<Order Bogus=\"1\" ");
        List<XmlProblem> problems = validate("order654-broken.xml", broken);
        int tagEnd = broken.indexOf('>', broken.indexOf("<Order "));
        int tagEndLine = (int) broken.substring(0, tagEnd).chars().filter(c -> c == '\n').count() + 1;
        int tagStartLine = (int) broken.substring(0, broken.indexOf("<Order ")).chars().filter(c -> c == '\n').count() + 1;
        assertTrue(tagEndLine - tagStartLine >= 7, "the Order start tag spans " + (tagEndLine - tagStartLine + 1) + " lines");
        assertTrue(problems.stream().anyMatch(p -> p.message().equals(
                "cvc-complex-type.3.2.2: Attribute 'Bogus' is not allowed to appear in element 'Order'.")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.message().startsWith(
                "cvc-attribute.3: The value 'lots' of attribute 'MinQty' on element 'Order' is not valid")), problems.toString());
        for (XmlProblem problem : problems) {
            assertFalse(problem.message().contains("http://www.fixprotocol.org"), problem.message());
            assertEquals(tagEndLine, problem.line(), "the parser's place: the end of the long start tag: " + problem);
        }
    }

    @Test
    void urisWithoutAPrefixStayAndSetsLoseTheirBracesOnlyWhenAllAreNamed() {
        Map<String, String> prefixes = Map.of("urn:a", "a", "urn:d", "");
        assertEquals("One of 'a:X, Y' is expected.",
                PrefixedNames.readable("One of '{\"urn:a\":X, \"urn:d\":Y}' is expected.", prefixes::get));
        assertEquals("One of '{a:X, \"urn:other\":Z}' is expected.",
                PrefixedNames.readable("One of '{\"urn:a\":X, \"urn:other\":Z}' is expected.", prefixes::get));
        assertEquals("root a:Customer, not {urn:other}Customer",
                PrefixedNames.readable("root {urn:a}Customer, not {urn:other}Customer", prefixes::get));
    }

    private List<XmlProblem> validate(String name, String text) throws IOException {
        Path file = temp.resolve(name);
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        return new DocumentValidator(TestKit.schemas()).validate(file).problems();
    }
}
