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
import org.xwb.ui.problems.ProblemsLog.Location;

/** Create or Drop of one XML index on a target, with the target's own DDL; the table and its documents stay. */
public final class IndexDdlJob extends TargetJob {

    private final Workload single;
    private final boolean create;
    private final String index;

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
        if (create) {
            target.createIndexes(single);
        } else {
            target.dropIndexes(single);
        }
        String summary = String.format(java.util.Locale.ROOT, "%s XML index %s on %s in %.1f s",
                create ? "Created" : "Dropped", index, profile(), (System.nanoTime() - start) / 1e9);
        problems().info(summary, Location.named(getName()));
        report(summary);
    }
}
