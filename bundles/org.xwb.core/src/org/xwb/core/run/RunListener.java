package org.xwb.core.run;

import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;

/**
 * Hears a run as it goes: the live charts of the workbench and the CLI progress line subscribe
 * here. Every call comes on one dispatch thread of the run, in order, never on a user's thread: a
 * slow or failing listener delays only later events of the same run (its exceptions are logged
 * and dropped), never the users or the statistics. Snapshots are immutable and may be kept.
 */
public interface RunListener {

    /**
     * The run entered {@code phase}.
     *
     * @param elapsedSeconds since the users started (0 while starting)
     */
    default void phaseChanged(RunPhase phase, double elapsedSeconds) {
    }

    /** An interval closed (every {@link RunConfig#intervalSeconds()}, and a last partial one at the end). */
    default void interval(IntervalSnapshot snapshot) {
    }

    /** An XML index of the target changed while the run went on ({@link WorkloadRun#recordIndexEvent}). */
    default void indexEvent(IndexEvent event) {
    }

    /** The run is over and its result folder is complete; the last event. */
    default void finished(org.xwb.core.stats.RunSummary summary) {
    }

    /** Convenience for lambdas: a listener of intervals only. */
    static RunListener onInterval(java.util.function.Consumer<IntervalSnapshot> consumer) {
        return new RunListener() {
            @Override
            public void interval(IntervalSnapshot snapshot) {
                consumer.accept(snapshot);
            }
        };
    }

    /** Convenience: a listener of the final summary only. */
    static RunListener onFinished(java.util.function.Consumer<RunSummary> consumer) {
        return new RunListener() {
            @Override
            public void finished(RunSummary summary) {
                consumer.accept(summary);
            }
        };
    }
}
