package org.xwb.xml.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.query.QueryEvaluator.Language;
import org.xwb.xml.query.QueryEvaluator.QueryException;
import org.xwb.xml.query.QueryEvaluator.Result;

/** The scratchpad's engine on the kit's real FIXML order: typed results, located errors, the SQL/XML name form. */
class QueryEvaluatorTest {

    private static final Map<String, String> PREFIXES = Map.of("", TpoxKit.FIXML_NAMESPACE, "o", TpoxKit.FIXML_NAMESPACE);
    private static QueryEvaluator evaluator;
    private static QueryEvaluator.Parsed order;

    @BeforeAll
    static void parseTheOrder() throws Exception {
        evaluator = new QueryEvaluator();
        order = evaluator.parse(Files.readAllBytes(TestKit.kit().documents().resolve("order123.xml")), "order123.xml");
    }

    @Test
    void anOrdersIdIsOneAttributeWithTheDocumentsDefaultNamespaceInScope() throws Exception {
        Result result = evaluator.evaluate(Language.XPATH, "/FIXML/Order/@ID", order, PREFIXES, 100);
        assertEquals(1, result.count());
        assertEquals("attribute(ID)", result.items().get(0).type());
        assertEquals("ID=\"103404\"", result.items().get(0).value());
        Result prefixed = evaluator.evaluate(Language.XPATH, "/o:FIXML/o:Order/@ID", order, PREFIXES, 100);
        assertEquals(result.items(), prefixed.items());
    }

    @Test
    void atomicValuesCarryTheirTypesAndTheCountIsOfAllItems() throws Exception {
        Result count = evaluator.evaluate(Language.XPATH, "count(//*)", order, PREFIXES, 100);
        assertEquals("xs:integer", count.items().get(0).type());
        Result limited = evaluator.evaluate(Language.XPATH, "//*", order, PREFIXES, 2);
        assertEquals(Integer.parseInt(count.items().get(0).value()), limited.count());
        assertEquals(2, limited.items().size());
        Result xquery = evaluator.evaluate(Language.XQUERY,
                "for $o in /FIXML/Order\nreturn xs:decimal($o/OrdQty/@Qty) * 2", order, PREFIXES, 100);
        assertEquals("xs:decimal", xquery.items().get(0).type());
        assertEquals("834", xquery.items().get(0).value());
    }

    @Test
    void anErrorNamesItsLineAndColumnInTheExpression() {
        QueryException bad = assertThrows(QueryException.class,
                () -> evaluator.evaluate(Language.XQUERY, "for $o in /FIXML/Order\nreturn $o +", order, PREFIXES, 100));
        assertEquals(2, bad.line());
        assertTrue(bad.column() >= 11, "column " + bad.column());
        assertTrue(bad.getMessage().startsWith("XPST0003"), bad.getMessage());
        QueryException noFile = assertThrows(QueryException.class,
                () -> evaluator.evaluate(Language.XPATH, "doc('file:///etc/passwd')", order, PREFIXES, 100));
        assertTrue(!noFile.getMessage().contains("root:x"), noFile.getMessage());
    }

    @Test
    void unprefixedElementNamesGetThePrefixAndNothingElseDoes() {
        assertEquals("/o:FIXML/o:Order/@ID", XPathNames.qualify("/FIXML/Order/@ID", "o"));
        assertEquals("/o:FIXML/o:Order[@ID = '1 and Order' and o:Instrmt/@Sym]/text()",
                XPathNames.qualify("/FIXML/Order[@ID = '1 and Order' and Instrmt/@Sym]/text()", "o"));
        assertEquals("count(//o:Order) div 2 * o:x", XPathNames.qualify("count(//Order) div 2 * x", "o"));
        assertEquals("/child::o:a/attribute::b/s:c/*", XPathNames.qualify("/child::a/attribute::b/s:c/*", "o"));
        assertEquals("$v/o:a (: Order :)", XPathNames.qualify("$v/a (: Order :)", "o"));
    }
}
