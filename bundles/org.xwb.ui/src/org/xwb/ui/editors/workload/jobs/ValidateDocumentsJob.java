package org.xwb.ui.editors.workload.jobs;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.kit.design.DocumentValidation;
import org.xwb.model.Collection;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;

/**
 * A collection's documents validated against its schema, on demand: each problem in Problems at
 * its file, line and column (a double-click opens the document there), and a summary line.
 */
public final class ValidateDocumentsJob extends ReportingJob {

    /** Problems rows per validation at most; the summary counts them all. */
    static final int MAX_ROWS = 500;

    private final Collection collection;
    private final Path schema;
    private final Path workloadFolder;

    public ValidateDocumentsJob(ProblemsLog problems, Collection collection, Path schema, Path workloadFolder) {
        super("Validate the documents of " + collection.getName() + " against " + collection.getSchema(), problems);
        this.collection = EcoreUtil.copy(collection);
        this.schema = schema;
        this.workloadFolder = workloadFolder;
    }

    /** The Problems owner of a collection's validation: a new validation replaces the rows of the last. */
    public static String owner(String collection) {
        return "documents:" + collection;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        DocumentValidation result;
        try {
            result = DocumentValidation.of(collection, schema, workloadFolder, done -> monitor.subTask(done + " documents"),
                    monitor::isCanceled);
        } catch (SchemaCompileException e) {
            List<ProblemsLog.Entry> located = new ArrayList<>();
            for (XmlProblem problem : e.problems()) {
                located.add(entry(problem));
            }
            problems().replace(owner(collection.getName()), located);
            throw e;
        }
        List<ProblemsLog.Entry> entries = new ArrayList<>();
        for (XmlProblem problem : result.problems().subList(0, Math.min(MAX_ROWS, result.problems().size()))) {
            entries.add(entry(problem));
        }
        String summary = String.format(Locale.ROOT, "%s: %,d documents, %,d invalid, %,d problems%s", getName(),
                result.files(), result.invalid(), result.problems().size(), result.complete() ? "" : " (cancelled)");
        entries.add(ProblemsLog.entry(result.invalid() == 0 ? ProblemsLog.Severity.INFO : ProblemsLog.Severity.WARNING,
                summary, Location.of(schema)));
        problems().replace(owner(collection.getName()), entries);
    }

    private ProblemsLog.Entry entry(XmlProblem problem) {
        Location location;
        try {
            Path file = workloadFolder.resolve(problem.file()).normalize();
            location = Files.isRegularFile(file) ? Location.at(file, problem.line(), problem.column())
                    : Location.named(problem.file() + (problem.line() > 0 ? ":" + problem.line() + ":" + problem.column() : ""));
        } catch (InvalidPathException e) {
            location = Location.named(problem.file());
        }
        return ProblemsLog.entry(problem.severity() == XmlProblem.Severity.ERROR ? ProblemsLog.Severity.ERROR
                : ProblemsLog.Severity.WARNING, problem.message(), location);
    }
}
