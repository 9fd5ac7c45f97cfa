package org.xwb.core.run;

import java.util.concurrent.locks.LockSupport;

import org.xwb.core.results.ResultFiles;
import org.xwb.core.stats.IntervalCollector;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The statistics thread: closes an interval every {@code intervalSeconds} (and exactly when
 * ramp-up ends, so no interval mixes warm-up and measured figures), writes it to the result files
 * and hands the snapshot to the listeners. Announces MEASURE and STOPPING. Stops ticking at the
 * end of the measured window and closes the last, partial interval when the users are done.
 */
final class IntervalTicker implements Runnable {

    private final RunClock clock;
    private final IntervalCollector collector;
    private final ResultFiles files;
    private final ListenerDispatcher listeners;
    private final long intervalNanos;
    /** The first seconds in which a run whose every transaction fails stops; 0: never. */
    private final long allFailNanos;
    /** Told why, once, when every transaction of the first seconds failed. */
    private final java.util.function.Consumer<String> allFailing;
    private boolean allFailChecked;
    private volatile boolean finishing;
    private volatile Thread thread;
    private int index;
    private long intervalStart;
    private boolean measuring;
    private long next;
    private boolean stoppingAnnounced;
    /** Users active when last seen inside the window: the final interval reports them, not the 0 of after. */
    private int activeUsers;

    IntervalTicker(RunClock clock, IntervalCollector collector, ResultFiles files, ListenerDispatcher listeners,
            double intervalSeconds) {
        this(clock, collector, files, listeners, intervalSeconds, 0, reason -> { });
    }

    IntervalTicker(RunClock clock, IntervalCollector collector, ResultFiles files, ListenerDispatcher listeners,
            double intervalSeconds, double allFailStopSeconds, java.util.function.Consumer<String> allFailing) {
        this.allFailNanos = (long) (allFailStopSeconds * 1e9);
        this.allFailing = allFailing;
        this.clock = clock;
        this.collector = collector;
        this.files = files;
        this.listeners = listeners;
        this.intervalNanos = (long) (intervalSeconds * 1e9);
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        begin();
        while (true) {
            long now = System.nanoTime();
            if (tick(now)) {
                return;
            }
            // sleep to the next tick or the end of the window; stop() and finish() wake us earlier
            long windowEnd = clock.windowEnd();
            long wait = now >= windowEnd ? 1_000_000_000L : Math.min(next, windowEnd) - now;
            LockSupport.parkNanos(this, Math.max(wait, 100_000L));
        }
    }

    /** Sets the first interval up (the clock has started). */
    void begin() {
        long t0 = clock.t0();
        long windowStart = clock.windowStart();
        measuring = windowStart <= t0;
        intervalStart = t0;
        next = measuring ? t0 + intervalNanos : Math.min(t0 + intervalNanos, windowStart);
    }

    /**
     * One look at the clock: closes the interval that is due at {@code now}, stamped with the times
     * its completions were counted in. The switch to measuring closes ramp-up's last interval and
     * opens the first measured one at the same instant, {@code windowStart}, however late this
     * thread wakes: its measured completions (carried by the collector) all came after that instant.
     *
     * @return true once the last interval is closed (after {@link #finish()})
     */
    boolean tick(long now) {
        long t0 = clock.t0();
        long windowStart = clock.windowStart();
        long windowEnd = clock.windowEnd();
        if (now < windowEnd) {
            activeUsers = clock.activeUsers.get();
        }
        if (!stoppingAnnounced && now >= windowEnd) {
            stoppingAnnounced = true;
            double at = clock.secondsSinceStart(Math.max(windowEnd, t0));
            listeners.fire(l -> l.phaseChanged(RunPhase.STOPPING, at));
        }
        if (finishing) {
            long end = Math.max(intervalStart, Math.min(now, windowEnd));
            if (!stoppingAnnounced) {
                double at = clock.secondsSinceStart(end);
                listeners.fire(l -> l.phaseChanged(RunPhase.STOPPING, at));
            }
            if (!measuring && end > windowStart) {
                close(windowStart, now); // the users finished before the tick that would have closed ramp-up
                measuring = true;
            }
            close(end, now);
            return true;
        }
        if (now >= next && now < windowEnd) {
            if (!measuring && now >= windowStart) {
                close(windowStart, now);
                measuring = true;
                double at = clock.secondsSinceStart(windowStart);
                listeners.fire(l -> l.phaseChanged(RunPhase.MEASURE, at));
                next = windowStart + intervalNanos;
                if (now >= next) {
                    close(now, now); // woken more than an interval late: what came since the switch
                }
            } else {
                close(now, now);
                next += intervalNanos;
            }
            while (next <= now) {
                next += intervalNanos;
            }
            if (!measuring && windowStart < next) {
                next = windowStart;
            }
        }
        return false;
    }

    /** Closes the interval at {@code end}; {@code now} is when the collector drains it. */
    private void close(long end, long now) {
        if (now < clock.windowEnd()) {
            activeUsers = clock.activeUsers.get();
        }
        IntervalSnapshot snapshot = collector.close(index++, measuring, clock.secondsSinceStart(intervalStart),
                clock.secondsSinceStart(end), activeUsers);
        files.interval(snapshot, collector.intervalHistograms(), measuring);
        listeners.fire(l -> l.interval(snapshot));
        intervalStart = end;
        checkAllFailing(end);
    }

    /**
     * Within the first seconds of the run: when at least {@link RunConfig#ALL_FAIL_MINIMUM}
     * transactions ended and every one failed, the run cannot work as set up; it is told why (the
     * most frequent message) so it stops now instead of failing for the whole duration.
     */
    private void checkAllFailing(long end) {
        if (allFailChecked || allFailNanos <= 0) {
            return;
        }
        if (end - clock.t0() > allFailNanos || collector.completedSoFar() > 0) {
            allFailChecked = true;
            return;
        }
        long failed = collector.failedSoFar();
        if (failed >= RunConfig.ALL_FAIL_MINIMUM) {
            allFailChecked = true;
            allFailing.accept(String.format(java.util.Locale.ROOT,
                    "stopped early: all %d transactions of the first %.1f s failed (the run stops when every "
                            + "transaction of its first %.0f s fails); most frequent error: %s",
                    failed, clock.secondsSinceStart(end), allFailNanos / 1e9, collector.mostFrequentError()));
        }
    }

    /** Closes the last interval and ends the thread (call once the users have finished). */
    void finish() {
        finishing = true;
        wake();
    }

    /** The window's end moved (a stop): look at the clock now. */
    void wake() {
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }
}
