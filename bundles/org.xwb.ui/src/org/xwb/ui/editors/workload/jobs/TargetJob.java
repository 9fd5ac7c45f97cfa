package org.xwb.ui.editors.workload.jobs;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.jobs.ReportingJob;

/**
 * Work of the workload editor on a target profile: the target is opened for the job (the embedded
 * server started if no one runs it) and closed at its end; what the job finds goes to Problems,
 * what it changes in the workload reaches the editor on the UI thread.
 */
abstract class TargetJob extends ReportingJob {

    private final Workspace workspace;
    private final String profile;
    private final Display display;
    private final Consumer<String> report;

    /** @param report hears, on the UI thread, the job's one-line outcome (also when it failed) */
    TargetJob(String name, ProblemsLog problems, Workspace workspace, String profile, Display display,
            Consumer<String> report) {
        super(name, problems);
        this.workspace = workspace;
        this.profile = profile;
        this.display = display;
        this.report = report;
    }

    @Override
    protected final void work(IProgressMonitor monitor) throws Exception {
        monitor.subTask("Opening " + profile);
        try (Target target = TargetChoice.of(profile).open(workspace)) {
            work(target, monitor);
        }
    }

    protected abstract void work(Target target, IProgressMonitor monitor) throws Exception;

    /** Runs on the UI thread unless the workbench closed meanwhile. */
    protected final void onUiThread(Runnable action) {
        if (!display.isDisposed()) {
            display.asyncExec(action);
        }
    }

    /** Tells the editor the outcome, on the UI thread. */
    protected final void report(String outcome) {
        onUiThread(() -> report.accept(outcome));
    }

    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        report(getName() + " failed: " + message);
    }

    protected final String profile() {
        return profile;
    }

    protected final Display display() {
        return display;
    }

    protected final Workspace workspace() {
        return workspace;
    }
}
