package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
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
        XmlIndex name = Tpox.index("cust_name", "/c:Customer/c:Name[@x='y']", IndexKeyType.VARCHAR);
        name.setLength(40);
        assertEquals("CREATE INDEX cust_name ON cust (doc) GENERATE KEY USING XMLPATTERN 'declare namespace "
                + "c=\"http://tpox-benchmark.com/custacc\"; /c:Customer/c:Name[@x=''y'']' AS SQL VARCHAR(40)",
                statements.createIndexDdl(c, name));
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

    @Test
    void explainGoesThroughTheExplainTablesAndCleansUp() {
        assertEquals("CALL SYSPROC.SYSINSTALLOBJECTS('EXPLAIN', 'C', CAST(NULL AS VARCHAR(128)), CURRENT SCHEMA)",
                Db2Explainer.CREATE_TABLES);
        assertEquals("EXPLAIN PLAN SET QUERYNO = 77 FOR SELECT doc FROM orders WHERE id = ?",
                Db2Explainer.explainStatement(77, "SELECT doc FROM orders WHERE id = ?;"));
        assertTrue(Db2Explainer.selectOperators("DB2INST1").startsWith(
                "SELECT OPERATOR_ID, OPERATOR_TYPE, TOTAL_COST, IO_COST, CPU_COST, FIRST_ROW_COST FROM DB2INST1.EXPLAIN_OPERATOR WHERE"));
        assertTrue(Db2Explainer.selectStreams("S").contains("FROM S.EXPLAIN_STREAM WHERE EXPLAIN_REQUESTER = ?"));
        assertTrue(Db2Explainer.selectArguments("S").contains("LONG_ARGUMENT_VALUE FROM S.EXPLAIN_ARGUMENT"));
        assertTrue(Db2Explainer.selectPredicates("S").contains("PREDICATE_TEXT FROM S.EXPLAIN_PREDICATE"));
        assertTrue(Db2Explainer.findStatement("S").contains("FROM S.EXPLAIN_STATEMENT WHERE QUERYNO = ? AND EXPLAIN_LEVEL = 'P'"));
        assertEquals("DELETE FROM S.EXPLAIN_INSTANCE WHERE EXPLAIN_REQUESTER = ? AND EXPLAIN_TIME = ? AND SOURCE_NAME = ? "
                + "AND SOURCE_SCHEMA = ? AND SOURCE_VERSION = ?", Db2Explainer.deleteInstance("S"));
    }

    @Test
    void db2ErrorCodesAreClassified() {
        Db2Errors errors = new Db2Errors();
        assertEquals(ErrorClass.DEADLOCK, errors.classify(new SQLException(
                "DB2 SQL Error: SQLCODE=-911, SQLSTATE=40001, SQLERRMC=2, DRIVER=4.38.7", "40001", -911)));
        assertEquals(ErrorClass.TIMEOUT, errors.classify(new SQLException(
                "DB2 SQL Error: SQLCODE=-911, SQLSTATE=40001, SQLERRMC=68, DRIVER=4.38.7", "40001", -911)));
        assertEquals(ErrorClass.CANCELLED, errors.classify(new SQLException("cancelled", "57014", -952)));
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(new SQLException("gone", "08001", -4499)));
        assertEquals(ErrorClass.OTHER, errors.classify(new SQLException("bad", "42601", -104)));
    }

}
