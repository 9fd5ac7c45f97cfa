package org.xwb.core.target;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.plan.Plan;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;

/**
 * A database XWB runs workloads against. The driver and the UI program against this interface
 * only; the implementations (embedded PostgreSQL, PostgreSQL server, DB2) live in org.xwb.targets.
 * A target is opened once per run or session and closed when done; it hands out connections, one
 * per virtual user.
 */
public interface Target extends AutoCloseable {

    /** Profile name, kind and dialect; never a password. */
    TargetInfo info();

    /** The dialect whose statement variants run here, e.g. "postgresql" or "db2". */
    default String dialect() {
        return info().dialect();
    }

    /** The server's product and version, e.g. "PostgreSQL 17.11". */
    String serverVersion() throws SQLException;

    /**
     * An isolation level as this engine names it, for run.json and the dashboard: the ANSI name
     * by default; DB2 says cursor stability, read stability or repeatable read.
     */
    default String isolationName(IsolationLevel level) {
        return level.label();
    }

    /** A new connection, owned by the caller. The driver turns autocommit off itself. */
    Connection connect() throws SQLException;

    /** How this engine's SQLExceptions map to retry, reconnect or error. */
    default ErrorClassifier errors() {
        return ErrorClassifier.STANDARD;
    }

    /** The DDL {@link #createSchema} runs for the workload: tables, then XML indexes. */
    List<String> schemaDdl(Workload workload, SchemaOptions options);

    /** Creates a table per collection (id and XML column) and, unless deferred, its XML indexes. */
    void createSchema(Workload workload, SchemaOptions options) throws SQLException;

    /** Creates the XML indexes of every collection (after a load with deferred indexes). */
    void createIndexes(Workload workload) throws SQLException;

    /**
     * Creates the XML indexes of every collection one index at a time, telling the listener about
     * each; {@code stop} is asked before each index, and the indexes not started when it says true
     * stay unbuilt. The default builds them one after another with {@link #createIndex}; a target
     * may build several at once.
     */
    default void createIndexes(Workload workload, IndexBuildListener listener, BooleanSupplier stop)
            throws SQLException {
        int total = workload.getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum();
        int number = 0;
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                if (stop.getAsBoolean()) {
                    return;
                }
                number++;
                listener.indexStarted(index.getName(), collection.getName(), number, total);
                long start = System.nanoTime();
                createIndex(collection, index);
                listener.indexBuilt(new IndexBuildListener.IndexBuilt(index.getName(), collection.getName(), number,
                        total, (System.nanoTime() - start) / 1e9, -1));
            }
        }
    }

    /**
     * Drops the XML indexes of every collection of the workload, keeping the tables and their
     * documents; indexes that are not there are fine. Targets without XML indexes cannot.
     */
    default void dropIndexes(Workload workload) throws SQLException {
        throw new UnsupportedOperationException(info().profile() + " cannot drop XML indexes");
    }

    /** Drops the tables of the workload's collections (and so their indexes); missing ones are fine. */
    void dropSchema(Workload workload) throws SQLException;

    /**
     * Refreshes the optimizer's statistics of the workload's tables (PostgreSQL ANALYZE, DB2
     * RUNSTATS) so plans after a load reflect the data, as a DBA would after populating.
     */
    void updateStatistics(Workload workload) throws SQLException;

    /** Loads documents into a collection's table with the given knobs; reports as it goes. */
    LoadReport load(Collection collection, DocumentStream documents, LoadOptions options, LoadListener listener)
            throws SQLException;

    /**
     * The access plan of a statement with its markers bound to {@code parameters}. With
     * {@code analyze} the statement runs (and is rolled back) so actual rows and times are known.
     */
    Plan explain(String statement, List<Object> parameters, boolean analyze) throws SQLException;

    /**
     * The highest id the collection holds now, or empty when it holds no document. A run's inserts
     * continue after it, so documents an earlier run inserted are never offered again.
     *
     * @throws SQLException when the collection cannot be read (missing, another layout, no connection)
     */
    default OptionalLong highestId(Collection collection) throws SQLException {
        return idSpan(collection).map(span -> OptionalLong.of(span.highest())).orElse(OptionalLong.empty());
    }

    /**
     * The lowest and highest id the collection holds now, or empty when it holds no document. The
     * default reads {@code MIN(id)} and {@code MAX(id)} of the collection's table ({@link Tables}),
     * which the id column's primary key answers from its index; a kind that keeps no such table
     * (an XQuery database) reads them its own way.
     *
     * @throws SQLException when the collection cannot be read (missing, another layout, no connection)
     */
    default Optional<IdSpan> idSpan(Collection collection) throws SQLException {
        String table = Tables.tableName(collection);
        if (!table.matches("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?")) {
            throw new SQLException("The table name " + table + " of collection " + collection.getName()
                    + " is not a plain identifier");
        }
        try (Connection connection = connect(); Statement statement = connection.createStatement();
                ResultSet range = statement.executeQuery("SELECT MIN(" + Tables.ID_COLUMN + "), MAX(" + Tables.ID_COLUMN
                        + ") FROM " + table)) {
            if (!range.next()) {
                return Optional.empty();
            }
            long lowest = range.getLong(1);
            boolean empty = range.wasNull();
            long highest = range.getLong(2);
            return empty ? Optional.empty() : Optional.of(new IdSpan(lowest, highest));
        }
    }

    /**
     * The XML indexes the target has on the tables of the workload's collections, as its catalog
     * describes them, for index hints; {@link TargetIndexes#UNKNOWN} when it cannot tell (the default).
     */
    default TargetIndexes xmlIndexes(Workload workload) throws SQLException {
        return TargetIndexes.UNKNOWN;
    }

    /**
     * Creates one XML index of a collection (with what it needs first, e.g. PostgreSQL's
     * conversion functions), as {@link #createIndexes} would; an index that exists is left alone.
     * The default creates the indexes of a workload holding only that collection and index.
     */
    default void createIndex(Collection collection, XmlIndex index) throws SQLException {
        createIndexes(SingleIndex.workload(collection, index));
    }

    /**
     * The size on disk of the named index in bytes, or empty when the target does not say (the
     * default) or has no such index; the index advisor reports it per candidate.
     */
    default OptionalLong indexBytes(String indexName) throws SQLException {
        return OptionalLong.empty();
    }

    /**
     * The size on disk of a collection's XML index, or empty when not known; by default the named
     * index's ({@link #indexBytes(String)}). A target whose indexes are not one per XML index
     * (BaseX: one text and one attribute index per database) gives the index that holds it.
     */
    default OptionalLong indexBytes(Collection collection, XmlIndex index) throws SQLException {
        return indexBytes(index.getName());
    }

    /** Statement helpers of the dialect (e.g. the exact expression an XML index is built on). */
    StatementHelper statements();

    /**
     * The software besides XWB's own that measurements on this target depend on (drivers, server
     * binaries), recorded in every run's environment.json; none by default.
     */
    default List<ComponentVersions.Component> components() {
        return List.of();
    }

    /**
     * Where in the statement text the server says an error is: a 1-based character position, or
     * empty when the server does not say (the default). PostgreSQL reports one for syntax errors
     * and unknown names.
     */
    default java.util.OptionalInt errorPosition(SQLException error) {
        return java.util.OptionalInt.empty();
    }

    /** Cancels a statement running on another thread; the default asks the JDBC driver. */
    default void cancel(java.sql.Statement running) throws SQLException {
        running.cancel();
    }

    /** Releases what the target holds; the embedded target stops its server here. */
    @Override
    void close();
}
