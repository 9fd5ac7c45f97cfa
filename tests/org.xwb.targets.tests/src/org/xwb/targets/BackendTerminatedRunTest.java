package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.RunFolder;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.Target;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.testing.Poll;
import org.xwb.testing.SampleWorkloads;

/**
 * The embedded PostgreSQL terminates every backend of a running workload twice
 * (pg_terminate_backend, SQLSTATE 57P01): the users reconnect, the failed transactions are counted
 * per transaction type as lost connections, and the run goes on to its end with its results written.
 */
@ExtendWith(SharedEmbeddedServer.class)
class BackendTerminatedRunTest {

    /** The run's users' backends only: not this test's own, nor any that was there before the run (shared server). */
    private String runBackends;

    @TempDir
    Path dir;

    @Test
    void aRunWhoseBackendsAreTerminatedTwiceReconnectsCountsTheFailuresPerTransactionAndGoesOn() throws Exception {
        Target target = SharedEmbeddedServer.target();
        Sql.execute(target, "DROP TABLE IF EXISTS fault_rows",
                "CREATE TABLE fault_rows(id bigint PRIMARY KEY, v int NOT NULL)",
                "INSERT INTO fault_rows SELECT g, 0 FROM generate_series(1, 100) g");
        Transaction read = SampleWorkloads.transaction("read", 3, "postgresql", "SELECT v FROM fault_rows WHERE id = ?");
        SampleWorkloads.parameter(read, ParameterType.BIGINT, SampleWorkloads.uniformInt(1, 100));
        Transaction write = SampleWorkloads.transaction("write", 1, "postgresql",
                "UPDATE fault_rows SET v = v + 1 WHERE id = ?");
        SampleWorkloads.parameter(write, ParameterType.BIGINT, SampleWorkloads.uniformInt(1, 100));
        Workload workload = SampleWorkloads.workload("terminated", "postgresql", read, write);
        runBackends = "datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()"
                + " AND NOT pid = ANY(ARRAY[" + Sql.scalar(target, "SELECT coalesce(string_agg(pid::text, ','), '0')"
                        + " FROM pg_stat_activity WHERE backend_type = 'client backend'") + "])";
        List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        WorkloadRun run = WorkloadRun.builder(workload, target)
                .config(RunConfig.from(null).users(4).durationSeconds(600).intervalSeconds(0.25).thinkTimeMillis(2)
                        .build())
                .runsDirectory(dir.resolve("runs")).listener(RunListener.onInterval(intervals::add)).start();

        int terminated = 0;
        for (int round = 1; round <= 2; round++) {
            long before = committed(intervals);
            Poll.until("the users run transactions (round " + round + ")", Duration.ofSeconds(120),
                    () -> committed(intervals) >= before + 200 && backends(target) >= 4);
            String ended = Sql.scalar(target, "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))"
                    + " FROM pg_stat_activity WHERE " + runBackends);
            assertTrue(Integer.parseInt(ended) >= 4, "round " + round + ": " + ended + " terminated of "
                    + Sql.scalar(target, "SELECT string_agg(pid || ' ' || coalesce(datname, '-') || ' ' || state || ' '"
                            + " || left(query, 40), '; ') FROM pg_stat_activity"));
            terminated += Integer.parseInt(ended);
        }
        long afterTerminations = committed(intervals);
        Poll.until("the run goes on after the terminations", Duration.ofSeconds(120),
                () -> committed(intervals) >= afterTerminations + 200);
        run.stop();
        RunSummary summary = run.await();

        assertTrue(terminated >= 8, "four users' backends terminated twice: " + terminated);
        assertEquals(RunSummary.Outcome.STOPPED, summary.outcome(), String.valueOf(summary.failure()));
        assertTrue(summary.reconnects() >= 8, "reconnects " + summary.reconnects());
        long failed = summary.total().errors().failed();
        assertTrue(failed >= 1, "a transaction running or starting when its backend was terminated fails");
        assertEquals(failed, summary.total().errors().connectionLosses(), "every failure a lost connection");
        long perType = summary.transactions().stream().map(TransactionSummary::errors).mapToLong(e -> e.failed()).sum();
        assertEquals(failed, perType, "failures are counted per transaction type");
        assertTrue(summary.transactions().stream().flatMap(t -> t.errors().messages().stream())
                .anyMatch(m -> m.contains("57P01") || m.contains("terminat")), summary.transactions().toString());
        assertTrue(Files.exists(run.folder().resolve(RunFolder.SUMMARY)));
        assertTrue(Files.readAllLines(run.folder().resolve(RunFolder.INTERVALS)).size() > 3);
    }

    private static long committed(List<IntervalSnapshot> intervals) {
        return intervals.stream().mapToLong(i -> i.total().count()).sum();
    }

    private long backends(Target target) throws Exception {
        return Long.parseLong(Sql.scalar(target, "SELECT count(*) FROM pg_stat_activity WHERE " + runBackends));
    }
}
