package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.settings.RunSettingsDefaults;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb sweep}: the same workload at several user counts, throughput and p95 against users. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run a workload once per user count (e.g. 25,50,75,100,125,150) and tabulate throughput and p95 against users.",
                "Each point is a run folder; the sweep folder holds sweep.csv and sweep.json.",
                "Exit codes: 0 ok, 1 a point failed or had errors over the threshold, 2 bad input." })
final class SweepCommand implements Callable<Integer> {

    @Option(names = "--users", paramLabel = "N,N,...", split = ",",
            description = "User counts (default: the workload's run settings).")
    List<Integer> users;

    @Mixin
    RunOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Workload workload = WorkloadFiles.load(options.workloadFile);
        List<Integer> counts = users != null ? users
                : workload.getRunSettings() == null ? List.of() : List.copyOf(workload.getRunSettings().getUsers());
        if (counts.isEmpty()) {
            throw new BadInputException("No user counts: give --users 1,2,4,8 or list users in the workload's run settings");
        }
        RunConfig.Builder settings = RunConfig.from(RunSettingsDefaults.effective(workload));
        options.settings().accept(settings);
        for (int n : counts) {
            RunOptions.build(settings.users(n)); // every point's settings checked before the first starts
        }
        try (Target target = options.target.open()) {
            Path runs = options.runsDirectory();
            Sweep sweep = Sweep.create(runs, workload.getName());
            out.println("Sweep " + sweep.folder().getFileName() + ": users " + counts + " on "
                    + target.info().description());
            Thread hook = new Thread(sweep::stop, "xwb-sweep-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            List<RunSummary> points = sweep.run(counts, n -> WorkloadRun.builder(workload, target)
                    .workloadFile(options.workloadFile).config(settings.users(n).build()).runsDirectory(runs)
                    .listener(new ProgressPrinter(out, String.format(Locale.ROOT, "[%d users] ", n))), run -> {
                        out.println("Point " + run.id());
                        RunCommand.printInsertsAfter(out, run);
                        out.flush();
                    });
            Runtime.getRuntime().removeShutdownHook(hook);
            out.printf(Locale.ROOT, "%n%8s %12s %10s %10s %8s  %s%n", "Users", "tx/s", "Avg ms", "p95 ms", "Errors",
                    "Outcome");
            boolean bad = false;
            for (RunSummary p : points) {
                out.printf(Locale.ROOT, "%8d %12s %10.3f %10.3f %8d  %s%n", p.users(),
                        String.format(Locale.ROOT, "%,.1f", p.total().txPerSecond()), p.total().latency().meanMs(),
                        p.total().latency().percentile(95.0), p.total().errors().failed(), p.outcome().key());
                bad |= p.outcome() == RunSummary.Outcome.FAILED || p.errorsOverThreshold();
            }
            out.println("Results: " + sweep.folder());
            out.flush();
            return bad ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
        }
    }
}
