package org.xwb.bench.commands;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.bench.tpox.TpoxBenchmark;
import org.xwb.cli.TargetOption;
import org.xwb.cli.XwbCommand;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb bench-tpox}: the TPoX mix through the driver against a hand-written JDBC loop. */
@Command(name = "bench-tpox", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Benchmark: the TPoX mixed workload through XWB's driver against a hand-written JDBC loop "
                + "running the same statements with the same weights and value distributions, on the same target "
                + "(the database is rebuilt with the same seed before every run), alternating the two. Prints "
                + "the medians and their ratio. Uses a temporary workspace; the target's TPoX tables are replaced." })
public final class BenchTpoxCommand implements Callable<Integer> {

    @Mixin
    TargetOption target;

    @Option(names = "--customers", defaultValue = "1000", paramLabel = "N", description = "Database size (default ${DEFAULT-VALUE}).")
    long customers;

    @Option(names = "--users", defaultValue = "1,2", split = ",", paramLabel = "N,N", description = "User counts (default ${DEFAULT-VALUE}).")
    List<Integer> users;

    @Option(names = "--seconds", defaultValue = "20", paramLabel = "S", description = "Measured seconds per run (default ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", defaultValue = "5", paramLabel = "S", description = "Uncounted seconds first (default ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--repetitions", defaultValue = "3", paramLabel = "N", description = "Alternated pairs per user count (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of data and runs (default ${DEFAULT-VALUE}).")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Workspace workspace = new Workspace(Files.createTempDirectory("xwb-bench-tpox-ws")).ensureLayout();
        try (Target opened = target.open()) {
            out.printf(Locale.ROOT, "TPoX mixed: driver against a bare JDBC loop on %s, %,d customers, %.0f s + %.0f s warm-up, %d pairs%n",
                    opened.info().description(), customers, seconds, warmup, repetitions);
            out.flush();
            List<TpoxBenchmark.Result> results = new TpoxBenchmark(workspace, out).run(opened, customers, users, warmup,
                    seconds, repetitions, seed);
            out.printf(Locale.ROOT, "%n%6s %14s %14s %7s%n", "users", "bare tx/s", "driver tx/s", "ratio");
            for (TpoxBenchmark.Result r : results) {
                out.printf(Locale.ROOT, "%6d %,14.1f %,14.1f %7.3f%n", r.users(), r.bareMedian(), r.driverMedian(), r.ratio());
            }
            out.flush();
            return XwbCommand.OK;
        }
    }
}
