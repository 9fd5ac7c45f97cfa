package org.xwb.targets.text;

import java.util.Locale;

import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.target.LoadReport;

/** The command line's progress lines and summary of a load. */
public final class LoadText {

    private LoadText() {
    }

    /** "   12.0 s       48,000 docs    4,010 docs/s   20.15 MB/s" */
    public static String progress(LoadProgress p) {
        return String.format(Locale.ROOT, "%7.1f s %,12d docs %,8.0f docs/s %7.2f MB/s", p.elapsedSeconds(), p.documents(),
                p.docsPerSecond(), p.mbPerSecond());
    }

    public static String summary(LoadReport report, String table) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "Loaded %,d documents (%.1f MB) into %s in %.1f s: %,.0f docs/s, %.2f MB/s", report.documents(),
                report.bytes() / 1e6, table, report.seconds(), report.docsPerSecond(), report.mbPerSecond()));
        if (report.rejected().isEmpty()) {
            out.append("; none rejected");
        } else {
            out.append(String.format(Locale.ROOT, "; %,d rejected:", report.rejected().size()));
            report.rejected().forEach(r -> out.append("\n  ").append(r.origin()).append(": ").append(r.reason()));
        }
        return out.toString();
    }
}
