package org.xwb.core.target;

/**
 * Hears an XML index build one index at a time: on a large database each index takes minutes, so
 * the CLI and the dashboard show which one is being built, how long each took and how many entries
 * it holds. It only hears: the stop is the build's own argument
 * ({@link Target#createIndexes(org.xwb.model.Workload, IndexBuildListener, java.util.function.BooleanSupplier)}),
 * so a caller that adds a Stop does not wrap the listener.
 */
public interface IndexBuildListener {

    /** An index build began; {@code number} counts from 1 up to {@code total}. */
    default void indexStarted(String index, String collection, int number, int total) {
    }

    /** An index is built (or was there already). */
    default void indexBuilt(IndexBuilt built) {
    }

    /**
     * @param number  1-based number of the index in the order the build finished them
     * @param seconds wall time of this index's build
     * @param entries entries in the built index, or -1 where the target does not say
     */
    record IndexBuilt(String index, String collection, int number, int total, double seconds, long entries) {
    }

    IndexBuildListener NONE = new IndexBuildListener() {
    };
}
