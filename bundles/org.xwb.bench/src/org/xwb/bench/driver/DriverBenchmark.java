package org.xwb.bench.driver;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import javax.management.JMException;
import javax.management.ObjectName;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.WorkloadException;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.UniformIntSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;

/**
 * How much the driver costs: its throughput against a bare JDBC loop running the same trivial
 * statement ({@code SELECT v FROM bench WHERE id = ?}, random id, every column read, commit) on
 * the same in-process H2 database, in one process, alternating bare and driver runs (A B A B ...)
 * and comparing medians. An in-process database answers in about a microsecond, so every
 * nanosecond the driver spends per transaction shows. Besides wall-clock tx/s it reports
 * transactions per CPU-second of the whole process (users, statistics thread, GC, JIT): on a
 * machine shared with other work the wall-clock figures swing with the neighbours' load, the cost
 * per transaction much less. Not a test: the figures go to docs/benchmarks.md. Run it with
 * {@code xwb bench-driver} or this class's main on a plain class path.
 */
public final class DriverBenchmark {

    static final int ROWS = 10_000;
    static final String QUERY = "SELECT v FROM bench WHERE id = ?";

    /** One measured run: wall-clock throughput and transactions per CPU-second of the process. */
    public record Sample(double txPerSecond, double txPerCpuSecond) {
    }

    /** Medians of one user count; ratios are driver / bare. */
    public record Result(int users, List<Sample> bare, List<Sample> driver) {

        public double bareMedian() {
            return median(bare.stream().map(Sample::txPerSecond).toList());
        }

        public double driverMedian() {
            return median(driver.stream().map(Sample::txPerSecond).toList());
        }

        public double ratio() {
            return driverMedian() / bareMedian();
        }

        public double bareCpuMedian() {
            return median(bare.stream().map(Sample::txPerCpuSecond).toList());
        }

        public double driverCpuMedian() {
            return median(driver.stream().map(Sample::txPerCpuSecond).toList());
        }

        public double cpuRatio() {
            return driverCpuMedian() / bareCpuMedian();
        }
    }

    private final Driver h2;
    private final Path runsDirectory;
    private final PrintStream log;

    /**
     * @param h2            an H2 driver instance (under OSGi DriverManager cannot find it)
     * @param runsDirectory where the driver's runs write their result folders
     */
    public DriverBenchmark(Driver h2, Path runsDirectory, PrintStream log) {
        this.h2 = h2;
        this.runsDirectory = runsDirectory;
        this.log = log;
    }

    public List<Result> run(List<Integer> userCounts, double seconds, double warmupSeconds, int repetitions)
            throws SQLException, WorkloadException, IOException, InterruptedException {
        String url = "jdbc:h2:mem:xwb-bench-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
        try (Connection c = h2.connect(url, new Properties()); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE bench(id BIGINT PRIMARY KEY, v INT)");
            s.execute("INSERT INTO bench SELECT X, MOD(X * 7919, 1000) FROM SYSTEM_RANGE(1, " + ROWS + ")");
        }
        JdbcUrlTarget target = new JdbcUrlTarget(url, h2);
        Workload workload = workload();
        // one untimed round of each, so neither side pays for class loading and the first JIT work
        bare(target, 1, Math.min(1, seconds), 0.5);
        driver(target, workload, 1, Math.min(1, seconds), 0.5);
        List<Result> results = new ArrayList<>();
        for (int users : userCounts) {
            List<Sample> bare = new ArrayList<>();
            List<Sample> driver = new ArrayList<>();
            for (int r = 0; r < repetitions; r++) {
                Sample b = bare(target, users, seconds, warmupSeconds);
                Sample d = driver(target, workload, users, seconds, warmupSeconds);
                bare.add(b);
                driver.add(d);
                log.printf(java.util.Locale.ROOT,
                        "users %d  round %d  bare %,.0f tx/s (%,.0f per CPU-s)  driver %,.0f tx/s (%,.0f per CPU-s)"
                                + "  ratio %.3f (CPU %.3f)%n",
                        users, r + 1, b.txPerSecond(), b.txPerCpuSecond(), d.txPerSecond(), d.txPerCpuSecond(),
                        d.txPerSecond() / b.txPerSecond(), d.txPerCpuSecond() / b.txPerCpuSecond());
            }
            results.add(new Result(users, bare, driver));
        }
        try (Connection c = h2.connect(url, new Properties()); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        }
        return results;
    }

    /** The driver's tx/s over {@code seconds} after a ramp-up of {@code warmup}. */
    private Sample driver(JdbcUrlTarget target, Workload workload, int users, double seconds, double warmup)
            throws WorkloadException, IOException, InterruptedException {
        RunConfig config = RunConfig.from(null).users(users).durationSeconds(seconds).rampUpSeconds(warmup)
                .intervalSeconds(1).build();
        long[] cpu = new long[2];
        RunSummary summary = WorkloadRun.builder(workload, target).config(config).runsDirectory(runsDirectory)
                .folderSuffix("-bench-u" + users).listener(new RunListener() {
                    @Override
                    public void phaseChanged(RunPhase phase, double elapsed) {
                        if (phase == RunPhase.MEASURE) {
                            cpu[0] = processCpuNanos();
                        } else if (phase == RunPhase.STOPPING) {
                            cpu[1] = processCpuNanos();
                        }
                    }
                }).start().await();
        if (summary.total().errors().failed() > 0) {
            throw new IllegalStateException("the driver's benchmark run had errors: " + summary.total().errors());
        }
        return new Sample(summary.total().txPerSecond(), summary.total().count() / ((cpu[1] - cpu[0]) / 1e9));
    }

    /** CPU time of the whole process (all threads, GC and JIT included), through the platform MBean. */
    static long processCpuNanos() {
        try {
            return ((Number) ManagementFactory.getPlatformMBeanServer()
                    .getAttribute(new ObjectName("java.lang:type=OperatingSystem"), "ProcessCpuTime")).longValue();
        } catch (JMException e) {
            throw new IllegalStateException("process CPU time is not available: " + e.getMessage(), e);
        }
    }

    /** A bare JDBC loop per user ({@link BareJdbcLoop}): bind, query, read, commit; counted after {@code warmup}. */
    private Sample bare(JdbcUrlTarget target, int users, double seconds, double warmup)
            throws InterruptedException, SQLException {
        ServerDriverBenchmark.Sample sample = new BareJdbcLoop(target, new BenchStatement("point_select", QUERY, null, 1,
                ROWS)).run(users, seconds, warmup);
        return new Sample(sample.txPerSecond(), 1e6 / sample.cpuMicrosPerTx());
    }

    static Workload workload() {
        XwbFactory f = XwbFactory.eINSTANCE;
        Workload w = f.createWorkload();
        w.setName("bench-driver");
        Transaction t = f.createTransaction();
        t.setId("point_select");
        t.setWeight(1);
        org.xwb.model.Statement s = f.createStatement();
        s.setDialect("h2");
        s.getTexts().add(QUERY);
        t.getStatements().add(s);
        ParameterMarker m = f.createParameterMarker();
        m.setType(ParameterType.BIGINT);
        UniformIntSource ids = f.createUniformIntSource();
        ids.setMin(1);
        ids.setMax(ROWS);
        m.setSource(ids);
        t.getParameters().add(m);
        w.getTransactions().add(t);
        return w;
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** Plain class path: {@code DriverBenchmark [seconds] [repetitions] [users,users] [runs-folder]}. */
    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<Integer> users = args.length > 2 ? java.util.Arrays.stream(args[2].split(",")).map(Integer::valueOf).toList()
                : List.of(1, 2);
        Path runs = args.length > 3 ? Path.of(args[3]) : java.nio.file.Files.createTempDirectory("xwb-bench");
        Driver h2 = DriverManager.getDriver("jdbc:h2:mem:probe");
        for (Result r : new DriverBenchmark(h2, runs, System.out).run(users, seconds, 1, repetitions)) {
            System.out.printf(java.util.Locale.ROOT,
                    "users %d: median tx/s bare %,.0f driver %,.0f ratio %.3f; median tx per CPU-s bare %,.0f driver %,.0f ratio %.3f%n",
                    r.users(), r.bareMedian(), r.driverMedian(), r.ratio(), r.bareCpuMedian(), r.driverCpuMedian(),
                    r.cpuRatio());
        }
    }
}
