package org.xwb.ui.plans;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.target.SingleIndex;
import org.xwb.core.target.Target;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.LiveRuns;

/**
 * Creates the index a hint proposes on the target, then refreshes the table's statistics (so the
 * planner knows the new index's expression as a DBA's ANALYZE or RUNSTATS would tell it), and
 * tells the plan view, which explains again against the plan before. While the dashboard runs on
 * the target, the build is recorded on the run ({@link LiveRuns}) and a failure shows as an error dialog.
 */
final class CreateIndexJob extends ReportingJob {

    private final IndexHint hint;
    private final String profile;
    private final PlanTargets targets;
    private final Runnable done;
    private final java.util.function.Consumer<String> failure;
    private volatile LiveRuns.IndexChange change;

    CreateIndexJob(IndexHint hint, String profile, PlanTargets targets, ProblemsLog problems, Runnable done,
            java.util.function.Consumer<String> failure) {
        super("Create index " + hint.proposal().getName() + " on " + profile, problems);
        this.hint = hint;
        this.profile = profile;
        this.targets = targets;
        this.done = done;
        this.failure = failure;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        SubMonitor progress = SubMonitor.convert(monitor, 2);
        Target target = targets.get(profile);
        progress.subTask("creating " + hint.proposal().getName());
        LiveRuns.IndexChange live = LiveRuns.change(profile, hint.proposal().getName(), true);
        change = live;
        try {
            target.createIndex(hint.collection(), hint.proposal());
            progress.worked(1); // no cancel between the build and its statistics
            progress.subTask("updating the statistics of " + hint.collection().getName());
            target.updateStatistics(SingleIndex.workload(hint.collection(), hint.proposal()));
        } catch (Exception e) {
            live.failed(e.getMessage() == null ? e.toString() : e.getMessage());
            throw e;
        }
        live.done(); // the users' next plans may use it
        progress.split(1);
        done.run();
    }

    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        failure.accept(getName() + " failed: " + message);
        LiveRuns.IndexChange started = change;
        if (started != null ? started.live() : LiveRuns.on(profile) != null) {
            LiveRuns.showFailure(org.eclipse.swt.widgets.Display.getDefault(), getName() + " failed",
                    getName() + " failed: " + message);
        }
    }
}
