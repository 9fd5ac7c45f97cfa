package org.xwb.targets.basex;

/**
 * BaseX's optimized query plan of one query.
 *
 * @param xml          the plan as BaseX writes it ({@code <QueryPlan>...})
 * @param actualItems  items the query returned when it was run (analyze), else NaN
 * @param actualTimeMs its evaluation time when it was run, else NaN
 * @param updating     true for an updating query
 */
record BaseXPlan(String xml, double actualItems, double actualTimeMs, boolean updating) {
}
