package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.xwb.core.results.RunFolder;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.ProcessExit;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.FreshWorkspace;
import org.xwb.targets.testing.Sql;
import org.xwb.testing.Poll;
import org.xwb.testing.SampleWorkloads;

/**
 * The embedded PostgreSQL is stopped (a fast shutdown, as an administrator or a crash of the
 * server would) while a run inserts: the users lose their connections and keep trying to
 * reconnect, the run ends with a clear outcome and its results written, and after a restart the
 * database holds every insert the run counted as committed.
 */
class ServerStoppedMidRunTest {

    @RegisterExtension
    final FreshWorkspace fresh = new FreshWorkspace("xwb-stopped-server-");

    @Test
    void aServerStoppedMidRunEndsTheRunWithItsResultsAndTheCommittedWorkSurvivesARestart() throws Exception {
        Transaction insert = SampleWorkloads.transaction("insert", 1, "postgresql", "INSERT INTO stop_rows(v) VALUES (?)");
        SampleWorkloads.parameter(insert, ParameterType.INTEGER, SampleWorkloads.uniformInt(1, 100));
        Workload workload = SampleWorkloads.workload("stopped", "postgresql", insert);
        List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        RunSummary summary;
        Path folder;
        Target target = EmbeddedKind.open(ProfileStore.defaultEmbedded(), fresh.layout());
        try {
            Sql.execute(target, "CREATE TABLE stop_rows (id bigserial PRIMARY KEY, v int NOT NULL)");
            WorkloadRun run = WorkloadRun.builder(workload, target)
                    .config(RunConfig.from(null).users(2).durationSeconds(600).intervalSeconds(0.25).build())
                    .runsDirectory(fresh.root().resolve("runs")).listener(RunListener.onInterval(intervals::add)).start();
            folder = run.folder();
            Poll.until("100 inserts committed", Duration.ofSeconds(120), () -> committed(intervals) >= 100);
            Path pidFile = fresh.layout().data().resolve("postmaster.pid");
            long postmaster = Long.parseLong(Files.readAllLines(pidFile).get(0).strip());
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(postmaster)).inheritIO().start();
            assertTrue(kill.waitFor(30, TimeUnit.SECONDS) && kill.exitValue() == 0, "SIGINT to the postmaster");
            Poll.until("the server stopped", Duration.ofSeconds(60), () -> !ProcessExit.isRunning(postmaster));
            int stoppedAt = intervals.size();
            Poll.until("four intervals without a server", Duration.ofSeconds(60), () -> intervals.size() >= stoppedAt + 4);
            run.stop();
            summary = run.await();
        } finally {
            target.close(); // the server is gone already: the lease is left without an error
        }

        assertEquals(RunSummary.Outcome.STOPPED, summary.outcome(), String.valueOf(summary.failure()));
        long failed = summary.total().errors().failed();
        assertTrue(failed >= 1 && failed == summary.total().errors().connectionLosses(),
                "the statements the stop cut off are lost connections: " + summary.total().errors());
        assertTrue(summary.reconnects() >= 2, "each user tried to reconnect: " + summary.reconnects());
        assertTrue(Files.exists(folder.resolve(RunFolder.SUMMARY)), "results written");
        assertTrue(Files.readAllLines(folder.resolve(RunFolder.INTERVALS)).size() > 4);

        try (Target restarted = EmbeddedKind.open(ProfileStore.defaultEmbedded(), fresh.layout())) {
            long rows = Sql.count(restarted, "stop_rows");
            long counted = summary.total().count() + summary.warmupTransactions();
            assertTrue(rows >= counted && rows <= counted + failed,
                    rows + " rows after the restart, " + counted + " inserts counted, " + failed + " cut off");
        }
    }

    private static long committed(List<IntervalSnapshot> intervals) {
        return intervals.stream().mapToLong(i -> i.total().count()).sum();
    }
}
