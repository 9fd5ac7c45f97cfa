package org.xwb.core.stats;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.HdrHistogram.Recorder;

/**
 * The recording side of a run's statistics: one {@link UserRecorder} per user, warm-up recorders
 * and error counters per transaction type. Users write, the {@link IntervalCollector} reads.
 */
public final class RunStatistics {

    /** Above this many user x type recorders, histograms are packed (sparse) to keep memory small. */
    static final int PACKED_ABOVE = 64;

    final List<TransactionType> types;
    final UserRecorder[] users;
    final Recorder[] warmup;
    final ErrorCounters[] errors;
    private final AtomicLong reconnects = new AtomicLong();

    public RunStatistics(List<TransactionType> types, int users) {
        this.types = List.copyOf(types);
        int n = types.size();
        this.warmup = new Recorder[n];
        this.errors = new ErrorCounters[n];
        for (int i = 0; i < n; i++) {
            warmup[i] = new Recorder(3);
            errors[i] = new ErrorCounters();
        }
        boolean packed = (long) users * n > PACKED_ABOVE;
        this.users = new UserRecorder[users];
        for (int u = 0; u < users; u++) {
            this.users[u] = new UserRecorder(n, packed, warmup, errors);
        }
    }

    public UserRecorder user(int index) {
        return users[index];
    }

    public List<TransactionType> types() {
        return types;
    }

    public void reconnected() {
        reconnects.incrementAndGet();
    }

    public long reconnects() {
        return reconnects.get();
    }
}
