package org.xwb.targets.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.targets.jdbc.SqlErrors;
import org.xwb.targets.jdbc.SqlText;
import org.xwb.targets.testing.Tpox;

/** The text of PostgreSQL XML index expressions and DDL. */
class PostgresStatementsTest {

    private final PostgresStatements statements = new PostgresStatements();
    private static final String NS = "ARRAY[ARRAY['o', 'http://www.fixprotocol.org/FIXML-4-4']]";

    @Test
    void eachKeyTypeHasItsImmutableConversion() {
        Collection orders = Tpox.orders("orders");
        List<String> expressions = orders.getIndexes().stream().map(i -> statements.indexedExpression(orders, i)).toList();
        assertEquals(List.of("((xpath('/o:FIXML/o:Order/@ID', doc, " + NS + "))[1]::text::bigint)",
                "((xpath('/o:FIXML/o:Order/o:Instrmt/@Sym', doc, " + NS + "))[1]::text)",
                "((xpath('/o:FIXML/o:Order/o:OrdQty/@Cash', doc, " + NS + "))[1]::text::double precision)",
                "xwb_xs_date((xpath('/o:FIXML/o:Order/@TrdDt', doc, " + NS + "))[1]::text)",
                "xwb_xs_timestamp((xpath('/o:FIXML/o:Order/@TxnTm', doc, " + NS + "))[1]::text)"), expressions);
        assertEquals("CREATE INDEX IF NOT EXISTS orders_id ON orders ((" + expressions.get(0) + "))",
                statements.createIndexDdl(orders, orders.getIndexes().get(0)));
    }

    @Test
    void elementPathsIndexTheirTextAndQuotesAreDoubled() {
        Collection c = Tpox.customers("cust");
        assertEquals("((xpath('/c:Customer/c:Name/c:LastName/text()', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text)",
                statements.indexedExpression(c, Tpox.index("n", "/c:Customer/c:Name/c:LastName", IndexKeyType.VARCHAR)));
        assertTrue(statements.indexedExpression(c, Tpox.index("n", "/c:Customer[@k='v']/@id", IndexKeyType.VARCHAR))
                .contains("'/c:Customer[@k=''v'']/@id'"));
        assertEquals("/a/b/text()", PostgresStatements.valuePath("/a/b/text()"));
        assertEquals("string(/a/b)", PostgresStatements.valuePath("string(/a/b)"));
    }

    @Test
    void conversionFunctionsAreCreatedOnlyForDateAndTimestampKeys() {
        assertEquals(2, PostgresStatements.conversionFunctions(Tpox.orders("o")).size());
        assertTrue(PostgresStatements.conversionFunctions(Tpox.customers("c")).isEmpty());
        assertTrue(PostgresStatements.conversionFunctions(Tpox.orders("o")).get(0).contains("IMMUTABLE"));
    }

    @Test
    void sqlTextRefusesWhatCannotGoIntoSql() {
        assertThrows(IllegalArgumentException.class, () -> SqlText.literal("a\0b"));
        assertThrows(IllegalArgumentException.class, () -> SqlText.identifier("orders; drop", "table"));
        assertEquals("select 1", SqlText.withoutTrailingSemicolon(" select 1 ;; "));
    }

    @Test
    void databaseReasonsAreShortened() {
        java.sql.SQLException e = new java.sql.SQLException("ERROR: invalid XML content\n  Detail: line 1: Premature end"
                + "\n<Customer>\n^\n  Where: unnamed portal parameter $2 = '...'", "2200N");
        assertEquals("invalid XML content (line 1: Premature end) [SQLSTATE 2200N]", SqlErrors.reason(e));
    }
}
