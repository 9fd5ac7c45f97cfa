package org.xwb.targets;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.targets.db2.Db2Target;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.postgres.PostgresTarget;
import org.xwb.targets.profiles.PasswordSource;

/**
 * Opens the target a profile describes: {@code embedded} (the workspace's own PostgreSQL, started
 * on demand), {@code postgresql} (a server: host, port, database, user) or {@code db2}. Profile
 * properties go to the JDBC driver, except {@code synchronous_commit}, which XWB sets on every
 * PostgreSQL session and reports in the target's description. Passwords come from a
 * {@link PasswordSource}, never from the profile.
 */
public final class Targets {

    public static final String EMBEDDED = "embedded";
    public static final String POSTGRESQL = "postgresql";
    public static final String DB2 = "db2";

    private Targets() {
    }

    /** Opens {@code profile} with passwords from the environment and secure storage. */
    public static Target open(TargetProfile profile, Workspace workspace) throws SQLException, IOException {
        return open(profile, workspace, PasswordSource.standard());
    }

    public static Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords)
            throws SQLException, IOException {
        String kind = profile.getKind() == null ? "" : profile.getKind().strip().toLowerCase(Locale.ROOT);
        return switch (kind) {
            case EMBEDDED -> openEmbedded(profile, EmbeddedLayout.of(workspace));
            case POSTGRESQL -> openPostgres(profile, passwords);
            case DB2 -> openDb2(profile, passwords);
            default -> throw new IllegalArgumentException("Target profile " + profile.getName() + " has kind '"
                    + profile.getKind() + "'; XWB knows embedded, postgresql and db2");
        };
    }

    /** The embedded server of the workspace whose files {@code layout} names. */
    public static Target openEmbedded(TargetProfile profile, EmbeddedLayout layout) throws SQLException, IOException {
        EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout);
        try {
            String note = "data " + layout.data() + "; " + lease.startReport();
            return PostgresTarget.open(profile.getName(), EMBEDDED, lease.jdbcUrl(),
                    driverProperties(profile, lease.credential().password()),
                    synchronousCommit(profile), lease, "embedded PostgreSQL", note);
        } catch (SQLException | RuntimeException e) {
            lease.close();
            throw e;
        }
    }

    private static Target openPostgres(TargetProfile profile, PasswordSource passwords) throws SQLException {
        String url = profile.getJdbcUrl();
        if (url == null || url.isBlank()) {
            require(profile, profile.getHost(), "host");
            require(profile, profile.getDatabase(), "database");
            url = "jdbc:postgresql://" + profile.getHost() + ":" + (profile.getPort() > 0 ? profile.getPort() : 5432) + "/"
                    + profile.getDatabase();
        }
        Properties properties = driverProperties(profile, passwords.password(profile).orElse(null));
        return PostgresTarget.open(profile.getName(), POSTGRESQL, url, properties, synchronousCommit(profile), null,
                "PostgreSQL", null);
    }

    private static Target openDb2(TargetProfile profile, PasswordSource passwords) throws SQLException {
        String url = profile.getJdbcUrl();
        int port = profile.getPort() > 0 ? profile.getPort() : 50000;
        if (url == null || url.isBlank()) {
            require(profile, profile.getHost(), "host");
            require(profile, profile.getDatabase(), "database");
            url = "jdbc:db2://" + profile.getHost() + ":" + port + "/" + profile.getDatabase();
        }
        String where = profile.getHost() == null ? url.replaceAll("(?i)password=[^;]*", "password=***")
                : profile.getHost() + ":" + port + ", database " + profile.getDatabase();
        return Db2Target.open(profile.getName(), url, where, driverProperties(profile, passwords.password(profile).orElse(null)));
    }

    /** user, password and the profile's properties other than synchronous_commit. */
    static Properties driverProperties(TargetProfile profile, String password) {
        Properties properties = new Properties();
        for (Property p : profile.getProperties()) {
            if (p.getKey() != null && p.getValue() != null && !p.getKey().equals(PostgresTarget.SYNCHRONOUS_COMMIT)) {
                properties.setProperty(p.getKey(), p.getValue());
            }
        }
        if (profile.getUser() != null && !profile.getUser().isBlank()) {
            properties.setProperty("user", profile.getUser());
        } else if (EMBEDDED.equalsIgnoreCase(profile.getKind())) {
            properties.setProperty("user", EmbeddedServer.USER);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        return properties;
    }

    /** The profile's synchronous_commit; "on" when an embedded profile does not say (PostgreSQL's default). */
    static String synchronousCommit(TargetProfile profile) {
        for (Property p : profile.getProperties()) {
            if (PostgresTarget.SYNCHRONOUS_COMMIT.equals(p.getKey())) {
                return p.getValue();
            }
        }
        return EMBEDDED.equalsIgnoreCase(profile.getKind()) ? "on" : null;
    }

    private static void require(TargetProfile profile, String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("Target profile " + profile.getName() + " (" + profile.getKind()
                    + ") has no " + field + " and no jdbcUrl");
        }
    }
}
