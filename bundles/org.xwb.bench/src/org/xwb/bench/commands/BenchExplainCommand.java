package org.xwb.bench.commands;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.concurrent.Callable;

import org.xwb.bench.explain.ExplainBenchmark;
import org.xwb.cli.TargetOption;
import org.xwb.cli.XwbCommand;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb bench-explain}: the plan view's explain round trip on the demo database. */
@Command(name = "bench-explain", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Benchmark: the plan view's round trip on the TPoX demo database: the mixed workload's "
                + "get_order explained with the next drawn order id each time (EXPLAIN, EXPLAIN plus the index "
                + "hints, EXPLAIN ANALYZE), with the order_id index and without it. Uses a temporary workspace; "
                + "the target's TPoX tables are replaced and the index is put back at the end." })
public final class BenchExplainCommand implements Callable<Integer> {

    @Mixin
    TargetOption target;

    @Option(names = "--customers", defaultValue = "1000", paramLabel = "N", description = "Database size (default ${DEFAULT-VALUE}).")
    long customers;

    @Option(names = "--rounds", defaultValue = "200", paramLabel = "N", description = "Measured explains per line (default ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--warmup", defaultValue = "20", paramLabel = "N", description = "Uncounted explains first (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the data (default ${DEFAULT-VALUE}).")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (rounds < 1 || warmup < 0 || customers < 1) {
            throw new IllegalArgumentException("--rounds and --customers must be at least 1, --warmup at least 0");
        }
        PrintWriter out = spec.commandLine().getOut();
        Workspace workspace = new Workspace(Files.createTempDirectory("xwb-bench-explain-ws")).ensureLayout();
        try (Target opened = target.open()) {
            out.printf("Explain round trip of get_order on %s, %,d customers, %d rounds after %d warm-up%n",
                    opened.info().description(), customers, rounds, warmup);
            new ExplainBenchmark(workspace, out).run(opened, customers, warmup, rounds, seed);
            return XwbCommand.OK;
        }
    }
}
