package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.Quantiles;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.Arrival;

/**
 * The measuring code against latencies we know: statements that sleep a set time inside the real
 * database (an H2 Java function), timed by the real driver.
 */
class MeasurementTest {

    @TempDir
    Path runs;

    @Test
    void latencyStatisticsMatchKnownStatementTimes() throws Exception {
        H2 db = new H2();
        RunSummary s = run(workload("known", tx("fast", 1, "SELECT XWB_SLEEP('known', 5)"),
                tx("slow", 1, "SELECT XWB_SLEEP('known', 20)")), db,
                config().users(2).durationSeconds(1.5).rampUpSeconds(0.2).build(), runs).start().await();
        TransactionSummary fast = s.transactions().get(0);
        TransactionSummary slow = s.transactions().get(1);
        double fastSlept = mean(TestFunctions.slept("known", 5));
        double slowSlept = mean(TestFunctions.slept("known", 20));
        assertLatency(fast.latency(), 5, fastSlept);
        assertLatency(slow.latency(), 20, slowSlept);
        assertEquals(fast.count(), fast.affectedRows(), "one row fetched per query");
        long total = fast.count() + slow.count();
        assertEquals(total, s.total().count());
        // 2 users x 1.5 s can do no more than the sleeps allow; every statement run is counted somewhere
        double most = 2 * 1.5 / ((fastSlept + slowSlept) / 2 / 1000);
        assertTrue(total > 0 && total <= most + 5, "count " + total + ", at most about " + most);
        assertEquals(db.queryLong("SELECT XWB_CALLS('known')"), total + s.warmupTransactions() + s.discardedAfterEnd(),
                "every statement run is a warm-up, counted or discarded transaction");
        assertEquals(50, fast.sharePercent(), 100 * 5 * Math.sqrt(0.25 / total), "share of the mix");
        assertEquals(total / s.measuredSeconds(), s.total().txPerSecond(), 1e-6);
        assertEquals(1.5, s.measuredSeconds(), 0.01);
        assertTrue(s.total().latency().minMs() >= 5 && s.total().latency().maxMs() >= 20);
        double mean = s.total().latency().meanMs();
        double sleptMean = (fast.count() * fastSlept + slow.count() * slowSlept) / total;
        double nominalMean = (fast.count() * 5.0 + slow.count() * 20.0) / total;
        assertTrue(mean >= nominalMean * 0.999 && mean < sleptMean + 5,
                "mean of an even mix of 5 and 20 ms: " + mean + ", slept on average " + sleptMean);
        db.shutdown();
    }

    /**
     * The driver's figures for a statement that sleeps {@code sleptMs}: never below the sleep, its
     * mean within a few ms of what the sleeps really took (the machine may oversleep, the driver
     * adds a round trip), percentiles ordered, the confidence interval as Student's t gives it.
     */
    private static void assertLatency(LatencyStats l, double sleptMs, double reallySleptMs) {
        assertTrue(l.minMs() >= sleptMs * 0.999, "min " + l.minMs() + " below the sleep of " + sleptMs);
        // the really-slept mean also holds sleeps of uncounted transactions (ramp-up, after the end), which
        // under load can oversleep more than the counted ones: below, only the nominal sleep is a bound
        assertTrue(l.meanMs() >= sleptMs * 0.999 && l.meanMs() < reallySleptMs + 5,
                "mean " + l.meanMs() + " for sleeps of " + sleptMs + " ms that took " + reallySleptMs + " ms on average");
        assertTrue(l.percentile(50.0) >= sleptMs * 0.999 && l.percentile(50.0) <= l.maxMs() * 1.001, "p50 " + l.percentile(50.0));
        assertTrue(l.percentile(50.0) <= l.percentile(95.0) && l.percentile(95.0) <= l.percentile(99.9)
                && l.percentile(99.9) <= l.maxMs() * 1.001, "percentiles ascend");
        double half = Quantiles.studentT(0.975, l.count() - 1) * l.stdDevMs() / Math.sqrt(l.count());
        assertEquals(l.meanMs() - half, l.ciLowMs(), 1e-9, "CI low: mean - t(0.975, n-1) sd / sqrt(n)");
        assertEquals(l.meanMs() + half, l.ciHighMs(), 1e-9, "CI high");
        assertTrue(l.ciLowMs() < l.meanMs() && l.meanMs() < l.ciHighMs(), "the CI holds the mean");
        assertTrue(l.stdDevMs() >= 0 && l.stdDevMs() <= (l.maxMs() - l.minMs()) / 2 * 1.001, "stddev " + l.stdDevMs());
        assertEquals(l.count() * l.meanMs() / 1000, l.totalSeconds(), 1e-6);
    }

    private static double mean(List<Double> values) {
        assertTrue(!values.isEmpty(), "the statement ran");
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /**
     * One user, 300 ms per transaction, ramp-up 0.45 s, 1 s measured: the 2nd transaction spans
     * the end of ramp-up and the 5th the end, so exactly the 3rd and 4th count.
     */
    @Test
    void rampUpAndTransactionsEndingAfterTheEndAreNotCounted() throws Exception {
        H2 db = new H2();
        List<String> phases = new CopyOnWriteArrayList<>();
        List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        long start = System.nanoTime();
        RunSummary s = run(workload("edges", tx("t", 1, "SELECT XWB_SLEEP('edges', 300)")), db,
                config().users(1).durationSeconds(1.0).rampUpSeconds(0.45).build(), runs)
                .listener(new RunListener() {
                    @Override
                    public void phaseChanged(RunPhase phase, double elapsed) {
                        phases.add(phase.name());
                    }

                    @Override
                    public void interval(IntervalSnapshot snapshot) {
                        intervals.add(snapshot);
                    }
                }).start().await();
        double took = (System.nanoTime() - start) / 1e9;
        assertEquals(2, s.total().count(), "transactions 3 and 4");
        assertEquals(2, s.warmupTransactions(), "transactions 1 and 2 started during ramp-up");
        assertEquals(1, s.discardedAfterEnd(), "transaction 5 ended after the end");
        assertEquals(5, db.queryLong("SELECT XWB_CALLS('edges')"));
        assertTrue(took >= 1.5, "the run waited for the in-flight transaction: " + took);
        assertEquals(List.of("STARTING", "RAMP_UP", "MEASURE", "STOPPING", "DONE"), phases);
        assertTrue(intervals.stream().anyMatch(i -> i.phase().equals("ramp_up")));
        assertEquals(2, intervals.stream().filter(i -> i.phase().equals("measure"))
                .mapToLong(i -> i.total().count()).sum(), "measured intervals add up to the summary");
        IntervalSnapshot lastRampUp = intervals.stream().filter(i -> i.phase().equals("ramp_up"))
                .reduce((a, b) -> b).orElseThrow();
        assertEquals(0.45, lastRampUp.endSeconds(), 0.03, "an interval closes exactly when ramp-up ends");
        db.shutdown();
    }

    /**
     * A rate of 10/s for a user whose transaction takes 150 ms: it falls behind, and its latency,
     * measured from the intended start, grows (0.15, 0.2, 0.25 ... s) where the service time stays 150 ms.
     */
    @Test
    void underARateLatencyIsMeasuredFromTheIntendedStart() throws Exception {
        H2 db = new H2();
        RunSummary s = run(workload("omission", tx("t", 1, "SELECT XWB_SLEEP('omission', 150)")), db,
                config().users(1).durationSeconds(1.6).rate(10).build(), runs).start().await();
        LatencyStats l = s.total().latency();
        assertTrue(l.percentile(50.0) > 250, "p50 " + l.percentile(50.0) + " ms hides the queueing");
        assertTrue(l.maxMs() > 450, "max " + l.maxMs());
        db.shutdown();
    }

    @Test
    void aRateIsKeptWhenTheDatabaseCanFollowIt() throws Exception {
        H2 db = new H2();
        for (Arrival arrival : Arrival.values()) {
            String counter = "paced-" + arrival;
            RunSummary s = run(workload("paced", tx("t", 1, "SELECT XWB_SLEEP('" + counter + "', 2)")), db,
                    config().users(2).durationSeconds(2).rate(50).arrival(arrival).build(), runs).start().await();
            // counts, not speed: the transactions started in the 2 s window (counted, or ended after it)
            // follow the schedule's 100 (regular: +- 2 at the edges; Poisson: +- 4 sigma, sigma = 10). A late
            // user catches up (latency from the intended start), so only a stall of most of a second at
            // the very end could start fewer: the lower bounds leave that much
            long started = s.total().count() + s.discardedAfterEnd();
            assertTrue(arrival == Arrival.REGULAR ? started >= 60 && started <= 102 : started >= 40 && started <= 140,
                    arrival + ": " + started + " transactions started at 50/s over 2 s");
            assertEquals(db.queryLong("SELECT XWB_CALLS('" + counter + "')"), started + s.warmupTransactions(), arrival.toString());
            assertTrue(s.total().latency().percentile(50.0) >= 2 * 0.999, arrival + " p50 " + s.total().latency().percentile(50.0));
        }
        db.shutdown();
    }

    @Test
    void thinkTimeSpacesAUsersTransactions() throws Exception {
        H2 db = new H2();
        RunSummary s = run(workload("think", tx("t", 1, "VALUES 1")), db,
                config().users(1).durationSeconds(1).thinkTimeMillis(50).build(), runs).start().await();
        // 1 s at 50 ms think leaves room for 20 at most (21 at the edges), however fast the machine
        assertTrue(s.total().count() >= 1 && s.total().count() <= 21, "at most about 20 at 50 ms think: " + s.total().count());
        db.shutdown();
    }
}
