package org.xwb.core.results;

import java.util.List;

import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.ErrorCounters;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;

/**
 * stats.txt: the run in the shape of the TPoX driver's report. Per transaction: count, affected
 * rows, bytes fetched, share of the mix, total / min / max / average time, deadlocks, the
 * percentiles and the confidence interval of the mean; the same for the total; the documents
 * inserted (when there are any); then each distinct error message with its count, and warnings.
 */
public final class StatsText {

    private StatsText() {
    }

    public static String render(RunSummary s, RunConfig c) {
        StringBuilder out = new StringBuilder();
        TransactionSummary total = s.total();
        out.append("XWB run ").append(s.runId()).append('\n');
        out.append(String.format(java.util.Locale.ROOT, "%-14s %s%n", "Workload", s.workload()));
        out.append(String.format(java.util.Locale.ROOT, "%-14s %s (%s, dialect %s), %s%n", "Target",
                s.target().description(), s.target().kind(), s.target().dialect(), s.serverVersion()));
        out.append(String.format(java.util.Locale.ROOT,
                "%-14s %d users, ramp-up %.1f s, measured %.2f s, seed %d, commit every %d, think %s ms, rate %s%n",
                "Settings", s.users(), s.rampUpSeconds(), s.measuredSeconds(), c.seed(), c.commitCount(),
                Formats.fixed(c.thinkTimeMillis(), 1),
                (c.rate() > 0 ? Formats.fixed(c.rate(), 1) + " tx/s " + c.arrival().getLiteral().toLowerCase() : "none")
                        + (c.isolation() == null ? "" : ", isolation " + c.isolation().label())));
        out.append(String.format(java.util.Locale.ROOT, "%-14s %s%s%n", "Outcome", s.outcome().key(),
                s.failure() == null ? "" : ": " + s.failure()));
        out.append(String.format(java.util.Locale.ROOT,
                "%-14s %s tx/s, %d transactions counted, %d failed (%.2f %%, threshold %.2f %%), %d reconnects%n",
                "Throughput", Formats.fixed(total.txPerSecond(), 1), total.count(), total.errors().failed(),
                100 * s.errorRate(), 100 * s.errorThreshold(), s.reconnects()));
        out.append(String.format(java.util.Locale.ROOT, "%-14s %d during ramp-up, %d after the end (not counted)%n",
                "Not counted", s.warmupTransactions(), s.discardedAfterEnd()));
        for (String warning : s.warnings()) {
            out.append(String.format(java.util.Locale.ROOT, "%-14s %s%n", "Warning", warning));
        }
        if (total.documents() > 0) {
            out.append(String.format(java.util.Locale.ROOT, "%-14s %s docs/s, %s MB/s: %d documents, %d bytes%n",
                    "Inserted", Formats.fixed(total.documentsPerSecond(), 1), Formats.fixed(total.megabytesPerSecond(), 3),
                    total.documents(), total.documentBytes()));
        }
        out.append('\n');

        int level = (int) Math.round(c.confidenceLevel() * 100);
        out.append("Times in ms. CI = ").append(level)
                .append(" % confidence interval of the mean (Student t).\n");
        String head = String.format(java.util.Locale.ROOT,
                "%-24s %10s %12s %14s %7s %10s %9s %9s %9s %9s %9s %9s %9s %8s %8s %7s%n", "Transaction", "Count",
                "Rows", "Bytes fetched", "Mix %", "Total s", "Min", "Max", "Avg", "p95", "CI low", "CI high", "Deadlock", "Timeout",
                "Retries", "Errors");
        out.append(head).append("-".repeat(head.length() - 1)).append('\n');
        for (TransactionSummary t : s.transactions()) {
            row(out, t.name(), t);
        }
        row(out, "Total", total);

        List<Double> percentiles = c.allPercentiles();
        out.append("\nPercentiles (ms)\n");
        out.append(String.format(java.util.Locale.ROOT, "%-24s", "Transaction"));
        for (double p : percentiles) {
            out.append(String.format(java.util.Locale.ROOT, " %9s", Formats.percentileLabel(p)));
        }
        out.append(String.format(java.util.Locale.ROOT, " %9s%n", "stddev"));
        for (TransactionSummary t : s.transactions()) {
            percentileRow(out, t.name(), t.latency(), percentiles);
        }
        percentileRow(out, "Total", total.latency(), percentiles);

        if (total.documents() > 0) {
            documents(out, s);
        }

        boolean anyErrors = s.transactions().stream().anyMatch(t -> !t.errors().messages().isEmpty());
        if (anyErrors) {
            out.append("\nError messages (count x class: message; the first ").append(ErrorCounters.MESSAGES_KEPT)
                    .append(" distinct per transaction)\n");
            for (TransactionSummary t : s.transactions()) {
                for (String message : t.errors().countedMessages()) {
                    out.append("  ").append(t.name()).append(": ").append(message).append('\n');
                }
            }
        }
        return out.toString();
    }

    private static void row(StringBuilder out, String name, TransactionSummary t) {
        LatencyStats l = t.latency();
        out.append(String.format(java.util.Locale.ROOT,
                "%-24s %10d %12d %14d %7s %10s %9s %9s %9s %9s %9s %9s %9d %8d %8d %7d%n", shorten(name), t.count(),
                t.affectedRows(), t.fetchedBytes(), Formats.fixed(t.sharePercent(), 2), Formats.fixed(l.totalSeconds(), 3),
                Formats.fixedOrDash(l.minMs(), 3), Formats.fixedOrDash(l.maxMs(), 3),
                Formats.fixedOrDash(l.meanMs(), 3), Formats.fixedOrDash(l.percentile(95.0), 3),
                Formats.fixedOrDash(l.ciLowMs(), 3), Formats.fixedOrDash(l.ciHighMs(), 3), t.errors().deadlocks(),
                t.errors().timeouts(), t.errors().retries(), t.errors().failed()));
    }

    /** Documents inserted through files/filesclob parameters, per transaction that inserted any. */
    private static void documents(StringBuilder out, RunSummary s) {
        out.append("\nInserted documents (MB = 10^6 bytes)\n");
        String head = String.format(java.util.Locale.ROOT, "%-24s %12s %16s %10s %9s %10s%n", "Transaction",
                "Documents", "Bytes", "Avg bytes", "docs/s", "MB/s");
        out.append(head).append("-".repeat(head.length() - 1)).append('\n');
        for (TransactionSummary t : s.transactions()) {
            if (t.documents() > 0) {
                documentRow(out, t.name(), t);
            }
        }
        documentRow(out, "Total", s.total());
    }

    private static void documentRow(StringBuilder out, String name, TransactionSummary t) {
        out.append(String.format(java.util.Locale.ROOT, "%-24s %12d %16d %10s %9s %10s%n", shorten(name),
                t.documents(), t.documentBytes(), Formats.fixed((double) t.documentBytes() / t.documents(), 0),
                Formats.fixed(t.documentsPerSecond(), 1), Formats.fixed(t.megabytesPerSecond(), 3)));
    }

    private static void percentileRow(StringBuilder out, String name, LatencyStats l, List<Double> percentiles) {
        out.append(String.format(java.util.Locale.ROOT, "%-24s", shorten(name)));
        for (double p : percentiles) {
            out.append(String.format(java.util.Locale.ROOT, " %9s", Formats.fixedOrDash(l.percentile(p), 3)));
        }
        out.append(String.format(java.util.Locale.ROOT, " %9s%n", Formats.fixedOrDash(l.stdDevMs(), 3)));
    }

    private static String shorten(String name) {
        return name.length() > 24 ? name.substring(0, 23) + "~" : name;
    }
}
