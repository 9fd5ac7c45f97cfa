package org.xwb.core.stats;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;

/**
 * Interval histograms of exactly one writer thread (a virtual user), handed over to exactly one
 * reader thread (the statistics thread). Two histograms take turns: the writer records into the
 * active one, the reader flips the turn and, once the writer has finished any value it began
 * before the flip, owns the other. The writer pays one atomic add and one release store per value
 * (HdrHistogram's SingleWriterRecorder pays two atomic adds through field updaters); nothing it
 * writes is written by another user.
 *
 * <p>{@code start} grows by 2 per value and by 1 per flip, so {@code start = 2 * values + flips}:
 * its low bit is the active histogram's index, which only a flip changes. The writer's atomic add
 * returns that index; after the value it publishes how many values it has finished. A flip that
 * returned {@code s} after {@code f} earlier flips was preceded by {@code (s - f) / 2} values; once
 * that many have finished, none will touch the histogram the flip retired.
 */
final class IntervalRecorder extends IntervalRecorderPadAfter {

    private static final VarHandle START;
    private static final VarHandle FINISHED;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            START = lookup.findVarHandle(IntervalRecorderCounters.class, "start", long.class);
            FINISHED = lookup.findVarHandle(IntervalRecorderCounters.class, "finished", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final AbstractHistogram[] histograms;
    /** Documents inserted by the values of each histogram: they change sides with it. */
    private final DocumentCount[] documents = { new DocumentCount(), new DocumentCount() };
    /** Values finished, as the writer counts them (writer thread only). */
    private long written;
    /** Flips made so far (reader thread only). */
    private long flips;

    /** @param packed sparse histograms, for runs with many users x transaction types */
    IntervalRecorder(boolean packed) {
        histograms = packed ? new AbstractHistogram[] { new PackedHistogram(3), new PackedHistogram(3) }
                : new AbstractHistogram[] { new Histogram(3), new Histogram(3) };
    }

    /** Writer thread only. */
    void record(long value) {
        long s = (long) START.getAndAdd(this, 2L);
        histograms[(int) (s & 1)].recordValue(value);
        FINISHED.setRelease(this, ++written);
    }

    /**
     * Writer thread only: a value of a transaction that inserted documents. They go to the same
     * side as the value, inside the same hand-over, so an interval's documents are exactly those
     * of its transactions.
     */
    void record(long value, int documentCount, long documentBytes) {
        long s = (long) START.getAndAdd(this, 2L);
        int side = (int) (s & 1);
        histograms[side].recordValue(value);
        documents[side].add(documentCount, documentBytes);
        FINISHED.setRelease(this, ++written);
    }

    /**
     * Reader thread only: adds everything recorded since the last call to {@code into} (the
     * values) and {@code documentsInto} (their documents) and clears it.
     */
    void drainInto(AbstractHistogram into, DocumentCount documentsInto) {
        long s = (long) START.getAndAdd(this, 1L);
        long begun = (s - flips) >> 1;
        flips++;
        for (int spins = 0; (long) FINISHED.getAcquire(this) < begun; spins++) {
            if (spins < 1000) {
                Thread.onSpinWait(); // the writer is inside one recordValue: nanoseconds
            } else {
                Thread.yield(); // unless it was preempted there: let it run
            }
        }
        int side = (int) (s & 1);
        AbstractHistogram done = histograms[side];
        into.add(done);
        done.reset(); // the writer returns to it only after the next flip, which this thread makes
        documentsInto.add(documents[side]);
        documents[side].clear();
    }
}
