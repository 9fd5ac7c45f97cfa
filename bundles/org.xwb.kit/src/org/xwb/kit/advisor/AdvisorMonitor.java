package org.xwb.kit.advisor;

/**
 * Hears the advisor as it goes and may cancel it: the command line prints, the workbench's job
 * shows progress and Cancel. Every method has a default, so callers pick.
 */
public interface AdvisorMonitor {

    /** One line on what the advisor is doing now. */
    default void status(String text) {
    }

    /** {@code done} of {@code total} measuring steps are finished (the total may grow once candidates are known). */
    default void worked(int done, int total) {
    }

    /** Asked between steps and while a run goes on: true ends the advisor there (a run stops gracefully). */
    default boolean cancelled() {
        return false;
    }

    AdvisorMonitor NONE = new AdvisorMonitor() {
    };

    /** Thrown out of the advisor when the monitor cancelled it. */
    final class CancelledException extends Exception {
        private static final long serialVersionUID = 1L;

        public CancelledException() {
            super("The index advisor was cancelled");
        }
    }
}
