package org.xwb.ui.tests;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;
import org.xwb.ui.testing.UIThread;

/**
 * Measures how long the UI thread takes to run a posted runnable, ten times a second. A stall is
 * the UI thread working (its CPU time) or blocked (a lock, a wait, a sleep) for longer than the
 * limit before it ran it: the user would see a frozen window. Time the thread was ready but got
 * no CPU, on a machine shared by many builds, is reported with each wait but not counted.
 */
final class StallWatch {

    private static final long SAMPLE_MS = 20;
    private final long limitMs;
    private final Supplier<String> doing;
    private final Consumer<String> onStall;
    private final AtomicLong longestWall = new AtomicLong();
    private final AtomicLong longestBusy = new AtomicLong();
    private volatile boolean running;
    private Thread thread;

    StallWatch(long limitMs, Supplier<String> doing, Consumer<String> onStall) {
        this.limitMs = limitMs;
        this.doing = doing;
        this.onStall = onStall;
    }

    void start() {
        running = true;
        Display display = UIThread.display();
        long ui = display.getThread().threadId();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        thread = new Thread(() -> {
            while (running && !display.isDisposed()) {
                AtomicLong answered = new AtomicLong();
                long sent = System.nanoTime();
                long cpuBefore = threads.getThreadCpuTime(ui);
                long blockedMs = 0;
                boolean reported = false;
                display.asyncExec(() -> answered.set(System.nanoTime()));
                while (answered.get() == 0 && running && !display.isDisposed()) {
                    pause(SAMPLE_MS);
                    ThreadInfo info = threads.getThreadInfo(ui);
                    if (info != null && info.getThreadState() != Thread.State.RUNNABLE) {
                        blockedMs += SAMPLE_MS;
                    }
                    long busy = (threads.getThreadCpuTime(ui) - cpuBefore) / 1_000_000 + blockedMs;
                    if (busy > limitMs && !reported) {
                        reported = true;
                        onStall.accept("UI thread busy " + busy + " ms (blocked " + blockedMs + " ms) of "
                                + (System.nanoTime() - sent) / 1_000_000 + " ms during: " + doing.get());
                    }
                }
                if (answered.get() != 0) {
                    longestWall.accumulateAndGet((answered.get() - sent) / 1_000_000, Math::max);
                    longestBusy.accumulateAndGet((threads.getThreadCpuTime(ui) - cpuBefore) / 1_000_000 + blockedMs,
                            Math::max);
                }
                pause(100);
            }
        }, "xwb-stall-watch");
        thread.setDaemon(true);
        thread.start();
    }

    void stop() throws InterruptedException {
        running = false;
        thread.join(5_000);
    }

    /** The longest wait for the UI thread, and the longest time it was busy or blocked in one, in ms. */
    String longest() {
        return longestWall.get() + " ms (busy or blocked " + longestBusy.get() + " ms)";
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
