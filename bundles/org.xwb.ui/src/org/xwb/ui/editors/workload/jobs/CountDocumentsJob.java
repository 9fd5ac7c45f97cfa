package org.xwb.ui.editors.workload.jobs;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.xwb.kit.design.CollectionContents;
import org.xwb.model.Collection;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;

/**
 * The count and size preview of a collection's documents, off the UI thread and in the background
 * (not in the status line: the editor starts it whenever the document source changes, and a newer
 * count cancels an older one).
 */
public final class CountDocumentsJob extends ReportingJob {

    private final Collection collection;
    private final Path workloadFolder;
    private final Display display;
    private final Consumer<String> shown;

    public CountDocumentsJob(ProblemsLog problems, Collection collection, Path workloadFolder, Display display,
            Consumer<String> shown) {
        super("Count the documents of " + collection.getName(), problems);
        setUser(false);
        setSystem(true);
        setPriority(Job.SHORT);
        this.collection = EcoreUtil.copy(collection);
        this.workloadFolder = workloadFolder;
        this.display = display;
        this.shown = shown;
    }

    @Override
    protected void work(IProgressMonitor monitor) {
        String text;
        try {
            text = CollectionContents.of(collection, workloadFolder, monitor::isCanceled).summary();
        } catch (Exception e) {
            text = "No documents to count: " + e.getMessage();
        }
        if (!monitor.isCanceled() && !display.isDisposed()) {
            String result = text;
            display.asyncExec(() -> shown.accept(result));
        }
    }

    @Override
    protected void failed(String message, Exception cause) {
        // a preview that cannot be made says so in its own line (above), not in Problems
    }
}
