package org.xwb.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.core.compare.RunComparison;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;
import org.xwb.core.results.RunResults;
import org.xwb.report.charts.PastRunCharts;

/**
 * Several runs in a report: each against the baseline, per transaction (the table of the workbench's
 * comparison and {@code xwb compare}), and their throughput over time overlaid.
 */
final class ComparisonSection {

    private ComparisonSection() {
    }

    /** @param runs the runs with a summary, the baseline first */
    static void write(Html html, List<RunResults> runs, SvgCharts charts) throws IOException {
        RunResults baseline = runs.get(0);
        html.open("section", "class", "comparison", "id", "comparison");
        html.element("h2", "Comparison");
        html.element("p", "Baseline: " + baseline.id() + ". A transaction is faster or slower "
                + "only when the confidence intervals of its mean latency in the two runs do not overlap; otherwise "
                + "the difference is within the runs' own noise.", "class", "note");
        for (RunResults run : runs.subList(1, runs.size())) {
            RunComparison c = RunComparison.of(baseline.summary(), run.summary());
            html.element("h3", c.run().runId() + " against " + c.baseline().runId() + ": " + ComparisonRows.tally(c));
            List<List<String>> rows = new ArrayList<>();
            List<String> classes = new ArrayList<>();
            for (RunComparison.Row row : c.rows()) {
                rows.add(ComparisonRows.cells(row));
                classes.add((row.isTotal() ? "total " : "") + "verdict-" + row.verdict().name().toLowerCase(Locale.ROOT));
            }
            html.table("compare", ComparisonRows.HEADER, rows, classes, ComparisonRows.VERDICT, "verdict");
        }
        List<PastRun> overlaid = new ArrayList<>();
        for (RunResults run : runs) {
            overlaid.add(RunHistory.read(run.folder()));
        }
        html.open("figure", "class", "chart", "data-chart", "overlay")
                .raw(charts.svg(PastRunCharts.overlay(overlaid), 800, 420)).close("figure");
        html.close("section");
    }
}
