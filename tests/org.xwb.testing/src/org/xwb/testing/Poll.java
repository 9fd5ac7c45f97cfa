package org.xwb.testing;

import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * Waiting for a real condition instead of sleeping for a guessed time: a test that waits this way
 * passes on a busy machine as on a quiet one, only slower.
 */
public final class Poll {

    private static final long INTERVAL_MILLIS = 10;

    private Poll() {
    }

    /** Returns once {@code condition} holds; fails naming {@code what} when it does not within {@code timeout}. */
    public static void until(String what, Duration timeout, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.call()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Waited " + timeout.toSeconds() + " s for " + what);
            }
            Thread.sleep(INTERVAL_MILLIS);
        }
    }
}
