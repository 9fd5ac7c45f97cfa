package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.Sweep;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.IndexBuildListener.IndexBuilt;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.kit.session.TargetNotReadyException;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.report.charts.RunStart;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.jobs.UiThread;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

/**
 * The dashboard's run threading, and the one class of the dashboard that knows the prepare-then-run
 * session ({@link RunSession}) and the TPoX kit. A request runs as a job: the status line shows its
 * progress, and its Cancel is the dashboard's Stop (the preparation ends at its next step or batch,
 * a run finishes the transactions in flight and writes its results). What the run reports reaches
 * the {@link Listener} on the UI thread, interval snapshots in one batch per UI turn so a slow
 * repaint never holds up the virtual users.
 */
final class DashboardRun {

    /** The kit's workloads, the mixed one first (the dashboard's default choice). */
    static final List<String> KIT_WORKLOADS = List.of(KitWorkloads.MIXED, KitWorkloads.QUERY_ONLY,
            KitWorkloads.INSERT_ONLY);

    /** What a run tells the dashboard; every call on the UI thread. */
    interface Listener {
        void status(String text);

        /** Stop or Cancel was asked for; the run ends soon. */
        void stopping();

        void interval(IntervalSnapshot snapshot);

        /** An XML index of the run's target changed while it went on (issue 33), recorded on the run. */
        void indexEvent(IndexEvent event);

        /**
         * A run (or a sweep's point) has started: what the charts and the statistics table show, from
         * the workload and run config the session read (the dashboard reads no workload file itself).
         */
        void runStarted(RunStart start);

        void finished(RunSummary summary, Path folder);

        /** Stopped while the database was being built: nothing was measured, nothing failed. */
        void stoppedBeforeTheRun(String message);

        /** {@code folder} is null when the run did not start. */
        void failed(String message, Path folder);

        /** A sweep's point {@code index} (from 0) of {@code count} starts, at {@code users} users. */
        void pointStarted(int index, int count, int users);

        /** A sweep ended (all points, or those before a stop); {@code lastPoint} is the last point's run folder. */
        void sweepFinished(Sweep sweep, Path lastPoint);

        /** Start found no kit database on {@code target} (the run did not start): building it is offered. */
        default void kitDatabaseMissing(String target) {
        }
    }

    private final Control owner;
    private final Display display;
    private final ProblemsLog problems;
    private final RunSession session;
    private final ConcurrentLinkedQueue<IntervalSnapshot> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private volatile RunJob job;
    private volatile RunPhase phase;
    private volatile double phaseSeconds;
    private volatile long phaseStartedNanos;

    /** @param owner the dashboard's control: nothing reaches the listener once it is disposed */
    DashboardRun(Control owner, Workspace workspace, ProblemsLog problems) {
        this.owner = owner;
        this.display = owner.getDisplay();
        this.problems = problems;
        this.session = new RunSession(workspace);
        session.checkTargetBeforeRuns(true); // Start checks the target's collections and ids first
    }

    /** Whether the dashboard can build a fresh TPoX database for the workload. */
    static boolean isKitWorkload(Path file) {
        return KitWorkloads.isKitWorkload(file);
    }

    /** What the driver is doing, in the dashboard's words. */
    static String label(RunPhase phase) {
        return switch (phase) {
        case STARTING -> "Connecting users";
        case RAMP_UP -> "Ramp-up";
        case MEASURE -> "Measuring";
        case STOPPING -> "Stopping";
        case DONE -> "Writing results";
        };
    }

    /** Starts the request as a job; the session reads the workload and checks the settings. */
    void start(RunRequest request, Listener listener) {
        sweep(request, List.of(), false, listener);
    }

    /**
     * Starts a sweep of the request as a job: one run per user count, on the same database or (with
     * {@code rebuildPerPoint} and a fresh TPoX database) on one built afresh for each point.
     */
    void sweep(RunRequest request, List<Integer> userCounts, boolean rebuildPerPoint, Listener listener) {
        phase = null;
        RunJob started = new RunJob(request, userCounts, rebuildPerPoint, listener);
        job = started;
        started.schedule();
    }

    /** Graceful stop, the same as Cancel in the status line. */
    void stop() {
        RunJob current = job;
        if (current != null) {
            current.cancel();
        }
    }

    /** The driver's phase; null while the database is prepared (before the driver starts). */
    RunPhase phase() {
        return phase;
    }

    /** Seconds since the run started, as of the current phase's report plus the time since. */
    double elapsedSeconds() {
        return phaseSeconds + (System.nanoTime() - phaseStartedNanos) / 1e9;
    }

    /** One request: prepare (when asked) and run; the monitor gets the step or phase and how far it is. */
    private final class RunJob extends ReportingJob {
        private final RunRequest request;
        /** A sweep's user counts; empty: one run. */
        private final List<Integer> userCounts;
        /** A sweep's database built again before each point. */
        private final boolean rebuildPerPoint;
        private final Listener listener;
        /** Ramp-up plus measured duration of one run, from the run config the session computed. */
        private volatile double runSeconds = 1;
        /** Share of the job's progress the database preparation takes. */
        private final double preparationShare;
        private final AtomicBoolean ran = new AtomicBoolean();
        /** Guards the monitor: the preparation, the loaders and the driver report from their own threads. */
        private final Object reporting = new Object();
        private IProgressMonitor monitor;
        private int reported;
        private double fraction;
        /** The session's folder before this job: an earlier run's, not this one's. */
        private volatile Path earlierFolder;
        /** The sweep point running (0 for a run). */
        private volatile int point;

        RunJob(RunRequest request, List<Integer> userCounts, boolean rebuildPerPoint, Listener listener) {
            super((userCounts.isEmpty() ? "Run " : "Sweep ") + request.workloadFile().getFileName() + " on "
                    + request.target().argument(), problems);
            this.request = request;
            this.userCounts = List.copyOf(userCounts);
            this.rebuildPerPoint = rebuildPerPoint;
            this.listener = listener;
            this.preparationShare = request.prepareCustomers() > 0 ? 0.5 : 0;
            addJobChangeListener(new JobChangeAdapter() {
                @Override
                public void done(IJobChangeEvent event) {
                    LiveRuns.ended(request.target().argument()); // index changes on the target are no run's now
                    if (!ran.get()) { // cancelled before it started: nothing else will tell the dashboard
                        ui(() -> listener.stoppedBeforeTheRun("Stopped before the run started"));
                    }
                }
            });
        }

        @Override
        protected void work(IProgressMonitor progress) throws Exception {
            ran.set(true);
            earlierFolder = session.folder();
            synchronized (reporting) {
                monitor = progress;
                monitor.beginTask(getName(), 1000);
            }
            try {
                if (!userCounts.isEmpty()) {
                    Sweep sweep = session.sweep(request, userCounts, rebuildPerPoint, preparing(), driver());
                    Path lastPoint = session.folder();
                    ui(() -> {
                        drain(listener);
                        listener.sweepFinished(sweep, lastPoint);
                    });
                    return;
                }
                RunSummary summary = session.execute(request, preparing(), driver());
                Path folder = session.folder();
                ui(() -> {
                    drain(listener);
                    listener.finished(summary, folder);
                });
            } catch (TpoxDatabase.StoppedException | InterruptedException stopped) {
                ui(() -> listener.stoppedBeforeTheRun(stopped.getMessage()));
            } catch (IllegalArgumentException | WorkloadFileException badInput) {
                // the session's word on the workload or a setting: the user's to fix, not a failed job
                failed(badInput.getMessage(), badInput);
            }
        }

        @Override
        protected void failed(String message, Exception cause) {
            // the session remembers its last run: one that failed before making a folder has none
            Path folder = Objects.equals(session.folder(), earlierFolder) ? null : session.folder();
            ui(() -> {
                drain(listener);
                if (cause instanceof WorkloadFileException unreadable) { // each problem at its line and column
                    unreadable.problems().forEach(problem -> problems.error(problem.message(), Location.of(problem)));
                }
                if (cause instanceof TargetNotReadyException notReady) { // each of the target's problems at the workload
                    notReady.problems().forEach(problem -> problems.error("Target " + notReady.target() + ": " + problem,
                            request.workloadFile()));
                }
                listener.failed(message, folder); // the outcome tells Problems, with the run's folder
                if (cause instanceof TargetNotReadyException notReady && notReady.kitDatabaseMissing()) {
                    listener.kitDatabaseMissing(notReady.target());
                }
            });
        }

        @Override
        protected void canceling() {
            session.stop();
            ui(listener::stopping);
        }

        /**
         * Status and progress, from whichever thread reports: the monitor hears them one at a time.
         * {@code done} is the share of the whole job, or NaN to keep the last.
         */
        private void report(String text, double done) {
            synchronized (reporting) {
                if (!Double.isNaN(done)) {
                    fraction = Math.max(fraction, Math.min(1, done));
                }
                int target = (int) (1000 * fraction);
                if (monitor != null) {
                    monitor.subTask(text);
                    if (target > reported) {
                        monitor.worked(target - reported);
                        reported = target;
                    }
                }
            }
        }

        private RunSession.Progress preparing() {
            int steps = TpoxDatabase.Step.values().length;
            return new RunSession.Progress() {
                @Override
                public void status(String text) {
                    report(text, Double.NaN);
                    ui(() -> listener.status(text));
                }

                @Override
                public void step(TpoxDatabase.Step step, String detail) {
                    String text = step.label() + (detail.isEmpty() ? "" : ": " + detail) + "...";
                    report(text, preparationShare * step.ordinal() / steps);
                    ui(() -> listener.status(text));
                }

                @Override
                public void progress(LoadProgress load) {
                    String text = String.format(Locale.ROOT, "Loading: %,d documents, %,.0f docs/s, %.1f MB/s",
                            load.documents(), load.docsPerSecond(), load.mbPerSecond());
                    report(text, Double.NaN);
                    ui(() -> listener.status(text));
                }

                @Override
                public void indexStarted(String index, String collection, int number, int total) {
                    String text = String.format(Locale.ROOT, "Creating XML indexes: %d of %d started, %s on %s...",
                            number, total, index, collection);
                    report(text, Double.NaN);
                    ui(() -> listener.status(text));
                }

                @Override
                public void indexBuilt(IndexBuilt built) {
                    String text = String.format(Locale.ROOT, "Creating XML indexes: %d of %d built, %s in %.1f s%s",
                            built.number(), built.total(), built.index(), built.seconds(),
                            built.entries() < 0 ? "" : String.format(Locale.ROOT, " (%,d entries)", built.entries()));
                    report(text, Double.NaN);
                    ui(() -> listener.status(text));
                }

                @Override
                public void runStarted(WorkloadRun run, Workload workload, Path workloadFile, Target target) {
                    runSeconds = Math.max(1, run.config().rampUpSeconds() + run.config().durationSeconds());
                    LiveRuns.started(request.target().argument(), run); // index changes on its target are marked on it
                    RunStart start = RunStart.of(workload, run.config().rampUpSeconds());
                    int index = userCounts.isEmpty() ? 0 : point++;
                    ui(() -> {
                        drain(listener); // a sweep's last point's last intervals first
                        listener.runStarted(start);
                        if (!userCounts.isEmpty()) {
                            listener.pointStarted(index, userCounts.size(), userCounts.get(index));
                        }
                    });
                }
            };
        }

        private RunListener driver() {
            return new RunListener() {
                @Override
                public void phaseChanged(RunPhase newPhase, double elapsedSeconds) {
                    phaseSeconds = elapsedSeconds;
                    phaseStartedNanos = System.nanoTime();
                    phase = newPhase;
                    report(label(newPhase), ofRun(elapsedSeconds));
                }

                @Override
                public void interval(IntervalSnapshot snapshot) {
                    RunPhase now = phase;
                    report(String.format(Locale.ROOT, "%s: %.0f / %.0f s", now == null ? "Running" : label(now),
                            snapshot.endSeconds(),
                            runSeconds), ofRun(snapshot.endSeconds()));
                    pending.add(snapshot);
                    if (drainScheduled.compareAndSet(false, true)) {
                        ui(() -> drain(listener));
                    }
                }

                @Override
                public void indexEvent(IndexEvent event) {
                    ui(() -> listener.indexEvent(event));
                }
            };
        }

        private double ofRun(double seconds) {
            int points = Math.max(1, userCounts.size());
            double done = (Math.max(0, point - 1) + Math.min(1, seconds / runSeconds)) / points;
            return preparationShare + (1 - preparationShare) * (userCounts.isEmpty() ? seconds / runSeconds : done);
        }
    }

    /** On the UI thread: every snapshot that arrived since the last turn. */
    private void drain(Listener listener) {
        drainScheduled.set(false);
        for (IntervalSnapshot snapshot; (snapshot = pending.poll()) != null;) {
            listener.interval(snapshot);
        }
    }

    private void ui(Runnable code) {
        UiThread.whileAlive(display, owner, code);
    }

    /** Ends a run in progress and closes the targets (stops the embedded server this session started). */
    void close() {
        stop();
        session.close();
    }
}
