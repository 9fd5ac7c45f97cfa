package org.xwb.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;

/** The end-of-run table of {@code xwb run}; stats.txt in the run folder has every figure. */
final class SummaryTable {

    private SummaryTable() {
    }

    static void print(PrintWriter out, RunSummary s) {
        String format = "%-24s %10s %8s %12s %10s %10s %10s %8s%n";
        out.println();
        out.printf(Locale.ROOT, format, "Transaction", "Count", "Mix %", "tx/s", "Avg ms", "p95 ms", "p99 ms", "Errors");
        for (TransactionSummary t : s.transactions()) {
            row(out, format, t.name(), t);
        }
        row(out, format, "Total", s.total());
        out.printf(Locale.ROOT, "%nOutcome %s%s; %d users, %.1f s measured after %.1f s ramp-up; %d failed (%.2f %%, threshold %.2f %%)%s%n",
                s.outcome().key(), s.failure() == null ? "" : " (" + s.failure() + ")", s.users(), s.measuredSeconds(),
                s.rampUpSeconds(), s.total().errors().failed(), 100 * s.errorRate(), 100 * s.errorThreshold(),
                s.reconnects() > 0 ? "; " + s.reconnects() + " reconnects" : "");
        TransactionSummary total = s.total();
        if (total.documents() > 0) {
            out.printf(Locale.ROOT, "Inserted %,d documents, %,.1f MB: %,.1f docs/s, %.2f MB/s (MB = 10^6 bytes)%n",
                    total.documents(), total.documentBytes() / 1e6, total.documentsPerSecond(),
                    total.megabytesPerSecond());
        }
        for (TransactionSummary t : s.transactions()) {
            for (String message : t.errors().countedMessages()) {
                out.println("  " + t.name() + ": " + message);
            }
        }
        for (String warning : s.warnings()) {
            out.println("Warning: " + warning);
        }
    }

    private static void row(PrintWriter out, String format, String name, TransactionSummary t) {
        out.printf(Locale.ROOT, format, name.length() > 24 ? name.substring(0, 23) + "~" : name, t.count(),
                String.format(Locale.ROOT, "%.2f", t.sharePercent()), String.format(Locale.ROOT, "%,.1f", t.txPerSecond()),
                ms(t.latency().meanMs()), ms(t.latency().percentile(95.0)), ms(t.latency().percentile(99.0)),
                t.errors().failed());
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }
}
