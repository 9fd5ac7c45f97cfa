package org.xwb.core.target;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.plan.Plan;
import org.xwb.model.Collection;
import org.xwb.model.Workload;

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
     * How another JDBC client reaches this database (the JMeter export and run), while the target
     * is open; empty when it has no JDBC URL of its own.
     */
    default Optional<JdbcEndpoint> endpoint() {
        return Optional.empty();
    }

    /** Cancels a statement running on another thread; the default asks the JDBC driver. */
    default void cancel(java.sql.Statement running) throws SQLException {
        running.cancel();
    }

    /** Releases what the target holds; the embedded target stops its server here. */
    @Override
    void close();
}
