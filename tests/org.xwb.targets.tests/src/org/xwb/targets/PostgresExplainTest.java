package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;

/**
 * EXPLAIN on the embedded PostgreSQL over 3,000 real TPoX orders (ids rewritten) with an XML index
 * of every key type: a lookup that repeats an index's expression reads the XML index, one on an
 * unindexed path scans the table, and the parameters are bound.
 */
@ExtendWith(SharedEmbeddedServer.class)
class PostgresExplainTest {

    private static final String TABLE = "explain_orders";
    private static final Collection ORDERS = Tpox.orders(TABLE);
    private static Target target;

    @BeforeAll
    static void loadOrders() throws Exception {
        target = SharedEmbeddedServer.target();
        target.createSchema(Tpox.workload(ORDERS), new SchemaOptions(true, false));
        target.load(ORDERS, DocumentStreams.stream(DocumentStreams.documents(100_000, 3000, Tpox::order)), new LoadOptions(100, 1000, 2, true),
                LoadListener.NONE);
        Sql.execute(target, "ANALYZE " + TABLE);
    }

    private static String expression(String indexSuffix) {
        XmlIndex index = ORDERS.getIndexes().stream().filter(i -> i.getName().endsWith(indexSuffix)).findFirst().orElseThrow();
        return target.statements().indexedExpression(ORDERS, index);
    }

    private static List<PlanNode> nodes(PlanNode root) {
        List<PlanNode> all = new ArrayList<>();
        all.add(root);
        root.children().forEach(child -> all.addAll(nodes(child)));
        return all;
    }

    private static PlanNode find(Plan plan, Predicate<PlanNode> test) {
        return nodes(plan.root()).stream().filter(test).findFirst()
                .orElseThrow(() -> new AssertionError("no such node in\n" + plan.raw()));
    }

    @Test
    void aLookupRepeatingTheIndexedExpressionReadsTheXmlIndex() throws Exception {
        Plan plan = target.explain("SELECT id FROM " + TABLE + " WHERE " + expression("_id") + " = ?", List.of(101_234L),
                false);

        assertTrue(plan.usesXmlIndex(), plan.raw());
        PlanNode scan = find(plan, PlanNode::usesXmlIndex);
        assertEquals(PlanNode.Kind.XML_INDEX_SCAN, scan.kind());
        assertEquals(TABLE + "_id", scan.object());
        assertTrue(scan.details().get("Index Cond").contains("'101234'::bigint"), "the bound value is planned with: "
                + scan.details());
        assertTrue(scan.estimatedRows() < 10, "an id is selective: " + scan.estimatedRows());
        assertFalse(plan.analyzed());
        assertTrue(Double.isNaN(scan.actualRows()));
    }

    @Test
    void theSameLookupOnAnUnindexedPathIsASeqScan() throws Exception {
        String acct = "(xpath('/o:FIXML/o:Order/@Acct', doc, ARRAY[ARRAY['o', '" + Tpox.FIXML_NS + "']]))[1]::text";
        Plan plan = target.explain("SELECT id FROM " + TABLE + " WHERE " + acct + " = ?", List.of("104139870"), false);

        assertFalse(plan.usesXmlIndex(), plan.raw());
        PlanNode scan = find(plan, n -> n.operator().equals("Seq Scan"));
        assertEquals(PlanNode.Kind.TABLE_SCAN, scan.kind());
        assertEquals(TABLE, scan.object());
        assertTrue(scan.details().get("Filter").contains("104139870"), scan.details().toString());
    }

    @Test
    void dateTimestampDoubleAndVarcharIndexesAreUsedByQueriesThatRepeatThem() throws Exception {
        Object[][] lookups = { { "_trddt", LocalDate.of(2003, 1, 7) },
                { "_txntm", LocalDateTime.of(2003, 1, 1, 16, 40, 40) }, { "_cash", 1234.25 }, { "_sym", "S7" } };
        for (Object[] lookup : lookups) {
            String sql = "SELECT id FROM " + TABLE + " WHERE " + expression((String) lookup[0]) + " = ?";
            Plan plan = target.explain(sql, List.of(lookup[1]), false);
            assertTrue(plan.usesXmlIndex(), lookup[0] + " index not used:\n" + plan.raw());
            assertEquals(TABLE + lookup[0], find(plan, PlanNode::usesXmlIndex).object());
        }
    }

    @Test
    void theDateIndexFindsTheRowsItShould() throws Exception {
        // ids 100000..102999 cycle through 1000 trade dates: 2003-01-07 is id % 1000 == 6
        String sql = "SELECT count(*) FROM " + TABLE + " WHERE " + expression("_trddt") + " = ?";
        assertEquals("3", Sql.scalar(target, sql, LocalDate.of(2003, 1, 7)));
    }

    @Test
    void theConversionFunctionsReadTheIsoFormsAreImmutableAndRejectOtherText() throws Exception {
        assertEquals("2003-06-25", Sql.scalar(target, "SELECT xwb_xs_date(' 2003-06-25+02:00 ')"));
        assertEquals("2003-06-25 10:15:30.5", Sql.scalar(target, "SELECT xwb_xs_timestamp('2003-06-25T10:15:30.5Z')"));
        assertEquals("ii", Sql.scalar(target, "SELECT string_agg(provolatile::text, '') FROM pg_proc "
                + "WHERE proname IN ('xwb_xs_date', 'xwb_xs_timestamp')"));
        java.sql.SQLException error = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
                () -> Sql.scalar(target, "SELECT xwb_xs_date('25.06.2003')"));
        assertTrue(error.getMessage().contains("not an xs:date: \"25.06.2003\""), error.getMessage());
    }

    @Test
    void analyzeReportsActualRowsAndTimes() throws Exception {
        Plan plan = target.explain("SELECT doc FROM " + TABLE + " WHERE " + expression("_id") + " = ?", List.of(100_007L),
                true);

        assertTrue(plan.analyzed());
        PlanNode scan = find(plan, PlanNode::usesXmlIndex);
        assertEquals(1.0, scan.actualRows());
        assertTrue(scan.actualTimeMs() >= 0, "time " + scan.actualTimeMs());
    }

    @Test
    void anExplainedDeleteWithAnalyzeDeletesNothing() throws Exception {
        long before = Sql.count(target, TABLE);
        Plan plan = target.explain("DELETE FROM " + TABLE + " WHERE " + expression("_cash") + " < ?", List.of(4000.0),
                true);

        assertEquals(PlanNode.Kind.DELETE, plan.root().kind());
        assertTrue(plan.root().children().get(0).actualRows() > 1000, plan.raw());
        assertEquals(before, Sql.count(target, TABLE), "EXPLAIN ANALYZE is rolled back");
    }

    @Test
    void textParametersAreTypedByTheServer() throws Exception {
        // the command line passes every --param as text: it must fit a bigint comparison
        Plan plan = target.explain("SELECT id FROM " + TABLE + " WHERE " + expression("_id") + " = ?", List.of("100042"),
                false);
        assertTrue(plan.usesXmlIndex(), plan.raw());
    }
}
