package org.xwb.targets.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.SingleIndex;
import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetInfo;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.TargetKinds;

/**
 * What the JDBC targets share: the table per collection ({@code id} BIGINT primary key,
 * {@code doc} XML), schema creation that leaves existing tables and indexes alone unless asked
 * to drop them, and the batched loader. Dialects say how their DDL looks.
 */
public abstract class JdbcTarget implements Target, JdbcReachable {

    private final TargetInfo info;

    protected JdbcTarget(TargetInfo info) {
        this.info = info;
    }

    @Override
    public TargetInfo info() {
        return info;
    }

    /** Every kind's driver and binaries, as XWB has always recorded them with a run. */
    @Override
    public List<ComponentVersions.Component> components() {
        return TargetKinds.components();
    }

    /** The CREATE TABLE for a collection's table (idempotent where the engine allows it). */
    protected abstract String createTableDdl(String table);

    /** The DROP TABLE for a collection's table. */
    protected abstract String dropTableDdl(String table);

    /** Statements an index needs first (PostgreSQL: immutable conversion functions); none by default. */
    protected List<String> indexSupportDdl(Collection collection) {
        return List.of();
    }

    /** True when a CREATE failed only because the object exists already. */
    protected abstract boolean isAlreadyExists(SQLException e);

    /** True when a DROP failed only because the object does not exist. */
    protected abstract boolean isMissing(SQLException e);

    /** The collection's table name, checked to be a plain identifier. */
    public static String table(Collection collection) {
        return SqlText.identifier(Tables.tableName(collection), "table of collection " + collection.getName());
    }

    @Override
    public List<String> schemaDdl(Workload workload, SchemaOptions options) {
        List<String> ddl = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            String table = table(collection);
            if (options.dropExisting()) {
                ddl.add(dropTableDdl(table));
            }
            ddl.add(createTableDdl(table));
            if (!options.deferIndexes()) {
                ddl.addAll(indexDdl(collection));
            }
        }
        return ddl;
    }

    /** The DDL of a collection's XML indexes, support statements first. */
    public List<String> indexDdl(Collection collection) {
        List<String> ddl = new ArrayList<>();
        if (!collection.getIndexes().isEmpty()) {
            ddl.addAll(indexSupportDdl(collection));
        }
        for (XmlIndex index : collection.getIndexes()) {
            ddl.add(statements().createIndexDdl(collection, index));
        }
        return ddl;
    }

    @Override
    public void createSchema(Workload workload, SchemaOptions options) throws SQLException {
        execute(schemaDdl(workload, options));
    }

    @Override
    public void createIndexes(Workload workload) throws SQLException {
        List<String> ddl = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            ddl.addAll(indexDdl(collection));
        }
        execute(ddl);
    }

    /**
     * The support statements of every collection first (one connection: they replace shared
     * functions), then the indexes on {@link #indexBuilds} connections at once.
     */
    @Override
    public void createIndexes(Workload workload, IndexBuildListener listener, BooleanSupplier stop) throws SQLException {
        List<String> support = new ArrayList<>();
        List<IndexBuild.IndexJob> jobs = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            if (!collection.getIndexes().isEmpty()) {
                support.addAll(indexSupportDdl(collection));
            }
            for (XmlIndex index : collection.getIndexes()) {
                jobs.add(new IndexBuild.IndexJob(collection, index, statements().createIndexDdl(collection, index)));
            }
        }
        execute(support);
        new IndexBuild(new IndexBuild.Session() {
            @Override
            public Connection connect() throws SQLException {
                return JdbcTarget.this.connect();
            }

            @Override
            public List<String> settings(int builds) {
                return indexBuildSettings(builds);
            }

            @Override
            public void run(Statement statement, String ddl) throws SQLException {
                runDdl(statement, ddl);
            }

            @Override
            public long entries(Connection connection, IndexBuild.IndexJob job) throws SQLException {
                return indexEntries(connection, job.index());
            }
        }, indexBuilds()).run(jobs, listener, stop);
    }

    /** How many indexes are built at once; one unless the target knows its server's cores. */
    protected int indexBuilds() {
        return 1;
    }

    /** Session settings of an index-build connection when {@code builds} run at once. */
    protected List<String> indexBuildSettings(int builds) {
        return List.of();
    }

    /** Entries of a just-built index, or -1 where the target cannot say. */
    protected long indexEntries(Connection connection, XmlIndex index) throws SQLException {
        return -1;
    }

    /** The index's DDL (support statements first, as {@link #indexDdl}), run as {@link #createIndexes} runs it. */
    @Override
    public void createIndex(Collection collection, XmlIndex index) throws SQLException {
        List<String> ddl = new ArrayList<>(indexSupportDdl(SingleIndex.collection(collection, index)));
        ddl.add(statements().createIndexDdl(collection, index));
        execute(ddl);
    }

    @Override
    public void dropIndexes(Workload workload) throws SQLException {
        List<String> ddl = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                ddl.add(statements().dropIndexDdl(collection, index));
            }
        }
        execute(ddl);
    }

    @Override
    public void dropSchema(Workload workload) throws SQLException {
        List<String> ddl = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            ddl.add(dropTableDdl(table(collection)));
        }
        execute(ddl);
    }

    /**
     * One statement per table; where the target builds indexes several at once, the tables are
     * analysed several at once too (statistics of XML index expressions parse every sampled
     * document once per index, as the build does).
     */
    @Override
    public void updateStatistics(Workload workload) throws SQLException {
        List<String> statements = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            statements.add(updateStatisticsSql(table(collection)));
        }
        new ConnectionWorkers("updating statistics", indexBuilds(), workers -> connect()).run(statements, () -> false, JdbcTarget::firstLine, (connection, statement, sql) -> runDdl(statement, sql));
    }

    /** The statement that refreshes one table's optimizer statistics. */
    protected abstract String updateStatisticsSql(String table);

    @Override
    public LoadReport load(Collection collection, DocumentStream documents, LoadOptions options,
            LoadListener listener) throws SQLException {
        String table = table(collection);
        try (Connection connection = connect(); Statement probe = connection.createStatement()) {
            probe.executeQuery("SELECT " + Tables.ID_COLUMN + ", " + Tables.DOC_COLUMN + " FROM " + table + " WHERE 1 = 0")
                    .close();
        } catch (SQLException e) {
            documents.close();
            throw new SQLException("Cannot load collection " + collection.getName() + ": its table " + table
                    + " is not there (create the schema first): " + SqlErrors.reason(e), e.getSQLState(), e);
        }
        String insert = "INSERT INTO " + table + " (" + Tables.ID_COLUMN + ", " + Tables.DOC_COLUMN + ") VALUES (?, ?)";
        return new DocumentLoader(this::connect, insert, options, listener, errors()).load(documents);
    }

    /** Runs DDL one statement at a time in autocommit; an object that exists (or is gone) already is fine. */
    protected void execute(List<String> ddl) throws SQLException {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(true);
            for (String sql : ddl) {
                runDdl(statement, sql);
            }
        }
    }

    /** One DDL statement; an object that exists (or is gone) already is fine. */
    private void runDdl(Statement statement, String sql) throws SQLException {
        try {
            statement.execute(sql);
        } catch (SQLException e) {
            boolean harmless = sql.startsWith("CREATE") ? isAlreadyExists(e) : sql.startsWith("DROP") && isMissing(e);
            if (!harmless) {
                throw new SQLException(firstLine(sql) + " failed: " + SqlErrors.reason(e), e.getSQLState(), e);
            }
        }
    }

    private static String firstLine(String sql) {
        int newline = sql.indexOf('\n');
        String line = newline < 0 ? sql : sql.substring(0, newline) + " ...";
        return line.length() > 200 ? line.substring(0, 200) + " ..." : line;
    }

    @Override
    public String toString() {
        return info.profile() + " (" + info.description() + ")";
    }
}
