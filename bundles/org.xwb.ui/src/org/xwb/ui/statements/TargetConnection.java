package org.xwb.ui.statements;

import java.io.IOException;
import java.sql.SQLException;

import org.xwb.core.statements.StatementRun;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetChoice;

/**
 * The statement editor's target: opened on first use (for the embedded profile that starts the
 * workspace's server, so it happens in the run's job, never on the UI thread), kept with one
 * connection while the same profile stays chosen, closed when another is chosen or the editor
 * closes.
 */
final class TargetConnection implements AutoCloseable {

    private final Workspace workspace;
    private String profile;
    private Target target;
    private StatementRun run;

    TargetConnection(Workspace workspace) {
        this.workspace = workspace;
    }

    /** The run of {@code profileName}'s target, opening it when it is not the one open (job thread). */
    synchronized StatementRun open(String profileName) throws SQLException, IOException {
        if (run != null && profileName.equals(profile)) {
            return run;
        }
        close();
        target = TargetChoice.of(profileName).open(workspace);
        run = new StatementRun(target);
        profile = profileName;
        return run;
    }

    /** Stops what runs now (any thread); the connection stays for the next run. */
    void cancel() {
        StatementRun current;
        synchronized (this) {
            current = run;
        }
        if (current != null) {
            current.cancel();
        }
    }

    @Override
    public synchronized void close() {
        if (run != null) {
            run.close();
            run = null;
        }
        if (target != null) {
            try {
                target.close();
            } catch (RuntimeException e) {
                // closing a target that is gone leaves nothing to release
            }
            target = null;
        }
        profile = null;
    }
}
