package org.xwb.core.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The run's shared time line. Users read {@link #windowEnd} once per transaction (one volatile
 * load); everything else they need is fixed before they start. A sample counts only if it started
 * at or after {@code windowStart} and ended at or before {@code windowEnd}: since a stop only ever
 * pulls {@code windowEnd} in, reading it after the transaction means the run was measuring both
 * before and after the sample (BenchBase's rule).
 */
final class RunClock {

    private final CountDownLatch ready;
    private final CountDownLatch done;
    private final CountDownLatch start = new CountDownLatch(1);
    final AtomicInteger activeUsers = new AtomicInteger();
    private volatile boolean aborted;
    private volatile boolean cancelled;
    private volatile long windowEnd = Long.MAX_VALUE;
    private final java.util.concurrent.atomic.AtomicReference<String> exhausted = new java.util.concurrent.atomic.AtomicReference<>();
    /** Set before {@link #start} opens; users read them after it (the latch orders the writes). */
    private long t0;
    private long windowStart;

    RunClock(int users) {
        this.ready = new CountDownLatch(users);
        this.done = new CountDownLatch(users);
    }

    /** A user connected (or failed to: the run then aborts). */
    void userReady() {
        ready.countDown();
    }

    boolean awaitReady(long millis) throws InterruptedException {
        return ready.await(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** A user has finished (whatever happened to it). */
    void userDone() {
        done.countDown();
    }

    boolean awaitUsersDone(long nanos) throws InterruptedException {
        return done.await(nanos, java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    /** Opens the gate: the users start now. */
    void start(long rampUpNanos, long durationNanos) {
        startAt(System.nanoTime(), rampUpNanos, durationNanos);
    }

    /** Opens the gate as if the users started at {@code startNanos} (tests drive a clock of their own). */
    void startAt(long startNanos, long rampUpNanos, long durationNanos) {
        t0 = startNanos;
        windowStart = t0 + rampUpNanos;
        windowEnd = durationNanos > 0 ? windowStart + durationNanos : Long.MAX_VALUE;
        start.countDown();
    }

    /** Users wait here until the run starts; false when it was aborted before starting. */
    boolean awaitStart() throws InterruptedException {
        start.await();
        return !aborted;
    }

    /** Ends the run before it started (a user could not connect) or releases waiting users on cancel. */
    void abort() {
        aborted = true;
        windowEnd = Math.min(windowEnd, System.nanoTime());
        start.countDown();
    }

    /** Graceful stop: nothing ending after now is counted; users finish what they run and leave. */
    void stop() {
        long now = System.nanoTime();
        if (now < windowEnd) {
            windowEnd = now;
        }
    }

    /** A user ran out of documents to insert: the run stops now, and the first reason is kept. */
    void documentsExhausted(String reason) {
        exhausted.compareAndSet(null, reason);
        stop();
    }

    /** Why the users ran out of documents, or null. */
    String exhausted() {
        return exhausted.get();
    }

    void cancel() {
        cancelled = true;
        stop();
    }

    boolean cancelled() {
        return cancelled;
    }

    boolean aborted() {
        return aborted;
    }

    long t0() {
        return t0;
    }

    long windowStart() {
        return windowStart;
    }

    long windowEnd() {
        return windowEnd;
    }

    boolean ended(long now) {
        return now >= windowEnd;
    }

    double secondsSinceStart(long nanos) {
        return (nanos - t0) / 1e9;
    }
}
