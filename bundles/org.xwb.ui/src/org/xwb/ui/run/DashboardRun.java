package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.xwb.cli.kit.KitWorkloads;
import org.xwb.cli.kit.TpoxDatabase;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.workspace.Workspace;

/**
 * The dashboard's run threading, and the one class of the dashboard that knows the prepare-then-run
 * session ({@link RunSession}) and the TPoX kit: a request runs off the UI thread; what it reports
 * reaches the {@link Listener} on the UI thread, interval snapshots in one batch per UI turn so a
 * slow repaint never holds up the virtual users.
 */
final class DashboardRun {

    /** The kit's workloads, the mixed one first (the dashboard's default choice). */
    static final List<String> KIT_WORKLOADS = List.of(KitWorkloads.MIXED, KitWorkloads.QUERY_ONLY,
            KitWorkloads.INSERT_ONLY);

    /** What a run tells the dashboard; every call on the UI thread. */
    interface Listener {
        void status(String text);

        void interval(IntervalSnapshot snapshot);

        void finished(RunSummary summary, Path folder);

        /** Stopped while the database was being built: nothing was measured, nothing failed. */
        void stoppedBeforeTheRun(String message);

        /** {@code folder} is null when the run did not start. */
        void failed(String message, Path folder);
    }

    private final Control owner;
    private final Display display;
    private final RunSession session;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "xwb-dashboard-run");
        thread.setDaemon(true);
        return thread;
    });
    private final ConcurrentLinkedQueue<IntervalSnapshot> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private volatile RunPhase phase;
    private volatile double phaseSeconds;
    private volatile long phaseStartedNanos;

    /** @param owner the dashboard's control: nothing reaches the listener once it is disposed */
    DashboardRun(Control owner, Workspace workspace) {
        this.owner = owner;
        this.display = owner.getDisplay();
        this.session = new RunSession(workspace);
    }

    /** Whether the dashboard can build a fresh TPoX database for the workload. */
    static boolean isKitWorkload(Path file) {
        return KIT_WORKLOADS.contains(file.getFileName().toString());
    }

    /** Starts the request off the UI thread. */
    void start(RunRequest request, Listener listener) {
        phase = null;
        runner.execute(() -> execute(request, listener));
    }

    /** Graceful stop: the preparation ends at its next step or batch; a run finishes what is in flight. */
    void stop() {
        session.stop();
    }

    /** The driver's phase; null while the database is prepared (before the driver starts). */
    RunPhase phase() {
        return phase;
    }

    /** Seconds since the run started, as of the current phase's report plus the time since. */
    double elapsedSeconds() {
        return phaseSeconds + (System.nanoTime() - phaseStartedNanos) / 1e9;
    }

    private void execute(RunRequest request, Listener listener) {
        RunSession.Progress preparing = new RunSession.Progress() {
            @Override
            public void status(String text) {
                ui(() -> listener.status(text));
            }

            @Override
            public void step(TpoxDatabase.Step step, String detail) {
                ui(() -> listener.status(step.label() + (detail.isEmpty() ? "" : ": " + detail) + "..."));
            }

            @Override
            public void progress(LoadProgress load) {
                ui(() -> listener.status(String.format(Locale.ROOT, "Loading: %,d documents, %,.0f docs/s, %.1f MB/s",
                        load.documents(), load.docsPerSecond(), load.mbPerSecond())));
            }
        };
        RunListener driver = new RunListener() {
            @Override
            public void phaseChanged(RunPhase newPhase, double elapsedSeconds) {
                phaseSeconds = elapsedSeconds;
                phaseStartedNanos = System.nanoTime();
                phase = newPhase;
            }

            @Override
            public void interval(IntervalSnapshot snapshot) {
                pending.add(snapshot);
                if (drainScheduled.compareAndSet(false, true)) {
                    ui(() -> drain(listener));
                }
            }
        };
        try {
            RunSummary summary = session.execute(request, preparing, driver);
            Path folder = session.folder();
            ui(() -> {
                drain(listener);
                listener.finished(summary, folder);
            });
        } catch (TpoxDatabase.StoppedException | InterruptedException stopped) {
            ui(() -> listener.stoppedBeforeTheRun(stopped.getMessage()));
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            Path folder = session.folder();
            ui(() -> {
                drain(listener);
                listener.failed(message, folder);
            });
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
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (!owner.isDisposed()) {
                    code.run();
                }
            });
        }
    }

    /** Ends a run in progress and closes the targets (stops the embedded server this session started). */
    void close() {
        session.close();
        runner.shutdownNow();
    }
}
