package org.xwb.ui.validation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.CancellationToken;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.InputFiles;
import org.xwb.xml.validate.SchemaCatalog;
import org.xwb.xml.validate.ValidationJob;
import org.xwb.xml.validate.ValidationReport;
import org.xwb.xml.validate.XmlProblem;

/**
 * Validate (navigator): the selected files and folders ({@code *.xml}, recursively) validated by
 * the engine of {@code xwb validate --order-rules} (each document against its own schema, FIXML
 * orders also against the kit's rules, TPoX batch files document by document), off the UI thread
 * with one core left to it. The status line shows documents done / total and docs/s, with
 * Cancel; Problems gets each document's problems (at most {@value #PER_FILE} per file, then the
 * count of the rest) and a summary row (valid, invalid, time), replacing the previous run's.
 */
public final class ValidateManyJob extends ReportingJob {

    /** The Problems owner of the rows a run publishes (each run replaces the previous one's). */
    public static final String OWNER = "validate-many";
    static final int PER_FILE = 20;
    static final int MAX_ROWS = 2000;
    private static final int UNITS = 1000;

    private final List<Path> paths;
    private final ValidationSetup setup;
    private final CancellationToken cancel = new CancellationToken();

    public ValidateManyJob(List<Path> paths, ValidationSetup setup, ProblemsLog problems) {
        super(name(paths), problems);
        this.paths = List.copyOf(paths);
        this.setup = setup;
    }

    private static String name(List<Path> paths) {
        return "Validate " + (paths.size() == 1 ? paths.get(0).getFileName().toString() : paths.size() + " items");
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        List<Path> files = InputFiles.expand(paths);
        if (files.isEmpty()) {
            problems().replace(OWNER, List.of(ProblemsLog.entry(ProblemsLog.Severity.INFO,
                    "No *.xml documents to validate in " + paths, where())));
            return;
        }
        monitor.beginTask(getName(), UNITS);
        RuleSet rules = setup.orderRules();
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1); // a core stays with the UI
        ValidationJob job = new ValidationJob(SchemaCatalog.located(setup.schemas()),
                rules == null ? null : rules::newChecker, threads);
        long start = System.nanoTime();
        int[] reported = { 0 };
        ValidationReport report = job.run(files, (done, total, invalid) -> {
            synchronized (reported) {
                double seconds = (System.nanoTime() - start) / 1e9;
                monitor.subTask(String.format(Locale.ROOT, "%,d / %,d documents, %,d invalid, %,.0f docs/s", done, total,
                        invalid, seconds > 0 ? done / seconds : 0));
                int target = total == 0 ? 0 : (int) ((long) UNITS * done / total);
                if (target > reported[0]) {
                    monitor.worked(target - reported[0]);
                    reported[0] = target;
                }
            }
        }, cancel);
        problems().replace(OWNER, rows(report));
    }

    /** Cancel in the status line: the workers stop, within a large document too. */
    @Override
    protected void canceling() {
        cancel.cancel();
    }

    private Location where() {
        return paths.size() == 1 ? Location.of(paths.get(0)) : Location.named("Validate");
    }

    List<ProblemsLog.Entry> rows(ValidationReport report) {
        List<ProblemsLog.Entry> rows = new ArrayList<>();
        rows.add(ProblemsLog.entry(report.cancelled() || report.invalidCount() > 0 ? ProblemsLog.Severity.WARNING
                : ProblemsLog.Severity.INFO, summary(report), where()));
        long unlisted = 0;
        long unlistedDocuments = 0;
        for (DocumentResult result : report.results()) {
            List<XmlProblem> found = result.problems();
            if (found.isEmpty()) {
                continue;
            }
            if (rows.size() >= MAX_ROWS) {
                unlisted += found.size();
                unlistedDocuments++;
                continue;
            }
            found.stream().limit(PER_FILE).forEach(problem -> rows.add(ProblemRows.entry(problem)));
            if (found.size() > PER_FILE) {
                XmlProblem first = found.get(0);
                rows.add(ProblemsLog.entry(ProblemsLog.Severity.ERROR, "... and " + (found.size() - PER_FILE)
                        + " more problems in this document", ProblemRows.location(first)));
            }
        }
        if (unlisted > 0) {
            rows.add(ProblemsLog.entry(ProblemsLog.Severity.WARNING, String.format(Locale.ROOT,
                    "%,d more problems in %,d more documents are not listed here; xwb validate --order-rules lists them all",
                    unlisted, unlistedDocuments), where()));
        }
        return rows;
    }

    static String summary(ValidationReport report) {
        long invalid = report.invalidCount();
        String counts = String.format(Locale.ROOT, "%,d valid, %,d invalid, %,d problems in %.2f s (%,.0f docs/s)",
                report.validated() - invalid, invalid, report.problems().size(), report.elapsed().toNanos() / 1e9,
                report.documentsPerSecond());
        return report.cancelled()
                ? String.format(Locale.ROOT, "Validation cancelled after %,d of %,d documents: %s", report.validated(),
                        report.total(), counts)
                : String.format(Locale.ROOT, "Validated %,d documents: %s", report.validated(), counts);
    }
}
