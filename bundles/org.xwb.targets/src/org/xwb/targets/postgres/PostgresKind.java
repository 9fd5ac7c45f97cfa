package org.xwb.targets.postgres;

import org.xwb.core.target.StatementHelper;
import java.util.Optional;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.Set;
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
public final class PostgresKind extends TargetKind {

    public static final String ID = "postgresql";
    public static final String DIALECT = "postgresql";
    private static final int DEFAULT_PORT = 5432;
    private static final String URL_FORM = "jdbc:postgresql://host[:port]/database";
    private static final Pattern URL = Pattern.compile("jdbc:postgresql://(\\[[^\\]]+\\]|[^:/?]+)?(?::(\\d+))?/([^?]*)(\\?.*)?");
    private static final Set<String> READ_BY_XWB = Set.of(PostgresTarget.SYNCHRONOUS_COMMIT);

    public PostgresKind() {
        super(ID, "PostgreSQL server", List.of(DIALECT), "jdbc:postgresql:", URL_FORM, List.of("PGPASSWORD"),
                List.copyOf(READ_BY_XWB), ErrorClassifier.STANDARD,
                List.of(new Component("PostgreSQL JDBC driver", "org.postgresql.jdbc")));
    }

    @Override
    public Optional<StatementHelper> statementHelper() {
        return Optional.of(new PostgresStatements());
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        return ServerProfiles.fromUrl(url, ID, URL, "localhost", DEFAULT_PORT, URL_FORM);
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException {
        String url = ServerProfiles.url(profile, "jdbc:postgresql", DEFAULT_PORT);
        return PostgresTarget.open(profile.getName(), ID, url, driverProperties(profile,
                passwords.password(profile).orElse(null), null), synchronousCommit(profile, null), null, "PostgreSQL", null);
    }

    /** user, password and the profile's properties other than those XWB reads (synchronous_commit). */
    public static Properties driverProperties(TargetProfile profile, String password, String defaultUser) {
        return ServerProfiles.driverProperties(profile, password, defaultUser, READ_BY_XWB);
    }

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
