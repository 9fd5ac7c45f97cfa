package org.xwb.targets.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.target.LoadReport;

/** What the command line prints for plans and loads. */
class TextTest {

    @Test
    void aPlanIsAnIndentedTreeWithItsConditionsAndTheXmlIndexMarker() {
        PlanNode index = new PlanNode("Index Scan", Kind.XML_INDEX_SCAN, "orders_id", 8.3, 1, 1, 0.0123, true,
                Map.of("Index Cond", "(x = '7'::bigint)", "Rows Removed by Index Recheck", "0", "Scan Direction", "Forward"),
                List.of());
        PlanNode delete = new PlanNode("Delete", Kind.DELETE, "orders", 8.31, 0, 0, 0.05, false, Map.of(), List.of(index));
        String text = PlanText.render(new Plan("postgresql", "delete ...", delete, true, "{}"), "embedded (PostgreSQL 17.11)");
        assertEquals("""
                Plan on embedded (PostgreSQL 17.11) (executed and rolled back: actual rows and times)
                XML index used: yes (orders_id)

                Delete on orders  cost=8.31 rows=0  actual rows=0 time=0.050 ms
                  -> Index Scan on orders_id  cost=8.30 rows=1  actual rows=1 time=0.012 ms  [XML index]
                        Index Cond: (x = '7'::bigint)
                """, text);
    }

    @Test
    void unknownNumbersShowAsQuestionMarks() {
        PlanNode scan = new PlanNode("TBSCAN", Kind.TABLE_SCAN, "TPOX.ORDERS", 4523.7, 20000, Double.NaN, Double.NaN, false,
                Map.of(), List.of());
        String text = PlanText.render(new Plan("db2", "s", scan, false, ""), "db2");
        assertEquals("TBSCAN on TPOX.ORDERS  cost=4,523.70 rows=20,000", text.lines().toList().get(3));
    }

    @Test
    void progressAndSummaryLines() {
        assertEquals("   12.0 s       48,000 docs    4,010 docs/s   20.15 MB/s",
                LoadText.progress(new LoadProgress(12.0, 48_000, 240_000_000, 4010, 20.15)));
        LoadReport report = new LoadReport(1000, 2_000_000, 2.0, List.of(new LoadReport.Rejected("a.xml#3", "bad")), List.of());
        assertEquals("Loaded 1,000 documents (2.0 MB) into orders in 2.0 s: 500 docs/s, 1.00 MB/s; 1 rejected:\n  a.xml#3: bad",
                LoadText.summary(report, "orders"));
    }
}
