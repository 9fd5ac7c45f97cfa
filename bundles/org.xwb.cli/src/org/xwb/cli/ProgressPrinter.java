package org.xwb.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The command line's live view: one line per second of run time (elapsed, phase, active users,
 * tx/s, p95 and errors so far), from the run's interval snapshots. Shorter intervals are merged;
 * the p95 shown is then the highest of the merged intervals. The last, partial interval is always
 * printed. Once the run has inserted documents, lines end with docs/s and MB/s (10^6 bytes).
 */
final class ProgressPrinter implements RunListener {

    private final PrintWriter out;
    private final String prefix;
    /** The next whole second of run time a line is due for. */
    private double nextLine = 1;
    private long count;
    private double p95;
    private long errors;
    private long documents;
    private long documentBytes;
    private boolean inserts;
    private double spanStart = -1;
    private boolean stopping;

    ProgressPrinter(PrintWriter out, String prefix) {
        this.out = out;
        this.prefix = prefix;
    }

    @Override
    public void phaseChanged(RunPhase phase, double elapsedSeconds) {
        switch (phase) {
        case RAMP_UP -> line("ramp-up: running, not counting");
        case MEASURE -> line(String.format(Locale.ROOT, "measuring from %.1f s", elapsedSeconds));
        case STOPPING -> {
            stopping = true; // the last, partial interval follows: print it whatever its length
            line(String.format(Locale.ROOT, "stopping at %.1f s: in-flight transactions finish", elapsedSeconds));
        }
        default -> {
        }
        }
    }

    @Override
    public void interval(IntervalSnapshot s) {
        if (spanStart < 0) {
            spanStart = s.startSeconds();
        }
        count += s.total().count();
        if (!Double.isNaN(s.total().p95Ms())) {
            p95 = Math.max(p95, s.total().p95Ms());
        }
        errors += s.total().errors();
        documents += s.total().documents();
        documentBytes += s.total().documentBytes();
        inserts |= documents > 0;
        // a line per second of run time; a tick that comes a little late (a busy machine) still counts
        if (!stopping && s.endSeconds() < nextLine - 0.2) {
            return;
        }
        nextLine = Math.max(nextLine + 1, Math.floor(s.endSeconds() + 0.2) + 1);
        double span = Math.max(s.endSeconds() - spanStart, 1e-9);
        line(String.format(Locale.ROOT, "%7.1f s  %-7s %4d users %12s tx/s  p95 %9s ms  errors %d%s", s.endSeconds(),
                s.phase().equals("ramp_up") ? "ramp-up" : "measure", s.activeUsers(),
                String.format(Locale.ROOT, "%,.0f", count / span), count == 0 ? "-" : String.format(Locale.ROOT, "%.3f", p95),
                errors, inserts ? String.format(Locale.ROOT, "  %10s docs/s %8.2f MB/s",
                        String.format(Locale.ROOT, "%,.0f", documents / span), documentBytes / 1e6 / span) : ""));
        spanStart = s.endSeconds();
        count = 0;
        p95 = 0;
        documents = 0;
        documentBytes = 0;
    }

    private void line(String text) {
        out.println(prefix + text);
        out.flush();
    }
}
