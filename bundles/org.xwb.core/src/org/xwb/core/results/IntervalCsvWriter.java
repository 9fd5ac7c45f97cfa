package org.xwb.core.results;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * intervals.csv: one line per interval and transaction type plus a "_total" line, header once.
 * Every interval is flushed to the operating system as soon as it is written, so a run that is
 * killed keeps every interval it closed.
 */
public final class IntervalCsvWriter implements AutoCloseable {

    public static final String HEADER = "interval,phase,start_s,end_s,active_users,transaction,count,tx_per_s,"
            + "affected_rows,errors,retries,min_ms,avg_ms,p50_ms,p90_ms,p95_ms,p99_ms,max_ms,"
            // added later, so at the end: readers that find columns by position keep working
            + "documents,docs_per_s,document_bytes,mb_per_s";

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
                .append(Formats.csv(r.transactionId())).append(',').append(r.count()).append(',')
                .append(Formats.fixed(r.txPerSecond(), 2)).append(',').append(r.affectedRows()).append(',')
                .append(r.errors()).append(',').append(r.retries()).append(',').append(Formats.fixed(r.minMs(), 3))
                .append(',').append(Formats.fixed(r.meanMs(), 3)).append(',').append(Formats.fixed(r.p50Ms(), 3))
                .append(',').append(Formats.fixed(r.p90Ms(), 3)).append(',').append(Formats.fixed(r.p95Ms(), 3))
                .append(',').append(Formats.fixed(r.p99Ms(), 3)).append(',').append(Formats.fixed(r.maxMs(), 3))
                .append(',').append(r.documents()).append(',').append(Formats.fixed(r.documentsPerSecond(), 2))
                .append(',').append(r.documentBytes()).append(',').append(Formats.fixed(r.megabytesPerSecond(), 4))
                .append('\n');
        out.write(b.toString());
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
