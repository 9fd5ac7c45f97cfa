package org.xwb.xml.validate;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Asks long work to stop. Any thread may cancel; the work checks between documents, so it stops
 * within one document's time. Plain Java on purpose: this bundle uses no Eclipse Jobs, a UI wraps
 * its progress monitor around one of these.
 */
public class CancellationToken {

    /** A token nobody cancels. */
    public static final CancellationToken NEVER = new CancellationToken() {
        @Override
        public void cancel() {
            throw new UnsupportedOperationException("CancellationToken.NEVER cannot be cancelled");
        }
    };

    private final AtomicBoolean cancelled = new AtomicBoolean();

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
