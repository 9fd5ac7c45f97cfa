package org.xwb.targets.jdbc;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadListener.LoadProgress;

/**
 * Ticks about once a second during a load: totals of committed documents and bytes, and the
 * rates of the last interval, to the listener and into the report's timeline.
 */
public final class LoadProgressClock implements AutoCloseable {

    private final LoadListener listener;
    private final AtomicLong documents;
    private final AtomicLong bytes;
    private final long startNanos = System.nanoTime();
    private final List<LoadProgress> timeline = new ArrayList<>();
    private final ScheduledExecutorService ticker;
    private long lastNanos = startNanos;
    private long lastDocuments;
    private long lastBytes;

    public LoadProgressClock(LoadListener listener, AtomicLong documents, AtomicLong bytes) {
        this.listener = listener;
        this.documents = documents;
        this.bytes = bytes;
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "xwb-load-progress");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(this::tick, 1, 1, TimeUnit.SECONDS);
    }

    public double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    /** Stops ticking and records the last, partial interval. */
    @Override
    public void close() {
        ticker.shutdownNow();
        try {
            ticker.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if ((System.nanoTime() - lastNanos) > 50_000_000L || timeline.isEmpty()) {
            tick();
        }
    }

    public synchronized List<LoadProgress> timeline() {
        return List.copyOf(timeline);
    }

    private synchronized void tick() {
        long now = System.nanoTime();
        long docs = documents.get();
        long b = bytes.get();
        double interval = Math.max((now - lastNanos) / 1e9, 1e-9);
        LoadProgress progress = new LoadProgress((now - startNanos) / 1e9, docs, b, (docs - lastDocuments) / interval,
                (b - lastBytes) / 1e6 / interval);
        lastNanos = now;
        lastDocuments = docs;
        lastBytes = b;
        timeline.add(progress);
        try {
            listener.progress(progress);
        } catch (RuntimeException e) {
            // a failing listener must not stop the load or the clock
        }
    }
}
