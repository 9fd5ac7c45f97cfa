package org.xwb.ui.editors.workload.jobs;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.IdRangesFromDatabase;
import org.xwb.model.Workload;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Reads the ids a target holds for every collection of a workload and what would change
 * ({@link IdRangesFromDatabase}, the rule of {@code import-tpox --refit-ids}); the editor shows the
 * plan and applies it. Works on a copy of the workload taken on the UI thread.
 */
public final class IdRangesJob extends TargetJob {

    private final Workload workload;
    private final Consumer<IdRangesFromDatabase.Plan> found;

    public IdRangesJob(ProblemsLog problems, Workspace workspace, String profile, Display display, Workload workload,
            Consumer<IdRangesFromDatabase.Plan> found) {
        super("Draw id ranges from " + profile, problems, workspace, profile, display, outcome -> {
        });
        this.workload = EcoreUtil.copy(workload);
        this.found = found;
    }

    @Override
    protected void work(Target target, IProgressMonitor monitor) throws Exception {
        monitor.subTask("Reading the ids of " + workload.getCollections().size() + " collections on " + profile());
        IdRangesFromDatabase.Plan plan = IdRangesFromDatabase.plan(workload, target);
        onUiThread(() -> found.accept(plan));
    }
}
