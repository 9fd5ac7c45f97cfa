package org.xwb.targets.jdbc;

import java.util.Optional;

import org.xwb.core.target.Target;

/**
 * A target with a JDBC URL of its own that another JDBC client (the JMeter export and run) can
 * connect with while the target is open. Core's {@link Target} knows nothing of JDBC URLs and
 * drivers; the kinds that have them say so here.
 */
public interface JdbcReachable {

    /** How another JDBC client reaches this database; see {@link JdbcEndpoint} for the password. */
    JdbcEndpoint endpoint();

    /** The endpoint of {@code target}, or empty when it has no JDBC URL (an XQuery engine). */
    static Optional<JdbcEndpoint> of(Target target) {
        return target instanceof JdbcReachable reachable ? Optional.of(reachable.endpoint()) : Optional.empty();
    }
}
