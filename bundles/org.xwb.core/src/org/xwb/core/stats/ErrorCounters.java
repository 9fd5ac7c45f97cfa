package org.xwb.core.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import org.xwb.core.target.ErrorClassifier.ErrorClass;

/**
 * Errors of one transaction type. Errors are rare, so LongAdders (cheap, contention-free enough)
 * and a small synchronized list of the first distinct messages do. "Measured" counts follow the
 * same window rule as latencies; "seen" counts include ramp-up and feed the live intervals. Each
 * distinct message (of the first {@link #MESSAGES_KEPT}) is counted, so a run tells how often each
 * reason occurred.
 */
public final class ErrorCounters {

    /** Distinct messages kept per transaction type. */
    public static final int MESSAGES_KEPT = 10;

    private final LongAdder[] measuredByClass = new LongAdder[ErrorClass.values().length];
    private final LongAdder measuredFailures = new LongAdder();
    private final LongAdder measuredRetries = new LongAdder();
    private final LongAdder failedAfterRetries = new LongAdder();
    private final LongAdder seenErrors = new LongAdder();
    private final LongAdder seenRetries = new LongAdder();
    /** By "class: message", how often it occurred. */
    private final Map<String, long[]> messages = new LinkedHashMap<>();

    public ErrorCounters() {
        for (int i = 0; i < measuredByClass.length; i++) {
            measuredByClass[i] = new LongAdder();
        }
    }

    /** An attempt that will be retried. */
    public void retry(ErrorClass errorClass, String message, boolean measured) {
        seenRetries.increment();
        if (measured) {
            measuredRetries.increment();
            measuredByClass[errorClass.ordinal()].increment();
        }
        keep(errorClass, message, measured);
    }

    /** A transaction that failed for good (retries exhausted or not retryable). */
    public void failure(ErrorClass errorClass, String message, boolean afterRetries, boolean measured) {
        seenErrors.increment();
        if (measured) {
            measuredFailures.increment();
            measuredByClass[errorClass.ordinal()].increment();
            if (afterRetries) {
                failedAfterRetries.increment();
            }
        }
        keep(errorClass, message, measured);
    }

    /** Messages of errors outside the measured window are kept too (they explain a run), marked as such. */
    private void keep(ErrorClass errorClass, String message, boolean measured) {
        String kept = errorClass.name().toLowerCase(java.util.Locale.ROOT) + (measured ? ": " : " (not counted): ")
                + message;
        synchronized (messages) {
            long[] count = messages.get(kept);
            if (count != null) {
                count[0]++;
            } else if (messages.size() < MESSAGES_KEPT) {
                messages.put(kept, new long[] { 1 });
            }
        }
    }

    /** The message seen most often so far (ramp-up included) and its count, or null when none. */
    public Map.Entry<String, Long> mostFrequent() {
        synchronized (messages) {
            return messages.entrySet().stream().max((a, b) -> Long.compare(a.getValue()[0], b.getValue()[0]))
                    .map(e -> Map.entry(e.getKey(), e.getValue()[0])).orElse(null);
        }
    }

    public long seenErrors() {
        return seenErrors.sum();
    }

    public long seenRetries() {
        return seenRetries.sum();
    }

    public ErrorStats measured() {
        List<String> kept = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        synchronized (messages) {
            messages.forEach((message, count) -> {
                kept.add(message);
                counts.add(count[0]);
            });
        }
        return new ErrorStats(measuredFailures.sum(), measuredRetries.sum(), count(ErrorClass.DEADLOCK),
                count(ErrorClass.TIMEOUT), count(ErrorClass.SERIALIZATION), count(ErrorClass.CONNECTION_LOST),
                count(ErrorClass.OTHER), failedAfterRetries.sum(), kept, counts);
    }

    private long count(ErrorClass c) {
        return measuredByClass[c.ordinal()].sum();
    }
}
