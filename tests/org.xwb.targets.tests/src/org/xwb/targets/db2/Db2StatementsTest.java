package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;
import org.xwb.targets.testing.Tpox;

/** The DDL and explain statements XWB sends to DB2 (no DB2 server can run here: the text is checked). */
class Db2StatementsTest {

    private final Db2Statements statements = new Db2Statements();

    @Test
    void xmlIndexesUseXmlPatternsWithNamespaceDeclarationsAndSqlTypes() {
        Collection orders = Tpox.orders("orders");
        List<String> ddl = orders.getIndexes().stream().map(i -> statements.createIndexDdl(orders, i)).toList();
        String ns = "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; ";
        assertEquals(List.of(
                "CREATE INDEX orders_id ON orders (doc) GENERATE KEY USING XMLPATTERN '" + ns + "/o:FIXML/o:Order/@ID' AS SQL INTEGER",
                "CREATE INDEX orders_sym ON orders (doc) GENERATE KEY USING XMLPATTERN '" + ns
                        + "/o:FIXML/o:Order/o:Instrmt/@Sym' AS SQL VARCHAR(255)",
                "CREATE INDEX orders_cash ON orders (doc) GENERATE KEY USING XMLPATTERN '" + ns
                        + "/o:FIXML/o:Order/o:OrdQty/@Cash' AS SQL DOUBLE",
                "CREATE INDEX orders_trddt ON orders (doc) GENERATE KEY USING XMLPATTERN '" + ns + "/o:FIXML/o:Order/@TrdDt' AS SQL DATE",
                "CREATE INDEX orders_txntm ON orders (doc) GENERATE KEY USING XMLPATTERN '" + ns
                        + "/o:FIXML/o:Order/@TxnTm' AS SQL TIMESTAMP"), ddl);
        assertEquals(ns + "/o:FIXML/o:Order/@ID", statements.indexedExpression(orders, orders.getIndexes().get(0)));
    }

    @Test
    void aVarcharLengthFromTheModelIsUsedAndQuotesAreDoubled() {
        Collection c = Tpox.customers("cust");
        c.getNamespaces().get(0).setUri("http://example.com/o'brien");
        XmlIndex name = Tpox.index("cust_name", "/c:Customer/c:Name/c:LastName", IndexKeyType.VARCHAR);
        name.setLength(40);
        assertEquals("CREATE INDEX cust_name ON cust (doc) GENERATE KEY USING XMLPATTERN 'declare namespace "
                + "c=\"http://example.com/o''brien\"; /c:Customer/c:Name/c:LastName' AS SQL VARCHAR(40)",
                statements.createIndexDdl(c, name));
    }

    /**
     * IBM, SQLCODE -20304 (SQL20304N) "Invalid index definition involving an XMLPATTERN clause",
     * reason code 9: "Predicates are not supported in a pattern expression of an XMLPATTERN clause"
     * (https://www.ibm.com/support/knowledgecenter/SSEPEK_10.0.0/codes/src/tpc/n20304.html).
     */
    @Test
    void aPatternWithAPredicateIsRefusedAsDb2WouldWithReasonCode9() {
        Collection c = Tpox.customers("cust");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> statements.createIndexDdl(c, Tpox.index("cust_name", "/c:Customer/c:Name[@x='y']", IndexKeyType.VARCHAR)));
        assertEquals("Index cust_name of collection customers: The XML pattern /c:Customer/c:Name[@x='y'] has a predicate "
                + "[...]; DB2 allows no predicates in an XML pattern: index the node the predicate tests instead "
                + "(DB2 refuses it: SQL20304N, reason code 9)", error.getMessage());
    }

    /** The same page's reason codes 5 (no leading /), 6 (nothing after a /), 7 (a reverse axis) and 8 (a kind test). */
    @Test
    void patternsDb2RefusesForOtherReasonsNameTheirReasonCode() {
        Collection c = Tpox.customers("cust");
        Map<String, String> patterns = Map.of("c:Customer/@id", "reason code 5", "/c:Customer/", "reason code 6",
                "/c:Customer/c:Name/../@id", "reason code 7", "/c:Customer/parent::c:X", "reason code 7",
                "/c:Customer/element()", "reason code 8");
        patterns.forEach((pattern, reason) -> {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                    () -> statements.createIndexDdl(c, Tpox.index("i", pattern, IndexKeyType.VARCHAR)), pattern);
            assertTrue(error.getMessage().endsWith(reason + ")"), pattern + ": " + error.getMessage());
        });
        for (String legal : List.of("//@id", "/c:Customer//c:Symbol", "/c:Customer/*/c:Sector", "/c:Customer/c:Name/text()",
                "/child::c:Customer/attribute::id", "/c:Customer/descendant-or-self::node()/c:Phone")) {
            assertTrue(statements.createIndexDdl(c, Tpox.index("i", legal, IndexKeyType.VARCHAR)).contains(legal), legal);
        }
    }

    /**
     * INTEGER keys came with DB2 10.1: "Restrictions on indexes over XML data" of DB2 9.7 allows
     * "only four SQL-based data types ...: DATE, TIMESTAMP, VARCHAR, and DOUBLE"
     * (https://www.ibm.com/support/knowledgecenter/en/SSEPGG_9.7.0/com.ibm.db2.luw.xml.doc/doc/c0024073.html);
     * DB2 10.5's "Data types associated with index XML pattern expressions" adds INTEGER and
     * DECIMAL (https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024075.html).
     */
    @Test
    void aServerVersionWithoutIntegerXmlIndexesRefusesThatDdlWithTheReason() {
        Collection orders = Tpox.orders("orders");
        XmlIndex id = orders.getIndexes().get(0);
        Db2Statements db97 = new Db2Statements(Optional.of(Db2Version.parse("9.7")));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> db97.createIndexDdl(orders, id));
        assertEquals("Index orders_id of collection orders: DB2 9.7 has no INTEGER XML index type: INTEGER and DECIMAL "
                + "XML indexes came with DB2 10.1, before that XML index keys are VARCHAR, DOUBLE, DATE or TIMESTAMP "
                + "(use DOUBLE)", error.getMessage());
        orders.getIndexes().stream().skip(1).forEach(i -> assertTrue(db97.createIndexDdl(orders, i).startsWith("CREATE INDEX")));
        Db2Statements db101 = new Db2Statements(Optional.of(Db2Version.parse("SQL10010")));
        assertTrue(db101.createIndexDdl(orders, id).endsWith("AS SQL INTEGER"));
    }

    /**
     * DECIMAL keys ("Data types associated with index XML pattern expressions", DB2 10.5:
     * DECIMAL(integer, integer), https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024075.html):
     * the index's length is the precision (31 when unset), the scale is XWB's fixed 6; DB2 9.7 has none.
     */
    @Test
    void decimalKeysTakeTheLengthAsPrecisionAndCameWithDb2TenOne() {
        Collection orders = Tpox.orders("orders");
        XmlIndex cash = orders.getIndexes().get(0);
        cash.setKeyType(org.xwb.model.IndexKeyType.DECIMAL);
        assertTrue(new Db2Statements().createIndexDdl(orders, cash).endsWith("AS SQL DECIMAL(31, 6)"));
        cash.setLength(12);
        assertTrue(new Db2Statements(Optional.of(Db2Version.parse("10.1"))).createIndexDdl(orders, cash)
                .endsWith("AS SQL DECIMAL(12, 6)"));
        cash.setLength(5);
        assertEquals("DECIMAL(5, 0)", Db2Statements.sqlType(cash));
        IllegalArgumentException old = assertThrows(IllegalArgumentException.class,
                () -> new Db2Statements(Optional.of(Db2Version.parse("9.7"))).createIndexDdl(orders, cash));
        assertTrue(old.getMessage().contains("DB2 9.7 has no DECIMAL XML index type"), old.getMessage());
        assertTrue(Db2Version.parse("DSN12015").refusal(org.xwb.model.IndexKeyType.DECIMAL).isPresent(), "z/OS has DECFLOAT");
    }

    @Test
    void namesThatWouldNeedQuotesAreRefused() {
        Collection c = Tpox.customers("cust-acc");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> statements.createIndexDdl(c, Tpox.index("i", "/c:Customer/@id", IndexKeyType.DOUBLE)));
        assertTrue(error.getMessage().contains("table of collection customers is 'cust-acc'"), error.getMessage());
    }

    @Test
    void tablesHaveABigintIdAndAnXmlColumn() {
        assertEquals("CREATE TABLE orders (id BIGINT NOT NULL PRIMARY KEY, doc XML)", Db2Statements.createTable("orders"));
        assertEquals("DROP TABLE orders", Db2Statements.dropTable("orders"));
    }

    /**
     * An XML index is dropped as any index: "You create an XML index using the CREATE INDEX statement,
     * and drop an XML index using the DROP INDEX statement" (IBM, "XML data indexing",
     * https://www-01.ibm.com/support/knowledgecenter/SSEPEK_10.0.0/xml/src/tpc/db2z_indexxml.html); the
     * DROP statement's form is {@code DROP INDEX index-name}, an index-name that is not in the catalog
     * is SQLSTATE 42704 (IBM, "DROP", https://public.dhe.ibm.com/software/data/db2/everyplace/infocenters/enu/dbeapr0806.htm),
     * which Db2Target takes as "already gone".
     */
    @Test
    void anXmlIndexIsDroppedByItsName() {
        Db2Statements statements = new Db2Statements();
        org.xwb.model.Collection orders = org.xwb.targets.testing.Tpox.orders("orders");
        assertEquals("DROP INDEX orders_id", statements.dropIndexDdl(orders, orders.getIndexes().get(0)));
    }

    @Test
    void explainGoesThroughTheExplainTablesAndCleansUp() {
        assertEquals("EXPLAIN PLAN SET QUERYNO = 77 FOR SELECT doc FROM orders WHERE id = ?",
                Db2Explainer.explainStatement(77, "SELECT doc FROM orders WHERE id = ?;"));
        assertTrue(Db2Explainer.selectOperators("\"DB2INST1\"").startsWith(
                "SELECT OPERATOR_ID, OPERATOR_TYPE, TOTAL_COST, IO_COST, CPU_COST, FIRST_ROW_COST FROM \"DB2INST1\".EXPLAIN_OPERATOR WHERE"));
        assertTrue(Db2Explainer.selectStreams("S").contains("FROM S.EXPLAIN_STREAM WHERE EXPLAIN_REQUESTER = ?"));
        assertTrue(Db2Explainer.selectArguments("S").contains("LONG_ARGUMENT_VALUE FROM S.EXPLAIN_ARGUMENT"));
        assertTrue(Db2Explainer.selectPredicates("S").contains("PREDICATE_TEXT FROM S.EXPLAIN_PREDICATE"));
        assertTrue(Db2Explainer.findStatement("S").contains("FROM S.EXPLAIN_STATEMENT WHERE QUERYNO = ? AND EXPLAIN_LEVEL = 'P'"));
        assertEquals("DELETE FROM S.EXPLAIN_INSTANCE WHERE EXPLAIN_REQUESTER = ? AND EXPLAIN_TIME = ? AND SOURCE_NAME = ? "
                + "AND SOURCE_SCHEMA = ? AND SOURCE_VERSION = ?", Db2Explainer.deleteInstance("S"));
    }

    /**
     * IBM, "Explain tables" (https://www.ibm.com/docs/en/db2-big-sql/7.1?topic=reference-explain-tables,
     * same text for DB2 10.5: .../SSEPGG_10.5.0/com.ibm.db2.luw.sql.ref.doc/doc/r0008441.html): the
     * explain facility qualifies the explain tables with "the session authorization ID for dynamic
     * SQL" and uses "the SYSTOOLS schema if explain tables do not exist with the authorization ID
     * schema". CURRENT SCHEMA (jcc's currentSchema property) plays no part.
     */
    @Test
    void explainTablesAreThoseOfTheSessionAuthorizationIdElseSystools() {
        assertEquals("DB2INST1", Db2Explainer.chooseSchema("DB2INST1", Set.of("DB2INST1", "SYSTOOLS")));
        assertEquals("SYSTOOLS", Db2Explainer.chooseSchema("DB2INST1", Set.of("SYSTOOLS")));
        assertEquals(null, Db2Explainer.chooseSchema("DB2INST1", Set.of()), "none yet: XWB creates them");
        assertEquals("VALUES SESSION_USER", Db2Explainer.SESSION_USER);
        assertEquals("SELECT TABSCHEMA FROM SYSCAT.TABLES WHERE TABNAME = 'EXPLAIN_INSTANCE' AND TABSCHEMA IN (?, 'SYSTOOLS')",
                Db2Explainer.FIND_TABLES);
        assertEquals("CALL SYSPROC.SYSINSTALLOBJECTS('EXPLAIN', 'C', CAST(NULL AS VARCHAR(128)), ?)", Db2Explainer.CREATE_TABLES,
                "created under the session authorization ID, which is bound");
        for (String sql : List.of(Db2Explainer.FIND_TABLES, Db2Explainer.CREATE_TABLES)) {
            assertFalse(sql.contains("CURRENT SCHEMA") || sql.contains("CURRENT USER"), sql);
        }
        assertEquals("\"DB2INST1\"", Db2Explainer.qualifier("DB2INST1"));
        assertEquals("\"my\"\"schema\"", Db2Explainer.qualifier("my\"schema"));
    }

    /**
     * IBM, "EXPLAIN statement" (https://www.ibm.com/docs/SSEPGG_11.1.0/com.ibm.db2.luw.sql.ref.doc/doc/r0000952.html):
     * {@code FOR explainable-sql-statement | FOR XQUERY 'explainable-xquery-statement'}: an XQuery
     * is explained as a string constant, so its quotes are doubled.
     */
    @Test
    void anXQueryIsExplainedAsAStringConstant() {
        assertEquals("EXPLAIN PLAN SET QUERYNO = 7 FOR XQUERY 'declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; "
                + "for $o in db2-fn:xmlcolumn(''ORDERS.DOC'')/o:FIXML/o:Order[@ID = 103404] return $o'",
                Db2Explainer.explainStatement(7, "  xquery declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; "
                        + "for $o in db2-fn:xmlcolumn('ORDERS.DOC')/o:FIXML/o:Order[@ID = 103404] return $o ;"));
        assertTrue(Db2Explainer.explainStatement(8, "SELECT XMLQUERY('$d/x' PASSING doc AS \"d\") FROM t")
                .endsWith("FOR SELECT XMLQUERY('$d/x' PASSING doc AS \"d\") FROM t"), "SQL/XML stays SQL");
    }
}
