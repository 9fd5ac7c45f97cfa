package org.xwb.core.target;

import java.sql.SQLException;

/**
 * A load that could not go on (the connection was lost, a commit failed). Its message says which
 * documents are in doubt; {@link #partial()} tells what was committed before.
 */
public final class LoadFailedException extends SQLException {

    private static final long serialVersionUID = 1L;
    private final transient LoadReport partial;

    public LoadFailedException(String message, SQLException cause, LoadReport partial) {
        super(message, cause.getSQLState(), cause.getErrorCode(), cause);
        this.partial = partial;
    }

    /** What the load committed before it failed. */
    public LoadReport partial() {
        return partial;
    }
}
