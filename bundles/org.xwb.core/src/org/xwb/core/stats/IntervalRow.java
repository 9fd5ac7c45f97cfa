package org.xwb.core.stats;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * One transaction type (or the total) in one interval: its numbers by name ({@link IntervalMetric}).
 * Latencies in milliseconds; NaN when the interval has no transaction of the type. A number the row
 * was built without reads as the metric's {@link IntervalMetric#absent()} value.
 *
 * @param transactionId the type's id, or {@link #TOTAL} for the sum of all types
 * @param name          display name
 * @param metrics       the numbers by name (see {@link IntervalMetric} for what each means)
 */
public record IntervalRow(String transactionId, String name, Map<IntervalMetric, Double> metrics) {

    /** The id of the total row. */
    public static final String TOTAL = "_total";

    /** A megabyte in XWB's rates: 10^6 bytes, as disk and network rates are given. */
    public static final double BYTES_PER_MEGABYTE = 1e6;

    public IntervalRow {
        EnumMap<IntervalMetric, Double> copy = new EnumMap<>(IntervalMetric.class);
        copy.putAll(metrics);
        metrics = Collections.unmodifiableMap(copy);
    }

    /** A row to fill by name: {@code IntervalRow.of(id, name).with(COUNT, n).with(...).row()}. */
    public static Builder of(String transactionId, String name) {
        return new Builder(transactionId, name);
    }

    /** The number, or the metric's absent value when the row has none. */
    public double value(IntervalMetric metric) {
        Double value = metrics.get(metric);
        return value == null ? metric.absent() : value;
    }

    private long whole(IntervalMetric metric) {
        return (long) value(metric);
    }

    /** Transactions completed in the interval. */
    public long count() {
        return whole(IntervalMetric.COUNT);
    }

    /** Count divided by the interval's length. */
    public double txPerSecond() {
        return value(IntervalMetric.TX_PER_S);
    }

    /** Rows updated or fetched. */
    public long affectedRows() {
        return whole(IntervalMetric.AFFECTED_ROWS);
    }

    /** Failed transactions (ramp-up included, so the live view shows them). */
    public long errors() {
        return whole(IntervalMetric.ERRORS);
    }

    /** Retried attempts. */
    public long retries() {
        return whole(IntervalMetric.RETRIES);
    }

    public double minMs() {
        return value(IntervalMetric.MIN_MS);
    }

    public double meanMs() {
        return value(IntervalMetric.AVG_MS);
    }

    public double p50Ms() {
        return value(IntervalMetric.P50_MS);
    }

    public double p90Ms() {
        return value(IntervalMetric.P90_MS);
    }

    public double p95Ms() {
        return value(IntervalMetric.P95_MS);
    }

    public double p99Ms() {
        return value(IntervalMetric.P99_MS);
    }

    public double maxMs() {
        return value(IntervalMetric.MAX_MS);
    }

    /** Documents inserted through files/filesclob parameters by the interval's transactions (those of count). */
    public long documents() {
        return whole(IntervalMetric.DOCUMENTS);
    }

    /** Documents divided by the interval's length. */
    public double documentsPerSecond() {
        return value(IntervalMetric.DOCS_PER_S);
    }

    /** Their content in bytes (UTF-8, as bound). */
    public long documentBytes() {
        return whole(IntervalMetric.DOCUMENT_BYTES);
    }

    /** documentBytes / {@link #BYTES_PER_MEGABYTE} divided by the interval's length. */
    public double megabytesPerSecond() {
        return value(IntervalMetric.MB_PER_S);
    }

    /** Builds a row by name. */
    public static final class Builder {
        private final String transactionId;
        private final String name;
        private final EnumMap<IntervalMetric, Double> metrics = new EnumMap<>(IntervalMetric.class);

        private Builder(String transactionId, String name) {
            this.transactionId = transactionId;
            this.name = name;
        }

        public Builder with(IntervalMetric metric, double value) {
            metrics.put(metric, value);
            return this;
        }

        public IntervalRow row() {
            return new IntervalRow(transactionId, name, metrics);
        }
    }
}
