package org.xwb.core.plan;

/**
 * The access plan of one statement on one target.
 *
 * @param dialect   the target's dialect id
 * @param statement the statement explained
 * @param root      the top operator
 * @param analyzed  true when the statement was executed (EXPLAIN ANALYZE) and actual figures are set
 * @param raw       the engine's own plan text (PostgreSQL JSON, DB2 rows as text) for the raw view
 */
public record Plan(String dialect, String statement, PlanNode root, boolean analyzed, String raw) {

    public boolean usesXmlIndex() {
        return root.anyUsesXmlIndex();
    }
}
