package org.xwb.core.plan;

import java.util.List;
import java.util.Map;

/**
 * One operator of an access plan, in a shape common to every target (PostgreSQL's EXPLAIN JSON,
 * DB2's explain tables). Numbers the engine does not give are {@code NaN}.
 *
 * @param operator      the engine's own operator name, e.g. "Index Scan", "XISCAN", "TBSCAN"
 * @param kind          what the operator does, for colouring and for "is an XML index used?"
 * @param object        the table or index it reads, or "" (e.g. "orders", "order_acct_idx")
 * @param estimatedCost the optimizer's total cost estimate (engine units)
 * @param estimatedRows the optimizer's row estimate, per execution of the operator
 * @param actualRows    rows actually produced over all its executions (EXPLAIN ANALYZE), else NaN
 * @param actualTimeMs  actual total time over all its executions in milliseconds, else NaN
 * @param actualLoops   how many times the operator ran (EXPLAIN ANALYZE), else NaN
 * @param usesXmlIndex  true when the node reads an XML index (DB2 XISCAN/XANDOR, a PostgreSQL
 *                      index on an xpath() expression)
 * @param details       further engine details (filter, index condition, predicates), ordered
 * @param children      the inputs of this operator
 */
public record PlanNode(String operator, Kind kind, String object, double estimatedCost, double estimatedRows,
        double actualRows, double actualTimeMs, double actualLoops, boolean usesXmlIndex, Map<String, String> details,
        List<PlanNode> children) {

    /** What an operator does, across engines. */
    public enum Kind {
        TABLE_SCAN, INDEX_SCAN, XML_INDEX_SCAN, XML_SCAN, JOIN, SORT, AGGREGATE, FILTER, RETURN, INSERT, UPDATE,
        DELETE, OTHER
    }

    public PlanNode {
        details = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(details)); // keeps the engine's order
        children = List.copyOf(children);
    }

    /** A node whose engine does not say how often it ran (loops unknown). */
    public PlanNode(String operator, Kind kind, String object, double estimatedCost, double estimatedRows,
            double actualRows, double actualTimeMs, boolean usesXmlIndex, Map<String, String> details,
            List<PlanNode> children) {
        this(operator, kind, object, estimatedCost, estimatedRows, actualRows, actualTimeMs, Double.NaN, usesXmlIndex,
                details, children);
    }

    /** True when this node or one below it reads an XML index. */
    public boolean anyUsesXmlIndex() {
        return usesXmlIndex || children.stream().anyMatch(PlanNode::anyUsesXmlIndex);
    }

    /** True when the node was measured (EXPLAIN ANALYZE gave it actual figures). */
    public boolean measured() {
        return !Double.isNaN(actualRows);
    }
}
