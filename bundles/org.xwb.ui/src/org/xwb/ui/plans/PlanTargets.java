package org.xwb.ui.plans;

import java.io.IOException;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetChoice;

/**
 * The targets the plan view explains on, opened once per profile and kept until the view closes:
 * an explain is a round trip, not a server start (the embedded server stops when its last target
 * closes). A target whose work failed is closed and opened again next time. Job threads only.
 */
final class PlanTargets implements AutoCloseable {

    private final Workspace workspace;
    private final Map<String, Target> open = new HashMap<>();
    private final Map<Target, String> versions = new IdentityHashMap<>();

    PlanTargets(Workspace workspace) {
        this.workspace = workspace;
    }

    synchronized Target get(String profile) throws SQLException, IOException {
        Target target = open.get(profile);
        if (target == null) {
            target = TargetChoice.of(profile).open(workspace);
            open.put(profile, target);
        }
        return target;
    }

    /** The server's product and version, asked once per target. */
    synchronized String version(Target target) throws SQLException {
        String version = versions.get(target);
        if (version == null) {
            version = target.serverVersion();
            versions.put(target, version);
        }
        return version;
    }

    /** Closes the profile's target after a failure, so the next use connects afresh. */
    synchronized void forget(String profile) {
        Target target = open.remove(profile);
        if (target != null) {
            versions.remove(target);
            target.close();
        }
    }

    @Override
    public synchronized void close() {
        for (String profile : Map.copyOf(open).keySet()) {
            forget(profile);
        }
    }
}
