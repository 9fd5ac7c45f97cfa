package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.model.Workload;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb run}: one run of a workload, a progress line per second, the summary and the result folder. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run a workload with N virtual users and measure it (TPoX style).",
                "Options not given keep the workload's run settings. Ctrl-C stops gracefully and still writes the results.",
                "Exit codes: 0 ok, 1 run failed or errors over the threshold, 2 bad input." })
final class RunCommand implements Callable<Integer> {

    @Option(names = "--users", paramLabel = "N", description = "Concurrent virtual users.")
    Integer users;

    @Mixin
    RunOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Consumer<RunConfig.Builder> settings = options.settings();
        if (users != null) {
            settings = settings.andThen(b -> b.users(users));
        }
        RunRequest request = new RunRequest(options.workloadFile, options.target.choice(), 0, settings);
        try (RunSession session = new RunSession(Workspace.fromEnvironment(), options.runsDirectory())) {
            RunSummary summary = awaitWithGracefulStop(session, () -> session.execute(request, new RunSession.Progress() {
                @Override
                public void runStarted(WorkloadRun run, Workload workload, Path file, Target target) {
                    out.printf("Run %s: %d users on %s (%s)%n", run.id(), run.config().users(),
                            target.info().description(), target.dialect());
                    printInsertsAfter(out, run);
                    out.flush();
                }
            }, new ProgressPrinter(out, "")));
            SummaryTable.print(out, summary);
            out.println("Results: " + session.folder());
            out.flush();
            return XwbCommand.exitCode(summary);
        }
    }

    /** Says where a run's inserts begin when the database holds documents of earlier runs. */
    static void printInsertsAfter(PrintWriter out, WorkloadRun run) {
        run.insertsAfter().forEach((collection, id) -> out.printf(
                "  inserts into %s continue after id %d, the highest the database holds%n", collection, id));
    }

    /**
     * Does {@code work}, which drives the session; Ctrl-C (JVM shutdown) stops the session
     * gracefully meanwhile, so a run's results are still written.
     */
    static <T> T awaitWithGracefulStop(RunSession session, Callable<T> work) throws Exception {
        return GracefulStop.around("xwb-stop", () -> {
            session.stop();
            session.awaitEnd(40, TimeUnit.SECONDS); // the JVM is going down; what was written stays
        }, work);
    }
}
