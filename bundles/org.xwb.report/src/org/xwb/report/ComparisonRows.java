package org.xwb.report;

import java.util.ArrayList;
import java.util.List;

import org.xwb.core.compare.RunComparison;
import org.xwb.core.compare.Verdict;
import org.xwb.core.stats.TransactionSummary;

/**
 * A comparison as a table of text, the same in the workbench, {@code xwb compare} and the report:
 * per transaction the baseline's and the run's tx/s, mean and p95 latency and errors, the ratios, and
 * the verdict.
 */
public final class ComparisonRows {

    /** The columns: what a reader looks for first (the verdict and the ratio it is about) on the left. */
    public static final List<String> HEADER = List.of("Transaction", "Verdict", "Mean ratio", "Mean ms base",
            "Mean ms run", "p95 ms base", "p95 ms run", "tx/s base", "tx/s run", "tx/s ratio", "Errors base",
            "Errors run");
    /** The column of the verdict. */
    public static final int VERDICT = 1;

    private ComparisonRows() {
    }

    /** A row's cells: base and run figures, ratios, and the verdict (with why it could not be given). */
    public static List<String> cells(RunComparison.Row row) {
        TransactionSummary b = row.baseline();
        TransactionSummary r = row.run();
        return List.of(row.name(), row.verdict().label() + (row.note().isEmpty() ? "" : " (" + row.note() + ")"),
                Figures.ratio(row.meanRatio()), b == null ? Figures.NONE : Figures.ms(b.latency().meanMs()),
                r == null ? Figures.NONE : Figures.ms(r.latency().meanMs()),
                b == null ? Figures.NONE : Figures.ms(b.latency().percentile(95.0)),
                r == null ? Figures.NONE : Figures.ms(r.latency().percentile(95.0)),
                b == null ? Figures.NONE : Figures.number(b.txPerSecond(), 1),
                r == null ? Figures.NONE : Figures.number(r.txPerSecond(), 1), Figures.ratio(row.rateRatio()),
                b == null ? Figures.NONE : Figures.count(b.errors().failed()),
                r == null ? Figures.NONE : Figures.count(r.errors().failed()));
    }

    /** "1 slower, 2 faster, 10 within noise" over the transaction types (the total aside). */
    public static String tally(RunComparison c) {
        List<String> parts = new ArrayList<>();
        for (Verdict v : Verdict.values()) {
            long n = c.rows().stream().filter(r -> !r.isTotal() && r.verdict() == v).count();
            if (n > 0) {
                parts.add(n + " " + v.label());
            }
        }
        return String.join(", ", parts);
    }
}
