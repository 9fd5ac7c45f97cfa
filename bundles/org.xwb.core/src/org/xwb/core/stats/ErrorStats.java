package org.xwb.core.stats;

import java.util.List;

/**
 * Errors of a transaction type in the measured window.
 *
 * @param failed               transactions that failed for good (not in the latency figures)
 * @param retries              attempts retried after a deadlock, timeout or serialization failure
 * @param deadlocks            deadlock errors (retried or not)
 * @param timeouts             lock or statement timeouts
 * @param serializationFailures serialization failures
 * @param connectionLosses     transactions that lost their connection (the user reconnected)
 * @param other                other errors (SQL errors, bad values)
 * @param failedAfterRetries   failures after all retries were used
 * @param messages             the first distinct messages, "class: message"
 */
public record ErrorStats(long failed, long retries, long deadlocks, long timeouts, long serializationFailures,
        long connectionLosses, long other, long failedAfterRetries, List<String> messages) {

    public static final ErrorStats NONE = new ErrorStats(0, 0, 0, 0, 0, 0, 0, 0, List.of());

    public ErrorStats {
        messages = List.copyOf(messages);
    }

    ErrorStats plus(ErrorStats o) {
        List<String> all = new java.util.ArrayList<>(messages);
        o.messages.stream().filter(m -> !all.contains(m)).forEach(all::add);
        return new ErrorStats(failed + o.failed, retries + o.retries, deadlocks + o.deadlocks, timeouts + o.timeouts,
                serializationFailures + o.serializationFailures, connectionLosses + o.connectionLosses,
                other + o.other, failedAfterRetries + o.failedAfterRetries,
                all.subList(0, Math.min(all.size(), ErrorCounters.MESSAGES_KEPT)));
    }
}
