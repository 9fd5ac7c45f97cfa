package org.xwb.bench.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.xwb.bench.driver.BenchStatement;
import org.xwb.bench.driver.DriverBenchmark;
import org.xwb.bench.driver.ServerDriverBenchmark;
import org.xwb.cli.TargetOption;
import org.xwb.cli.XwbCommand;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code xwb bench-driver}: the driver's throughput against a bare JDBC loop, on in-process H2 or,
 * with {@code --server}, on a real PostgreSQL over a socket.
 */
@Command(name = "bench-driver", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Measure what the driver costs: its tx/s against a bare JDBC loop running the same "
                + "statement, alternating the two; medians and their ratio.",
                "Default: a trivial point select on an in-process H2 database (goal >= 0.90).",
                "--server: on a real server over a socket (the embedded PostgreSQL unless --target names another): "
                        + "SELECT 1 and the kit's get_order on a fresh TPoX database (the target's TPoX tables are "
                        + "replaced), per statement and user count the median tx/s of each, the median of the pairs' "
                        + "ratios (goal >= 0.95) and the client's CPU microseconds per transaction." })
public final class BenchDriverCommand implements Callable<Integer> {

    @Option(names = "--server", description = "Measure on a real server (the embedded PostgreSQL, or --target) "
            + "instead of in-process H2.")
    boolean server;

    @Mixin
    TargetOption target;

    @Option(names = "--statements", paramLabel = "NAME,NAME", split = ",", description = "With --server: "
            + BenchStatement.SELECT_1 + " and/or " + BenchStatement.GET_ORDER + " (default both).")
    List<String> statements = List.of(BenchStatement.SELECT_1, BenchStatement.GET_ORDER);

    @Option(names = "--customers", paramLabel = "N", description = "With --server: TPoX customers of get_order's "
            + "database (default 1000).")
    long customers = 1000;

    @Option(names = "--users", paramLabel = "N,N,...", split = ",", description = "User counts (default 1,2; with "
            + "--server 1,2,4).")
    List<Integer> users;

    @Option(names = "--seconds", paramLabel = "S", description = "Measured seconds per run (default 5).")
    double seconds = 5;

    @Option(names = "--warmup", paramLabel = "S", description = "Warm-up seconds before each measurement (default 2).")
    double warmup = 2;

    @Option(names = { "--repetitions", "--pairs" }, paramLabel = "N", description = "Alternated pairs per user count and statement (default 5).")
    int repetitions = 5;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (repetitions < 1 || seconds <= 0 || warmup < 0) {
            throw new IllegalArgumentException("--repetitions must be at least 1, --seconds above 0, --warmup at least 0");
        }
        if (users != null && users.stream().anyMatch(n -> n < 1)) {
            throw new IllegalArgumentException("--users: every user count must be at least 1, got " + users);
        }
        if (server || spec.commandLine().getParseResult().hasMatchedOption("--target")) {
            return onServer();
        }
        if (users == null) {
            users = List.of(1, 2);
        }
        PrintWriter out = spec.commandLine().getOut();
        Path runs = Files.createTempDirectory("xwb-bench-driver");
        try {
            java.io.PrintStream log = new java.io.PrintStream(new java.io.OutputStream() {
                @Override
                public void write(int b) {
                    out.write(b);
                }

                @Override
                public void flush() {
                    out.flush();
                }
            }, true);
            List<DriverBenchmark.Result> results = new DriverBenchmark(new org.h2.Driver(), runs, log).run(users,
                    seconds, warmup, repetitions);
            out.printf(Locale.ROOT, "%n%6s %14s %14s %7s %16s %16s %7s%n", "Users", "bare tx/s", "driver tx/s", "ratio",
                    "bare tx/CPU-s", "driver tx/CPU-s", "ratio");
            for (DriverBenchmark.Result r : results) {
                out.printf(Locale.ROOT, "%6d %14s %14s %7.3f %16s %16s %7.3f%n", r.users(), n(r.bareMedian()),
                        n(r.driverMedian()), r.ratio(), n(r.bareCpuMedian()), n(r.driverCpuMedian()), r.cpuRatio());
            }
            out.println("(medians of " + repetitions + " alternated runs of " + seconds + " s each after " + warmup
                    + " s warm-up; " + Runtime.getRuntime().availableProcessors() + " cores, Java "
                    + System.getProperty("java.version") + ")");
            out.flush();
            return XwbCommand.OK;
        } finally {
            deleteTree(runs);
        }
    }

    /** The real-server mode: a target of the environment's workspace, get_order's database in a temporary one. */
    private int onServer() throws Exception {
        for (String name : statements) {
            if (!name.equals(BenchStatement.SELECT_1) && !name.equals(BenchStatement.GET_ORDER)) {
                throw new IllegalArgumentException("--statements: '" + name + "' is not one of " + BenchStatement.SELECT_1
                        + ", " + BenchStatement.GET_ORDER);
            }
        }
        if (customers < 1) {
            throw new IllegalArgumentException("--customers must be at least 1");
        }
        List<Integer> counts = users == null ? List.of(1, 2, 4) : users;
        PrintWriter out = spec.commandLine().getOut();
        Path scratch = Files.createTempDirectory("xwb-bench-driver");
        try (Target opened = target.open()) {
            out.printf(Locale.ROOT, "Driver against a bare JDBC loop on %s: %s, users %s, %d pairs of %s s after %s s "
                    + "warm-up%n", opened.info().description(), String.join(", ", statements), counts, repetitions,
                    seconds, warmup);
            out.flush();
            List<BenchStatement> measured = new java.util.ArrayList<>();
            for (String name : statements) {
                measured.add(name.equals(BenchStatement.SELECT_1) ? BenchStatement.selectOne(opened.dialect())
                        : BenchStatement.getOrder(opened, new Workspace(scratch.resolve("workspace")).ensureLayout(),
                                customers, 1, out));
            }
            List<ServerDriverBenchmark.Point> points = new ServerDriverBenchmark(opened, scratch.resolve("runs"), out)
                    .run(measured, counts, seconds, warmup, repetitions);
            out.printf(Locale.ROOT, "%n%-10s %6s %12s %12s %7s %14s %16s %16s %18s%n", "statement", "users",
                    "bare tx/s", "driver tx/s", "ratio", "bare µs CPU/tx", "driver µs CPU/tx", "bare users µs/tx",
                    "driver users µs/tx");
            for (ServerDriverBenchmark.Point p : points) {
                out.printf(Locale.ROOT, "%-10s %6d %12s %12s %7.3f %14.1f %16.1f %16.1f %18.1f%n", p.statement(),
                        p.users(), n(p.bareMedian()), n(p.driverMedian()), p.ratio(), p.bareCpuMedian(),
                        p.driverCpuMedian(), p.bareUserCpuMedian(), p.driverUserCpuMedian());
            }
            out.println("(tx/s and CPU: medians of " + repetitions + " alternated pairs of " + seconds + " s after "
                    + warmup + " s warm-up; ratio: median of the pairs' driver/bare ratios; CPU: the whole client "
                    + "process per transaction, users: the part on the users' threads; " + Runtime.getRuntime().availableProcessors() + " cores, Java "
                    + System.getProperty("java.version") + ")");
            out.flush();
            return XwbCommand.OK;
        } finally {
            deleteTree(scratch);
        }
    }

    private static String n(double v) {
        return String.format(Locale.ROOT, "%,.0f", v);
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
