package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.sequence;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.model.ParameterType;
import org.xwb.testing.Poll;
import org.xwb.testing.SmallDisk;

/**
 * The result folder's disk fills up while a run measures: the run goes on to its end, then says
 * that its results were not all written and why, and the database holds exactly the work the
 * run committed. The folder is a small tmpfs, which only root can mount: CI runs as root; elsewhere
 * the test is skipped and says so.
 */
class ResultFolderDiskFullTest {

    @TempDir
    Path dir;

    private SmallDisk disk;

    @AfterEach
    void unmount() throws Exception {
        if (disk != null) {
            disk.close();
        }
    }

    @Test
    void aFullResultDiskFailsTheRunWithPlainWordsAndTheDatabaseHoldsWhatItCommitted() throws Exception {
        Path runs = dir.resolve("runs");
        disk = SmallDisk.mount(runs, "xwb-full-test");
        assumeTrue(disk != null, SmallDisk.NEEDS_ROOT);
        H2 db = new H2();
        db.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, v INT)");
        AtomicInteger intervals = new AtomicInteger();
        RunConfig settings = config().users(1).durationSeconds(600).intervalSeconds(0.1).build();
        WorkloadRun running = run(workload("full disk",
                with(tx("add", 1, "INSERT INTO t(id, v) VALUES (?, 1)"), ParameterType.BIGINT, sequence(1, 1))), db,
                settings, runs).listener(new RunListener() {
                    @Override
                    public void interval(IntervalSnapshot snapshot) {
                        intervals.incrementAndGet();
                    }
                }).start();
        Poll.until("two intervals written before the disk fills", Duration.ofSeconds(60), () -> intervals.get() >= 2);
        disk.fill();
        int filledAt = intervals.get();
        // more than a page of both files, whose last page may have had room left
        Poll.until("40 more intervals after the disk filled", Duration.ofSeconds(120),
                () -> intervals.get() >= filledAt + 40);
        running.stop();
        RunSummary summary = running.await();

        assertEquals(RunSummary.Outcome.FAILED, summary.outcome());
        assertTrue(summary.failure().contains("the result folder was not written completely"), summary.failure());
        assertTrue(summary.failure().contains("no space left on the disk; free some space or choose another folder"),
                summary.failure());
        assertTrue(!summary.failure().contains("Exception"), "no class name: " + summary.failure());
        assertEquals(0, summary.total().errors().failed(), "the database work went on without an error");
        long rows = db.queryLong("SELECT COUNT(*) FROM t");
        assertEquals(rows, db.queryLong("SELECT MAX(id) FROM t"), "every insert of the sequence committed once");
        assertTrue(summary.total().count() > 0 && summary.total().count() <= rows,
                summary.total().count() + " counted, " + rows + " rows");
        db.execute("INSERT INTO t(id, v) VALUES (" + (rows + 1) + ", 2)");
        db.shutdown();
    }
}
