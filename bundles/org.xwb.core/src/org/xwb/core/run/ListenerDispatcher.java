package org.xwb.core.run;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Hands events to the listeners on a thread of their own, so neither users nor the statistics
 * thread ever wait for a listener.
 */
final class ListenerDispatcher {

    private static final System.Logger LOG = System.getLogger(ListenerDispatcher.class.getName());

    private final List<RunListener> listeners;
    private final ExecutorService executor;

    ListenerDispatcher(List<RunListener> listeners, String runId) {
        this.listeners = List.copyOf(listeners);
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "xwb-listeners-" + runId);
            t.setDaemon(true);
            return t;
        });
    }

    void fire(Consumer<RunListener> event) {
        if (listeners.isEmpty() || executor.isShutdown()) {
            return; // an event after the run ended (an index build that outlasted it) reaches no one
        }
        try {
            executor.execute(() -> {
                for (RunListener listener : listeners) {
                    try {
                        event.accept(listener);
                    } catch (RuntimeException | LinkageError e) {
                        LOG.log(System.Logger.Level.WARNING, "Run listener " + listener.getClass().getName() + " failed", e);
                    }
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException ended) {
            // shut down between the check and here: as above
        }
    }

    /** Lets queued events reach the listeners, waiting at most {@code millis}. */
    void shutdown(long millis) {
        executor.shutdown();
        try {
            executor.awaitTermination(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
