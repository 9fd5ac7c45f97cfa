package org.xwb.core.target;

import java.util.List;

/**
 * What a load did. {@code rejected} names every document that was not stored and why; nothing
 * is left half-committed without appearing here.
 */
public record LoadReport(long documents, long bytes, double seconds, List<Rejected> rejected,
        List<LoadListener.LoadProgress> timeline) {

    public record Rejected(String origin, String reason) {
    }

    public double docsPerSecond() {
        return seconds > 0 ? documents / seconds : 0;
    }

    public double mbPerSecond() {
        return seconds > 0 ? bytes / 1e6 / seconds : 0;
    }
}
