package org.xwb.xml.validate;

import java.time.Duration;
import java.util.List;

/**
 * What a {@link ValidationJob} found.
 *
 * @param results   one result per document finished, in the order the documents were given
 * @param total     documents the job was asked to validate
 * @param cancelled whether the job stopped early; then {@code results} holds fewer than {@code total}
 * @param elapsed   wall-clock time of the job
 */
public record ValidationReport(List<DocumentResult> results, int total, boolean cancelled, Duration elapsed) {

    public ValidationReport {
        results = List.copyOf(results);
    }

    public int validated() {
        return results.size();
    }

    public long invalidCount() {
        return results.stream().filter(r -> !r.isValid()).count();
    }

    /** Every problem of every document, documents in input order. */
    public List<XmlProblem> problems() {
        return results.stream().flatMap(r -> r.problems().stream()).toList();
    }

    public double documentsPerSecond() {
        double seconds = elapsed.toNanos() / 1e9;
        return seconds <= 0 ? 0 : validated() / seconds;
    }
}
