package org.xwb.ui.testing;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;

/**
 * Runs widget code on the UI thread and hands back its result or its exception. SWT widgets may
 * only be touched there; tests run on another thread so the UI stays live while they wait.
 */
public final class UIThread {

    private UIThread() {
    }

    /** Found once: finding it walks every thread's stack (a stop-the-world thread dump). */
    private static volatile Display found;

    /** The display of the running workbench (the first display created in this JVM). */
    public static Display display() {
        Display known = found;
        if (known != null && !known.isDisposed()) {
            return known;
        }
        found = search();
        return found;
    }

    private static Display search() {
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            for (Thread thread : Thread.getAllStackTraces().keySet()) {
                Display display = Display.findDisplay(thread);
                if (display != null && !display.isDisposed()) {
                    return display;
                }
            }
            sleep(50);
        }
        throw new IllegalStateException("No SWT display appeared within 30 s: is the product running?");
    }

    public static <T> T syncExec(Supplier<T> code) {
        Display display = display();
        if (display.getThread() == Thread.currentThread()) {
            return code.get();
        }
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicReference<Error> error = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                result.set(code.get());
            } catch (RuntimeException e) {
                failure.set(e);
            } catch (Error e) {
                error.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get() instanceof SWTException ? new IllegalStateException(failure.get()) : failure.get();
        }
        if (error.get() != null) {
            throw error.get();
        }
        return result.get();
    }

    public static void syncRun(Runnable code) {
        syncExec(() -> {
            code.run();
            return null;
        });
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting", e);
        }
    }
}
