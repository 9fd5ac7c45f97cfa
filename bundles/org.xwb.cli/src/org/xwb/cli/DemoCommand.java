package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.IndexBuildListener.IndexBuilt;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.model.Workload;
import org.xwb.xml.TpoxKit;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code xwb demo}: the TPoX mixed workload on a fresh database, start to finish, with nothing
 * installed but a JDK: starts the embedded PostgreSQL, generates and loads a small TPoX database
 * with its 24 XML indexes, runs the 13-transaction mix and prints the summary and result folder.
 */
@Command(name = "demo", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run the TPoX mixed workload on a fresh TPoX database: start the target (the embedded "
                + "PostgreSQL by default), generate and load the documents, create the XML indexes, run the mix "
                + "with N users and print the summary. The workloads live in <workspace>/workloads/tpox: one "
                + "edited there (e.g. in the workbench) runs with its edits; only its id ranges are refitted.",
                "Exit codes: 0 ok, 1 run failed or errors over the threshold, 2 bad input." })
final class DemoCommand implements Callable<Integer> {

    @Option(names = "--customers", defaultValue = "1000", paramLabel = "N",
            description = "Customers loaded (orders: 5 each); at least as many again are kept as new documents for the inserts. Default ${DEFAULT-VALUE}.")
    long customers;

    @Option(names = "--users", defaultValue = "4", paramLabel = "N", description = "Concurrent users (default ${DEFAULT-VALUE}).")
    int users;

    @Option(names = "--duration", defaultValue = "30s", paramLabel = "TIME", converter = Durations.class,
            description = "Measured time after ramp-up (default ${DEFAULT-VALUE}).")
    double duration;

    @Option(names = "--rampup", defaultValue = "5s", paramLabel = "TIME", converter = Durations.class,
            description = "Ramp-up before measuring (default ${DEFAULT-VALUE}).")
    double rampUp;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the data and the run: the same seed builds the same database and replays the same mix.")
    long seed;

    @Option(names = "--workload", defaultValue = KitWorkloads.MIXED, paramLabel = "FILE",
            description = "Kit workload to run: " + KitWorkloads.MIXED + ", " + KitWorkloads.QUERY_ONLY + " or "
                    + KitWorkloads.INSERT_ONLY + " (default ${DEFAULT-VALUE}).")
    String workloadName;

    @Mixin
    TargetOption target;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (customers < 1 || users < 1) {
            throw new BadInputException("--customers and --users must be at least 1");
        }
        if (!KitWorkloads.names(TpoxKit.installed()).contains(workloadName)) {
            throw new BadInputException("no kit workload " + workloadName + "; the kit has "
                    + KitWorkloads.names(TpoxKit.installed()));
        }
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        out.printf("XWB demo: TPoX %s, %,d customers, %d users, %.0f s (+%.0f s ramp-up), workspace %s%n",
                workloadName, customers, users, duration, rampUp, workspace.root());
        out.flush();
        try (RunSession session = new RunSession(workspace)) {
            long started = System.nanoTime();
            Target opened = session.target(target.choice());
            out.printf(Locale.ROOT, "Target: %s, %s (started in %.1f s)%n", opened.info().description(),
                    opened.serverVersion(), (System.nanoTime() - started) / 1e9);
            // the kit's workload sizes the database; its refitted copy in the workspace runs, with any edit made there
            RunRequest request = new RunRequest(KitWorkloads.shipped(TpoxKit.installed(), workloadName), target.choice(),
                    customers, b -> b.users(users).durationSeconds(duration).rampUpSeconds(rampUp).seed(seed));
            RunSummary summary = RunCommand.awaitWithGracefulStop(session,
                    () -> session.execute(request, new DemoProgress(out), new ProgressPrinter(out, "")));
            SummaryTable.print(out, summary);
            out.println("Results: " + session.folder());
            out.flush();
            return XwbCommand.exitCode(summary);
        }
    }

    /** One line per preparation step and one per second of loading; the database and the run as they start. */
    static class DemoProgress implements RunSession.Progress {
        private final PrintWriter out;

        DemoProgress(PrintWriter out) {
            this.out = out;
        }

        @Override
        public synchronized void prepared(TpoxDatabase.Prepared prepared) {
            out.printf(Locale.ROOT, "Database ready: %,d documents in %.1f s%n", prepared.documents(), prepared.seconds());
            out.flush();
        }

        @Override
        public synchronized void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
            // the workspace's copy, which keeps any edit made to it in the workbench
            out.printf("Run %s: %s (%s), %d users%n", run.id(), workload.getName(), workloadFile, run.config().users());
            out.flush();
        }

        @Override
        public synchronized void step(TpoxDatabase.Step step, String detail) {
            out.println("  " + step.label() + (detail.isEmpty() ? "" : ": " + detail));
            out.flush();
        }

        @Override
        public synchronized void progress(LoadListener.LoadProgress p) {
            out.printf(Locale.ROOT, "    %5.1f s  %,9d docs  %,8.0f docs/s  %6.1f MB/s%n", p.elapsedSeconds(),
                    p.documents(), p.docsPerSecond(), p.mbPerSecond());
            out.flush();
        }

        @Override
        public synchronized void indexBuilt(IndexBuilt built) {
            out.printf(Locale.ROOT, "    %2d/%d  %-28s %-9s %7.1f s%s%n", built.number(), built.total(), built.index(),
                    built.collection(), built.seconds(),
                    built.entries() < 0 ? "" : String.format(Locale.ROOT, "  %,d entries", built.entries()));
            out.flush();
        }

        @Override
        public synchronized void rejected(String origin, String reason) {
            out.println("    rejected " + origin + ": " + reason);
            out.flush();
        }
    }
}
