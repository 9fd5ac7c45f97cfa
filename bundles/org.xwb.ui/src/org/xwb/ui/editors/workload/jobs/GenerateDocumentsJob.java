package org.xwb.ui.editors.workload.jobs;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.kit.design.DocumentGeneration;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/** "Generate N TPoX documents of kind K with seed S" into a folder, as a job; the editor then points the collection at them. */
public final class GenerateDocumentsJob extends ReportingJob {

    private final DocumentGeneration generation;
    private final Path folder;
    private final Display display;
    private final Consumer<DocumentGeneration.Generated> done;

    public GenerateDocumentsJob(ProblemsLog problems, DocumentGeneration generation, Path folder, Display display,
            Consumer<DocumentGeneration.Generated> done) {
        super("Generate " + generation.count() + " " + generation.kind().literal() + " documents (seed "
                + generation.seed() + ")", problems);
        this.generation = generation;
        this.folder = folder;
        this.display = display;
        this.done = done;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        SubMonitor progress = SubMonitor.convert(monitor, getName(), (int) Math.min(Integer.MAX_VALUE, generation.count()));
        long[] reported = new long[1];
        DocumentGeneration.Generated generated = generation.write(TpoxKit.installed(), folder, written -> {
            progress.worked((int) (written - reported[0]));
            reported[0] = written;
            progress.subTask(written + " of " + generation.count());
        }, monitor::isCanceled);
        problems().info(String.format(java.util.Locale.ROOT, "Generated %,d %s documents (%.1f MB, ids %s) in %s%s",
                generated.documents(), generation.kind().literal(), generated.bytes() / 1e6, generated.ids().first() + ".." + generated.ids().last(),
                generated.folder(), monitor.isCanceled() ? ", cancelled" : ""), generated.folder());
        if (!display.isDisposed() && generated.documents() > 0) {
            display.asyncExec(() -> done.accept(generated));
        }
    }
}
