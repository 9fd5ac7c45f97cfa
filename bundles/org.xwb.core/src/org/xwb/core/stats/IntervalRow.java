package org.xwb.core.stats;

/**
 * One transaction type (or the total) in one interval. Latencies in milliseconds; NaN when the
 * interval has no transaction of the type.
 *
 * @param transactionId the type's id, or {@link #TOTAL} for the sum of all types
 * @param name          display name
 * @param count         transactions completed in the interval
 * @param txPerSecond   count divided by the interval's length
 * @param affectedRows  rows updated or fetched
 * @param errors        failed transactions (ramp-up included, so the live view shows them)
 * @param retries       retried attempts
 */
public record IntervalRow(String transactionId, String name, long count, double txPerSecond, long affectedRows,
        long errors, long retries, double minMs, double meanMs, double p50Ms, double p90Ms, double p95Ms,
        double p99Ms, double maxMs) {

    /** The id of the total row. */
    public static final String TOTAL = "_total";
}
