package org.xwb.ui.run;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/**
 * Builds the TPoX kit database (custacc, orders, security; the workspace's kit workloads fitted to
 * it) on a target that lacks it, as the dashboard's fresh database does before a run, without the
 * run: the dashboard offers it when Start found the kit database missing. Cancel ends it at the
 * next batch or step ({@link TpoxDatabase.StoppedException}); the outcome comes back in one line.
 */
final class BuildKitDatabaseJob extends ReportingJob {

    private final Workspace workspace;
    private final String profile;
    private final long customers;
    private final Display display;
    private final Consumer<String> done;

    /** @param done hears the one-line outcome on the UI thread (built, stopped or failed) */
    BuildKitDatabaseJob(ProblemsLog problems, Workspace workspace, String profile, long customers, Display display,
            Consumer<String> done) {
        super("Build the kit database on " + profile, problems);
        this.workspace = workspace;
        this.profile = profile;
        this.customers = customers;
        this.display = display;
        this.done = done;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        int steps = TpoxDatabase.Step.values().length;
        monitor.beginTask(getName(), steps);
        monitor.subTask("Opening " + profile);
        try (Target target = TargetChoice.of(profile).open(workspace)) {
            // the insert pool of a one-minute run of the mix, as the Welcome page's demo builds it
            TpoxDatabase.Prepared built = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target,
                    TpoxScale.forRun(customers, 60, 1), LoadOptions.DEFAULT,
                    new TpoxDatabase.Listener() {
                        private int reached;

                        @Override
                        public void step(TpoxDatabase.Step step, String detail) {
                            monitor.subTask(step.label() + ": " + detail);
                            int now = step.ordinal();
                            if (now > reached) {
                                monitor.worked(now - reached);
                                reached = now;
                            }
                        }
                    }, monitor::isCanceled);
            tell(String.format("Kit database built on %s: %,d documents in %.1f s. Start again.", profile,
                    built.documents(), built.seconds()));
        } catch (TpoxDatabase.StoppedException stopped) {
            tell("Building the kit database on " + profile + " was cancelled: " + stopped.getMessage());
        }
    }

    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        tell(getName() + " failed: " + message);
    }

    private void tell(String outcome) {
        if (!display.isDisposed()) {
            display.asyncExec(() -> done.accept(outcome));
        }
    }
}
