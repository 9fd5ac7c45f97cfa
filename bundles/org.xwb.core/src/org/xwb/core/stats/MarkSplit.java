package org.xwb.core.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per transaction, the measured intervals before and after a moment of the run (an XML index built
 * or dropped while it ran, issue 33): count, tx/s and mean latency on each side, from the intervals'
 * own counts and means. An interval's latency sum is its count times its mean, so the sides' means
 * are exact, not an average of averages. An interval that spans the moment counts on neither side;
 * ramp-up intervals count on none.
 *
 * @param before the measured intervals that ended at or before the moment
 * @param after  those that started at or after it
 */
public record MarkSplit(Side before, Side after) {

    /**
     * One side of the moment.
     *
     * @param count        transactions counted
     * @param seconds      length of the side's intervals
     * @param latencySumMs the sum of their latencies
     */
    public record Side(long count, double seconds, double latencySumMs) {

        static final Side NONE = new Side(0, 0, 0);

        /** Mean latency in ms; NaN without transactions. */
        public double meanMs() {
            return count > 0 ? latencySumMs / count : Double.NaN;
        }

        /** Transactions per second; NaN when no interval lies on this side. */
        public double txPerSecond() {
            return seconds > 0 ? count / seconds : Double.NaN;
        }

        Side plus(IntervalRow row, double length) {
            long n = row.count();
            return new Side(count + n, seconds + length, latencySumMs + (n > 0 ? n * row.meanMs() : 0));
        }
    }

    /**
     * The split of every transaction (by id, the total under {@link IntervalRow#TOTAL}) at
     * {@code seconds} of the run's clock, from the intervals in any order.
     */
    public static Map<String, MarkSplit> at(double seconds, List<IntervalSnapshot> intervals) {
        Map<String, MarkSplit> split = new LinkedHashMap<>();
        for (IntervalSnapshot interval : intervals) {
            boolean before = interval.endSeconds() <= seconds;
            boolean after = interval.startSeconds() >= seconds;
            if (!"measure".equals(interval.phase()) || !before && !after) {
                continue;
            }
            double length = interval.endSeconds() - interval.startSeconds();
            for (IntervalRow row : interval.rows()) {
                add(split, row, length, before);
            }
            add(split, interval.total(), length, before);
        }
        return split;
    }

    private static void add(Map<String, MarkSplit> split, IntervalRow row, double length, boolean before) {
        MarkSplit now = split.getOrDefault(row.transactionId(), new MarkSplit(Side.NONE, Side.NONE));
        split.put(row.transactionId(), before ? new MarkSplit(now.before.plus(row, length), now.after)
                : new MarkSplit(now.before, now.after.plus(row, length)));
    }
}
