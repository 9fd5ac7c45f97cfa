package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.Json;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;
import org.xwb.testing.Poll;

class StopAndCancelTest {

    @TempDir
    Path runs;

    @Test
    void aGracefulStopFinishesInFlightTransactionsAndWritesTheResults() throws Exception {
        H2 db = new H2();
        AtomicReference<Double> measuredUpTo = new AtomicReference<>(0.0);
        AtomicLong measuredCount = new AtomicLong();
        long beforeStart = System.nanoTime();
        WorkloadRun run = run(workload("stopped", tx("t", 1, "SELECT XWB_SLEEP('stopped', 50)")), db,
                config().users(2).durationSeconds(60).rampUpSeconds(0.2).build(), runs)
                .listener(RunListener.onInterval(i -> {
                    if (i.phase().equals("measure")) {
                        measuredCount.addAndGet(i.total().count());
                    }
                    measuredUpTo.set(i.endSeconds());
                })).start();
        // events, not time: wait for measured transactions, however slowly the machine makes them
        Poll.until("20 transactions measured after the 0.2 s ramp-up", Duration.ofSeconds(60),
                () -> measuredCount.get() >= 20);
        double clockBeforeStop = measuredUpTo.get();
        run.stop();
        long callsAtStop = db.queryLong("SELECT XWB_CALLS('stopped')");
        RunSummary s = run.await();
        // stops within one transaction: each of the 2 users finishes the statement it is in (or one it was
        // just starting as the stop came), and none starts another
        long callsAfterStop = db.queryLong("SELECT XWB_CALLS('stopped')") - callsAtStop;
        assertTrue(callsAfterStop <= 2, callsAfterStop + " statements started after the stop");
        assertEquals(RunSummary.Outcome.STOPPED, s.outcome());
        // measured from the end of ramp-up to the stop: at least what the run had reported, at most the wall time
        assertTrue(s.measuredSeconds() >= clockBeforeStop - 0.2 - 1e-9
                && s.measuredSeconds() <= (System.nanoTime() - beforeStart) / 1e9 - 0.2 + 1e-9, "measured " + s.measuredSeconds());
        assertTrue(s.total().count() >= 20, "count " + s.total().count());
        assertEquals(0, s.total().errors().failed(), "in-flight transactions finish, they do not fail");
        assertEquals(s.total().count() + s.warmupTransactions() + s.discardedAfterEnd(),
                db.queryLong("SELECT XWB_CALLS('stopped')"), "every transaction run is accounted for");
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(run.folder().resolve(RunFolder.SUMMARY)));
        assertEquals("stopped", summary.get("outcome"));
        assertTrue(Files.readString(run.folder().resolve(RunFolder.STATS)).contains("Outcome        stopped"));
        assertEquals(RunPhase.DONE, run.phase());
        db.shutdown();
    }

    @Test
    void cancelAbortsARunningStatementAndStillWritesTheResults() throws Exception {
        H2 db = new H2();
        WorkloadRun run = run(workload("cancelled",
                tx("endless", 1, "SELECT COUNT(*) FROM SYSTEM_RANGE(1, 100000000000) WHERE MOD(X, 7) = 3")), db,
                config().users(1).durationSeconds(60).build(), runs).start();
        Poll.until("the endless statement running", Duration.ofSeconds(60),
                () -> db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE SESSION_ID <> SESSION_ID()"
                        + " AND EXECUTING_STATEMENT LIKE 'SELECT COUNT(*) FROM SYSTEM_RANGE%'") == 1);
        run.cancel();
        // the statement would run for hours: the run ends only because it was cancelled
        RunSummary s = run.completion().get(5, TimeUnit.MINUTES);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE SESSION_ID <> SESSION_ID()"
                + " AND EXECUTING_STATEMENT LIKE 'SELECT COUNT(*) FROM SYSTEM_RANGE%'"), "the statement was cancelled");
        assertEquals(RunSummary.Outcome.CANCELLED, s.outcome());
        assertEquals(0, s.total().errors().failed(), "a cancelled statement is not an error of the workload");
        assertTrue(Files.exists(run.folder().resolve(RunFolder.SUMMARY)));
        db.shutdown();
    }

    @Test
    void aTargetThatRefusesConnectionsFailsTheRunWithAReason() throws Exception {
        H2 db = new H2();
        org.xwb.targets.jdbc.JdbcUrlTarget closed = new org.xwb.targets.jdbc.JdbcUrlTarget(
                "jdbc:h2:mem:missing;IFEXISTS=TRUE", new org.h2.Driver());
        RunSummary s = WorkloadRun.builder(workload("refused", tx("t", 1, "VALUES 1")), closed)
                .config(config().users(2).durationSeconds(1).build()).runsDirectory(runs).start().await();
        assertEquals(RunSummary.Outcome.FAILED, s.outcome());
        assertTrue(s.failure().contains("cannot connect"), s.failure());
        assertEquals(0, s.total().count());
        db.shutdown();
    }
}
