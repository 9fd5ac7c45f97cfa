package org.xwb.core.stats;

/**
 * The numbers every interval row has, by name: each is one column of intervals.csv, in this order
 * after the row's transaction (docs/results-format.md). A new per-interval number is one constant
 * here, its value put into the row where {@link IntervalCollector} builds it, and the chart that
 * reads it with {@link IntervalRow#value(IntervalMetric)}; the CSV writer and reader follow this list.
 */
public enum IntervalMetric {
    COUNT("count", -1, 0),
    TX_PER_S("tx_per_s", 2, Double.NaN),
    AFFECTED_ROWS("affected_rows", -1, 0),
    ERRORS("errors", -1, 0),
    RETRIES("retries", -1, 0),
    MIN_MS("min_ms", 3, Double.NaN),
    AVG_MS("avg_ms", 3, Double.NaN),
    P50_MS("p50_ms", 3, Double.NaN),
    P90_MS("p90_ms", 3, Double.NaN),
    P95_MS("p95_ms", 3, Double.NaN),
    P99_MS("p99_ms", 3, Double.NaN),
    MAX_MS("max_ms", 3, Double.NaN),
    // added later, so at the end: readers that find columns by position keep working
    DOCUMENTS("documents", -1, 0),
    DOCS_PER_S("docs_per_s", 2, 0),
    DOCUMENT_BYTES("document_bytes", -1, 0),
    MB_PER_S("mb_per_s", 4, 0);

    private final String column;
    private final int decimals;
    private final double absent;

    /**
     * @param column   its intervals.csv column
     * @param decimals digits written after the point; -1 for a whole number
     * @param absent   the value of a row that does not have it (a file from before the column, a row built without it)
     */
    IntervalMetric(String column, int decimals, double absent) {
        this.column = column;
        this.decimals = decimals;
        this.absent = absent;
    }

    public String column() {
        return column;
    }

    /** Whether it counts (a whole number), as opposed to a rate or a time. */
    public boolean whole() {
        return decimals < 0;
    }

    /** Digits after the point in intervals.csv (0 for a whole number). */
    public int decimals() {
        return Math.max(0, decimals);
    }

    /** What a row without this number reads as: 0 for a count or a later rate, NaN (no value) otherwise. */
    public double absent() {
        return absent;
    }
}
