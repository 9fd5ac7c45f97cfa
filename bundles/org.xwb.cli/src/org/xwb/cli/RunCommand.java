package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadException;
import org.xwb.core.run.WorkloadFiles;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.model.Workload;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code xwb run}: one run of a workload, a progress line per second, the summary and the result folder. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run a workload with N virtual users and measure it (TPoX style).",
                "Options not given keep the workload's run settings. Ctrl-C stops gracefully and still writes the results.",
                "Exit codes: 0 ok, 1 run failed or errors over the threshold, 2 bad input." })
final class RunCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "The workload file (.xwl).")
    Path workloadFile;

    @Option(names = "--users", paramLabel = "N", description = "Concurrent virtual users.")
    Integer users;

    @Mixin
    RunOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Workload workload = WorkloadFiles.load(workloadFile);
            RunConfig.Builder settings = options.settings(workload);
            if (users != null) {
                settings.users(users);
            }
            RunConfig config = RunOptions.build(settings);
            try (Target target = options.target.open()) {
                WorkloadRun run = WorkloadRun.builder(workload, target).workloadFile(workloadFile).config(config)
                        .runsDirectory(options.runsDirectory()).listener(new ProgressPrinter(out, "")).start();
                out.printf("Run %s: %d users on %s (%s)%n", run.id(), config.users(), target.info().description(),
                        target.dialect());
                out.flush();
                RunSummary summary = awaitWithGracefulStop(run);
                SummaryTable.print(out, summary);
                out.println("Results: " + run.folder());
                out.flush();
                return summary.outcome() == RunSummary.Outcome.FAILED || summary.errorsOverThreshold()
                        ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
            }
        } catch (WorkloadException | BadInputException | IllegalArgumentException e) {
            err.println("xwb run: " + e.getMessage());
            return XwbCommand.BAD_INPUT;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return XwbCommand.RUN_ERRORS;
        } catch (Exception e) {
            err.println("xwb run: " + e);
            return XwbCommand.BAD_INPUT;
        }
    }

    /** Waits for the run; Ctrl-C (JVM shutdown) stops it gracefully so its results are written. */
    static RunSummary awaitWithGracefulStop(WorkloadRun run) throws InterruptedException {
        Thread hook = new Thread(() -> {
            run.stop();
            try {
                run.completion().get(40, java.util.concurrent.TimeUnit.SECONDS);
            } catch (Exception e) {
                // the JVM is going down; what was written stays
            }
        }, "xwb-stop-" + run.id());
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return run.await();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down
            }
        }
    }
}
