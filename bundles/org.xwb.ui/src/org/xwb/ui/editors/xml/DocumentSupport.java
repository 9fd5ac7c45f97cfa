package org.xwb.ui.editors.xml;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.validation.DocumentValidation;
import org.xwb.ui.validation.ProblemRows;
import org.xwb.xml.validate.CancellationToken;

/**
 * What the XML editor adds for a document: validation on open and on save against its schema
 * (the one it names, the workspace's, the kit's, or the one picked with "Validate with..."), the
 * FIXML order rules on orders, both kinds of problem marked in the text and listed in Problems,
 * and the status line naming the schema and rule set used. A large document validates as a job
 * with Cancel in the status line.
 */
final class DocumentSupport {

    /** Documents up to this size validate quietly; larger ones show their job with Cancel. */
    private static final long QUIET_LIMIT = 1L << 20;

    private final XmlEditorPart editor;
    private final ProblemsLog problems;
    private ReportingJob running;
    private DocumentValidation.Outcome last;

    DocumentSupport(XmlEditorPart editor, ProblemsLog problems) {
        this.editor = editor;
        this.problems = problems;
    }

    /** Validates the file as it is on disk (after open or save). */
    void validate() {
        if (running != null) {
            running.cancel();
        }
        Path file = editor.file();
        Display display = Display.getCurrent();
        CancellationToken cancel = new CancellationToken();
        editor.status("Validating " + file.getFileName() + "...");
        ReportingJob job = new ReportingJob("Validate " + file.getFileName(), problems) {
            @Override
            protected void work(IProgressMonitor monitor) {
                monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
                DocumentValidation.Outcome outcome = DocumentValidation.validate(file, editor.setup(), cancel);
                display.asyncExec(() -> show(this, outcome));
            }

            @Override
            protected void canceling() {
                cancel.cancel();
            }
        };
        job.setSystem(size(file) <= QUIET_LIMIT);
        running = job;
        job.schedule();
    }

    private void show(ReportingJob job, DocumentValidation.Outcome outcome) {
        if (job != running || !editor.isOpen()) {
            return;
        }
        running = null;
        last = outcome;
        editor.markProblems("validation", ProblemRows.marks(outcome.problems(), editor.file()));
        if (!outcome.cancelled()) {
            problems.replace(owner(), ProblemRows.entries(outcome.problems()));
        }
        editor.status(outcome.statusLine());
    }

    /** The last validation's outcome, or null before the first one ended. */
    DocumentValidation.Outcome last() {
        return last;
    }

    boolean validating() {
        return running != null;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    void dispose() {
        if (running != null) {
            running.cancel();
        }
        problems.replace(owner(), List.of());
    }

    private String owner() {
        return "validation:" + editor.file();
    }
}
