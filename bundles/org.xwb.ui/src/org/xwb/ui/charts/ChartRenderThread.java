package org.xwb.ui.charts;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The one thread that owns a group of live charts: their datasets change and the charts are drawn
 * here, never on the UI thread, so a chart is never drawn while it changes and the UI stays
 * responsive however long a drawing takes. It runs below normal priority: on a machine the run
 * keeps busy, the virtual users come first.
 */
public final class ChartRenderThread implements AutoCloseable {

    private volatile Thread thread;
    private final ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "xwb-chart-render");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        thread = t;
        return t;
    });

    /** Runs code on the render thread, later. */
    public void execute(Runnable code) {
        if (!executor.isShutdown()) {
            executor.execute(code);
        }
    }

    /** Runs code on the render thread and waits for its result (runs it at once when already there). */
    public <T> T call(Callable<T> code) {
        try {
            if (Thread.currentThread() == thread) {
                return code.call();
            }
            Future<T> result = executor.submit(code);
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the chart thread", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(cause);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Fails unless called on the render thread (the charts' datasets are not thread-safe). */
    public void checkThread() {
        if (Thread.currentThread() != thread) {
            throw new IllegalStateException("Chart changed outside its render thread");
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
