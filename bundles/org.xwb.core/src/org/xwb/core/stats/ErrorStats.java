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
 * @param messages             the first distinct messages, "class: message" ("class (not counted):
 *                             message" for errors outside the measured window)
 * @param messageCounts        how often each of {@code messages} occurred, in the same order (0: not known,
 *                             as in a summary written before the counts were)
 */
public record ErrorStats(long failed, long retries, long deadlocks, long timeouts, long serializationFailures,
        long connectionLosses, long other, long failedAfterRetries, List<String> messages, List<Long> messageCounts) {

    public static final ErrorStats NONE = new ErrorStats(0, 0, 0, 0, 0, 0, 0, 0, List.of());

    public ErrorStats {
        messages = List.copyOf(messages);
        List<Long> counts = new java.util.ArrayList<>(messageCounts);
        while (counts.size() < messages.size()) {
            counts.add(0L);
        }
        messageCounts = List.copyOf(counts.subList(0, messages.size()));
    }

    /** Messages whose counts are not known. */
    public ErrorStats(long failed, long retries, long deadlocks, long timeouts, long serializationFailures,
            long connectionLosses, long other, long failedAfterRetries, List<String> messages) {
        this(failed, retries, deadlocks, timeouts, serializationFailures, connectionLosses, other, failedAfterRetries,
                messages, List.of());
    }

    /** Each message with its count: "123 x other: message" (the message alone when its count is not known). */
    public List<String> countedMessages() {
        List<String> counted = new java.util.ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            long n = messageCounts.get(i);
            counted.add(n > 0 ? n + " x " + messages.get(i) : messages.get(i));
        }
        return counted;
    }

    ErrorStats plus(ErrorStats o) {
        List<String> all = new java.util.ArrayList<>(messages);
        List<Long> counts = new java.util.ArrayList<>(messageCounts);
        for (int i = 0; i < o.messages.size(); i++) {
            int at = all.indexOf(o.messages.get(i));
            if (at >= 0) {
                counts.set(at, counts.get(at) + o.messageCounts.get(i));
            } else {
                all.add(o.messages.get(i));
                counts.add(o.messageCounts.get(i));
            }
        }
        int kept = Math.min(all.size(), ErrorCounters.MESSAGES_KEPT);
        return new ErrorStats(failed + o.failed, retries + o.retries, deadlocks + o.deadlocks, timeouts + o.timeouts,
                serializationFailures + o.serializationFailures, connectionLosses + o.connectionLosses,
                other + o.other, failedAfterRetries + o.failedAfterRetries, all.subList(0, kept),
                counts.subList(0, kept));
    }
}
