package org.xwb.ui.editors.workload.jobs;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.advisor.Advice;
import org.xwb.kit.advisor.AdvisorMonitor;
import org.xwb.kit.advisor.AdvisorSettings;
import org.xwb.kit.advisor.IndexAdvisor;
import org.xwb.model.Workload;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

/**
 * The index advisor on a target profile as a job: progress and status in the status line, Cancel
 * stops the running step (a run gracefully) and leaves the workload's own indexes on the target;
 * the advice reaches the editor's dialog on the UI thread.
 */
public final class AdviseIndexesJob extends TargetJob {

    private final Workload workload;
    private final Path workloadFile;
    private final AdvisorSettings settings;
    private final Consumer<Advice> advised;
    private final Consumer<String> status;

    /**
     * @param workload the editor's workload (copied here, so the advisor never touches the editor's)
     * @param status   hears each step (UI thread)
     * @param advised  hears the advice (UI thread)
     * @param done     hears the one-line outcome, also a failure (UI thread)
     */
    public AdviseIndexesJob(ProblemsLog problems, Workspace workspace, String profile, Display display, Workload workload,
            Path workloadFile, AdvisorSettings settings, Consumer<String> status, Consumer<Advice> advised,
            Consumer<String> done) {
        super("Advise XML indexes for " + workload.getName() + " on " + profile, problems, workspace, profile, display, done);
        this.workload = EcoreUtil.copy(workload);
        this.workloadFile = workloadFile;
        this.settings = settings;
        this.advised = advised;
        this.status = status;
    }

    @Override
    protected void work(Target target, IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), 100);
        int[] reported = { 0 };
        Advice advice;
        try {
            advice = new IndexAdvisor(workspace()).advise(workload, workloadFile, target, settings, new AdvisorMonitor() {
                @Override
                public void status(String text) {
                    monitor.subTask(text);
                    onUiThread(() -> status.accept(text));
                }

                @Override
                public void worked(int done, int total) {
                    int now = total == 0 ? 0 : done * 100 / total;
                    monitor.worked(now - reported[0]);
                    reported[0] = now;
                }

                @Override
                public boolean cancelled() {
                    return monitor.isCanceled();
                }
            });
        } catch (AdvisorMonitor.CancelledException e) {
            report("Cancelled: the target has the workload's own XML indexes again");
            throw new OperationCanceledException();
        }
        int chosen = advice.chosen().size();
        String summary = String.format(java.util.Locale.ROOT, "Advised %d XML %s for %s on %s in %.0f s", chosen,
                chosen == 1 ? "index" : "indexes", workload.getName(), profile(), advice.seconds());
        problems().info(summary, Location.named(getName()));
        onUiThread(() -> advised.accept(advice));
        report(summary);
    }
}
