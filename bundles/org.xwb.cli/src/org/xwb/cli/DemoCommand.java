package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadFiles;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.Workload;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.model.weights.MixShares;
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
        PrintWriter err = spec.commandLine().getErr();
        TpoxScale scale;
        try {
            // the insert pool follows the chosen workload's insert share (insert-only needs the most);
            // an unknown name is reported once the kit is installed
            Path kitWorkload = TpoxKit.installed().root().resolve("workloads").resolve(workloadName);
            double insertShare = java.nio.file.Files.isRegularFile(kitWorkload)
                    ? MixShares.documentInsertShare(WorkloadFiles.load(kitWorkload))
                    : TpoxScale.MIX_INSERT_SHARE;
            scale = TpoxScale.forRun(customers, duration + rampUp, seed, insertShare);
            if (users < 1) {
                throw new IllegalArgumentException("--users must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            err.println("xwb demo: " + e.getMessage());
            return XwbCommand.BAD_INPUT;
        }
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        out.printf("XWB demo: TPoX %s, %,d customers, %d users, %.0f s (+%.0f s ramp-up), workspace %s%n",
                workloadName, customers, users, duration, rampUp, workspace.root());
        out.flush();
        long started = System.nanoTime();
        try (Target opened = target.open()) {
            out.printf(Locale.ROOT, "Target: %s, %s (started in %.1f s)%n", opened.info().description(),
                    opened.serverVersion(), (System.nanoTime() - started) / 1e9);
            TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(opened, scale,
                    LoadOptions.DEFAULT, new PreparePrinter(out));
            out.printf(Locale.ROOT, "Database ready: %,d documents in %.1f s%n", prepared.documents(), prepared.seconds());
            Path workloadFile = prepared.workloads().get(workloadName);
            if (workloadFile == null) {
                err.println("xwb demo: no kit workload " + workloadName + "; the kit has " + prepared.workloads().keySet());
                return XwbCommand.BAD_INPUT;
            }
            Workload workload = WorkloadFiles.load(workloadFile);
            RunConfig config = RunConfig.from(RunSettingsDefaults.effective(workload)).users(users)
                    .durationSeconds(duration).rampUpSeconds(rampUp).seed(seed).build();
            WorkloadRun run = WorkloadRun.builder(workload, opened).workloadFile(workloadFile).config(config)
                    .runsDirectory(workspace.folder(Workspace.Folder.RUNS)).documents(CollectionDocuments::open)
                    .listener(new ProgressPrinter(out, "")).start();
            // the workspace's copy, which keeps any edit made to it in the workbench
            out.printf("Run %s: %s (%s), %d users%n", run.id(), workload.getName(), workloadFile, users);
            out.flush();
            RunSummary summary = RunCommand.awaitWithGracefulStop(run);
            SummaryTable.print(out, summary);
            out.println("Results: " + run.folder());
            out.flush();
            return summary.outcome() == RunSummary.Outcome.FAILED || summary.errorsOverThreshold()
                    ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
        } catch (IllegalArgumentException e) {
            err.println("xwb demo: " + e.getMessage());
            return XwbCommand.BAD_INPUT;
        }
    }

    /** One line per preparation step and one per second of loading. */
    static final class PreparePrinter implements TpoxDatabase.Listener {
        private final PrintWriter out;

        PreparePrinter(PrintWriter out) {
            this.out = out;
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
        public synchronized void rejected(String origin, String reason) {
            out.println("    rejected " + origin + ": " + reason);
            out.flush();
        }
    }
}
