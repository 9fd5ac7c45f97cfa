package org.xwb.core.stats;

import java.util.concurrent.atomic.AtomicLongArray;

import org.HdrHistogram.Recorder;

/**
 * What one virtual user records, written by that user's thread only. Latencies go to the user's
 * own {@link IntervalRecorder} per transaction type: no memory written per sample is shared
 * between users, so no cache line bounces between cores. A {@link Recorder} per type shared by all
 * users bounces several per sample: measured here with two threads, 120-200 ns per sample against
 * 47-77 ns for a SingleWriterRecorder each (docs/benchmarks.md), 4-9 % of an in-process H2
 * transaction. The statistics thread drains the recorders per interval and reads the counters with
 * acquire loads.
 */
public final class UserRecorder {

    /**
     * Unused longs around each counter array's slots (two cache lines): the users' arrays are
     * small and lie next to each other, and each user writes its own on every transaction.
     */
    private static final int PAD = 16;

    final IntervalRecorder[] measured;
    /** Affected rows of measured transactions, per type. */
    final AtomicLongArray rows;
    /** Bytes of the values measured transactions fetched (UTF-8 of their text), per type. */
    final AtomicLongArray fetchedBytes;
    /** Sum of measured latencies in microseconds, per type: exact mean and total time. */
    final AtomicLongArray micros;
    /** Documents and bytes inserted by warm-up transactions, per type: the ramp-up intervals show them. */
    final AtomicLongArray warmupDocuments;
    final AtomicLongArray warmupBytes;
    private final Recorder[] warmup;
    private final ErrorCounters[] errors;
    private long discardedAfterEnd;

    UserRecorder(int types, boolean packed, Recorder[] warmup, ErrorCounters[] errors) {
        this.measured = new IntervalRecorder[types];
        for (int i = 0; i < types; i++) {
            measured[i] = new IntervalRecorder(packed);
        }
        this.rows = new AtomicLongArray(types + 2 * PAD);
        this.micros = new AtomicLongArray(types + 2 * PAD);
        this.fetchedBytes = new AtomicLongArray(types + 2 * PAD);
        this.warmupDocuments = new AtomicLongArray(types + 2 * PAD);
        this.warmupBytes = new AtomicLongArray(types + 2 * PAD);
        this.warmup = warmup;
        this.errors = errors;
    }

    /** A transaction that started and ended inside the measured window. */
    public void measured(int type, long latencyMicros, long affectedRows) {
        measured[type].record(latencyMicros);
        add(rows, type, affectedRows);
        add(micros, type, latencyMicros);
    }

    /** A measured transaction that fetched rows: their values' bytes count too. */
    public void measured(int type, long latencyMicros, long affectedRows, long bytesFetched) {
        measured(type, latencyMicros, affectedRows);
        if (bytesFetched != 0) {
            add(fetchedBytes, type, bytesFetched);
        }
    }

    /**
     * A transaction that started and ended inside the measured window and inserted documents
     * (files/filesclob): counted with its latency, in the same interval.
     */
    public void measured(int type, long latencyMicros, long affectedRows, int documents, long documentBytes) {
        measured[type].record(latencyMicros, documents, documentBytes);
        add(rows, type, affectedRows);
        add(micros, type, latencyMicros);
    }

    /** A transaction that started during ramp-up: shown live, never counted. */
    public void warmup(int type, long latencyMicros) {
        warmup[type].recordValue(latencyMicros);
    }

    /** A warm-up transaction that inserted documents. */
    public void warmup(int type, long latencyMicros, int documents, long documentBytes) {
        warmup[type].recordValue(latencyMicros);
        add(warmupDocuments, type, documents);
        add(warmupBytes, type, documentBytes);
    }

    /** Writer (this user) only: a plain read and an ordered write, no atomic. */
    private static void add(AtomicLongArray counters, int type, long amount) {
        counters.lazySet(PAD + type, counters.getPlain(PAD + type) + amount);
    }

    /** Reader: a counter of a type. */
    static long get(AtomicLongArray counters, int type) {
        return counters.get(PAD + type);
    }

    /** A transaction that ended after the scheduled end (or a stop): not counted anywhere. */
    public void discardedAfterEnd() {
        discardedAfterEnd++;
    }

    long discarded() {
        return discardedAfterEnd;
    }

    public ErrorCounters errors(int type) {
        return errors[type];
    }
}
