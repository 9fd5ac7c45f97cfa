package org.xwb.targets.postgres;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

import org.xwb.core.plan.Plan;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Tables;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.core.target.TargetInfo;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.jdbc.JdbcEndpoint;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.targets.jdbc.JdbcUrls;
import org.xwb.targets.jdbc.SqlErrors;
import org.xwb.targets.jdbc.SqlText;
import org.xwb.targets.profiles.EnvironmentPasswords;

/**
 * A PostgreSQL server reached with pgjdbc: the embedded default and a server from a profile. XML
 * columns have the type {@code xml}; XML indexes are expression indexes ({@link PostgresStatements});
 * plans come from {@code EXPLAIN (FORMAT JSON)} with the parameters bound in the extended protocol,
 * so the planner sees the values (a custom plan, as a first execution gets).
 */
public final class PostgresTarget extends JdbcTarget {

    /** The durability setting every XWB PostgreSQL connection states explicitly. */
    public static final String SYNCHRONOUS_COMMIT = "synchronous_commit";
    private static final Set<String> SYNCHRONOUS_COMMIT_VALUES = Set.of("on", "off", "local", "remote_write",
            "remote_apply");

    private static final Driver DRIVER = new org.postgresql.Driver();

    private final String url;
    private final Properties properties;
    private final AutoCloseable resource;
    private final PostgresStatements statements = new PostgresStatements();
    private String privilegeWarning;

    private PostgresTarget(TargetInfo info, String url, Properties properties, AutoCloseable resource) {
        super(info);
        this.url = url;
        this.properties = properties;
        this.resource = resource;
    }

    /**
     * Connects once to check the server and to read back the settings the description reports.
     *
     * @param properties pgjdbc connection properties (user, password, ...), not logged
     * @param synchronousCommit the session's synchronous_commit; null keeps the server's setting
     * @param resource closed with the target (the embedded server's lease), or null
     * @param where the first words of the description, e.g. "embedded PostgreSQL" or "PostgreSQL server"
     * @param note  appended to the description, or null
     */
    public static PostgresTarget open(String profile, String kind, String url, Properties properties,
            String synchronousCommit, AutoCloseable resource, String where, String note) throws SQLException {
        Properties connection = new Properties();
        connection.putAll(properties);
        connection.putIfAbsent("ApplicationName", "XWB");
        connection.putIfAbsent("connectTimeout", "10");
        connection.putIfAbsent("loginTimeout", "10");
        if (synchronousCommit != null) {
            String value = synchronousCommit.strip().toLowerCase(Locale.ROOT);
            if (!SYNCHRONOUS_COMMIT_VALUES.contains(value)) {
                throw new IllegalArgumentException("Profile " + profile + ": synchronous_commit is '" + synchronousCommit
                        + "'; use one of " + SYNCHRONOUS_COMMIT_VALUES);
            }
            String options = connection.getProperty("options", "");
            connection.setProperty("options", (options + " -c synchronous_commit=" + value).strip());
        }
        String shown = JdbcUrls.withoutSecrets(url);
        PostgresTarget probe = new PostgresTarget(new TargetInfo(profile, kind, "postgresql", shown), url, connection,
                resource);
        String description;
        String warning;
        try (Connection c = probe.connect(); Statement s = c.createStatement()) {
            warning = privilegeWarning(c);
            try (ResultSet rs = s.executeQuery("SELECT current_setting('server_version'), current_database(), "
                    + "current_user, current_setting('synchronous_commit'), current_setting('fsync')")) {
                rs.next();
                description = where + " " + rs.getString(1) + " at " + shown + " (database " + rs.getString(2)
                        + ", user " + rs.getString(3) + "), synchronous_commit=" + rs.getString(4) + ", fsync="
                        + rs.getString(5) + (note == null ? "" : "; " + note)
                        + (warning == null ? "" : "; warning: " + warning);
            }
        }
        PostgresTarget target = new PostgresTarget(new TargetInfo(profile, kind, "postgresql", description), url,
                connection, resource);
        target.privilegeWarning = warning;
        return target;
    }

    /**
     * Why the login may do more than a workload needs (a superuser, or a member of a role that
     * reads or writes the server's files or runs programs), or null. A workload file from elsewhere
     * should not run as such a user: its statements could run programs on the server's machine.
     */
    static String privilegeWarning(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT current_user,"
                + " current_setting('is_superuser') = 'on', (SELECT string_agg(r.rolname, ', ' ORDER BY r.rolname)"
                + " FROM pg_roles r WHERE r.rolname IN ('pg_read_server_files', 'pg_write_server_files',"
                + " 'pg_execute_server_program') AND pg_has_role(current_user, r.oid, 'MEMBER'))")) {
            rs.next();
            String user = rs.getString(1);
            if (rs.getBoolean(2)) {
                return "user " + user + " is a superuser: a workload's statements can run programs and read or write"
                        + " files on the server's machine and change the server; use a role that owns the workload's"
                        + " tables and nothing more";
            }
            String roles = rs.getString(3);
            return roles == null ? null : "user " + user + " is a member of " + roles + ": a workload's statements can"
                    + " read or write files or run programs on the server's machine; use a role without those";
        }
    }

    /** {@link #privilegeWarning(Connection)} of the login, read when the target was opened. */
    public Optional<String> privilegeWarning() {
        return Optional.ofNullable(privilegeWarning);
    }

    /**
     * xpath() parses its whole document on every call, yet PostgreSQL costs it like an addition
     * (COST 1), so on tables of a few hundred documents the planner prefers a sequential scan that
     * runs xpath() on every row over the XML index, and a lookup takes 30 ms instead of 0.5 ms.
     * On the embedded server, which XWB owns, the functions get a cost that matches their work:
     * set by its superuser when the server starts (the workload role may not alter pg_catalog).
     * (For a PostgreSQL server this is the DBA's call; the README says how.)
     *
     * @param superuser a statement of the superuser's connection to the database
     * @return the note for the target's description
     */
    public static String declareXpathCost(Statement superuser) throws SQLException {
        for (String function : List.of("xpath(text, xml, text[])", "xpath(text, xml)",
                "xpath_exists(text, xml, text[])", "xpath_exists(text, xml)")) {
            superuser.execute("ALTER FUNCTION pg_catalog." + function + " COST " + XPATH_COST);
        }
        return "xpath() cost " + XPATH_COST;
    }

    /**
     * Planner cost of xpath() on the embedded server, in cpu_operator_cost units (0.0025 of a page
     * read). Measured on the TPoX XXS database (docs/benchmarks.md, issue 20 item 3): one call
     * parses its document, 32 µs for an order (1.5 KB), 40 µs for a security (6.4 KB), 119 µs for a
     * CustAcc (8 KB), while one unit of a sequential scan took 5.5-9 µs; so a call is worth about
     * 1,400-8,600. At 100 the planner left search_securities' yield predicate as a filter that
     * parsed each candidate once more rather than adding the security_yield index to its bitmap AND.
     */
    public static final int XPATH_COST = 5000;

    @Override
    public JdbcEndpoint endpoint() {
        return new JdbcEndpoint(url, DRIVER, properties);
    }

    @Override
    public Connection connect() throws SQLException {
        try {
            Connection connection = DRIVER.connect(url, properties);
            if (connection == null) {
                throw new SQLException("Not a PostgreSQL JDBC URL: " + url, "08001");
            }
            return connection;
        } catch (SQLException e) {
            if (e.getSQLState() != null && (e.getSQLState().startsWith("08") || e.getSQLState().startsWith("28")
                    || e.getSQLState().equals("3D000"))) {
                throw new SQLException("Cannot connect to PostgreSQL at " + JdbcUrls.withoutSecrets(url) + " as "
                        + properties.getProperty("user", "(no user)") + ": " + SqlErrors.reason(e) + whatToDo(e), e.getSQLState(),
                        e);
            }
            throw e;
        }
    }

    /**
     * What to do about a login the server refused (the driver says what to do when nothing
     * listens: check host and port); the password's places, never the password.
     */
    private String whatToDo(SQLException e) {
        boolean login = e.getSQLState().startsWith("28") || e.getSQLState().equals("08004");
        return !login || "embedded".equals(info().kind()) ? ""
                : "; check the user and password of target " + info().profile() + " (the workbench's Targets part, or the "
                        + "environment variable " + EnvironmentPasswords.variableFor(info().profile()) + " or PGPASSWORD)";
    }

    @Override
    public String serverVersion() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT current_setting('server_version')")) {
            rs.next();
            return "PostgreSQL " + rs.getString(1);
        }
    }

    @Override
    public StatementHelper statements() {
        return statements;
    }

    /**
     * EXPLAIN (FORMAT JSON) with the markers bound (text untyped, so the server infers the type).
     * ANALYZE runs the statement inside a transaction that is always rolled back.
     */
    @Override
    public Plan explain(String statement, List<Object> parameters, boolean analyze) throws SQLException {
        String sql = SqlText.withoutTrailingSemicolon(statement);
        String prefix = "EXPLAIN (FORMAT JSON" + (analyze ? ", ANALYZE, BUFFERS" : "") + ") ";
        String explain = prefix + sql;
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            List<SQLXML> documents = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(explain)) {
                ParameterBinder.bindAll(ps, parameters, true, documents);
                String json;
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    json = rs.getString(1);
                }
                return PostgresPlanReader.read(json, sql, analyze, xmlIndexes(c, PostgresPlanReader.indexNames(json)));
            } catch (SQLException e) {
                throw inStatementTerms(e, prefix.length());
            } finally {
                c.rollback();
                for (SQLXML document : documents) {
                    document.free();
                }
            }
        }
    }

    /** The server's error with its position counted in the user's statement, not in the EXPLAIN around it. */
    private static SQLException inStatementTerms(SQLException e, int prefixLength) {
        if (e instanceof org.postgresql.util.PSQLException p && p.getServerErrorMessage() != null) {
            var server = p.getServerErrorMessage();
            String where = server.getPosition() > prefixLength
                    ? " (at character " + (server.getPosition() - prefixLength) + " of the statement)" : "";
            String detail = server.getDetail() == null ? "" : ": " + server.getDetail();
            return new SQLException(server.getMessage() + detail + where + " [SQLSTATE " + e.getSQLState() + "]",
                    e.getSQLState(), e);
        }
        return e;
    }

    /** The indexes on the workload's tables whose definition calls xpath(), from the catalog. */
    @Override
    public TargetIndexes xmlIndexes(Workload workload) throws SQLException {
        List<String> tables = new ArrayList<>();
        workload.getCollections().forEach(c -> tables.add(Tables.tableName(c).toLowerCase(Locale.ROOT)));
        List<TargetIndex> indexes = new ArrayList<>();
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement("SELECT t.relname, i.relname, "
                + "pg_get_indexdef(i.oid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid "
                + "JOIN pg_class t ON t.oid = x.indrelid WHERE t.relname = ANY (?) AND pg_table_is_visible(t.oid) "
                + "ORDER BY t.relname, i.relname")) {
            ps.setArray(1, c.createArrayOf("text", tables.toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String definition = rs.getString(3);
                    String lower = definition.toLowerCase(Locale.ROOT);
                    if (lower.contains("xpath(") || lower.contains("xpath_exists(")) {
                        indexes.add(new TargetIndex(rs.getString(1), rs.getString(2), definition));
                    }
                }
            }
        }
        return TargetIndexes.of(indexes);
    }

    /** pgjdbc passes on the server's position of a syntax error or an unknown name. */
    @Override
    public java.util.OptionalInt errorPosition(SQLException error) {
        if (error instanceof org.postgresql.util.PSQLException p && p.getServerErrorMessage() != null
                && p.getServerErrorMessage().getPosition() > 0) {
            return java.util.OptionalInt.of(p.getServerErrorMessage().getPosition());
        }
        return java.util.OptionalInt.empty();
    }

    /** Which of the named indexes are built on an xpath() expression. */
    private static Set<String> xmlIndexes(Connection c, Set<String> names) throws SQLException {
        Set<String> xml = new HashSet<>();
        if (names.isEmpty()) {
            return xml;
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT c.relname, pg_get_indexdef(c.oid) FROM pg_class c "
                + "WHERE c.relkind = 'i' AND c.relname = ANY (?)")) {
            ps.setArray(1, c.createArrayOf("text", names.toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String definition = rs.getString(2).toLowerCase(Locale.ROOT);
                    if (definition.contains("xpath(") || definition.contains("xpath_exists(")) {
                        xml.add(rs.getString(1));
                    }
                }
            }
        }
        return xml;
    }

    @Override
    protected String createTableDdl(String table) {
        return "CREATE TABLE IF NOT EXISTS " + table + " (id bigint NOT NULL PRIMARY KEY, doc xml)";
    }

    @Override
    protected String updateStatisticsSql(String table) {
        return "ANALYZE " + table;
    }

    @Override
    protected String dropTableDdl(String table) {
        return "DROP TABLE IF EXISTS " + table;
    }

    @Override
    protected List<String> indexSupportDdl(Collection collection) {
        return PostgresStatements.conversionFunctions(collection);
    }

    /**
     * On the embedded server, which runs on this machine, one index build per core: an XML index
     * build is a table scan that parses every document, single-threaded per build. On a server of
     * a profile the build stays one index at a time (its load is the DBA's call).
     */
    @Override
    protected int indexBuilds() {
        return "embedded".equals(info().kind()) ? Runtime.getRuntime().availableProcessors() : 1;
    }

    /**
     * Sort memory for the build's session (the default 64 MB spills a large table's keys to disk);
     * with one build per core, no parallel workers on top of the builds.
     */
    @Override
    protected List<String> indexBuildSettings(int builds) {
        if (!"embedded".equals(info().kind())) {
            return List.of();
        }
        return builds > 1 ? List.of("SET maintenance_work_mem = '256MB'", "SET max_parallel_maintenance_workers = 0")
                : List.of("SET maintenance_work_mem = '256MB'");
    }

    /** CREATE INDEX records the entries it wrote in pg_class.reltuples. */
    @Override
    protected long indexEntries(Connection connection, XmlIndex index) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "SELECT reltuples::bigint FROM pg_class WHERE oid = to_regclass(?)")) {
            query.setString(1, index.getName());
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() ? rows.getLong(1) : -1;
            }
        }
    }

    /** pg_relation_size of the index, found on the search path as the index builds name it. */
    @Override
    public java.util.OptionalLong indexBytes(String indexName) throws SQLException {
        try (Connection connection = connect(); PreparedStatement query = connection.prepareStatement(
                "SELECT pg_relation_size(to_regclass(?))")) {
            query.setString(1, indexName);
            try (ResultSet rows = query.executeQuery()) {
                if (rows.next()) {
                    long bytes = rows.getLong(1);
                    return rows.wasNull() ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(bytes);
                }
                return java.util.OptionalLong.empty();
            }
        }
    }

    @Override
    protected boolean isAlreadyExists(SQLException e) {
        return "42P07".equals(e.getSQLState()) || "42710".equals(e.getSQLState());
    }

    @Override
    protected boolean isMissing(SQLException e) {
        return "42P01".equals(e.getSQLState());
    }

    @Override
    public void close() {
        if (resource != null) {
            try {
                resource.close();
            } catch (Exception e) {
                throw new IllegalStateException("Closing " + info().profile() + " failed: " + e.getMessage(), e);
            }
        }
    }
}
