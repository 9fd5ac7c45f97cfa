package org.xwb.targets.basex;

/**
 * BaseX's optimized query plan of one query.
 *
 * @param xml          the plan as BaseX writes it ({@code <QueryPlan>...})
 * @param actualItems  items the query returned when it was run (analyze), else NaN
 * @param actualTimeMs its evaluation time when it was run, else NaN
 * @param updating     true for an updating query
 * @param readLocks    the databases BaseX locked for reading while the query ran (BaseX's lock
 *                     detection), {@link #GLOBAL} for all, "none" for none
 * @param writeLocks   the databases it locked for writing, {@link #GLOBAL} for all
 */
record BaseXPlan(String xml, double actualItems, double actualTimeMs, boolean updating, String readLocks,
        String writeLocks) {

    /** A lock on every database: BaseX could not tell from the query which ones it uses. */
    static final String GLOBAL = "(all databases)";
}
