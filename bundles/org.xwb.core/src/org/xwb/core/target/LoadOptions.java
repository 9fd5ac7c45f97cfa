package org.xwb.core.target;

/**
 * Knobs of a bulk load (seeds 000 and 004).
 *
 * @param batchSize      documents per JDBC batch (1 = no batching)
 * @param commitInterval documents per commit
 * @param loaders        parallel loader connections
 * @param strict         stop at the first rejected document instead of reporting it and going on
 */
public record LoadOptions(int batchSize, int commitInterval, int loaders, boolean strict) {

    public static final LoadOptions DEFAULT = new LoadOptions(100, 1000, 2, false);

    public LoadOptions {
        if (batchSize < 1 || commitInterval < 1 || loaders < 1) {
            throw new IllegalArgumentException("batch size, commit interval and loaders must be at least 1");
        }
    }
}
