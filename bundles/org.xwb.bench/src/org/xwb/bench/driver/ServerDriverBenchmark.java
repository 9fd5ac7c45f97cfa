package org.xwb.bench.driver;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.WorkloadException;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.IsolationLevel;
import org.xwb.core.target.Target;

/**
 * What the driver costs on a real server over a socket: the driver's real run path
 * ({@link WorkloadRun}: compiled workload, virtual users, sessions, binding, interval recorders,
 * result folder) against {@link BareJdbcLoop} (prepare once, execute, read every row and column,
 * commit), same statement, same target, same connection settings (autocommit off, read committed),
 * alternated in pairs whose order flips every pair. Per pair: tx/s of each, their ratio, and the
 * client's CPU per transaction (the whole process: users, statistics, GC, JIT). On an in-process
 * database the server's work hides nothing; here every microsecond the client spends per
 * transaction is taken from a server sharing the same cores, as on a real test machine.
 */
public final class ServerDriverBenchmark {

    /** One measured run: wall-clock throughput and client CPU microseconds per transaction. */
    public record Sample(double txPerSecond, double cpuMicrosPerTx) {
    }

    /** One statement at one user count: its alternated pairs. */
    public record Point(String statement, int users, List<Sample> bare, List<Sample> driver) {

        public double bareMedian() {
            return DriverBenchmark.median(bare.stream().map(Sample::txPerSecond).toList());
        }

        public double driverMedian() {
            return DriverBenchmark.median(driver.stream().map(Sample::txPerSecond).toList());
        }

        /** The median of the pairs' ratios (driver / bare): each pair ran under the same machine load. */
        public double ratio() {
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < bare.size(); i++) {
                ratios.add(driver.get(i).txPerSecond() / bare.get(i).txPerSecond());
            }
            return DriverBenchmark.median(ratios);
        }

        public double bareCpuMedian() {
            return DriverBenchmark.median(bare.stream().map(Sample::cpuMicrosPerTx).toList());
        }

        public double driverCpuMedian() {
            return DriverBenchmark.median(driver.stream().map(Sample::cpuMicrosPerTx).toList());
        }
    }

    private final Target target;
    private final Path runsDirectory;
    private final PrintWriter log;

    /**
     * @param runsDirectory where the driver's runs write their result folders
     */
    public ServerDriverBenchmark(Target target, Path runsDirectory, PrintWriter log) {
        this.target = target;
        this.runsDirectory = runsDirectory;
        this.log = log;
    }

    /** Every statement at every user count: one untimed pair first, then {@code pairs} alternated pairs. */
    public List<Point> run(List<BenchStatement> statements, List<Integer> userCounts, double seconds, double warmup,
            int pairs) throws SQLException, WorkloadException, IOException, InterruptedException {
        List<Point> points = new ArrayList<>();
        for (BenchStatement statement : statements) {
            bare(statement, 1, Math.min(1, seconds), 0.5);
            driver(statement, 1, Math.min(1, seconds), 0.5);
            for (int users : userCounts) {
                List<Sample> bare = new ArrayList<>();
                List<Sample> driver = new ArrayList<>();
                for (int p = 0; p < pairs; p++) {
                    Sample b;
                    Sample d;
                    if (p % 2 == 0) { // bare first in even pairs, driver first in odd ones
                        b = bare(statement, users, seconds, warmup);
                        d = driver(statement, users, seconds, warmup);
                    } else {
                        d = driver(statement, users, seconds, warmup);
                        b = bare(statement, users, seconds, warmup);
                    }
                    bare.add(b);
                    driver.add(d);
                    log.printf(Locale.ROOT, "%-10s users %d  pair %d  bare %,.0f tx/s (%.1f µs CPU/tx)  driver %,.0f tx/s "
                            + "(%.1f µs CPU/tx)  ratio %.3f%n", statement.name(), users, p + 1, b.txPerSecond(),
                            b.cpuMicrosPerTx(), d.txPerSecond(), d.cpuMicrosPerTx(), d.txPerSecond() / b.txPerSecond());
                    log.flush();
                }
                points.add(new Point(statement.name(), users, bare, driver));
            }
        }
        return points;
    }

    /** The driver's run: tx/s from its summary, CPU over its measured window. */
    private Sample driver(BenchStatement statement, int users, double seconds, double warmup)
            throws WorkloadException, IOException, InterruptedException {
        RunConfig config = RunConfig.from(null).users(users).durationSeconds(seconds).rampUpSeconds(warmup)
                .intervalSeconds(1).isolation(IsolationLevel.READ_COMMITTED).build();
        long[] cpu = new long[2];
        Path runs = Files.createDirectories(runsDirectory);
        RunSummary summary = WorkloadRun.builder(statement.workload(), target).config(config).runsDirectory(runs)
                .folderSuffix("-" + statement.name() + "-u" + users).listener(new RunListener() {
                    @Override
                    public void phaseChanged(RunPhase phase, double elapsed) {
                        if (phase == RunPhase.MEASURE) {
                            cpu[0] = DriverBenchmark.processCpuNanos();
                        } else if (phase == RunPhase.STOPPING) {
                            cpu[1] = DriverBenchmark.processCpuNanos();
                        }
                    }
                }).start().await();
        if (summary.total().errors().failed() > 0 || summary.outcome() != RunSummary.Outcome.COMPLETED) {
            throw new IllegalStateException("the driver's run of " + statement.name() + " did not complete cleanly: "
                    + summary.outcome() + (summary.failure() == null ? "" : " (" + summary.failure() + ")") + ", "
                    + summary.total().errors().failed() + " failed transactions");
        }
        return new Sample(summary.total().txPerSecond(), (cpu[1] - cpu[0]) / 1e3 / summary.total().count());
    }

    private Sample bare(BenchStatement statement, int users, double seconds, double warmup)
            throws SQLException, InterruptedException {
        return new BareJdbcLoop(target, statement).run(users, seconds, warmup);
    }
}
