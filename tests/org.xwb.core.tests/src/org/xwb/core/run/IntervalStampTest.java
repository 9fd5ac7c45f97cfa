package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.ResultFiles;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.IntervalCollector;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunStatistics;
import org.xwb.core.stats.TransactionType;

/**
 * Intervals are stamped with the times their completions were counted in: a steady synthetic load
 * (4 users, one transaction each per millisecond, two types) through a 2 s ramp-up and 5 s of
 * measuring, on a clock the test drives, with the statistics thread waking late around the switch
 * (as on a busy machine: the issue saw it close ramp-up 0.84 s late). Every interval's rate, the
 * switch's included, must be the load's.
 */
class IntervalStampTest {

    private static final long MS = 1_000_000L;
    private static final long T0 = 5_000 * MS; // any nanoTime
    private static final int USERS = 4;
    private static final double LOAD = USERS * 1000.0; // tx/s
    private static final long LATENCY = 3 * MS;

    @TempDir
    Path dir;

    @Test
    void everyIntervalsRateIsTheLoadsAcrossARampUpAndALateStatisticsThread() throws Exception {
        List<IntervalSnapshot> snapshots = run(new long[][] { { 1_900, 2_844 }, { 2_950, 3_399 }, { 5_990, 6_300 } });

        assertEquals(List.of("ramp_up", "ramp_up", "measure", "measure", "measure", "measure", "measure"),
                snapshots.stream().map(IntervalSnapshot::phase).toList());
        IntervalSnapshot lastRampUp = snapshots.get(1);
        IntervalSnapshot firstMeasured = snapshots.get(2);
        assertEquals(2.0, lastRampUp.endSeconds(), 1e-9, "ramp-up's last interval ends at the switch");
        assertEquals(2.0, firstMeasured.startSeconds(), 1e-9, "the first measured one starts there");
        assertEquals(3.399, firstMeasured.endSeconds(), 1e-9, "and ends when it was counted");
        for (int i = 0; i < snapshots.size(); i++) {
            IntervalSnapshot s = snapshots.get(i);
            if (i > 0) {
                assertEquals(snapshots.get(i - 1).endSeconds(), s.startSeconds(), 1e-9, "intervals follow each other");
            }
            assertEquals(LOAD, s.total().txPerSecond(), LOAD * 0.02, "interval " + i + " " + describe(s));
            for (IntervalRow row : s.rows()) {
                assertEquals(LOAD / 2, row.txPerSecond(), LOAD / 2 * 0.03, "interval " + i + " " + row.name());
                assertEquals(row.count() / (s.endSeconds() - s.startSeconds()), row.txPerSecond(), 1e-6,
                        "a rate is its count over its own length");
            }
        }
        assertEquals(7.0, snapshots.get(snapshots.size() - 1).endSeconds(), 1e-9, "the last one ends with the window");
    }

    @Test
    void aStatisticsThreadMoreThanAnIntervalLateStillSplitsAtTheSwitch() throws Exception {
        List<IntervalSnapshot> snapshots = run(new long[][] { { 1_500, 3_600 } });

        IntervalSnapshot lastRampUp = snapshots.stream().filter(s -> s.phase().equals("ramp_up")).reduce((a, b) -> b)
                .orElseThrow();
        assertEquals(2.0, lastRampUp.endSeconds(), 1e-9);
        IntervalSnapshot firstMeasured = snapshots.get(snapshots.indexOf(lastRampUp) + 1);
        assertEquals(2.0, firstMeasured.startSeconds(), 1e-9);
        assertEquals(3.6, firstMeasured.endSeconds(), 1e-9);
        for (IntervalSnapshot s : snapshots) {
            assertEquals(LOAD, s.total().txPerSecond(), LOAD * 0.02, describe(s));
        }
    }

    /**
     * Runs the load for 2 s of ramp-up and 5 s measured, 1 s intervals, ticking the statistics
     * thread every millisecond except inside the given stalls (milliseconds since the start).
     */
    private List<IntervalSnapshot> run(long[][] stalls) throws Exception {
        RunStatistics stats = new RunStatistics(List.of(new TransactionType(0, "a", "A", "query", 1),
                new TransactionType(1, "b", "B", "query", 1)), USERS);
        IntervalCollector collector = new IntervalCollector(stats);
        ResultFiles files = new ResultFiles(RunFolder.create(dir, "stamps", LocalDateTime.now(), null));
        files.openIntervals(0, List.of("a", "b"));
        List<IntervalSnapshot> snapshots = new CopyOnWriteArrayList<>();
        ListenerDispatcher listeners = new ListenerDispatcher(List.of(RunListener.onInterval(snapshots::add)), "stamps");
        RunClock clock = new RunClock(USERS);
        clock.startAt(T0, 2_000 * MS, 5_000 * MS);
        IntervalTicker ticker = new IntervalTicker(clock, collector, files, listeners, 1.0);
        ticker.begin();
        long windowStart = clock.windowStart();
        long windowEnd = clock.windowEnd();
        long transactions = 0;
        for (long ms = 1; ms <= 7_200; ms++) {
            long now = T0 + ms * MS;
            if (now <= windowEnd) {
                for (int u = 0; u < USERS; u++) {
                    int type = (int) (transactions++ % 2);
                    if (now - LATENCY >= windowStart) {
                        stats.user(u).measured(type, LATENCY / 1000, 1);
                    } else {
                        stats.user(u).warmup(type, LATENCY / 1000);
                    }
                }
            }
            if (!stalled(ms, stalls)) {
                assertFalse(ticker.tick(now));
            }
        }
        ticker.finish();
        assertTrue(ticker.tick(T0 + 7_201 * MS));
        listeners.shutdown(5_000);
        files.close();
        return snapshots;
    }

    private static boolean stalled(long ms, long[][] stalls) {
        for (long[] stall : stalls) {
            if (ms >= stall[0] && ms < stall[1]) {
                return true;
            }
        }
        return false;
    }

    private static String describe(IntervalSnapshot s) {
        return s.phase() + " " + s.startSeconds() + "-" + s.endSeconds() + ": " + s.total().count() + " tx, "
                + s.total().txPerSecond() + "/s";
    }
}
