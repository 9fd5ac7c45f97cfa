package org.xwb.ui.editors.workload.jobs;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.CollectionLoad;
import org.xwb.model.Collection;
import org.xwb.targets.text.LoadText;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

/**
 * Load into the target: the collection's documents through the target's loader with the insert
 * knobs (as {@code xwb load}), progress in the status line, Cancel ending the load at its next
 * batch with what was committed kept, each rejected document in Problems.
 */
public final class LoadCollectionJob extends TargetJob {

    private final Collection collection;
    private final Path workloadFolder;
    private final LoadOptions options;
    private final boolean replaceTable;
    private final boolean indexesAfter;

    /**
     * @param collection     a copy of the collection (the job reads it off the UI thread)
     * @param workloadFolder the folder its document directory is relative to
     * @param done           hears the summary line on the UI thread
     */
    public LoadCollectionJob(ProblemsLog problems, Workspace workspace, String profile, Display display,
            Collection collection, Path workloadFolder, LoadOptions options, boolean replaceTable, boolean indexesAfter,
            Consumer<String> done) {
        super("Load " + collection.getName() + " into " + profile, problems, workspace, profile, display, done);
        this.collection = collection;
        this.workloadFolder = workloadFolder;
        this.options = options;
        this.replaceTable = replaceTable;
        this.indexesAfter = indexesAfter;
    }

    @Override
    protected void work(Target target, IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        String owner = "load:" + collection.getName();
        problems().replace(owner, java.util.List.of());
        java.util.List<ProblemsLog.Entry> rejected = new java.util.concurrent.CopyOnWriteArrayList<>();
        LoadReport report = CollectionLoad.run(target, collection,
                CollectionLoad.stoppable(CollectionDocuments.open(collection, workloadFolder), monitor::isCanceled), options,
                replaceTable, indexesAfter, new CollectionLoad.Steps() {
                    @Override
                    public void progress(LoadProgress progress) {
                        monitor.subTask(String.format(Locale.ROOT, "%,d documents, %.0f docs/s", progress.documents(),
                                progress.docsPerSecond()));
                    }

                    @Override
                    public void rejected(String origin, String reason) {
                        rejected.add(ProblemsLog.entry(ProblemsLog.Severity.ERROR, "Not loaded: " + reason,
                                Location.of(workloadFolder.resolve(origin.replaceFirst("#\\d+$", "")).normalize())));
                    }

                    @Override
                    public void indexesCreated(int count, double seconds) {
                        monitor.subTask(count + " XML indexes created");
                    }
                });
        problems().replace(owner, rejected);
        String summary = (monitor.isCanceled() ? "Cancelled: " : "")
                + LoadText.summary(report, collection.getName()).lines().findFirst().orElse("") + " on " + profile();
        problems().info(summary, Location.named(getName()));
        report(summary);
    }
}
