package org.xwb.core.target;

/** Hears how a load goes; called from loader threads, so implementations must be thread-safe. */
public interface LoadListener {

    /** About once a second: totals so far and the rate of the last second. */
    default void progress(LoadProgress progress) {
    }

    /** A document the database refused; the load goes on unless it is strict. */
    default void rejected(String origin, String reason) {
    }

    LoadListener NONE = new LoadListener() {
    };

    /**
     * @param elapsedSeconds since the load started
     * @param documents      committed so far
     * @param bytes          committed so far
     * @param docsPerSecond  over the last interval
     * @param mbPerSecond    over the last interval (MB = 10^6 bytes)
     */
    record LoadProgress(double elapsedSeconds, long documents, long bytes, double docsPerSecond, double mbPerSecond) {
    }
}
