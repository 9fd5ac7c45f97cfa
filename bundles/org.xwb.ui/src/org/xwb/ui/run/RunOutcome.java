package org.xwb.ui.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.function.Consumer;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Link;
import org.xwb.core.run.Sweep;
import org.xwb.core.stats.RunSummary;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

/**
 * How a run ended, told once: the summary line under the charts (its link opens the run's
 * stats.txt), the status line, Problems for what went wrong, and {@link RunEvents#FINISHED} for the
 * parts that list runs. Remembers the last run's folder for the chart export.
 */
final class RunOutcome {

    private final Link summary;
    private final Consumer<String> status;
    private final ProblemsLog problems;
    private final IEventBroker events;
    private Path lastFolder;
    /** What the summary's link opens: the run's stats.txt or the sweep's sweep.csv. */
    private Path linked;

    RunOutcome(Composite parent, Consumer<String> status, ProblemsLog problems, IEventBroker events,
            EditorOpener editors) {
        this.status = status;
        this.problems = problems;
        this.events = events;
        summary = new Link(parent, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(summary, RunDashboardPart.SUMMARY_ID);
        summary.addListener(SWT.Selection, event -> {
            if (linked != null && Files.isRegularFile(linked)) {
                editors.open(linked);
            }
        });
    }

    /** A new run starts: the last one's summary goes. */
    void clear() {
        summary.setText("");
    }

    /** The folder of the last run that wrote one, or null. */
    Path lastFolder() {
        return lastFolder;
    }

    void finished(RunSummary run, Path folder) {
        lastFolder = folder;
        linked = folder.resolve("stats.txt");
        var total = run.total();
        Double p95 = total.latency().percentilesMs().get(95.0);
        String inserted = total.documents() == 0 ? ""
                : String.format(Locale.ROOT, " (%,.1f docs/s, %.2f MB/s)", total.documentsPerSecond(),
                        total.megabytesPerSecond());
        String overThreshold = run.errorsOverThreshold()
                ? String.format(Locale.ROOT, ", over the %.2f %% threshold", 100 * run.errorThreshold())
                : "";
        // no transaction succeeded: no latency to tell, not "p95 NaN ms"
        String p95Text = p95 == null || p95.isNaN() ? "no p95" : String.format(Locale.ROOT, "p95 %.2f ms", p95);
        summary.setText(String.format(Locale.ROOT,
                "%s: %,d transactions in %.1f s, %,.1f tx/s%s, %s, %,d failed (%.2f %%%s), %d users on %s. <a>%s</a>",
                run.outcome().key() + (run.failure() == null ? "" : " (" + run.failure() + ")"), total.count(), run.measuredSeconds(), total.txPerSecond(), inserted,
                p95Text, total.errors().failed(), 100 * run.errorRate(), overThreshold,
                run.users(), run.target().profile(), folder));
        summary.getParent().layout(true);
        // why a run ended early (e.g. it ran out of documents to insert) belongs next to the outcome
        status.accept("Done: " + run.outcome().key() + (run.failure() == null ? "." : " (" + run.failure() + ")."));
        if (run.failure() != null) {
            problems.warning("Run " + run.runId() + " " + run.outcome().key() + ": " + run.failure(),
                    folder);
        }
        if (run.errorsOverThreshold()) {
            // the reasons themselves, not a pointer to a file
            List<String> reasons = run.transactions().stream()
                    .flatMap(t -> t.errors().countedMessages().stream().map(m -> t.name() + ": " + m)).toList();
            problems.warning("Run " + run.runId() + ": error rate " + String.format(Locale.ROOT, "%.2f %%",
                    100 * run.errorRate()) + " is over the threshold"
                    + (reasons.isEmpty() ? "" : ": " + String.join("; ", reasons)), folder);
        }
        for (String warning : run.warnings()) {
            problems.warning("Run " + run.runId() + ": " + warning, folder);
        }
        events.post(RunEvents.FINISHED, folder);
    }

    /**
     * A sweep ended: its points' throughput and p95 in the summary (the link opens sweep.csv), the
     * Runs part told so it lists the sweep and plots it; the chart export takes the last point's run.
     */
    void sweepFinished(Sweep sweep, Path lastPoint) {
        lastFolder = lastPoint;
        linked = sweep.folder().resolve(Sweep.CSV);
        List<RunSummary> points = sweep.points();
        String each = points.stream().map(p -> String.format(Locale.ROOT, "%d %s %,.1f tx/s p95 %.2f ms", p.users(),
                p.users() == 1 ? "user" : "users",
                p.total().txPerSecond(), p.total().latency().percentile(95.0))).collect(Collectors.joining("; "));
        boolean completed = points.stream().allMatch(p -> p.outcome() == RunSummary.Outcome.COMPLETED);
        summary.setText(String.format(Locale.ROOT, "sweep %s: %d points: %s. Scaling curves in Runs. <a>%s</a>",
                completed ? "completed" : "ended", points.size(), each, sweep.folder()));
        summary.getParent().layout(true);
        status.accept("Done: sweep of " + points.size() + " points" + (completed ? "." : " (not all completed)."));
        for (RunSummary point : points) {
            if (point.failure() != null) {
                problems.warning("Sweep point " + point.runId() + " " + point.outcome().key() + ": " + point.failure(),
                        sweep.folder());
            }
        }
        events.post(RunEvents.FINISHED, sweep.folder()); // the Runs part lists the sweep and its points
    }

    /** Stop pressed while the database was being built: nothing was measured, nothing failed. */
    void stoppedBeforeTheRun(String message) {
        lastFolder = null;
        linked = null;
        status.accept(message);
        summary.setText("The run did not start: " + message);
        summary.getParent().layout(true);
        problems.info(message, "run dashboard");
    }

    void failed(String message, Path folder) {
        lastFolder = folder;
        linked = folder == null ? null : folder.resolve("stats.txt");
        status.accept("Failed: " + message);
        summary.setText(folder == null ? "The run did not start: " + message
                : "The run failed: " + message + ". What it measured is in <a>" + folder + "</a>");
        summary.getParent().layout(true); // a long reason wraps onto more lines
        problems.error(message, folder == null ? Location.named("run dashboard") : Location.of(folder));
        if (folder != null) {
            events.post(RunEvents.FINISHED, folder);
        }
    }
}
