package org.xwb.core.stats;

/**
 * One transaction type (or the total) over the measured window.
 *
 * @param id                 the type's id, or "_total"
 * @param count              transactions completed and counted
 * @param affectedRows       rows updated or fetched
 * @param sharePercent       share of the counted transactions
 * @param txPerSecond        count divided by the measured seconds
 * @param documents          documents inserted through files/filesclob parameters by the counted transactions
 * @param documentBytes      their content in bytes (UTF-8, as bound)
 * @param documentsPerSecond documents divided by the measured seconds
 * @param megabytesPerSecond documentBytes / {@link IntervalRow#BYTES_PER_MEGABYTE} divided by the measured seconds
 * @param fetchedBytes       bytes of the values the counted transactions fetched (UTF-8 of their text)
 */
public record TransactionSummary(String id, String name, String kind, double weight, long count, long affectedRows,
        double sharePercent, double txPerSecond, LatencyStats latency, ErrorStats errors, long documents,
        long documentBytes, double documentsPerSecond, double megabytesPerSecond, long fetchedBytes) {
}
