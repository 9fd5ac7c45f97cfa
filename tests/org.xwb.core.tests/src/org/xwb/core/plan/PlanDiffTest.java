package org.xwb.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.plan.PlanNodes.over;
import static org.xwb.core.plan.PlanNodes.plan;
import static org.xwb.core.plan.PlanNodes.seqScan;
import static org.xwb.core.plan.PlanNodes.xmlIndexScan;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.PlanDiff.Change;

/** Pairing the operators of two plans and what changed between them. */
class PlanDiffTest {

    @Test
    void aSeqScanReplacedByAnXmlIndexScanIsOneChangedPair() {
        PlanNode scan = seqScan("orders", 4512.5, 1, "(xpath(...) = 1)");
        PlanNode index = xmlIndexScan("order_id", "orders", 8.31, 1);
        PlanDiff diff = PlanDiff.compare(plan(scan), plan(index));

        assertEquals(1, diff.pairs().size());
        PlanDiff.Pair pair = diff.root();
        assertSame(scan, pair.before());
        assertSame(index, pair.after());
        assertEquals(List.of(Change.OPERATOR, Change.OBJECT, Change.INDEX_NOW_USED, Change.COST), pair.changes());
        assertEquals(8.31 / 4512.5, pair.costRatio(), 1e-12);
        assertEquals(1.0, pair.rowsRatio());
        assertEquals("Seq Scan on orders -> Index Scan on order_id: index now used (order_id, XML index); "
                + "cost 4,512.50 -> 8.31 (0.0018x); rows 1 -> 1 (1.00x)", pair.describe());
        assertEquals("none -> order_id", diff.xmlIndexes());
    }

    @Test
    void anIndexReadBelowABitmapHeapScanIsTheHeapScansIndex() {
        PlanNode scan = seqScan("orders", 4512.5, 40, "(f)");
        PlanNode bitmapIndex = new PlanNode("Bitmap Index Scan", PlanNode.Kind.XML_INDEX_SCAN, "order_cash", 4.6, 40,
                Double.NaN, Double.NaN, true, java.util.Map.of("Index Cond", "(c > 1)"), List.of());
        PlanNode heap = new PlanNode("Bitmap Heap Scan", PlanNode.Kind.OTHER, "orders", 96.2, 40, Double.NaN, Double.NaN,
                false, java.util.Map.of("Relation Name", "orders"), List.of(bitmapIndex));
        PlanDiff diff = PlanDiff.compare(plan(scan), plan(heap));

        assertEquals(List.of(Change.OPERATOR, Change.INDEX_NOW_USED, Change.COST), diff.root().changes());
        assertTrue(diff.root().describe().contains("index now used (order_cash, XML index)"), diff.root().describe());
        assertEquals(List.of(Change.ADDED), diff.ofAfter(bitmapIndex).orElseThrow().changes());
    }

    @Test
    void theReverseSaysTheIndexIsNoLongerUsed() {
        PlanDiff diff = PlanDiff.compare(plan(xmlIndexScan("order_id", "orders", 8.31, 1)),
                plan(seqScan("orders", 4512.5, 1, "(f)")));
        assertTrue(diff.root().changes().contains(Change.INDEX_NO_LONGER_USED));
        assertEquals("order_id -> none", diff.xmlIndexes());
    }

    @Test
    void inputsPairByTableNotByPlaceAndTheRestIsAddedOrRemoved() {
        PlanNode customers = seqScan("custacc", 900, 1, "(f)");
        PlanNode orders = seqScan("orders", 4500, 5, "(g)");
        PlanNode before = over("Nested Loop", PlanNode.Kind.JOIN, 5400, 5, customers, orders);

        PlanNode ordersIndex = xmlIndexScan("order_acct", "orders", 12, 5);
        PlanNode customersAgain = seqScan("custacc", 900, 1, "(f)");
        PlanNode sort = over("Sort", PlanNode.Kind.SORT, 13, 5, ordersIndex);
        PlanNode after = over("Nested Loop", PlanNode.Kind.JOIN, 915, 5, sort, customersAgain);

        PlanDiff diff = PlanDiff.compare(plan(before), plan(after));
        assertSame(customers, diff.ofAfter(customersAgain).orElseThrow().before(), "the same table, though in another place");
        assertEquals(List.of(), diff.ofAfter(customersAgain).orElseThrow().changes(), "unchanged");
        assertSame(orders, diff.ofAfter(ordersIndex).orElseThrow().before(), "the table now read below a Sort");
        assertEquals(List.of(Change.ADDED), diff.ofAfter(sort).orElseThrow().changes());
        assertEquals(List.of(Change.OPERATOR, Change.OBJECT, Change.INDEX_NOW_USED, Change.COST),
                diff.ofAfter(ordersIndex).orElseThrow().changes());
        assertEquals(List.of(Change.COST), diff.root().changes(), "the join got 5.9x cheaper");
        assertEquals(4, diff.pairs().size());
        assertEquals(3, diff.changes().size());
    }

    @Test
    void aCostMovedByLessThanTheSignificantRatioIsNoChange() {
        PlanDiff diff = PlanDiff.compare(plan(seqScan("orders", 100, 10, "(f)")), plan(seqScan("orders", 149, 14.9, "(f)")));
        assertEquals(List.of(), diff.changes());
        PlanDiff moved = PlanDiff.compare(plan(seqScan("orders", 100, 10, "(f)")), plan(seqScan("orders", 150, 4, "(f)")));
        assertEquals(List.of(Change.COST, Change.ROWS), moved.root().changes());
    }
}
