package org.xwb.core.stats;

/**
 * One transaction type (or the total) over the measured window.
 *
 * @param id           the type's id, or "_total"
 * @param count        transactions completed and counted
 * @param affectedRows rows updated or fetched
 * @param sharePercent share of the counted transactions
 * @param txPerSecond  count divided by the measured seconds
 */
public record TransactionSummary(String id, String name, String kind, double weight, long count, long affectedRows,
        double sharePercent, double txPerSecond, LatencyStats latency, ErrorStats errors) {
}
