package org.xwb.core.stats;

import java.util.List;

/**
 * The statistics of one interval, as handed to listeners (live charts, the CLI progress line) and
 * written to intervals.csv. Immutable. Times are seconds since the users started (ramp-up included).
 *
 * @param index        0, 1, 2, ... in order
 * @param phase        "ramp_up" (figures of warm-up transactions, not counted in the summary) or "measure"
 * @param startSeconds interval start
 * @param endSeconds   interval end
 * @param activeUsers  users running transactions at the end of the interval (not connecting or reconnecting)
 * @param rows         one row per transaction type, in the run's order
 * @param total        all types together
 */
public record IntervalSnapshot(int index, String phase, double startSeconds, double endSeconds, int activeUsers,
        List<IntervalRow> rows, IntervalRow total) {

    public IntervalSnapshot {
        rows = List.copyOf(rows);
    }
}
