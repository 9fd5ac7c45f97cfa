package org.xwb.ui.charts;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;

import org.eclipse.swt.widgets.Display;

/**
 * The one thread that owns a group of live charts: their datasets change and the charts are drawn
 * here, never on the UI thread, so a chart is never drawn while it changes and the UI stays
 * responsive however long a drawing takes.
 *
 * <p>Finished pictures are handed to the UI thread together: the thread works through every task
 * that is waiting (an interval's new points, then the drawing of each chart) and only then wakes
 * the UI thread once with all of them, so one interval costs the UI thread one turn, not one per
 * chart, and the charts change on screen at the same moment.
 */
public final class ChartRenderThread implements AutoCloseable {

    private final Display display;
    private final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    /** Pictures drawn since the last hand-over, by canvas (render thread only). */
    private final Map<LiveChartCanvas, Frame> drawn = new LinkedHashMap<>();
    private final Thread thread;
    private volatile boolean closed;

    public ChartRenderThread(Display display) {
        this.display = display;
        thread = new Thread(this::loop, "xwb-chart-render");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private void loop() {
        try {
            while (!closed) {
                run(tasks.take());
                Runnable next;
                while ((next = tasks.poll()) != null) {
                    run(next);
                }
                handOver();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // closed
        } finally {
            // nobody waits forever for a chart that will not be read any more
            for (Runnable left; (left = tasks.poll()) != null;) {
                if (left instanceof FutureTask<?> waited) {
                    waited.cancel(false);
                }
            }
        }
    }

    private static void run(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException e) {
            // one failed drawing must not end the charts of the run; the error goes to the log
            Thread current = Thread.currentThread();
            current.getUncaughtExceptionHandler().uncaughtException(current, e);
        }
    }

    /** Gives the UI thread every picture drawn since the last hand-over, in one turn. */
    private void handOver() {
        if (drawn.isEmpty() || display.isDisposed()) {
            return;
        }
        Map<LiveChartCanvas, Frame> pictures = new LinkedHashMap<>(drawn);
        drawn.clear();
        display.asyncExec(() -> pictures.forEach(LiveChartCanvas::show));
    }

    /** On the render thread: a canvas's new picture, shown at the next hand-over (a newer one replaces it). */
    void present(LiveChartCanvas canvas, Frame frame) {
        checkThread();
        drawn.put(canvas, frame);
    }

    /** Runs code on the render thread, later. */
    public void execute(Runnable code) {
        if (!closed) {
            tasks.add(code);
        }
    }

    /** Runs code on the render thread and waits for its result (runs it at once when already there). */
    public <T> T call(Callable<T> code) {
        try {
            if (Thread.currentThread() == thread) {
                return code.call();
            }
            if (closed) {
                throw new IllegalStateException("The charts are closed");
            }
            FutureTask<T> result = new FutureTask<>(code);
            tasks.add(result);
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
        closed = true;
        thread.interrupt();
    }
}
