package org.xwb.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.xwb.core.stats.ErrorStats;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.TargetInfo;

/**
 * The verdict rule: a run is slower or faster only where the confidence intervals of the mean do
 * not overlap. Summaries are built here with chosen intervals; the runs behind them are in the CLI's
 * and the workbench's tests.
 */
class RunComparisonTest {

    @Test
    void intervalsThatDoNotOverlapAreSlowerOrFasterAndOverlappingOnesAreNoise() {
        RunSummary base = summary(tx("a", 100, 10, 9.5, 10.5), tx("b", 100, 10, 9.5, 10.5), tx("c", 100, 10, 9.5, 10.5));
        RunSummary run = summary(tx("a", 50, 12, 10.6, 13.4), tx("b", 100, 8, 7.9, 8.1), tx("c", 90, 10.4, 10.2, 10.6));
        RunComparison c = RunComparison.of(base, run);
        assertEquals(List.of("a", "b", "c", "_total"), c.rows().stream().map(RunComparison.Row::id).toList());
        assertEquals(Verdict.SLOWER, c.rows().get(0).verdict(), "10.6 > 10.5: the intervals do not overlap");
        assertEquals(1.2, c.rows().get(0).meanRatio(), 1e-9);
        assertEquals(0.5, c.rows().get(0).rateRatio(), 1e-9);
        assertEquals(Verdict.FASTER, c.rows().get(1).verdict());
        assertEquals(Verdict.WITHIN_NOISE, c.rows().get(2).verdict(), "4 % slower, but inside the baseline's interval");
        assertTrue(c.slowerBeyondNoise());
        assertTrue(c.rows().get(3).isTotal());
        assertEquals("Total", c.rows().get(3).name());
    }

    @Test
    void theSameRunTwiceIsWithinNoiseAndNothingIsSlower() {
        RunSummary base = summary(tx("a", 100, 10, 9.5, 10.5));
        RunComparison c = RunComparison.of(base, base);
        assertTrue(c.rows().stream().allMatch(r -> r.verdict() == Verdict.WITHIN_NOISE), c.rows().toString());
        assertEquals(1.0, c.rows().get(0).meanRatio());
        assertFalse(c.slowerBeyondNoise());
    }

    @Test
    void typesInOneRunOnlyAndTooFewTransactionsAreNotCompared() {
        RunSummary base = summary(tx("a", 100, 10, 9.5, 10.5), tx("gone", 100, 10, 9.5, 10.5), tx("one", 100, 1, 0.9, 1.1));
        RunSummary run = summary(tx("a", 100, 10, 9.5, 10.5), tx("new", 100, 4, 3.9, 4.1), tx("one", 1, 3, Double.NaN, Double.NaN));
        RunComparison c = RunComparison.of(base, run);
        assertEquals(List.of("a", "gone", "one", "new", "_total"), c.rows().stream().map(RunComparison.Row::id).toList(),
                "the baseline's order, then what only the run has");
        RunComparison.Row gone = c.rows().get(1);
        assertEquals(Verdict.NOT_COMPARABLE, gone.verdict());
        assertEquals("not in the run", gone.note());
        assertNull(gone.run());
        assertEquals("too few transactions", c.rows().get(2).note(), "one transaction has no interval");
        assertEquals("only in the run", c.rows().get(3).note());
        assertFalse(c.slowerBeyondNoise(), "a run slower where nothing can be said is not slower");
    }

    @Test
    void againstLeavesTheBaselineOutOfTheRuns() {
        RunSummary base = summary(tx("a", 100, 10, 9.5, 10.5));
        RunSummary other = summary(tx("a", 100, 20, 19.5, 20.5));
        List<RunComparison> all = RunComparison.against(base, List.of(base, other));
        assertEquals(1, all.size());
        assertTrue(all.get(0).slowerBeyondNoise());
    }

    private static TransactionSummary tx(String id, long count, double mean, double low, double high) {
        LatencyStats latency = new LatencyStats(count, count * mean / 1000, mean / 2, mean, mean * 3, mean / 4,
                Map.of(95.0, mean * 2), 0.95, low, high);
        return new TransactionSummary(id, id, "query", 1, count, count, 0, count / 10.0, latency, ErrorStats.NONE, 0, 0,
                0, 0, 0);
    }

    private static RunSummary summary(TransactionSummary... transactions) {
        long count = 0;
        double sum = 0;
        for (TransactionSummary t : transactions) {
            count += t.count();
            sum += t.count() * t.latency().meanMs();
        }
        double mean = sum / count;
        TransactionSummary total = tx("_total", count, mean, mean - 0.01, mean + 0.01);
        return new RunSummary("run", "w", RunSummary.Outcome.COMPLETED, null, null, null,
                new TargetInfo("p", "h2", "h2", "d"), "H2", 1, 0, 10, List.of(transactions), total, 0, 0, 0, 0, 0.05);
    }
}
