package org.xwb.core.run;

/** The phases of a run, in order. Listeners hear each change. */
public enum RunPhase {
    /** Workload compiled, result folder made, users connecting. */
    STARTING,
    /** Users run but nothing is counted (TPoX ramp-up). */
    RAMP_UP,
    /** Transactions that start and end in this phase are counted. */
    MEASURE,
    /** The end was reached or a stop was asked: in-flight transactions finish, none is counted. */
    STOPPING,
    /** Results written; the summary is final. */
    DONE;

    /** The stable key used in files (intervals.csv, summary.json). */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
