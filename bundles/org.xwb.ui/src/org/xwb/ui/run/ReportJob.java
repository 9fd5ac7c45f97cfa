package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.report.HtmlReport;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.ReportViewerPart;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;

/** Report...: writes runs and sweeps as one HTML file (as {@code xwb report} does) and opens it in the workbench. */
final class ReportJob extends ReportingJob {

    private final List<Path> folders;
    private final Path file;
    private final Display display;
    private final EditorOpener editors;

    ReportJob(List<Path> folders, Path file, ProblemsLog problems, Display display, EditorOpener editors) {
        super("Report of " + (folders.size() == 1 ? folders.get(0).getFileName().toString() : folders.size() + " runs"),
                problems);
        this.folders = List.copyOf(folders);
        this.file = file;
        this.display = display;
        this.editors = editors;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        monitor.beginTask("Drawing the charts and writing " + file.getFileName(), IProgressMonitor.UNKNOWN);
        HtmlReport.Written written = HtmlReport.write(folders, file);
        problems().info("Report written: " + written.file() + " (" + written.charts() + " charts)", written.file());
        display.asyncExec(() -> {
            if (editors.open(written.file()).getObject() instanceof ReportViewerPart viewer) {
                viewer.reload(); // it was open already, showing the report before this one
            }
        });
    }
}
