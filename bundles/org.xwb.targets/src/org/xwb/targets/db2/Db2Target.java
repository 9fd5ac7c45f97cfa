package org.xwb.targets.db2;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import org.xwb.core.plan.Plan;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.IsolationLevel;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.TargetInfo;
import org.xwb.targets.jdbc.JdbcEndpoint;
import org.xwb.targets.jdbc.JdbcTarget;

/**
 * IBM DB2 with pureXML through IBM's jcc driver (type 4). XML columns, XMLPATTERN indexes, plans
 * from the explain tables. The driver is used directly (not through DriverManager, which does not
 * see OSGi bundles); a login timeout keeps an unreachable server from hanging the caller. The
 * server's version (from the connection; the profile's {@value Db2Version#PROFILE_PROPERTY} when
 * the connection does not say) decides which index DDL is refused.
 */
public final class Db2Target extends JdbcTarget {

    /** Seconds jcc waits for a connection unless the profile sets loginTimeout itself. */
    public static final String DEFAULT_LOGIN_TIMEOUT = "10";

    private final String url;
    private final String where;
    private final Properties properties;
    private final Db2Statements statements;

    private Db2Target(TargetInfo info, String url, String where, Properties properties, Optional<Db2Version> version) {
        super(info);
        this.url = url;
        this.where = where;
        this.properties = properties;
        this.statements = new Db2Statements(version);
    }

    /**
     * Connects once to check the server.
     *
     * @param where host:port and database, for messages ("db2.example.com:50000, database TPOX")
     */
    public static Db2Target open(String profile, String url, String where, Properties properties) throws SQLException {
        Optional<Db2Version> configured = configuredVersion(profile, properties);
        Properties p = driverProperties(properties);
        Db2Target probe = new Db2Target(new TargetInfo(profile, "db2", "db2", "DB2 at " + where), url, where, p, configured);
        String description;
        Optional<Db2Version> version;
        try (Connection c = probe.connect()) {
            DatabaseMetaData meta = c.getMetaData();
            version = serverVersion(meta.getDatabaseProductVersion()).or(() -> configured);
            description = meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion() + " at " + where
                    + " (user " + meta.getUserName() + ")" + versionNote(configured, version);
        }
        return new Db2Target(new TargetInfo(profile, "db2", "db2", description), url, where, p, version);
    }

    /** The profile's {@value Db2Version#PROFILE_PROPERTY}, checked. */
    static Optional<Db2Version> configuredVersion(String profile, Properties properties) {
        String value = properties.getProperty(Db2Version.PROFILE_PROPERTY);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Db2Version.parse(value));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Target profile " + profile + ": property " + Db2Version.PROFILE_PROPERTY
                    + ": " + e.getMessage(), e);
        }
    }

    /** What jcc gets: the profile's properties without XWB's own, and XWB's defaults. */
    static Properties driverProperties(Properties properties) {
        Properties p = new Properties();
        p.putAll(properties);
        p.remove(Db2Version.PROFILE_PROPERTY);
        p.putIfAbsent("loginTimeout", DEFAULT_LOGIN_TIMEOUT);
        p.putIfAbsent("retrieveMessagesFromServerOnGetMessage", "true");
        p.putIfAbsent("clientProgramName", "XWB");
        return p;
    }

    /** The version in jcc's product identifier, if it is one ("SQL11059"). */
    static Optional<Db2Version> serverVersion(String productVersion) {
        try {
            return Optional.of(Db2Version.parse(productVersion));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static String versionNote(Optional<Db2Version> configured, Optional<Db2Version> used) {
        if (configured.isPresent() && used.isPresent() && !configured.equals(used)) {
            return "; the profile says " + configured.get() + ", the server's " + used.get() + " is used";
        }
        return "";
    }

    /** The server's version as far as it is known (from the connection, else the profile). */
    public Optional<Db2Version> version() {
        return statements.version();
    }

    /**
     * DB2's names for the JDBC levels the driver sets, as IBM's table "Equivalent JDBC and Db2
     * isolation levels" gives them (IBM Data Server Driver for JDBC and SQLJ isolation levels).
     */
    @Override
    public String isolationName(IsolationLevel level) {
        return db2Name(level);
    }

    static String db2Name(IsolationLevel level) {
        return switch (level) {
        case READ_COMMITTED -> "cursor stability (CS)";
        case REPEATABLE_READ -> "read stability (RS)";
        case SERIALIZABLE -> "repeatable read (RR)";
        };
    }

    @Override
    public JdbcEndpoint endpoint() {
        return new JdbcEndpoint(url, new com.ibm.db2.jcc.DB2Driver(), properties);
    }

    @Override
    public Connection connect() throws SQLException {
        Driver driver = new com.ibm.db2.jcc.DB2Driver();
        try {
            Connection connection = driver.connect(url, properties);
            if (connection == null) {
                throw new SQLException("Not a DB2 JDBC URL: " + url, "08001");
            }
            return connection;
        } catch (SQLException e) {
            throw new SQLException("Cannot connect to DB2 at " + where + ": " + Db2Errors.reason(e), e.getSQLState(),
                    e.getErrorCode(), e);
        }
    }

    @Override
    public String serverVersion() throws SQLException {
        try (Connection c = connect()) {
            return c.getMetaData().getDatabaseProductName() + " " + c.getMetaData().getDatabaseProductVersion();
        }
    }

    @Override
    public ErrorClassifier errors() {
        return Db2Kind.ERRORS;
    }

    @Override
    public StatementHelper statements() {
        return statements;
    }

    /**
     * The plan from the explain tables. DB2 explains the statement with its markers: the values are
     * not used. Actual rows and times (PostgreSQL's ANALYZE) need section actuals from an activity
     * event monitor on DB2, which XWB does not set up.
     */
    @Override
    public Plan explain(String statement, List<Object> parameters, boolean analyze) throws SQLException {
        if (analyze) {
            throw new SQLFeatureNotSupportedException("EXPLAIN with actual rows and times is not available for DB2 in "
                    + "XWB (it needs section actuals from an activity event monitor); explain without --analyze");
        }
        try (Connection c = connect()) {
            return Db2Explainer.explain(c, statement);
        }
    }

    @Override
    protected String createTableDdl(String table) {
        return Db2Statements.createTable(table);
    }

    @Override
    protected String updateStatisticsSql(String table) {
        // RUNSTATS is a command, not SQL: DB2 runs it through ADMIN_CMD (table name unquoted, current schema)
        return "CALL SYSPROC.ADMIN_CMD('RUNSTATS ON TABLE " + table.replace("\"", "").replace("'", "''")
                + " WITH DISTRIBUTION AND DETAILED INDEXES ALL')";
    }

    @Override
    protected String dropTableDdl(String table) {
        return Db2Statements.dropTable(table);
    }

    @Override
    protected boolean isAlreadyExists(SQLException e) {
        return "42710".equals(e.getSQLState());
    }

    @Override
    protected boolean isMissing(SQLException e) {
        return "42704".equals(e.getSQLState());
    }

    @Override
    public void close() {
        // connections belong to their callers; nothing is held here
    }
}
