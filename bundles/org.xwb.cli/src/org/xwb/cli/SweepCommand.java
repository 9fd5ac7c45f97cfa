package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code xwb sweep}: the same workload at several user counts, throughput and p95 against users;
 * through {@link RunSession#sweep} as the dashboard's sweep, with its fresh TPoX database (built
 * once, or again before every point).
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run a workload once per user count (e.g. 25,50,75,100,125,150) and tabulate throughput and p95 against users.",
                "Each point is a run folder; the sweep folder holds sweep.csv and sweep.json.",
                "Exit codes: 0 ok, 1 a point failed or had errors over the threshold, 2 bad input." })
final class SweepCommand implements Callable<Integer> {

    @Option(names = "--users", paramLabel = "N,N,...", split = ",",
            description = "User counts (default: the workload's run settings).")
    List<Integer> users;

    @Option(names = "--fresh-database", paramLabel = "CUSTOMERS",
            description = "Build a fresh TPoX database of this many customers before the sweep (TPoX kit workloads;"
                    + " the workspace's refitted copy of the workload runs), as the dashboard's \"Fresh TPoX database\".")
    Long freshCustomers;

    @Option(names = "--rebuild-per-point",
            description = "With --fresh-database: build it again before every point, so no point runs on what an"
                    + " earlier one inserted (the dashboard's \"rebuild\"); without, the points share one database.")
    boolean rebuildPerPoint;

    @Mixin
    RunOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        List<Integer> counts = users != null ? users : usersOfTheWorkload();
        if (counts.isEmpty()) {
            throw new BadInputException("No user counts: give --users 1,2,4,8 or list users in the workload's run settings");
        }
        long customers = freshDatabase();
        RunRequest request = new RunRequest(options.workloadFile, options.target.choice(), customers, options.settings());
        try (RunSession session = new RunSession(Workspace.fromEnvironment(), options.runsDirectory())) {
            Sweep sweep = RunCommand.awaitWithGracefulStop(session, () -> session.sweep(request, counts, rebuildPerPoint,
                    new PointProgress(out, counts), new PointLines(out, counts)));
            out.printf(Locale.ROOT, "%n%8s %12s %10s %10s %8s  %s%n", "Users", "tx/s", "Avg ms", "p95 ms", "Errors",
                    "Outcome");
            boolean bad = false;
            for (RunSummary p : sweep.points()) {
                out.printf(Locale.ROOT, "%8d %12s %10.3f %10.3f %8d  %s%n", p.users(),
                        String.format(Locale.ROOT, "%,.1f", p.total().txPerSecond()), p.total().latency().meanMs(),
                        p.total().latency().percentile(95.0), p.total().errors().failed(), p.outcome().key());
                bad |= XwbCommand.exitCode(p) != XwbCommand.OK;
            }
            out.println("Results: " + sweep.folder());
            out.flush();
            return bad ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
        }
    }

    /** The user counts the workload's run settings list (the session checks every point's settings). */
    private List<Integer> usersOfTheWorkload() throws Exception {
        Workload workload = WorkloadFiles.load(options.workloadFile);
        return workload.getRunSettings() == null ? List.of() : List.copyOf(workload.getRunSettings().getUsers());
    }

    /** The customers of the fresh database, 0 for none; the options checked as the dashboard offers them. */
    private long freshDatabase() throws BadInputException {
        if (freshCustomers == null) {
            if (rebuildPerPoint) {
                throw new BadInputException("--rebuild-per-point rebuilds the fresh TPoX database: give --fresh-database CUSTOMERS too");
            }
            return 0;
        }
        if (freshCustomers < 1) {
            throw new BadInputException("--fresh-database must be at least 1 customer, not " + freshCustomers);
        }
        if (!KitWorkloads.isKitWorkload(options.workloadFile)) {
            throw new BadInputException("--fresh-database builds the TPoX database of a TPoX kit workload ("
                    + KitWorkloads.MIXED + ", " + KitWorkloads.QUERY_ONLY + " or " + KitWorkloads.INSERT_ONLY + "), not "
                    + options.workloadFile.getFileName());
        }
        return freshCustomers;
    }

    /** The database's preparation as {@code xwb demo} prints it, then a line per point as it starts. */
    private static final class PointProgress extends DemoCommand.DemoProgress {
        private final PrintWriter out;
        private final List<Integer> counts;
        private boolean first = true;

        PointProgress(PrintWriter out, List<Integer> counts) {
            super(out);
            this.out = out;
            this.counts = counts;
        }

        @Override
        public synchronized void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
            if (first) {
                out.println("Sweep: users " + counts + " on " + target.info().description());
                first = false;
            }
            out.println("Point " + run.id());
            RunCommand.printInsertsAfter(out, run);
            out.flush();
        }
    }

    /** The progress lines of each point in turn, prefixed with its user count (points run in the order given). */
    private static final class PointLines implements RunListener {
        private final PrintWriter out;
        private final List<Integer> counts;
        private int next;
        private ProgressPrinter current;

        PointLines(PrintWriter out, List<Integer> counts) {
            this.out = out;
            this.counts = counts;
        }

        private synchronized ProgressPrinter current() {
            if (current == null) {
                int users = counts.get(Math.min(next++, counts.size() - 1));
                current = new ProgressPrinter(out, String.format(Locale.ROOT, "[%d users] ", users));
            }
            return current;
        }

        @Override
        public void phaseChanged(RunPhase phase, double elapsedSeconds) {
            current().phaseChanged(phase, elapsedSeconds);
        }

        @Override
        public void interval(IntervalSnapshot snapshot) {
            current().interval(snapshot);
        }

        @Override
        public void finished(RunSummary summary) {
            current().finished(summary);
            synchronized (this) {
                current = null; // the next point prints with its own count and from its first second
            }
        }
    }
}
