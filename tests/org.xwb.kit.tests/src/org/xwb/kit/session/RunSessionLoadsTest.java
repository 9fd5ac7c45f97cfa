package org.xwb.kit.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.SampleWorkloads;

/**
 * The session is the one place that reads a run's workload file: once per run (and once per sweep),
 * and the caller gets what it read through {@link RunSession.Progress#runStarted}. Bad settings fail
 * before the target is opened. On in-process H2, no preparation.
 */
class RunSessionLoadsTest {

    private static final String H2 = "jdbc:h2:mem:xwb-session-loads;DB_CLOSE_DELAY=-1";

    private static Path workload(Path dir) throws Exception {
        Workload w = SampleWorkloads.workload("one", "h2", SampleWorkloads.transaction("one", 1, "h2", "SELECT 1"));
        Path file = dir.resolve("one.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        return file;
    }

    private static RunRequest request(Path file, double rampUp) {
        return new RunRequest(file, H2, 1, 1, rampUp, 0, 0, 7, 0);
    }

    @Test
    void aRunReadsItsWorkloadOnceAndHandsItToTheCaller(@TempDir Path root) throws Exception {
        Path file = workload(root);
        List<Workload> handed = new ArrayList<>();
        List<Double> rampUps = new ArrayList<>();
        long before = WorkloadFiles.loads(file);
        try (RunSession session = new RunSession(new Workspace(root.resolve("ws")).ensureLayout(), root.resolve("runs"))) {
            session.execute(request(file, 0.5), new RunSession.Progress() {
                @Override
                public void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
                    handed.add(workload);
                    rampUps.add(run.config().rampUpSeconds());
                    assertEquals(file, workloadFile);
                }
            }, new RunListener() {
            });
        }
        assertEquals(1, WorkloadFiles.loads(file) - before, "one read of the workload file per run");
        assertEquals(1, handed.size());
        assertEquals("one", handed.get(0).getName());
        assertEquals(List.of(0.5), rampUps, "the run config the session computed reaches the caller");
    }

    @Test
    void aSweepReadsItsWorkloadOnceForAllPoints(@TempDir Path root) throws Exception {
        Path file = workload(root);
        List<Workload> handed = new ArrayList<>();
        long before = WorkloadFiles.loads(file);
        try (RunSession session = new RunSession(new Workspace(root.resolve("ws")).ensureLayout(), root.resolve("runs"))) {
            Sweep sweep = session.sweep(request(file, 0), List.of(1, 2), new RunSession.Progress() {
                @Override
                public void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
                    handed.add(workload);
                }
            }, new RunListener() {
            });
            assertEquals(2, sweep.points().size());
        }
        assertEquals(1, WorkloadFiles.loads(file) - before, "one read of the workload file per sweep");
        assertEquals(2, handed.size());
        assertSame(handed.get(0), handed.get(1), "every point runs the workload read once");
    }

    @Test
    void badSettingsFailBeforeTheTargetOpens(@TempDir Path root) throws Exception {
        Path file = workload(root);
        List<String> statuses = new ArrayList<>();
        try (RunSession session = new RunSession(new Workspace(root.resolve("ws")).ensureLayout(), root.resolve("runs"))) {
            IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                    () -> session.sweep(request(file, 0), List.of(1, 0), new RunSession.Progress() {
                        @Override
                        public void status(String text) {
                            statuses.add(text);
                        }
                    }, new RunListener() {
                    }));
            assertTrue(bad.getMessage().startsWith("Bad run setting: "), bad.getMessage());
            assertTrue(statuses.isEmpty(), "nothing started: " + statuses);
            assertEquals(null, session.folder(), "no run folder");
        }
    }
}
