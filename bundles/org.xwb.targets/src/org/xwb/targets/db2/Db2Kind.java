package org.xwb.targets.db2;

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
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKind;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.profiles.ServerProfiles;

/** IBM DB2 with pureXML through IBM's jcc driver: host, port, database, user (or {@code jdbcUrl}). */
public final class Db2Kind implements TargetKind {

    public static final String ID = "db2";
    static final int DEFAULT_PORT = 50000;
    private static final Pattern URL = Pattern.compile("jdbc:db2://(\\[[^\\]]+\\]|[^:/]+)(?::(\\d+))?/([^:;]+)(:.*)?");
    /** One classifier for every DB2 target: DB2's SQLCODEs on top of the SQLSTATE rules. */
    static final ErrorClassifier ERRORS = new Db2Errors();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "IBM DB2";
    }

    @Override
    public List<String> dialects() {
        return List.of("db2");
    }

    @Override
    public Optional<String> urlForm() {
        return Optional.of("jdbc:db2://host[:port]/database");
    }

    @Override
    public boolean accepts(String url) {
        return url.startsWith("jdbc:db2:");
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new IllegalArgumentException("not of the form " + urlForm().orElseThrow());
        }
        TargetProfile profile = ServerProfiles.forUrl(url, ID);
        profile.setHost(m.group(1));
        profile.setPort(m.group(2) == null ? DEFAULT_PORT : Integer.parseInt(m.group(2)));
        profile.setDatabase(m.group(3));
        return profile;
    }

    @Override
    public List<String> passwordVariables() {
        return List.of();
    }

    @Override
    public List<String> profileProperties() {
        return List.of();
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException {
        String url = ServerProfiles.url(profile, "jdbc:db2", DEFAULT_PORT);
        String where = profile.getHost() == null ? url.replaceAll("(?i)password=[^;]*", "password=***")
                : profile.getHost() + ":" + ServerProfiles.port(profile, DEFAULT_PORT) + ", database " + profile.getDatabase();
        return Db2Target.open(profile.getName(), url, where, ServerProfiles.driverProperties(profile,
                passwords.password(profile).orElse(null), null, Set.of()));
    }

    @Override
    public ErrorClassifier errors() {
        return ERRORS;
    }

    @Override
    public List<Component> components() {
        return List.of(new Component("IBM DB2 JDBC driver (jcc)", "com.ibm.db2.jcc"));
    }
}
