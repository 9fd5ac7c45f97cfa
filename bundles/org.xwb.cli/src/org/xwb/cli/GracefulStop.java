package org.xwb.cli;

import java.util.concurrent.Callable;

/**
 * Ctrl-C (the JVM shutting down) while a command drives a run: the run is asked to stop
 * gracefully, so what it measured is still written. One place for the shutdown hook that
 * {@code xwb run}, {@code xwb demo}, {@code xwb sweep} and {@code xwb jmeter} need.
 */
final class GracefulStop {

    private GracefulStop() {
    }

    /** Does {@code work}; a JVM shutdown meanwhile runs {@code stop} (which may wait for the end). */
    static <T> T around(String threadName, Runnable stop, Callable<T> work) throws Exception {
        Thread hook = new Thread(stop, threadName);
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return work.call();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook is running
            }
        }
    }
}
