package org.xwb.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;

/**
 * A run against a baseline, transaction by transaction (matched by id; the baseline's order, then
 * what only the run has) and in total: throughput, mean and p95 latency, errors, the ratios, and a
 * {@link Verdict} on the mean latency from the runs' own 95 % (or whatever level they ran with)
 * confidence intervals. The workbench's comparison, {@code xwb compare} and the report all use it.
 *
 * @param rows one per transaction type, then the total ({@link Row#isTotal()})
 */
public record RunComparison(RunSummary baseline, RunSummary run, List<Row> rows) {

    public RunComparison {
        rows = List.copyOf(rows);
    }

    /**
     * One transaction type in both runs.
     *
     * @param baseline  the baseline's figures, or null when it has no such type
     * @param run       the run's figures, or null
     * @param meanRatio the run's mean latency over the baseline's (NaN when one has none)
     * @param rateRatio the run's tx/s over the baseline's
     * @param note      why the verdict is {@link Verdict#NOT_COMPARABLE}, else empty
     */
    public record Row(String id, String name, TransactionSummary baseline, TransactionSummary run, double meanRatio,
            double rateRatio, Verdict verdict, String note) {

        public boolean isTotal() {
            return "_total".equals(id);
        }
    }

    public static RunComparison of(RunSummary baseline, RunSummary run) {
        Map<String, TransactionSummary[]> pairs = new LinkedHashMap<>();
        for (TransactionSummary t : baseline.transactions()) {
            pairs.computeIfAbsent(t.id(), id -> new TransactionSummary[2])[0] = t;
        }
        for (TransactionSummary t : run.transactions()) {
            pairs.computeIfAbsent(t.id(), id -> new TransactionSummary[2])[1] = t;
        }
        List<Row> rows = new ArrayList<>();
        pairs.forEach((id, pair) -> rows.add(row(id, pair[0], pair[1])));
        rows.add(row("_total", baseline.total(), run.total()));
        return new RunComparison(baseline, run, rows);
    }

    /** Every run of {@code runs} against {@code baseline}, in order (a run that is the baseline is left out). */
    public static List<RunComparison> against(RunSummary baseline, List<RunSummary> runs) {
        return runs.stream().filter(r -> r != baseline).map(r -> of(baseline, r)).toList();
    }

    /** Some transaction type, or the total, is slower beyond noise ({@code xwb compare} exits 1). */
    public boolean slowerBeyondNoise() {
        return rows.stream().anyMatch(r -> r.verdict() == Verdict.SLOWER);
    }

    static Row row(String id, TransactionSummary base, TransactionSummary run) {
        String name = run != null ? run.name() : base.name();
        if (base == null || run == null) {
            return new Row(id, "_total".equals(id) ? "Total" : name, base, run, Double.NaN, Double.NaN,
                    Verdict.NOT_COMPARABLE, base == null ? "only in the run" : "not in the run");
        }
        LatencyStats b = base.latency();
        LatencyStats r = run.latency();
        double meanRatio = b.meanMs() > 0 && r.count() > 0 ? r.meanMs() / b.meanMs() : Double.NaN;
        double rateRatio = base.txPerSecond() > 0 ? run.txPerSecond() / base.txPerSecond() : Double.NaN;
        Verdict verdict;
        String note = "";
        if (b.count() < 2 || r.count() < 2 || Double.isNaN(b.ciLowMs()) || Double.isNaN(r.ciLowMs())) {
            verdict = Verdict.NOT_COMPARABLE;
            note = b.count() == 0 || r.count() == 0 ? "no transactions counted" : "too few transactions";
        } else if (r.ciLowMs() > b.ciHighMs()) {
            verdict = Verdict.SLOWER;
        } else if (r.ciHighMs() < b.ciLowMs()) {
            verdict = Verdict.FASTER;
        } else {
            verdict = Verdict.WITHIN_NOISE;
        }
        return new Row(id, "_total".equals(id) ? "Total" : name, base, run, meanRatio, rateRatio, verdict, note);
    }
}
