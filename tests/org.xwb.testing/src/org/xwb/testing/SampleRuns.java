package org.xwb.testing;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.model.ConstantSource;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/**
 * Real run folders to compare and report on, made by the driver on an in-process H2 database in a
 * second or two: a quick {@code lookup} and a {@code nap} that sleeps a chosen time in the database,
 * so a run with a longer nap is a run that is slower for a known reason.
 */
public final class SampleRuns {

    /** The workload's name (run folders end in it). */
    public static final String WORKLOAD = "sample runs";
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final org.h2.Driver DRIVER = new org.h2.Driver();

    private SampleRuns() {
    }

    /**
     * Runs the workload with 2 users for {@code seconds} after 0.3 s ramp-up into {@code runsDirectory}.
     *
     * @param napMillis how long each {@code nap} transaction sleeps in the database
     * @return the run's summary; its folder is {@code runsDirectory/summary.runId()}
     */
    public static RunSummary run(Path runsDirectory, int napMillis, double seconds) throws Exception {
        String url = database();
        try {
            return builder(url, napMillis, 2, seconds).runsDirectory(runsDirectory).start().await();
        } finally {
            shutdown(url);
        }
    }

    /** The index {@link #runWithIndexEvents} says was built. */
    public static final String INDEX = "nap_index";

    /**
     * As {@link #run}, with an XML index change recorded on the run as it goes (issue 33): "build
     * started" of {@value #INDEX} when the run's third interval closes, "build done" at its fifth.
     */
    public static RunSummary runWithIndexEvents(Path runsDirectory, int napMillis, double seconds) throws Exception {
        String url = database();
        java.util.concurrent.atomic.AtomicReference<WorkloadRun> running = new java.util.concurrent.atomic.AtomicReference<>();
        try {
            WorkloadRun run = builder(url, napMillis, 2, seconds).runsDirectory(runsDirectory)
                    .listener(org.xwb.core.run.RunListener.onInterval(interval -> {
                        WorkloadRun r = running.get();
                        if (r != null && interval.index() == 2) {
                            r.recordIndexEvent(org.xwb.core.run.IndexEvent.Kind.BUILD_STARTED, INDEX, "");
                        } else if (r != null && interval.index() == 4) {
                            r.recordIndexEvent(org.xwb.core.run.IndexEvent.Kind.BUILD_DONE, INDEX, "in 0.5 s");
                        }
                    })).start();
            running.set(run);
            return run.await();
        } finally {
            shutdown(url);
        }
    }

    /**
     * A sweep of the workload over {@code users} (each point {@code seconds} long, naps of 2 ms) into
     * {@code runsDirectory}.
     *
     * @return the sweep's folder
     */
    public static Path sweep(Path runsDirectory, double seconds, Integer... users) throws Exception {
        String url = database();
        try {
            Sweep sweep = Sweep.create(runsDirectory, WORKLOAD);
            sweep.run(List.of(users), n -> builder(url, 2, n, seconds).runsDirectory(runsDirectory), run -> {
            });
            return sweep.folder();
        } finally {
            shutdown(url);
        }
    }

    private static String database() throws SQLException {
        String url = "jdbc:h2:mem:xwb-sample-runs-" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
        try (Connection c = DRIVER.connect(url, new Properties()); Statement s = c.createStatement()) {
            // a JDK method, so H2 finds it inside OSGi too
            s.execute("CREATE ALIAS XWB_NAP FOR 'java.lang.Thread.sleep(long)'");
        }
        return url;
    }

    private static WorkloadRun.Builder builder(String url, int napMillis, int users, double seconds) {
        RunConfig config = RunConfig.from(null).users(users).durationSeconds(seconds).rampUpSeconds(0.3)
                .intervalSeconds(0.25).seed(7).build();
        return WorkloadRun.builder(workload(napMillis), new JdbcUrlTarget(url, DRIVER)).config(config);
    }

    private static void shutdown(String url) {
        try (Connection c = DRIVER.connect(url, new Properties()); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        } catch (SQLException ignored) {
            // the database is in memory: gone with the JVM anyway
        }
    }

    private static Workload workload(int napMillis) {
        Transaction lookup = SampleWorkloads.transaction("lookup", 1, "h2", "SELECT 1");
        lookup.setName("look up");
        Transaction nap = SampleWorkloads.transaction("nap", 1, "h2", "SELECT XWB_NAP(?)");
        ConstantSource millis = SampleWorkloads.F.createConstantSource();
        millis.setValue(String.valueOf(napMillis));
        SampleWorkloads.parameter(nap, ParameterType.BIGINT, millis);
        return SampleWorkloads.workload(WORKLOAD, "h2", lookup, nap);
    }
}
