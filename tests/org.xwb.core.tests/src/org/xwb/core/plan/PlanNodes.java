package org.xwb.core.plan;

import java.util.List;
import java.util.Map;

/** Plan nodes for the plan tests, shaped as PostgreSQL's EXPLAIN gives them. */
final class PlanNodes {

    private PlanNodes() {
    }

    static PlanNode seqScan(String table, double cost, double rows, String filter) {
        return new PlanNode("Seq Scan", PlanNode.Kind.TABLE_SCAN, table, cost, rows, Double.NaN, Double.NaN, false,
                Map.of("Relation Name", table, "Filter", filter), List.of());
    }

    static PlanNode xmlIndexScan(String index, String table, double cost, double rows) {
        return new PlanNode("Index Scan", PlanNode.Kind.XML_INDEX_SCAN, index, cost, rows, Double.NaN, Double.NaN, true,
                Map.of("Relation Name", table, "Index Cond", "(expr = '1'::double precision)"), List.of());
    }

    static PlanNode measured(PlanNode node, double actualRows, double timeMs, double loops) {
        return new PlanNode(node.operator(), node.kind(), node.object(), node.estimatedCost(), node.estimatedRows(), actualRows,
                timeMs, loops, node.usesXmlIndex(), node.details(), node.children());
    }

    static PlanNode over(String operator, PlanNode.Kind kind, double cost, double rows, PlanNode... children) {
        return new PlanNode(operator, kind, "", cost, rows, Double.NaN, Double.NaN, false, Map.of(), List.of(children));
    }

    static Plan plan(PlanNode root) {
        return new Plan("postgresql", "SELECT ...", root, false, "[]");
    }
}
