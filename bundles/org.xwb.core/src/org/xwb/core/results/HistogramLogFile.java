package org.xwb.core.results;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * histograms.hlog: the measured interval histograms of every transaction type in HdrHistogram's
 * log format, tagged with the type's id, values in microseconds. Read it with HdrHistogram's
 * HistogramLogReader or HistogramLogProcessor. Flushed per interval like intervals.csv.
 */
public final class HistogramLogFile implements AutoCloseable {

    private final FailureKeepingStream output;
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();
    private final PrintStream stream;
    private final HistogramLogWriter writer;
    private final String[] tags;

    /**
     * @param startEpochMillis wall-clock time of the run's start (interval times are relative to it)
     * @param transactionIds   tags, in the order histograms are given to {@link #write}
     */
    public HistogramLogFile(Path file, long startEpochMillis, List<String> transactionIds) throws IOException {
        output = new FailureKeepingStream(new FileOutputStream(file.toFile()));
        // each interval is gathered here and written with one write call, so a process killed
        // while it writes leaves whole lines (PrintStream passes every print straight through)
        stream = new PrintStream(pending, false, "UTF-8");
        writer = new HistogramLogWriter(stream);
        writer.outputComment("XWB interval histograms: one per transaction type and measured interval, tag = "
                + "transaction id, values in microseconds, max column in milliseconds");
        writer.outputLogFormatVersion();
        writer.setBaseTime(startEpochMillis);
        writer.outputStartTime(startEpochMillis);
        writer.outputBaseTime(startEpochMillis);
        writer.outputLegend();
        writeOut();
        tags = transactionIds.stream().map(HistogramLogFile::tag).toArray(String[]::new);
    }

    /**
     * One measured interval; {@code histograms} in transaction order.
     *
     * @throws IOException the first failure to write (a full disk, say), which the print stream
     *                     underneath would only remember as a flag
     */
    public void write(double startSeconds, double endSeconds, List<Histogram> histograms) throws IOException {
        for (int i = 0; i < histograms.size(); i++) {
            Histogram h = histograms.get(i);
            if (h.getTotalCount() == 0) {
                continue;
            }
            h.setTag(tags[i]);
            writer.outputIntervalHistogram(startSeconds, endSeconds, h, 1000.0);
            h.setTag(null);
        }
        writeOut();
        if (output.failure != null) {
            throw output.failure;
        }
    }

    /** What the writer printed since the last call, in one write to the file. */
    private void writeOut() throws IOException {
        stream.flush();
        try {
            output.write(pending.toByteArray(), 0, pending.size());
            output.flush();
        } finally {
            pending.reset();
        }
    }

    /** Keeps the first IOException, which PrintStream swallows. */
    private static final class FailureKeepingStream extends FilterOutputStream {
        private IOException failure;

        FailureKeepingStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] { (byte) b }, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                failure = failure == null ? e : failure;
                throw e;
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                failure = failure == null ? e : failure;
                throw e;
            }
        }
    }

    /** Tags may not hold commas or white space. */
    static String tag(String id) {
        return id.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    @Override
    public void close() {
        stream.close();
        try {
            output.close();
        } catch (IOException e) {
            // the last interval's write already reported a failure
        }
    }
}
