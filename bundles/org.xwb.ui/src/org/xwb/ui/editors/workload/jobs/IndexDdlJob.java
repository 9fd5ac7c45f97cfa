package org.xwb.ui.editors.workload.jobs;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.LiveRuns;
import org.xwb.ui.problems.ProblemsLog.Location;

/**
 * Create or Drop of one XML index on a target, with the target's own DDL; the table and its documents
 * stay. While the dashboard runs on that target the change goes on beside the users, on a connection
 * of its own, and is recorded on the run ({@link LiveRuns}): a created index gets its table's
 * statistics at once (the planner's view of its expression), and a failure shows as an error dialog.
 */
public final class IndexDdlJob extends TargetJob {

    private final Workload single;
    private final boolean create;
    private final String index;
    /** The change as started: recorded on a run going on against the target, or not. */
    private volatile LiveRuns.IndexChange change;

    /** @param collection the index's collection, copied here with that index alone */
    public IndexDdlJob(ProblemsLog problems, Workspace workspace, String profile, Display display, Collection collection,
            XmlIndex index, boolean create, Consumer<String> done) {
        super((create ? "Create" : "Drop") + " XML index " + index.getName() + " on " + profile, problems, workspace,
                profile, display, done);
        Collection copy = EcoreUtil.copy(collection);
        copy.getIndexes().removeIf(other -> !other.getName().equals(index.getName()));
        this.single = XwbFactory.eINSTANCE.createWorkload();
        single.getCollections().add(copy);
        this.create = create;
        this.index = index.getName();
    }

    @Override
    protected void work(Target target, IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        long start = System.nanoTime();
        LiveRuns.IndexChange live = LiveRuns.change(profile(), index, create);
        change = live;
        try {
            if (create) {
                target.createIndexes(single);
                if (live.live()) { // as a DBA would before the users' next plans: the planner learns the index's expression
                    monitor.subTask("updating the statistics of " + single.getCollections().get(0).getName());
                    target.updateStatistics(single);
                }
            } else {
                target.dropIndexes(single);
            }
        } catch (Exception e) {
            live.failed(e.getMessage() == null ? e.toString() : e.getMessage());
            throw e;
        }
        live.done();
        String summary = String.format(java.util.Locale.ROOT, "%s XML index %s on %s in %.1f s%s",
                create ? "Created" : "Dropped", index, profile(), (System.nanoTime() - start) / 1e9, live.marked());
        problems().info(summary, Location.named(getName()));
        report(summary);
    }

    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        LiveRuns.IndexChange started = change;
        if (started != null ? started.live() : LiveRuns.on(profile()) != null) {
            LiveRuns.showFailure(display(), getName() + " failed", getName() + " failed: " + message);
        }
    }
}
