package org.xwb.core.stats;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

import org.xwb.core.target.ErrorClassifier.ErrorClass;

/**
 * Errors of one transaction type. Errors are rare, so LongAdders (cheap, contention-free enough)
 * and a small synchronized list of the first distinct messages do. "Measured" counts follow the
 * same window rule as latencies; "seen" counts include ramp-up and feed the live intervals.
 */
public final class ErrorCounters {

    /** Distinct messages kept per transaction type. */
    public static final int MESSAGES_KEPT = 5;

    private final LongAdder[] measuredByClass = new LongAdder[ErrorClass.values().length];
    private final LongAdder measuredFailures = new LongAdder();
    private final LongAdder measuredRetries = new LongAdder();
    private final LongAdder failedAfterRetries = new LongAdder();
    private final LongAdder seenErrors = new LongAdder();
    private final LongAdder seenRetries = new LongAdder();
    private final Set<String> messages = new LinkedHashSet<>();

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
            if (messages.size() < MESSAGES_KEPT) {
                messages.add(kept);
            }
        }
    }

    public long seenErrors() {
        return seenErrors.sum();
    }

    public long seenRetries() {
        return seenRetries.sum();
    }

    public ErrorStats measured() {
        List<String> kept;
        synchronized (messages) {
            kept = new ArrayList<>(messages);
        }
        return new ErrorStats(measuredFailures.sum(), measuredRetries.sum(), count(ErrorClass.DEADLOCK),
                count(ErrorClass.TIMEOUT), count(ErrorClass.SERIALIZATION), count(ErrorClass.CONNECTION_LOST),
                count(ErrorClass.OTHER), failedAfterRetries.sum(), kept);
    }

    private long count(ErrorClass c) {
        return measuredByClass[c.ordinal()].sum();
    }
}
