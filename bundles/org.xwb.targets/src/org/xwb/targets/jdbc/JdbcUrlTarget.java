package org.xwb.targets.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Pattern;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.plan.Plan;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetInfo;
import org.xwb.model.Collection;
import org.xwb.model.Workload;

/**
 * Any database reachable through a JDBC URL and a {@link Driver} instance, for running workloads
 * whose tables already exist (and for the driver's own tests and benchmarks on H2). Under OSGi the
 * caller passes the driver instance, because {@code DriverManager} cannot see drivers in other
 * bundles. Schema creation, loading and EXPLAIN belong to the real targets in org.xwb.targets: here
 * they throw {@link UnsupportedOperationException} saying so.
 */
public final class JdbcUrlTarget implements Target, JdbcReachable {

    private static final Pattern PASSWORD = Pattern.compile("(?i)(password|pwd)=[^;&]*");

    private final String url;
    private final Driver driver;
    private final Properties properties;
    private final TargetInfo info;
    private final List<ComponentVersions.Component> components;

    /**
     * @param url        the JDBC URL
     * @param driver     a driver that accepts the URL
     * @param properties connection properties (user, password); never written anywhere
     * @param profile    the name shown in reports, e.g. the URL itself
     */
    public JdbcUrlTarget(String url, Driver driver, Properties properties, String profile) {
        this(url, driver, properties, profile, List.of());
    }

    /** @param components what runs on it record besides XWB's own parts (see {@link Target#components()}) */
    public JdbcUrlTarget(String url, Driver driver, Properties properties, String profile,
            List<ComponentVersions.Component> components) {
        this.components = List.copyOf(components);
        this.url = url;
        this.driver = driver;
        this.properties = new Properties();
        this.properties.putAll(properties);
        this.info = new TargetInfo(profile, "jdbc", dialectOf(url), withoutPassword(url));
    }

    public JdbcUrlTarget(String url, Driver driver) {
        this(url, driver, new Properties(), withoutPassword(url));
    }

    /** The dialect a JDBC URL implies: its sub-protocol ({@code jdbc:h2:mem:x} is "h2"). */
    public static String dialectOf(String url) {
        String rest = url.startsWith("jdbc:") ? url.substring(5) : url;
        int colon = rest.indexOf(':');
        return (colon < 0 ? rest : rest.substring(0, colon)).toLowerCase(Locale.ROOT);
    }

    /** The URL with any password=/pwd= value blanked, for reports and logs. */
    public static String withoutPassword(String url) {
        return PASSWORD.matcher(url).replaceAll("$1=***");
    }

    @Override
    public TargetInfo info() {
        return info;
    }

    @Override
    public String serverVersion() throws SQLException {
        try (Connection connection = connect()) {
            DatabaseMetaData meta = connection.getMetaData();
            return meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion();
        }
    }

    @Override
    public Connection connect() throws SQLException {
        Connection connection = driver.connect(url, properties);
        if (connection == null) {
            throw new SQLException("The JDBC driver " + driver.getClass().getName() + " does not accept the URL "
                    + info.description(), "08001");
        }
        return connection;
    }

    @Override
    public JdbcEndpoint endpoint() {
        return new JdbcEndpoint(url, driver, properties);
    }

    @Override
    public List<ComponentVersions.Component> components() {
        return components;
    }

    @Override
    public ErrorClassifier errors() {
        return JdbcErrorClassifier.INSTANCE;
    }

    @Override
    public List<String> schemaDdl(Workload workload, SchemaOptions options) {
        throw unsupported("create schemas");
    }

    @Override
    public void createSchema(Workload workload, SchemaOptions options) {
        throw unsupported("create schemas");
    }

    @Override
    public void createIndexes(Workload workload) {
        throw unsupported("create XML indexes");
    }

    @Override
    public void dropSchema(Workload workload) {
        throw unsupported("drop schemas");
    }

    /** A generic JDBC database has no standard statement for this; statistics are left to it. */
    @Override
    public void updateStatistics(Workload workload) {
    }

    @Override
    public LoadReport load(Collection collection, DocumentStream documents, LoadOptions options,
            LoadListener listener) {
        throw unsupported("load documents");
    }

    @Override
    public Plan explain(String statement, List<Object> parameters, boolean analyze) {
        throw unsupported("explain statements");
    }

    @Override
    public StatementHelper statements() {
        throw unsupported("give statement helpers");
    }

    private UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException("The generic JDBC target (" + info.description() + ") cannot " + what
                + ": it only runs workloads on existing tables. Use an embedded, PostgreSQL or DB2 target profile.");
    }

    @Override
    public void close() {
        // connections belong to their users; nothing is held here
    }
}
