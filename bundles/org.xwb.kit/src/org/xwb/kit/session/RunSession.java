package org.xwb.kit.session;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.InsertDocuments;
import org.xwb.kit.StagedPopulation;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.kit.design.TargetCheck;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.weights.MixShares;
import org.xwb.targets.TargetChoice;
import org.xwb.xml.TpoxKit;

/**
 * Prepare, then run: open the target (once per session: the embedded server starts once), build
 * the TPoX database when asked, then drive the workload. The dashboard, {@code xwb demo},
 * {@code xwb run} and {@code xwb populate} all go through here. No SWT and no console: callers
 * hear what happens through {@link Progress} and the driver's {@link RunListener}.
 */
public final class RunSession implements AutoCloseable {

    /** What happens before and around the run; every method has a default, so callers pick. */
    public interface Progress extends TpoxDatabase.Listener {

        /** One line on what the session is doing (the dashboard's status line). */
        default void status(String text) {
        }

        /** The TPoX database is built. */
        default void prepared(TpoxDatabase.Prepared prepared) {
        }

        /** The driver has started {@code run} of {@code workload}, read from {@code workloadFile}, on {@code target}. */
        default void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
        }
    }

    private final Workspace workspace;
    private final Path runsDirectory;
    /** Targets stay open between runs: the embedded server starts once per session. */
    private final Map<TargetChoice, Target> openTargets = new ConcurrentHashMap<>();
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private volatile boolean checkTarget;
    private volatile WorkloadRun run;
    private volatile Sweep sweep;

    /** A session whose runs go to the workspace's runs/ folder. */
    public RunSession(Workspace workspace) {
        this(workspace, workspace.folder(Workspace.Folder.RUNS));
    }

    /**
     * @param workspace     whose profiles, embedded server and TPoX workloads are used
     * @param runsDirectory where run folders are made
     */
    public RunSession(Workspace workspace, Path runsDirectory) {
        this.workspace = workspace;
        this.runsDirectory = runsDirectory;
    }

    /** The target a choice names, opened on first use and kept open until {@link #close()}. */
    public Target target(TargetChoice choice) throws Exception {
        Target open = openTargets.get(choice);
        if (open != null) {
            return open;
        }
        Target target = choice.open(workspace);
        openTargets.put(choice, target);
        return target;
    }

    /**
     * Runs the request to its end (or a stop); returns the summary. The session is the one place that
     * reads the workload file: once, and its settings are checked before the target starts; with a
     * fresh TPoX database the kit refits and rewrites the workspace's copy, which is then read once
     * more (the workload that runs). Callers get what was read through {@link Progress#runStarted}.
     * Blocks: call off the UI thread.
     *
     * @throws IllegalArgumentException "Bad run setting: ..." for a value out of range, before any user starts
     */
    public RunSummary execute(RunRequest request, Progress progress, RunListener listener) throws Exception {
        stopRequested.set(false);
        sweep = null;
        Workload planned = WorkloadFiles.load(request.workloadFile());
        RunConfig plannedConfig = request.config(planned); // bad settings fail here, before the target starts
        Target target = target(request.target(), progress);
        Path workloadFile = prepare(request, planned, plannedConfig, target, 1, progress);
        Workload workload = refitted(request, workloadFile, planned);
        RunConfig config = workload == planned ? plannedConfig : request.config(workload);
        checkTarget(request, workload, target);
        progress.status("Running " + workload.getName() + " with " + config.users() + " users on "
                + target.info().description());
        run = WorkloadRun.builder(workload, target).workloadFile(workloadFile).config(config)
                .runsDirectory(runsDirectory).documents(InsertDocuments.opener(TpoxKit.installed())).listener(listener)
                .start();
        progress.runStarted(run, workload, workloadFile, target);
        if (stopRequested.get()) {
            run.stop();
        }
        return run.await();
    }

    /**
     * Whether a run (or sweep) on a database it does not build first checks the target before any
     * user starts (what {@code xwb check --target} checks): the dashboard's Start asks for it, so a
     * run that would fail on every statement or find nothing does not start. Off by default.
     */
    public void checkTargetBeforeRuns(boolean check) {
        this.checkTarget = check;
    }

    /** @throws TargetNotReadyException when the check is on and the target lacks what the workload reads */
    private void checkTarget(RunRequest request, Workload workload, Target target) {
        if (!checkTarget || request.prepareCustomers() > 0) {
            return; // a database built for the run is what it needs
        }
        List<String> found = TargetCheck.problems(workload, target);
        if (found.isEmpty()) {
            return;
        }
        // a collection of the kit database missing or empty: the database is not built there
        List<String> kit = NewWorkloads.databaseCollections(workspace).stream().map(c -> c.getName()).toList();
        boolean kitMissing = found.stream().anyMatch(p -> kit.stream().anyMatch(name -> p.startsWith("collection " + name + " "))
                && (p.contains("holds no documents") || p.contains("cannot be read")));
        throw new TargetNotReadyException(request.target().argument(), found, kitMissing);
    }

    /**
     * The workload that runs: the one read before, or after a preparation the file it returned, read
     * once now (the kit has just refitted and written it, the workspace's copy even when it was chosen).
     */
    private static Workload refitted(RunRequest request, Path workloadFile, Workload planned) throws Exception {
        return request.prepareCustomers() > 0 ? WorkloadFiles.load(workloadFile) : planned;
    }

    /**
     * Runs the request once per user count, in order, on one database (built first when asked, once):
     * {@code xwb sweep}'s folder, sweep.csv and a run folder per point (core's {@link Sweep}).
     * A stop ends the running point gracefully and skips the rest. Blocks: call off the UI thread.
     *
     * @throws IllegalArgumentException "Bad run setting: ..." for a point's value out of range, before the target starts
     */
    public Sweep sweep(RunRequest request, List<Integer> userCounts, Progress progress, RunListener listener)
            throws Exception {
        return sweep(request, userCounts, false, progress, listener);
    }

    /**
     * A sweep as {@link #sweep(RunRequest, List, Progress, RunListener)}; with {@code rebuildPerPoint}
     * and a request that builds the TPoX database, every point gets a database built afresh (the
     * same scale and seed), so no point runs on what an earlier point inserted or changed. A stop
     * while a point's database is built ends the sweep there, keeping the points before it.
     */
    public Sweep sweep(RunRequest request, List<Integer> userCounts, boolean rebuildPerPoint, Progress progress,
            RunListener listener) throws Exception {
        stopRequested.set(false);
        sweep = null;
        if (userCounts.isEmpty()) {
            throw new IllegalArgumentException("A sweep needs at least one user count");
        }
        Workload planned = WorkloadFiles.load(request.workloadFile());
        for (int users : userCounts) {
            request.users(users).config(planned); // every point's settings checked before the target starts
        }
        RunConfig plannedConfig = request.users(userCounts.get(0)).config(planned);
        Target target = target(request.target(), progress);
        boolean rebuild = rebuildPerPoint && request.prepareCustomers() > 0;
        Path firstFile = prepare(request, planned, plannedConfig, target, rebuild ? 1 : userCounts.size(), progress);
        Workload firstWorkload = refitted(request, firstFile, planned);
        checkTarget(request, firstWorkload, target);
        Sweep started = Sweep.create(runsDirectory, firstWorkload.getName());
        sweep = started;
        if (stopRequested.get()) {
            started.stop();
        }
        // the point's workload and file, from its builder to its start
        AtomicReference<Workload> pointWorkload = new AtomicReference<>(firstWorkload);
        AtomicReference<Path> pointFile = new AtomicReference<>(firstFile);
        try {
            started.run(userCounts, users -> {
                if (rebuild && !started.points().isEmpty()) {
                    try {
                        Path rebuilt = prepare(request, planned, plannedConfig, target, 1, progress);
                        pointFile.set(rebuilt);
                        pointWorkload.set(refitted(request, rebuilt, planned));
                    } catch (Exception e) {
                        throw new PointNotPrepared(e);
                    }
                }
                Workload workload = pointWorkload.get();
                progress.status("Running " + workload.getName() + " with " + users + " users on "
                        + target.info().description() + " (sweep point " + (started.points().size() + 1) + " of "
                        + userCounts.size() + ")");
                return WorkloadRun.builder(workload, target).workloadFile(pointFile.get())
                        .documents(InsertDocuments.opener(TpoxKit.installed()))
                        .config(request.users(users).config(workload)).runsDirectory(runsDirectory).listener(listener);
            }, point -> {
                run = point;
                progress.runStarted(point, pointWorkload.get(), pointFile.get(), target);
            });
        } catch (PointNotPrepared e) {
            if (e.getCause() instanceof TpoxDatabase.StoppedException || e.getCause() instanceof InterruptedException) {
                return started; // stopped while a point's database was built: the points before it stand
            }
            throw (Exception) e.getCause();
        }
        return started;
    }

    /** A sweep point's database could not be built; carries the cause out of the sweep's point factory. */
    private static final class PointNotPrepared extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PointNotPrepared(Exception cause) {
            super(cause);
        }
    }

    private Target target(TargetChoice choice, Progress progress) throws Exception {
        progress.status("Starting the target " + choice.argument() + "...");
        return target(choice);
    }

    /**
     * Builds the TPoX database when the request asks for one, its insert pools sized for {@code runs}
     * runs as {@code planned} (the request's workload as read) sets them; returns the workload file
     * to run (the kit's copy refitted to the database, which the kit has just written).
     *
     * @throws InterruptedException stopped before the run started
     */
    private Path prepare(RunRequest request, Workload planned, RunConfig plannedConfig, Target target, int runs,
            Progress progress) throws Exception {
        Path workloadFile = request.workloadFile();
        if (request.prepareCustomers() > 0) {
            // the insert pool follows the workload's insert share (insert-only needs the most)
            TpoxScale scale = TpoxScale.forRun(request.prepareCustomers(),
                    runs * (plannedConfig.rampUpSeconds() + plannedConfig.durationSeconds()), plannedConfig.seed(),
                    MixShares.documentInsertShare(planned));
            TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, scale,
                    LoadOptions.DEFAULT, progress, stopRequested::get); // Stop ends it at the next step or batch
            Path installed = prepared.workloads().get(workloadFile.getFileName().toString());
            if (installed != null) {
                workloadFile = installed; // the workspace's copy, fitted to the database just built
            }
            progress.prepared(prepared);
            progress.status(String.format("Database ready: %,d documents in %.1f s", prepared.documents(),
                    prepared.seconds()));
        }
        if (stopRequested.get()) {
            throw new InterruptedException("Stopped before the run started");
        }
        return workloadFile;
    }

    /**
     * A TPoX staged population on {@code target} (see {@link StagedPopulation}): all securities,
     * then customers and orders stage by stage, the workspace's TPoX workloads refitted after.
     * {@link #stop()} ends it at the next batch boundary, with a result folder that says it was
     * stopped. Blocks: call off the UI thread.
     */
    public StagedPopulation.Outcome populate(Target target, List<Long> stages, long seed, LoadOptions options,
            boolean indexesAfter, Path folder, StagedPopulation.Listener listener) throws Exception {
        stopRequested.set(false);
        sweep = null;
        run = null;
        return new StagedPopulation(TpoxKit.installed(), workspace).populate(target, stages, seed, options,
                indexesAfter, folder, listener, stopRequested::get);
    }

    /** Graceful stop: in-flight transactions finish and the results are written. */
    public void stop() {
        stopRequested.set(true);
        Sweep points = sweep;
        if (points != null) {
            points.stop(); // the rest of the points are skipped
        }
        WorkloadRun current = run;
        if (current != null) {
            current.stop();
        }
    }

    /**
     * Waits until the current run (if any) has written its results, e.g. in a shutdown hook after
     * {@link #stop()}. False when it did not finish in time.
     */
    public boolean awaitEnd(long timeout, TimeUnit unit) {
        WorkloadRun current = run;
        if (current == null) {
            return true;
        }
        try {
            current.completion().get(timeout, unit);
            return true;
        } catch (Exception e) {
            return current.completion().isDone();
        }
    }

    /** The folder of the running (or last) run. */
    public Path folder() {
        WorkloadRun current = run;
        return current == null ? null : current.folder();
    }

    /** Closes the targets (stops the embedded server this session started). */
    @Override
    public void close() {
        stop();
        openTargets.values().forEach(Target::close);
        openTargets.clear();
    }
}
