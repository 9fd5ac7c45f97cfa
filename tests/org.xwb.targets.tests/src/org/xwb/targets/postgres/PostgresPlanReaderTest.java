package org.xwb.targets.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;

/** The JSON reader and the reading of EXPLAIN (FORMAT JSON) output (shape as PostgreSQL 17 prints it). */
class PostgresPlanReaderTest {

    private static final String ANALYZED_JOIN = """
            [
              {
                "Plan": {
                  "Node Type": "Nested Loop", "Parallel Aware": false, "Join Type": "Inner",
                  "Startup Cost": 0.56, "Total Cost": 16.61, "Plan Rows": 1, "Plan Width": 32,
                  "Actual Startup Time": 0.031, "Actual Total Time": 0.05, "Actual Rows": 1, "Actual Loops": 1,
                  "Plans": [
                    {
                      "Node Type": "Index Scan", "Parent Relationship": "Outer", "Scan Direction": "Forward",
                      "Index Name": "orders_id", "Relation Name": "orders", "Alias": "o",
                      "Total Cost": 8.3, "Plan Rows": 1, "Actual Total Time": 0.02, "Actual Rows": 1, "Actual Loops": 1,
                      "Index Cond": "((((xpath('/o:FIXML/o:Order/@ID'::text, doc, '{{o,x}}'::text[]))[1])::text)::bigint = '7'::bigint)"
                    },
                    {
                      "Node Type": "Seq Scan", "Parent Relationship": "Inner", "Relation Name": "customers",
                      "Total Cost": 8.29, "Plan Rows": 1, "Actual Total Time": 0.004, "Actual Rows": 0.5, "Actual Loops": 4,
                      "Filter": "(id = 3)", "Rows Removed by Filter": 12, "Sort Key": ["a", "b \\"quoted\\""]
                    }
                  ]
                },
                "Planning Time": 0.2, "Triggers": [], "Execution Time": 0.08
              }
            ]""";

    @Test
    void anAnalyzedPlanBecomesATreeWithActualsTotalledOverLoops() {
        Plan plan = PostgresPlanReader.read(ANALYZED_JOIN, "select ...", true, Set.of("orders_id"));

        PlanNode join = plan.root();
        assertEquals("Nested Loop", join.operator());
        assertEquals(Kind.JOIN, join.kind());
        assertEquals(16.61, join.estimatedCost());
        assertEquals("Inner", join.details().get("Join Type"));
        PlanNode index = join.children().get(0);
        assertEquals(Kind.XML_INDEX_SCAN, index.kind());
        assertTrue(index.usesXmlIndex());
        assertEquals("orders_id", index.object());
        assertEquals("orders", index.details().get("Relation Name"));
        PlanNode seq = join.children().get(1);
        assertEquals(Kind.TABLE_SCAN, seq.kind());
        assertEquals(2.0, seq.actualRows(), "0.5 rows per loop, 4 loops");
        assertEquals(0.016, seq.actualTimeMs(), 1e-9);
        assertEquals("12", seq.details().get("Rows Removed by Filter"));
        assertEquals("a, b \"quoted\"", seq.details().get("Sort Key"));
        assertFalse(seq.details().containsKey("Parallel Aware"));
        assertTrue(plan.usesXmlIndex());
        assertTrue(plan.analyzed());
        assertEquals(Set.of("orders_id"), PostgresPlanReader.indexNames(ANALYZED_JOIN));
    }

    @Test
    void anIndexThatIsNotOnAnXpathExpressionIsAPlainIndexScan() {
        Plan plan = PostgresPlanReader.read(ANALYZED_JOIN, "select ...", false, Set.of());
        assertEquals(Kind.INDEX_SCAN, plan.root().children().get(0).kind());
        assertFalse(plan.usesXmlIndex());
    }

    @Test
    void modifyTableNodesAreNamedByTheirOperation() {
        String json = "[{\"Plan\": {\"Node Type\": \"ModifyTable\", \"Operation\": \"Delete\", \"Relation Name\": \"t\", "
                + "\"Total Cost\": 1, \"Plan Rows\": 0, \"Plans\": [{\"Node Type\": \"Seq Scan\", \"Relation Name\": \"t\", "
                + "\"Total Cost\": 1, \"Plan Rows\": 5}]}}]";
        PlanNode root = PostgresPlanReader.read(json, "delete", false, Set.of()).root();
        assertEquals("Delete", root.operator());
        assertEquals(Kind.DELETE, root.kind());
        assertTrue(Double.isNaN(root.actualRows()));
        assertEquals(List.of("Seq Scan"), root.children().stream().map(PlanNode::operator).toList());
    }

    @Test
    void somethingElseThanExplainJsonIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PostgresPlanReader.read("{\"x\": 1}", "s", false, Set.of()));
    }
}
