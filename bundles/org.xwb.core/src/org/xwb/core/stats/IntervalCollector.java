package org.xwb.core.stats;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;

/**
 * The statistics thread's side: swaps every user's recorders at each interval, adds the interval
 * into the run totals and turns it into an {@link IntervalSnapshot}. Only one thread may call it.
 */
public final class IntervalCollector {

    private final RunStatistics stats;
    private final int typeCount;
    private final Histogram[] warmupRecycled;
    private final Histogram[] interval;
    private final Histogram intervalTotal = new Histogram(3);
    private final Histogram swapped = new Histogram(3);
    private final Histogram[] carried;
    private final Histogram[] totals;
    private final long[] previousRows;
    private final long[] previousErrors;
    private final long[] previousRetries;
    /** Documents per type, kept like the histograms: this interval's, carried over ramp-up's end, the run's. */
    private final DocumentCount swappedDocuments = new DocumentCount();
    private final DocumentCount[] intervalDocuments;
    private final DocumentCount[] carriedDocuments;
    private final DocumentCount[] totalDocuments;
    private final DocumentCount warmupDocuments = new DocumentCount();
    private final DocumentCount[] previousWarmupDocuments;
    private long warmupCount;

    public IntervalCollector(RunStatistics stats) {
        this.stats = stats;
        this.typeCount = stats.types.size();
        this.warmupRecycled = new Histogram[typeCount];
        this.interval = new Histogram[typeCount];
        this.totals = new Histogram[typeCount];
        this.carried = new Histogram[typeCount];
        for (int t = 0; t < typeCount; t++) {
            interval[t] = new Histogram(3);
            totals[t] = new Histogram(3);
            carried[t] = new Histogram(3);
        }
        this.previousRows = new long[typeCount];
        this.previousErrors = new long[typeCount];
        this.previousRetries = new long[typeCount];
        this.intervalDocuments = documentCounts(typeCount);
        this.carriedDocuments = documentCounts(typeCount);
        this.totalDocuments = documentCounts(typeCount);
        this.previousWarmupDocuments = documentCounts(typeCount);
    }

    private static DocumentCount[] documentCounts(int n) {
        DocumentCount[] counts = new DocumentCount[n];
        for (int i = 0; i < n; i++) {
            counts[i] = new DocumentCount();
        }
        return counts;
    }

    /**
     * Closes an interval.
     *
     * @param measuring true once the measured window has begun: the interval shows measured
     *                  transactions; before, it shows the warm-up ones (which never reach the totals).
     *                  The measured intervals add up exactly to the summary.
     * @return the snapshot, and through {@link #intervalHistograms()} the per-type histograms of it
     */
    public IntervalSnapshot close(int index, boolean measuring, double startSeconds, double endSeconds,
            int activeUsers) {
        intervalTotal.reset();
        for (int t = 0; t < typeCount; t++) {
            swapped.reset();
            swappedDocuments.clear();
            for (int u = 0; u < stats.users.length; u++) {
                stats.users[u].measured[t].drainInto(swapped, swappedDocuments);
            }
            totals[t].add(swapped);
            totalDocuments[t].add(swappedDocuments);
            drainWarmupDocuments(t);
            Histogram w = stats.warmup[t].getIntervalHistogram(warmupRecycled[t]);
            warmupRecycled[t] = w;
            warmupCount += w.getTotalCount();
            interval[t].reset();
            intervalDocuments[t].clear();
            if (measuring) {
                interval[t].add(carried[t]);
                interval[t].add(swapped);
                carried[t].reset();
                intervalDocuments[t].add(carriedDocuments[t]);
                intervalDocuments[t].add(swappedDocuments);
                carriedDocuments[t].clear();
            } else {
                // measured samples that came in before ramp-up's interval closed belong to the next one
                carried[t].add(swapped);
                interval[t].add(w);
                carriedDocuments[t].add(swappedDocuments);
                intervalDocuments[t].add(warmupDocuments);
            }
            intervalTotal.add(interval[t]);
        }
        double seconds = Math.max(endSeconds - startSeconds, 1e-9);
        List<IntervalRow> rows = new ArrayList<>(typeCount);
        long rowsSum = 0;
        long errorsSum = 0;
        long retriesSum = 0;
        DocumentCount documentsSum = new DocumentCount();
        for (int t = 0; t < typeCount; t++) {
            TransactionType type = stats.types.get(t);
            long affected = measuring ? sumRows(t) - previousRows[t] : 0; // rows count for measured ones only
            previousRows[t] += affected;
            long errors = stats.errors[t].seenErrors() - previousErrors[t];
            previousErrors[t] += errors;
            long retries = stats.errors[t].seenRetries() - previousRetries[t];
            previousRetries[t] += retries;
            rows.add(row(type.id(), type.name(), interval[t], seconds, affected, errors, retries, intervalDocuments[t]));
            documentsSum.add(intervalDocuments[t]);
            rowsSum += affected;
            errorsSum += errors;
            retriesSum += retries;
        }
        IntervalRow total = row(IntervalRow.TOTAL, "Total", intervalTotal, seconds, rowsSum, errorsSum, retriesSum,
                documentsSum);
        return new IntervalSnapshot(index, measuring ? "measure" : "ramp_up", startSeconds, endSeconds, activeUsers,
                rows, total);
    }

    /** The per-type histograms (microseconds) of the interval just closed; valid until the next close. */
    public List<Histogram> intervalHistograms() {
        return List.of(interval);
    }

    /** Into {@link #warmupDocuments}: what warm-up transactions of a type inserted since the last close. */
    private void drainWarmupDocuments(int type) {
        long documents = 0;
        long bytes = 0;
        for (UserRecorder user : stats.users) {
            documents += UserRecorder.get(user.warmupDocuments, type);
            bytes += UserRecorder.get(user.warmupBytes, type);
        }
        DocumentCount previous = previousWarmupDocuments[type];
        warmupDocuments.clear();
        warmupDocuments.add(documents - previous.documents, bytes - previous.bytes);
        previous.add(warmupDocuments);
    }

    private long sumRows(int type) {
        long sum = 0;
        for (UserRecorder user : stats.users) {
            sum += UserRecorder.get(user.rows, type);
        }
        return sum;
    }

    private long sum(int type, java.util.function.Function<UserRecorder, java.util.concurrent.atomic.AtomicLongArray> counters) {
        long sum = 0;
        for (UserRecorder user : stats.users) {
            sum += UserRecorder.get(counters.apply(user), type);
        }
        return sum;
    }

    /** Transactions that completed so far (warm-up and measured), over every type. */
    public long completedSoFar() {
        long n = warmupCount;
        for (Histogram h : totals) {
            n += h.getTotalCount();
        }
        return n;
    }

    /** Transactions that failed for good so far (ramp-up included), over every type. */
    public long failedSoFar() {
        long n = 0;
        for (ErrorCounters e : stats.errors) {
            n += e.seenErrors();
        }
        return n;
    }

    /** The error message seen most often so far, over every type, with its count; null when none. */
    public String mostFrequentError() {
        String best = null;
        long bestCount = -1;
        for (int t = 0; t < typeCount; t++) {
            java.util.Map.Entry<String, Long> m = stats.errors[t].mostFrequent();
            if (m != null && m.getValue() > bestCount) {
                best = stats.types.get(t).name() + ": " + m.getKey() + " (" + m.getValue() + " times)";
                bestCount = m.getValue();
            }
        }
        return best;
    }

    private long sumMicros(int type) {
        long sum = 0;
        for (UserRecorder user : stats.users) {
            sum += UserRecorder.get(user.micros, type);
        }
        return sum;
    }

    private static IntervalRow row(String id, String name, Histogram h, double seconds, long affected, long errors,
            long retries, DocumentCount documents) {
        long n = h.getTotalCount();
        long docs = documents.documents;
        long bytes = documents.bytes;
        IntervalRow.Builder row = IntervalRow.of(id, name).with(IntervalMetric.COUNT, n)
                .with(IntervalMetric.TX_PER_S, n / seconds).with(IntervalMetric.AFFECTED_ROWS, affected)
                .with(IntervalMetric.ERRORS, errors).with(IntervalMetric.RETRIES, retries)
                .with(IntervalMetric.DOCUMENTS, docs).with(IntervalMetric.DOCS_PER_S, docs / seconds)
                .with(IntervalMetric.DOCUMENT_BYTES, bytes).with(IntervalMetric.MB_PER_S, megabytes(bytes) / seconds);
        if (n > 0) { // no transaction, no latency: the latencies stay NaN
            row.with(IntervalMetric.MIN_MS, h.getMinValue() / 1000.0).with(IntervalMetric.AVG_MS, h.getMean() / 1000.0)
                    .with(IntervalMetric.P50_MS, ms(h, 50)).with(IntervalMetric.P90_MS, ms(h, 90))
                    .with(IntervalMetric.P95_MS, ms(h, 95)).with(IntervalMetric.P99_MS, ms(h, 99))
                    .with(IntervalMetric.MAX_MS, h.getMaxValue() / 1000.0);
        }
        return row.row();
    }

    private static double megabytes(long bytes) {
        return bytes / IntervalRow.BYTES_PER_MEGABYTE;
    }

    private static double ms(Histogram h, double percentile) {
        return h.getValueAtPercentile(percentile) / 1000.0;
    }

    /** Transactions that started during ramp-up, so far. */
    public long warmupCount() {
        return warmupCount;
    }

    /** Transactions that ended after the end or a stop; read after the users have finished. */
    public long discardedAfterEnd() {
        long sum = 0;
        for (UserRecorder user : stats.users) {
            sum += user.discarded();
        }
        return sum;
    }

    /**
     * The summary rows over everything closed so far (close the last interval first).
     *
     * @return one row per type followed by the total row
     */
    public List<TransactionSummary> summarize(double measuredSeconds, List<Double> percentiles, double level) {
        List<TransactionSummary> rows = new ArrayList<>();
        Histogram all = new Histogram(3);
        long totalCount = 0;
        for (Histogram h : totals) {
            totalCount += h.getTotalCount();
        }
        long allRows = 0;
        long allFetched = 0;
        long allMicros = 0;
        DocumentCount allDocuments = new DocumentCount();
        double allWeight = 0;
        ErrorStats allErrors = ErrorStats.NONE;
        for (int t = 0; t < typeCount; t++) {
            TransactionType type = stats.types.get(t);
            long count = totals[t].getTotalCount();
            long affected = sumRows(t);
            long fetched = sum(t, u -> u.fetchedBytes);
            long micros = sumMicros(t);
            ErrorStats errors = stats.errors[t].measured();
            DocumentCount documents = totalDocuments[t];
            rows.add(new TransactionSummary(type.id(), type.name(), type.kind(), type.weight(), count, affected,
                    share(count, totalCount), rate(count, measuredSeconds),
                    LatencyStats.of(totals[t], micros, percentiles, level), errors, documents.documents,
                    documents.bytes, rate(documents.documents, measuredSeconds),
                    rate(megabytes(documents.bytes), measuredSeconds), fetched));
            all.add(totals[t]);
            allFetched += fetched;
            allDocuments.add(documents);
            allRows += affected;
            allMicros += micros;
            allWeight += type.weight();
            allErrors = allErrors.plus(errors);
        }
        rows.add(new TransactionSummary(IntervalRow.TOTAL, "Total", "total", allWeight, totalCount, allRows,
                totalCount > 0 ? 100 : 0, rate(totalCount, measuredSeconds),
                LatencyStats.of(all, allMicros, percentiles, level), allErrors, allDocuments.documents,
                allDocuments.bytes, rate(allDocuments.documents, measuredSeconds),
                rate(megabytes(allDocuments.bytes), measuredSeconds), allFetched));
        return rows;
    }

    private static double share(long count, long total) {
        return total == 0 ? 0 : 100.0 * count / total;
    }

    private static double rate(double count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }
}
