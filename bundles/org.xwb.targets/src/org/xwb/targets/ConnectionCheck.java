package org.xwb.targets;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.profiles.PasswordSource;

/**
 * "Test connection" of a profile: opens it as a run would (its kind, its password source),
 * reads the server's version and measures the round trip of a connection that is already open
 * (the median of a few pings, so one slow answer does not decide).
 *
 * @param serverVersion   the server's product and version
 * @param description     the target's own description (where, as whom, settings); no password
 * @param openMillis      opening the target (for the embedded kind: starting its server)
 * @param roundTripMillis the median time of one request and its answer on an open connection
 * @param warning         why the login may do more than a workload needs (a PostgreSQL superuser), or null
 */
public record ConnectionCheck(String serverVersion, String description, double openMillis, double roundTripMillis,
        String warning) {

    private static final int PINGS = 5;
    private static final int PING_TIMEOUT_SECONDS = 10;

    /**
     * @throws SQLException when the server cannot be reached or refuses the login
     * @throws IllegalArgumentException when the profile is incomplete (its message names the field)
     */
    public static ConnectionCheck run(TargetProfile profile, Workspace workspace, PasswordSource passwords)
            throws SQLException, IOException {
        long start = System.nanoTime();
        try (Target target = TargetKinds.open(profile, workspace, passwords)) {
            double openMillis = (System.nanoTime() - start) / 1e6;
            String version = target.serverVersion();
            double[] pings = new double[PINGS];
            try (Connection connection = target.connect()) {
                connection.isValid(PING_TIMEOUT_SECONDS); // the first request warms the connection up
                for (int i = 0; i < PINGS; i++) {
                    long sent = System.nanoTime();
                    if (!connection.isValid(PING_TIMEOUT_SECONDS)) {
                        throw new SQLException("The connection to " + profile.getName() + " stopped answering", "08006");
                    }
                    pings[i] = (System.nanoTime() - sent) / 1e6;
                }
            }
            Arrays.sort(pings);
            String warning = target instanceof org.xwb.targets.postgres.PostgresTarget postgres
                    ? postgres.privilegeWarning().orElse(null) : null;
            return new ConnectionCheck(version, target.info().description(), openMillis, pings[PINGS / 2], warning);
        }
    }
}
