package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;

/** Plan trees from explain-table rows kept as fixtures (see the headers of resources/db2/*). */
class Db2PlanBuilderTest {

    private static Plan plan(String fixture) {
        return Db2PlanBuilder.build(ExplainFixture.statement(fixture), ExplainFixture.rows(fixture));
    }

    private static PlanNode child(PlanNode node, int... path) {
        PlanNode n = node;
        for (int i : path) {
            n = n.children().get(i);
        }
        return n;
    }

    @Test
    void anXmlIndexLookupBecomesReturnJoinFetchRidscanSortXiscan() {
        Plan plan = plan("xiscan-lookup");

        PlanNode root = plan.root();
        assertEquals("RETURN", root.operator());
        assertEquals(Kind.RETURN, root.kind());
        assertEquals(20.41, root.estimatedCost());
        PlanNode join = child(root, 0);
        assertEquals("NLJOIN", join.operator());
        assertEquals(List.of("FETCH", "XSCAN"), join.children().stream().map(PlanNode::operator).toList());
        PlanNode fetch = child(join, 0);
        assertEquals("TPOX.ORDERS", fetch.object());
        PlanNode xiscan = child(fetch, 0, 0, 0);
        assertEquals("XISCAN", xiscan.operator());
        assertEquals(Kind.XML_INDEX_SCAN, xiscan.kind());
        assertTrue(xiscan.usesXmlIndex());
        assertEquals("TPOX.ORDERS_ID", xiscan.object());
        assertEquals(1.0, xiscan.estimatedRows(), "the count of its output stream");
        assertEquals("($d/o:FIXML/o:Order/@ID = ?) [filter factor 5.0E-5]", xiscan.details().get("Predicate 1 (START)"));
        assertEquals("FORWARD", xiscan.details().get("SCANDIR"));
        assertEquals(Kind.XML_SCAN, child(join, 1).kind());
        assertFalse(child(join, 1).usesXmlIndex());
        assertTrue(plan.usesXmlIndex());
        assertEquals("db2", plan.dialect());
        assertTrue(plan.raw().contains("EXPLAIN_OPERATOR Operator[id=6, type=XISCAN"), plan.raw());
    }

    @Test
    void withoutAnXmlIndexEveryDocumentIsScannedAndNavigated() {
        Plan plan = plan("tbscan-xscan");

        assertFalse(plan.usesXmlIndex());
        PlanNode tbscan = child(plan.root(), 0, 0);
        assertEquals(Kind.TABLE_SCAN, tbscan.kind());
        assertEquals("TPOX.ORDERS", tbscan.object());
        assertEquals(20000.0, tbscan.estimatedRows());
        assertEquals(Kind.XML_SCAN, child(plan.root(), 0, 1).kind());
        assertTrue(plan.root().estimatedCost() > 1000 * plan("xiscan-lookup").root().estimatedCost() / 100);
    }

    @Test
    void xandorCombinesTwoXmlIndexScans() {
        Plan plan = plan("xandor");

        PlanNode xandor = child(plan.root(), 0, 0, 0, 0, 0);
        assertEquals("XANDOR", xandor.operator());
        assertTrue(xandor.usesXmlIndex());
        assertEquals(List.of("TPOX.ORDER_ACCT_IDX", "TPOX.ORDER_SYM_IDX"),
                xandor.children().stream().map(PlanNode::object).toList());
        assertTrue(xandor.children().stream().allMatch(PlanNode::usesXmlIndex));
    }

    @Test
    void rowsThatDoNotFormATreeAreAClearError() {
        Db2ExplainRows rows = ExplainFixture.rows("xiscan-lookup");
        Db2ExplainRows broken = new Db2ExplainRows(rows.operators().subList(0, 3), rows.streams(), List.of(), List.of());
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Db2PlanBuilder.build("x", broken));
        assertTrue(error.getMessage().contains("not in EXPLAIN_OPERATOR"), error.getMessage());
    }
}
