package org.xwb.targets.postgres;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKind;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.profiles.ServerProfiles;

/**
 * A PostgreSQL server: host, port, database, user (or {@code jdbcUrl}); {@code synchronous_commit}
 * is set on every session and shown in the description; other properties go to pgjdbc.
 */
public final class PostgresKind implements TargetKind {

    public static final String ID = "postgresql";
    public static final String DIALECT = "postgresql";
    static final int DEFAULT_PORT = 5432;
    private static final Pattern URL = Pattern.compile("jdbc:postgresql://(\\[[^\\]]+\\]|[^:/?]+)?(?::(\\d+))?/([^?]*)(\\?.*)?");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "PostgreSQL server";
    }

    @Override
    public List<String> dialects() {
        return List.of(DIALECT);
    }

    @Override
    public Optional<String> urlForm() {
        return Optional.of("jdbc:postgresql://host[:port]/database");
    }

    @Override
    public boolean accepts(String url) {
        return url.startsWith("jdbc:postgresql:");
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new IllegalArgumentException("not of the form " + urlForm().orElseThrow());
        }
        TargetProfile profile = ServerProfiles.forUrl(url, ID);
        profile.setHost(m.group(1) == null ? "localhost" : m.group(1));
        profile.setPort(m.group(2) == null ? DEFAULT_PORT : Integer.parseInt(m.group(2)));
        profile.setDatabase(m.group(3));
        return profile;
    }

    @Override
    public List<String> passwordVariables() {
        return List.of("PGPASSWORD");
    }

    @Override
    public List<String> profileProperties() {
        return List.copyOf(READ_BY_XWB);
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException {
        String url = ServerProfiles.url(profile, "jdbc:postgresql", DEFAULT_PORT);
        return PostgresTarget.open(profile.getName(), ID, url, driverProperties(profile,
                passwords.password(profile).orElse(null), null), synchronousCommit(profile, null), null, "PostgreSQL", null);
    }

    @Override
    public ErrorClassifier errors() {
        return ErrorClassifier.STANDARD;
    }

    @Override
    public List<Component> components() {
        return List.of(new Component("PostgreSQL JDBC driver", "org.postgresql.jdbc"));
    }

    /** user, password and the profile's properties other than those XWB reads (synchronous_commit). */
    public static java.util.Properties driverProperties(TargetProfile profile, String password, String defaultUser) {
        return ServerProfiles.driverProperties(profile, password, defaultUser, READ_BY_XWB);
    }

    private static final Set<String> READ_BY_XWB = Set.of(PostgresTarget.SYNCHRONOUS_COMMIT);

    /** The profile's synchronous_commit, else {@code otherwise}. */
    public static String synchronousCommit(TargetProfile profile, String otherwise) {
        for (Property p : profile.getProperties()) {
            if (PostgresTarget.SYNCHRONOUS_COMMIT.equals(p.getKey())) {
                return p.getValue();
            }
        }
        return otherwise;
    }
}
