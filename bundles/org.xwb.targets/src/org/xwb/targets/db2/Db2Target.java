package org.xwb.targets.db2;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import java.util.Properties;

import org.xwb.core.plan.Plan;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.TargetInfo;
import org.xwb.targets.jdbc.JdbcTarget;

/**
 * IBM DB2 with pureXML through IBM's jcc driver (type 4). XML columns, XMLPATTERN indexes, plans
 * from the explain tables. The driver is used directly (not through DriverManager, which does not
 * see OSGi bundles); a login timeout keeps an unreachable server from hanging the caller.
 */
public final class Db2Target extends JdbcTarget {

    /** Seconds jcc waits for a connection unless the profile sets loginTimeout itself. */
    public static final String DEFAULT_LOGIN_TIMEOUT = "10";

    private final String url;
    private final String where;
    private final Properties properties;
    private final Db2Statements statements = new Db2Statements();

    private Db2Target(TargetInfo info, String url, String where, Properties properties) {
        super(info);
        this.url = url;
        this.where = where;
        this.properties = properties;
    }

    /**
     * Connects once to check the server.
     *
     * @param where host:port and database, for messages ("db2.example.com:50000, database TPOX")
     */
    public static Db2Target open(String profile, String url, String where, Properties properties) throws SQLException {
        Properties p = new Properties();
        p.putAll(properties);
        p.putIfAbsent("loginTimeout", DEFAULT_LOGIN_TIMEOUT);
        p.putIfAbsent("retrieveMessagesFromServerOnGetMessage", "true");
        p.putIfAbsent("clientProgramName", "XWB");
        Db2Target probe = new Db2Target(new TargetInfo(profile, "db2", "db2", "DB2 at " + where), url, where, p);
        String description;
        try (Connection c = probe.connect()) {
            DatabaseMetaData meta = c.getMetaData();
            description = meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion() + " at " + where
                    + " (user " + meta.getUserName() + ")";
        }
        return new Db2Target(new TargetInfo(profile, "db2", "db2", description), url, where, p);
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
