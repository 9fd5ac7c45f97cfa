package org.xwb.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Issue 33: the statistics before and after an index event come from the measured intervals on each
 * side: means weighted by the intervals' counts (not an average of averages), rates over the sides'
 * seconds, the interval around the moment and the ramp-up left out.
 */
class MarkSplitTest {

    @Test
    void theSidesAreTheMeasuredIntervalsWhollyBeforeAndWhollyAfter() {
        List<IntervalSnapshot> intervals = List.of(interval(0, "ramp_up", 0, 1, 50, 100.0),
                interval(1, "measure", 1, 2, 10, 20.0), interval(2, "measure", 2, 3, 30, 10.0),
                interval(3, "measure", 3, 4, 99, 7.0), // spans the moment at 3.5: on neither side
                interval(4, "measure", 4, 5, 40, 2.0), interval(5, "measure", 5, 6, 0, Double.NaN));
        Map<String, MarkSplit> split = MarkSplit.at(3.5, intervals);

        MarkSplit q = split.get("q");
        assertEquals(40, q.before().count());
        assertEquals((10 * 20.0 + 30 * 10.0) / 40, q.before().meanMs(), 1e-9, "weighted by the counts");
        assertEquals(40 / 2.0, q.before().txPerSecond(), 1e-9);
        assertEquals(40, q.after().count());
        assertEquals(2.0, q.after().meanMs(), 1e-9, "an interval without transactions adds no latency");
        assertEquals(40 / 2.0, q.after().txPerSecond(), 1e-9, "but its seconds count");
        assertEquals(q.before().count(), split.get(IntervalRow.TOTAL).before().count(), "the total splits as well");

        MarkSplit beforeAll = MarkSplit.at(0.5, intervals).get("q");
        assertEquals(0, beforeAll.before().count(), "a moment in the ramp-up has no measured side before it");
        assertTrue(Double.isNaN(beforeAll.before().meanMs()) && Double.isNaN(beforeAll.before().txPerSecond()));
        assertEquals(10 + 30 + 99 + 40, beforeAll.after().count());
    }

    private static IntervalSnapshot interval(int index, String phase, double start, double end, long count, double meanMs) {
        IntervalRow row = IntervalRow.of("q", "query").with(IntervalMetric.COUNT, count).with(IntervalMetric.AVG_MS, meanMs)
                .row();
        IntervalRow total = IntervalRow.of(IntervalRow.TOTAL, "Total").with(IntervalMetric.COUNT, count)
                .with(IntervalMetric.AVG_MS, meanMs).row();
        return new IntervalSnapshot(index, phase, start, end, 1, List.of(row), total);
    }
}
