package org.xwb.xml.validate;

/**
 * Told how far a {@link ValidationJob} has come. Called from worker threads, at most about ten
 * times a second plus once at the end, so implementations should be quick and thread-safe.
 */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = (done, total, invalid) -> {
    };

    /**
     * @param done    documents finished so far
     * @param total   documents in the job
     * @param invalid documents among {@code done} with at least one error
     */
    void progress(int done, int total, int invalid);
}
