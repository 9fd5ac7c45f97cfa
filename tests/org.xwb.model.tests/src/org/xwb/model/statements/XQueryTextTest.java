package org.xwb.model.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xwb.model.Statement;
import org.xwb.model.TransactionKind;
import org.xwb.model.XwbFactory;
import org.xwb.model.statements.StatementText.Marker;
import org.xwb.model.statements.XQueryText.ExternalVariable;

class XQueryTextTest {

    private static final String QUERY = """
            xquery version "3.1";
            (: declare variable $commented external; (: nested :) still a comment :)
            declare namespace s = "http://tpox-benchmark.com/security";
            declare variable $sym as xs:string external;
            declare variable $limit := 10;
            declare function local:f($x) { $x };
            declare variable $d as document-node(element()) external;
            for $sec in fn:collection("CLN_Security")/s:Security[s:Symbol = $sym]
            where $sec/s:PE > 3 and $d?key = 'x' (: a lookup, not a marker :)
            return ($sec, db:get('CLN_Order'), collection("other"))""";

    @Test
    void theMarkersAreTheExternalVariablesOfTheProlog() {
        List<ExternalVariable> variables = XQueryText.externalVariables(QUERY);

        assertEquals(List.of("sym", "d"), variables.stream().map(ExternalVariable::name).toList());
        assertEquals("xs:string", variables.get(0).type());
        assertEquals("document-node(element())", variables.get(1).type());
        assertEquals("$sym", QUERY.substring(variables.get(0).offset(), variables.get(0).offset() + variables.get(0).length()));
        List<Marker> markers = StatementText.markers(QUERY, "xquery");
        assertEquals(2, markers.size(), "no ? of the text is a marker: " + markers);
        assertEquals(1, StatementText.markers(QUERY, "db2").size(), "in SQL the lookup's ? would be a marker");
    }

    @Test
    void anUntypedVariableGetsItsTypeInserted() {
        String text = "declare variable $id external; $id";
        ExternalVariable id = XQueryText.externalVariables(text).get(0);
        assertEquals("declare variable $id as xs:anyURI external; $id", XQueryText.withType(text, id, "xs:anyURI"));
    }

    @Test
    void collectionsAreFoundAndMappedOutsideComments() {
        assertEquals(List.of("CLN_Security", "CLN_Order", "other"), List.copyOf(XQueryText.collectionNames(QUERY)));
        String mapped = XQueryText.mapCollections(QUERY, Map.of("CLN_Security", "security", "CLN_Order", "orders"));
        assertEquals(List.of("security", "orders", "other"), List.copyOf(XQueryText.collectionNames(mapped)));
        assertEquals(QUERY.replace("\"CLN_Security\"", "\"security\"").replace("'CLN_Order'", "'orders'"), mapped);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "declare variable $d external; db:add('orders', $d, 'o.xml')|INSERT",
            "insert node <a/> into collection('c')/r|INSERT",
            "for $s in collection('security')/s return replace value of node $s/p with 1|UPDATE",
            "declare variable $id external; db:delete('orders', 'o.xml')|DELETE",
            "delete node collection('c')//x|DELETE",
            "copy $c := collection('c')/r modify delete node $c/x return $c|QUERY",
            "(: delete node :) collection('c')/r|QUERY",
            "declare variable $x external;|OTHER" })
    void theKindComesFromTheQueryBody(String text, TransactionKind kind) {
        assertEquals(kind, XQueryText.kindOf(text));
    }

    @Test
    void anXQueryStatementCountsItsVariablesAsParameters() {
        Statement statement = XwbFactory.eINSTANCE.createStatement();
        statement.setDialect("xquery");
        statement.getTexts().add("declare variable $a external; declare variable $b external; $a?x");
        statement.getTexts().add("declare variable $c external; $c");
        assertEquals(3, StatementText.parameterCount(statement));
    }
}
