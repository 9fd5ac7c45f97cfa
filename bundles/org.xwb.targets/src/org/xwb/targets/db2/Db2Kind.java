package org.xwb.targets.db2;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.Workload;
import org.xwb.model.validation.Problem;
import org.xwb.targets.TargetKind;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.db2.eligibility.Db2IndexCheck;
import org.xwb.targets.profiles.ServerProfiles;

/** IBM DB2 with pureXML through IBM's jcc driver: host, port, database, user (or {@code jdbcUrl}). */
public final class Db2Kind extends TargetKind {

    public static final String ID = "db2";
    public static final String DIALECT = "db2";
    private static final int DEFAULT_PORT = 50000;
    private static final String URL_FORM = "jdbc:db2://host[:port]/database";
    private static final Pattern URL = Pattern.compile("jdbc:db2://(\\[[^\\]]+\\]|[^:/]+)(?::(\\d+))?/([^:;]+)(:.*)?");
    /** One classifier for every DB2 target: DB2's SQLCODEs on top of the SQLSTATE rules. */
    static final ErrorClassifier ERRORS = new Db2Errors();

    public Db2Kind() {
        super(ID, "IBM DB2", List.of(DIALECT), "jdbc:db2:", URL_FORM, List.of(), List.of(Db2Version.PROFILE_PROPERTY), ERRORS,
                List.of(new Component("IBM DB2 JDBC driver (jcc)", "com.ibm.db2.jcc")));
    }

    @Override
    public Optional<StatementHelper> statementHelper() {
        return Optional.of(new Db2Statements());
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        return ServerProfiles.fromUrl(url, ID, URL, null, DEFAULT_PORT, URL_FORM);
    }

    /** DB2 runs an XQuery given to it as SQL that starts with the keyword XQUERY. */
    @Override
    public Optional<String> xqueryStatement(String xquery) {
        String text = xquery.strip();
        return Optional.of(text.regionMatches(true, 0, "XQUERY", 0, 6)
                && (text.length() == 6 || Character.isWhitespace(text.charAt(6))) ? text : "XQUERY " + text);
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException {
        String url = ServerProfiles.url(profile, "jdbc:db2", DEFAULT_PORT);
        String where = profile.getHost() == null ? url.replaceAll("(?i)password=[^;]*", "password=***")
                : profile.getHost() + ":" + ServerProfiles.port(profile, DEFAULT_PORT) + ", database " + profile.getDatabase();
        // every property goes to Db2Target, which reads db2Version and removes it before jcc sees it
        return Db2Target.open(profile.getName(), url, where, ServerProfiles.driverProperties(profile,
                passwords.password(profile).orElse(null), null, Set.of()));
    }

    /** DB2's XML index eligibility check (docs/db2-index-check.md), by the version's key types. */
    @Override
    public List<Problem> checkWithoutServer(Workload workload, Optional<String> version) {
        return new Db2IndexCheck(workload, version.map(Db2Version::parse)).problems();
    }

    @Override
    public boolean checksVersions() {
        return true;
    }
}
