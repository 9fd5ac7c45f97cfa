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

import org.xwb.bench.driver.DriverBenchmark;
import org.xwb.cli.XwbCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb bench-driver}: the driver's throughput against a bare JDBC loop on in-process H2. */
@Command(name = "bench-driver", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measure what the driver costs: its tx/s against a bare JDBC loop running the same trivial "
                + "statement on the same in-process H2 database, alternating A B A B; medians and their ratio (goal >= 0.90).")
public final class BenchDriverCommand implements Callable<Integer> {

    @Option(names = "--users", paramLabel = "N,N,...", split = ",", description = "User counts (default 1,2).")
    List<Integer> users = List.of(1, 2);

    @Option(names = "--seconds", paramLabel = "S", description = "Measured seconds per run (default 5).")
    double seconds = 5;

    @Option(names = "--warmup", paramLabel = "S", description = "Warm-up seconds before each measurement (default 2).")
    double warmup = 2;

    @Option(names = "--repetitions", paramLabel = "N", description = "Alternated pairs per user count (default 5).")
    int repetitions = 5;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
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
