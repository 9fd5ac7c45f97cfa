package org.xwb.bench.driver;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
import org.xwb.core.stats.IntervalSnapshot;
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

    /**
     * One measured run: wall-clock throughput, the client process's CPU microseconds per transaction,
     * and the part of it spent on the users' own threads (the rest: statistics, GC, JIT).
     */
    public record Sample(double txPerSecond, double cpuMicrosPerTx, double userCpuMicrosPerTx) {
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

        public double bareUserCpuMedian() {
            return DriverBenchmark.median(bare.stream().map(Sample::userCpuMicrosPerTx).toList());
        }

        public double driverUserCpuMedian() {
            return DriverBenchmark.median(driver.stream().map(Sample::userCpuMicrosPerTx).toList());
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
                    log.printf(Locale.ROOT, "%-10s users %d  pair %d  bare %,.0f tx/s (%.1f µs CPU/tx, users %.1f)  driver %,.0f "
                            + "tx/s (%.1f µs CPU/tx, users %.1f)  ratio %.3f%n", statement.name(), users, p + 1,
                            b.txPerSecond(), b.cpuMicrosPerTx(), b.userCpuMicrosPerTx(), d.txPerSecond(),
                            d.cpuMicrosPerTx(), d.userCpuMicrosPerTx(), d.txPerSecond() / b.txPerSecond());
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
                .intervalSeconds(Math.max(0.05, Math.min(1, seconds / 4))) // intervals close while the users run
                .isolation(IsolationLevel.READ_COMMITTED).build();
        CpuWindow cpu = new CpuWindow(users);
        Path runs = Files.createDirectories(runsDirectory);
        RunSummary summary = WorkloadRun.builder(statement.workload(), target).config(config).runsDirectory(runs)
                .folderSuffix("-" + statement.name() + "-u" + users).listener(cpu).start().await();
        if (summary.total().errors().failed() > 0 || summary.outcome() != RunSummary.Outcome.COMPLETED) {
            throw new IllegalStateException("the driver's run of " + statement.name() + " did not complete cleanly: "
                    + summary.outcome() + (summary.failure() == null ? "" : " (" + summary.failure() + ")") + ", "
                    + summary.total().errors().failed() + " failed transactions");
        }
        if (cpu.transactions == 0) {
            throw new IllegalStateException("the driver's run of " + statement.name() + " closed no measured interval "
                    + "while its users ran: use longer --seconds");
        }
        return new Sample(summary.total().txPerSecond(), cpu.processNanos / 1e3 / cpu.transactions,
                cpu.userNanos / 1e3 / cpu.transactions);
    }

    /**
     * CPU of the measured intervals that closed while every user thread still ran (a finished
     * thread's CPU time cannot be read): from the start of the window to the last such interval.
     * Events arrive on the run's listener thread a moment after the interval closed, at both ends.
     */
    private static final class CpuWindow implements RunListener {
        private final int users;
        private long[] threads;
        private long processStart;
        private long userStart = -1;
        private long measured;
        long transactions;
        long processNanos;
        long userNanos;

        CpuWindow(int users) {
            this.users = users;
        }

        @Override
        public void phaseChanged(RunPhase phase, double elapsed) {
            if (phase == RunPhase.MEASURE) {
                threads = threadsNamed(USER_THREADS);
                processStart = DriverBenchmark.processCpuNanos();
                userStart = threads.length == users ? threadsCpuNanos(threads) : -1;
            }
        }

        @Override
        public void interval(IntervalSnapshot snapshot) {
            if (!"measure".equals(snapshot.phase()) || userStart < 0) {
                return;
            }
            measured += snapshot.total().count();
            long process = DriverBenchmark.processCpuNanos();
            long user = threadsCpuNanos(threads);
            if (user >= 0) {
                transactions = measured;
                processNanos = process - processStart;
                userNanos = user - userStart;
            }
        }
    }

    /** The driver names its users' threads so. */
    private static final String USER_THREADS = "xwb-user-";

    /** The live threads whose names start with {@code prefix} (looked up once: the lookup stops every thread). */
    static long[] threadsNamed(String prefix) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(prefix))
                .mapToLong(Thread::threadId).toArray();
    }

    /** CPU time of these threads; -1 when one has ended (its time can no longer be read). */
    static long threadsCpuNanos(long[] ids) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (long id : ids) {
            long nanos = threads.getThreadCpuTime(id);
            if (nanos < 0) {
                return -1;
            }
            sum += nanos;
        }
        return sum;
    }

    private Sample bare(BenchStatement statement, int users, double seconds, double warmup)
            throws SQLException, InterruptedException {
        return new BareJdbcLoop(target, statement).run(users, seconds, warmup);
    }
}
