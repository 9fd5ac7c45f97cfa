package org.xwb.ui.editors.workload.jobs;

import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.DatabaseIds;
import org.xwb.model.Collection;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.generate.IdRange;

/** A collection's id range "from the database": the lowest and highest id of its table on a target. */
public final class DatabaseIdsJob extends TargetJob {

    private final Collection collection;
    private final Consumer<IdRange> found;

    public DatabaseIdsJob(ProblemsLog problems, Workspace workspace, String profile, Display display, Collection collection,
            Consumer<IdRange> found) {
        super("Read the ids of " + collection.getName() + " from " + profile, problems, workspace, profile, display,
                outcome -> {
                });
        this.collection = EcoreUtil.copy(collection);
        this.found = found;
    }

    @Override
    protected void work(Target target, IProgressMonitor monitor) throws Exception {
        Optional<IdRange> range = DatabaseIds.read(target, collection);
        if (range.isEmpty()) {
            problems().warning("The table of collection " + collection.getName() + " on " + profile()
                    + " holds no document: no id range to take", Location.named(getName()));
            return;
        }
        onUiThread(() -> found.accept(range.get()));
    }
}
