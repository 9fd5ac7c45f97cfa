package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.StagedPopulation;
import org.xwb.kit.session.RunSession;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb populate}: TPoX staged population, the insert rate of every stage. */
@Command(name = "populate", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Populate a TPoX database in stages (seed 000, Table 4): all securities, then customers and "
                + "their orders up to each stage's size. Prints the insert rate of every stage (docs/s and MB/s) and "
                + "writes stages.csv, timeline.csv (a row per second) and populate.json (settings, outcome) into "
                + "runs/<time>-populate/, the folder the workbench's Populate part writes too.",
                "The target's TPoX tables are replaced. Exit codes: 0 ok, 1 documents were rejected, 2 bad input." })
final class PopulateCommand implements Callable<Integer> {

    @Option(names = "--stages", required = true, split = ",", paramLabel = "N,N,...",
            description = "Customers in the database after each stage, e.g. 1000,2000,3000 (orders: five per customer).")
    List<Long> stages;

    @Mixin
    TargetOption target;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Generator seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    LoadKnobs knobs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        LoadOptions options = knobs.options(false);
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        Path folder = StagedPopulation.newFolder(workspace);
        try (RunSession session = new RunSession(workspace)) {
            Target opened = session.target(target.choice());
            out.printf("Populating %s in %d stage(s), indexes %s; results in %s%n", opened.info().description(),
                    stages.size(), knobs.indexes, folder);
            out.println("stage  customers      orders   documents   seconds     docs/s     MB/s");
            out.flush();
            StagePrinter printer = new StagePrinter(out);
            session.populate(opened, stages, seed, options, knobs.indexesAfter(), folder, printer);
            out.println("Stages: " + folder.resolve("stages.csv") + ", timeline: " + folder.resolve("timeline.csv"));
            out.flush();
            return printer.rejected == 0 ? XwbCommand.OK : XwbCommand.RUN_ERRORS;
        }
    }

    /** A line per stage and per rejected document; the timeline goes to timeline.csv only. */
    private static final class StagePrinter implements StagedPopulation.Listener {
        private final PrintWriter out;
        private long rejected;

        StagePrinter(PrintWriter out) {
            this.out = out;
        }

        @Override
        public synchronized void stageDone(StagedPopulation.Stage s) {
            out.printf(Locale.ROOT, "%5d %10s %11s %,11d %9.1f %,10.0f %8.1f%n", s.number(),
                    s.number() == 0 ? "securities" : String.format(Locale.ROOT, "%,d", s.customersTotal()),
                    s.number() == 0 ? "" : String.format(Locale.ROOT, "%,d", s.ordersTotal()), s.documents(), s.seconds(),
                    s.docsPerSecond(), s.mbPerSecond());
            out.flush();
        }

        @Override
        public synchronized void rejected(String origin, String reason) {
            rejected++;
            out.println("  rejected " + origin + ": " + reason);
            out.flush();
        }

        @Override
        public void progress(LoadListener.LoadProgress progress) {
            // the timeline goes to timeline.csv; the console gets a line per stage
        }
    }
}
