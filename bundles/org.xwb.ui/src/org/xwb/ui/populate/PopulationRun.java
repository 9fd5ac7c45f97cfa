package org.xwb.ui.populate;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.StagedPopulation;
import org.xwb.kit.session.RunSession;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.jobs.UiThread;
import org.xwb.ui.problems.ProblemsLog;

/**
 * A staged population as a job, through the session {@code xwb populate} uses
 * ({@link RunSession#populate}), so the result folder is the command's. The job's Cancel is the
 * part's Stop: the population ends at the next batch boundary. What happens reaches the
 * {@link Listener} on the UI thread.
 */
final class PopulationRun {

    /** What a population tells the part; every call on the UI thread. */
    interface Listener {
        void status(String text);

        void stageStarted(int number, double seconds);

        /** About once a second: the stage's load progress at {@code seconds} of the population. */
        void tick(int stage, double seconds, LoadProgress progress);

        void stageDone(StagedPopulation.Stage stage);

        void finished(StagedPopulation.Outcome outcome, long rejected);

        /** {@code folder} is null when nothing was written. */
        void failed(String message, Path folder);
    }

    /** What to populate: {@code xwb populate}'s options. */
    record Request(String targetProfile, List<Long> stages, long seed, LoadOptions options, boolean indexesAfter) {
    }

    private final Control owner;
    private final Display display;
    private final Workspace workspace;
    private final ProblemsLog problems;
    private final RunSession session;
    private volatile Job job;

    /** @param owner the part's control: nothing reaches the listener once it is disposed */
    PopulationRun(Control owner, Workspace workspace, ProblemsLog problems) {
        this.owner = owner;
        this.display = owner.getDisplay();
        this.workspace = workspace;
        this.problems = problems;
        this.session = new RunSession(workspace);
    }

    void start(Request request, Listener listener) {
        Job started = new Job(request, listener);
        job = started;
        started.schedule();
    }

    /** Stop between batches, the same as Cancel in the status line. */
    void stop() {
        Job current = job;
        if (current != null) {
            current.cancel();
        }
    }

    /** Ends a population in progress and closes the targets. */
    void close() {
        stop();
        session.close();
    }

    private final class Job extends ReportingJob {
        private final Request request;
        private final Listener listener;
        private volatile Path folder;
        private volatile long rejected;

        Job(Request request, Listener listener) {
            super("Populate " + request.stages().size() + " stage(s) on " + request.targetProfile(), problems);
            this.request = request;
            this.listener = listener;
        }

        @Override
        protected void work(IProgressMonitor monitor) throws Exception {
            long customers = request.stages().get(request.stages().size() - 1);
            monitor.beginTask(getName(), (int) Math.min(Integer.MAX_VALUE, customers));
            ui(() -> listener.status("Starting the target " + request.targetProfile() + "..."));
            Target target = session.target(TargetChoice.of(request.targetProfile()));
            folder = StagedPopulation.newFolder(workspace);
            ui(() -> listener.status("Populating " + target.info().description() + "; results in " + folder));
            StagedPopulation.Outcome outcome = session.populate(target, request.stages(), request.seed(),
                    request.options(), request.indexesAfter(), folder, new StagedPopulation.Listener() {
                        private long customersDone;

                        @Override
                        public void stageStarted(int number, double seconds) {
                            monitor.subTask(number == 0 ? "Securities" : "Stage " + number);
                            ui(() -> listener.stageStarted(number, seconds));
                        }

                        @Override
                        public void tick(int stage, double seconds, LoadProgress progress) {
                            ui(() -> listener.tick(stage, seconds, progress));
                        }

                        @Override
                        public synchronized void stageDone(StagedPopulation.Stage stage) {
                            if (stage.number() > 0) {
                                monitor.worked((int) (stage.customersTotal() - customersDone));
                                customersDone = stage.customersTotal();
                            }
                            ui(() -> listener.stageDone(stage));
                        }

                        @Override
                        public void rejected(String origin, String reason) {
                            rejected++;
                            problems.warning("Rejected " + origin + ": " + reason, "populate");
                        }
                    });
            long refused = rejected;
            ui(() -> listener.finished(outcome, refused));
        }

        @Override
        protected void canceling() {
            session.stop();
            ui(() -> listener.status("Stopping after the batches being loaded..."));
        }

        @Override
        protected void failed(String message, Exception cause) {
            super.failed(message, cause);
            Path written = folder;
            ui(() -> listener.failed(message, written));
        }
    }

    private void ui(Runnable code) {
        UiThread.whileAlive(display, owner, code);
    }

    static String rate(LoadProgress progress) {
        return String.format(Locale.ROOT, "%,d documents, %,.0f docs/s, %.1f MB/s", progress.documents(),
                progress.docsPerSecond(), progress.mbPerSecond());
    }
}
