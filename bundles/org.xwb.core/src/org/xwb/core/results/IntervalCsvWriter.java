package org.xwb.core.results;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * intervals.csv: one line per interval and transaction type plus a "_total" line, header once.
 * Every interval is flushed to the operating system as soon as it is written, so a run that is
 * killed keeps every interval it closed.
 */
public final class IntervalCsvWriter implements AutoCloseable {

    /** The interval's columns, then the row's numbers by name ({@link IntervalMetric}, in their order). */
    public static final String HEADER = "interval,phase,start_s,end_s,active_users,transaction," + Arrays
            .stream(IntervalMetric.values()).map(IntervalMetric::column).collect(Collectors.joining(","));

    private final Writer out;

    public IntervalCsvWriter(Path file) throws IOException {
        out = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
        out.write(HEADER);
        out.write('\n');
        out.flush();
    }

    public void write(IntervalSnapshot snapshot) throws IOException {
        for (IntervalRow row : snapshot.rows()) {
            line(snapshot, row);
        }
        line(snapshot, snapshot.total());
        out.flush();
    }

    private void line(IntervalSnapshot s, IntervalRow r) throws IOException {
        StringBuilder b = new StringBuilder(200);
        b.append(s.index()).append(',').append(s.phase()).append(',').append(Formats.fixed(s.startSeconds(), 3))
                .append(',').append(Formats.fixed(s.endSeconds(), 3)).append(',').append(s.activeUsers()).append(',')
                .append(Formats.csv(r.transactionId()));
        for (IntervalMetric metric : IntervalMetric.values()) {
            double value = r.value(metric);
            b.append(',').append(metric.whole() ? Long.toString((long) value) : Formats.fixed(value, metric.decimals()));
        }
        out.write(b.append('\n').toString());
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
