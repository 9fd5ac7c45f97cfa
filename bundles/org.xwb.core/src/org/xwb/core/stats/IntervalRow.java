package org.xwb.core.stats;

/**
 * One transaction type (or the total) in one interval. Latencies in milliseconds; NaN when the
 * interval has no transaction of the type.
 *
 * @param transactionId      the type's id, or {@link #TOTAL} for the sum of all types
 * @param name               display name
 * @param count              transactions completed in the interval
 * @param txPerSecond        count divided by the interval's length
 * @param affectedRows       rows updated or fetched
 * @param errors             failed transactions (ramp-up included, so the live view shows them)
 * @param retries            retried attempts
 * @param documents          documents inserted through files/filesclob parameters by the interval's
 *                           transactions (those of {@code count})
 * @param documentsPerSecond documents divided by the interval's length
 * @param documentBytes      their content in bytes (UTF-8, as bound)
 * @param megabytesPerSecond documentBytes / {@link #BYTES_PER_MEGABYTE} divided by the interval's length
 */
public record IntervalRow(String transactionId, String name, long count, double txPerSecond, long affectedRows,
        long errors, long retries, double minMs, double meanMs, double p50Ms, double p90Ms, double p95Ms,
        double p99Ms, double maxMs, long documents, double documentsPerSecond, long documentBytes,
        double megabytesPerSecond) {

    /** The id of the total row. */
    public static final String TOTAL = "_total";

    /** A megabyte in XWB's rates: 10^6 bytes, as disk and network rates are given. */
    public static final double BYTES_PER_MEGABYTE = 1e6;
}
