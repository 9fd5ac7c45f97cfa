package org.xwb.targets.jdbc;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.DocumentStream.UnreadableDocumentException;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.LoadFailedException;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;

/**
 * Loads documents with the knobs of seed 004: JDBC batches of {@code batchSize}, a commit every
 * {@code commitInterval} documents (a batch never spans a commit, so both knobs hold exactly),
 * {@code loaders} connections in parallel, each taking the next batch from the shared stream.
 *
 * <p>A failed batch or row aborts the transaction on PostgreSQL (and leaves DB2's in an unclear
 * state), so the loader rolls back the whole uncommitted unit and inserts its documents again one
 * by one, each under a savepoint: good documents are stored, each bad one is reported with its
 * origin and the database's reason, and the load goes on - or, when strict, commits what came
 * before the bad document and stops. A lost connection or a failed commit ends the load with a
 * {@link LoadFailedException} that names the documents in doubt. Nothing is left uncommitted
 * without being reported.
 */
public final class DocumentLoader {

    /** Opens a new connection for a loader thread. */
    @FunctionalInterface
    public interface Connector {
        Connection open() throws SQLException;
    }

    private final Connector connector;
    private final String insertSql;
    private final LoadOptions options;
    private final LoadListener listener;
    private final ErrorClassifier errors;

    private final Object streamLock = new Object();
    private final AtomicLong committedDocuments = new AtomicLong();
    private final AtomicLong committedBytes = new AtomicLong();
    private final List<LoadReport.Rejected> rejected = Collections.synchronizedList(new ArrayList<>());
    private final AtomicBoolean stop = new AtomicBoolean();
    private DocumentStream stream;

    /**
     * @param insertSql an INSERT with two markers: the id (BIGINT) and the document (XML)
     */
    public DocumentLoader(Connector connector, String insertSql, LoadOptions options, LoadListener listener,
            ErrorClassifier errors) {
        this.connector = connector;
        this.insertSql = insertSql;
        this.options = options;
        this.listener = listener == null ? LoadListener.NONE : listener;
        this.errors = errors;
    }

    /** Loads every document of {@code documents}; the stream is closed at the end. */
    public LoadReport load(DocumentStream documents) throws SQLException {
        stream = documents;
        ExecutorService pool = Executors.newFixedThreadPool(options.loaders(), new LoaderThreads());
        LoadProgressClock clock = new LoadProgressClock(listener, committedDocuments, committedBytes);
        List<Future<?>> loaders = new ArrayList<>();
        SQLException failure = null;
        try {
            for (int i = 0; i < options.loaders(); i++) {
                loaders.add(pool.submit(() -> {
                    runLoader();
                    return null;
                }));
            }
            for (Future<?> loader : loaders) {
                try {
                    loader.get();
                } catch (ExecutionException e) {
                    stop.set(true);
                    SQLException cause = asSqlException(e.getCause());
                    if (failure == null) {
                        failure = cause;
                    } else if (failure != cause) {
                        failure.setNextException(cause);
                    }
                } catch (InterruptedException e) {
                    stop.set(true); // the caller asked to stop: loaders commit what they have and end
                    Thread.currentThread().interrupt();
                }
            }
        } finally {
            pool.shutdown();
            clock.close();
            documents.close();
        }
        LoadReport report = new LoadReport(committedDocuments.get(), committedBytes.get(), clock.elapsedSeconds(),
                List.copyOf(rejected), clock.timeline());
        if (failure != null) {
            throw new LoadFailedException(failure.getMessage(), failure, report);
        }
        return report;
    }

    private void runLoader() throws SQLException {
        try (Connection connection = connector.open();
                PreparedStatement insert = connection.prepareStatement(insertSql)) {
            connection.setAutoCommit(false);
            List<Document> unit = new ArrayList<>();
            while (!stop.get()) {
                int room = Math.min(options.batchSize(), options.commitInterval() - unit.size());
                List<Document> batch;
                try {
                    batch = take(room);
                } catch (RuntimeException e) {
                    stop.set(true); // the stream broke (a file vanished): keep what is stored, then fail
                    commit(connection, unit);
                    throw e;
                }
                if (batch.isEmpty()) {
                    break;
                }
                unit.addAll(batch);
                try {
                    executeBatch(connection, insert, batch);
                } catch (SQLException e) {
                    failIfConnectionLost(e, unit);
                    unit = insertOneByOne(connection, insert, unit);
                    commit(connection, unit);
                    unit.clear();
                    continue;
                }
                if (unit.size() >= options.commitInterval()) {
                    commit(connection, unit);
                    unit.clear();
                }
            }
            if (!unit.isEmpty()) {
                commit(connection, unit);
            }
        }
    }

    /** Up to {@code room} documents from the shared stream; unreadable ones are reported on the way. */
    private List<Document> take(int room) {
        List<Document> batch = new ArrayList<>(room);
        synchronized (streamLock) {
            while (batch.size() < room && !stop.get() && stream.hasNext()) {
                try {
                    batch.add(stream.next());
                } catch (UnreadableDocumentException e) {
                    reject(e.origin(), e.reason());
                }
            }
        }
        return batch;
    }

    private static void executeBatch(Connection connection, PreparedStatement insert, List<Document> batch)
            throws SQLException {
        List<SQLXML> values = new ArrayList<>(batch.size());
        try {
            for (Document document : batch) {
                values.add(bind(connection, insert, document));
                insert.addBatch();
            }
            insert.executeBatch();
        } finally {
            insert.clearBatch();
            free(values);
        }
    }

    /**
     * After a failure the unit's transaction is rolled back and its documents inserted again one
     * at a time under savepoints. Returns the documents that are now stored (uncommitted).
     */
    private List<Document> insertOneByOne(Connection connection, PreparedStatement insert, List<Document> unit)
            throws SQLException {
        connection.rollback();
        List<Document> stored = new ArrayList<>(unit.size());
        for (Document document : unit) {
            Savepoint savepoint = connection.setSavepoint();
            SQLXML value = null;
            try {
                value = bind(connection, insert, document);
                insert.executeUpdate();
                connection.releaseSavepoint(savepoint);
                stored.add(document);
            } catch (SQLException e) {
                failIfConnectionLost(e, unit);
                connection.rollback(savepoint);
                reject(document.origin(), SqlErrors.reason(e));
                if (options.strict()) {
                    break;
                }
            } finally {
                free(value == null ? List.of() : List.of(value));
            }
        }
        return stored;
    }

    private void commit(Connection connection, List<Document> unit) throws SQLException {
        try {
            connection.commit();
        } catch (SQLException e) {
            throw new SQLException("The commit of " + describe(unit) + " failed; whether they are stored is unknown: "
                    + SqlErrors.reason(e), e.getSQLState(), e);
        }
        long bytes = 0;
        for (Document document : unit) {
            bytes += document.content().length;
        }
        committedBytes.addAndGet(bytes);
        committedDocuments.addAndGet(unit.size());
    }

    private void failIfConnectionLost(SQLException e, List<Document> unit) throws SQLException {
        if (errors.classify(e) == ErrorClass.CONNECTION_LOST) {
            throw new SQLException("The connection was lost; " + describe(unit)
                    + " were not committed and are not stored: " + SqlErrors.reason(e), e.getSQLState(), e);
        }
    }

    private void reject(String origin, String reason) {
        rejected.add(new LoadReport.Rejected(origin, reason));
        try {
            listener.rejected(origin, reason);
        } catch (RuntimeException e) {
            // a failing listener must not stop the load
        }
        if (options.strict()) {
            stop.set(true);
        }
    }

    private static SQLXML bind(Connection connection, PreparedStatement insert, Document document)
            throws SQLException {
        SQLXML xml = connection.createSQLXML();
        xml.setString(new String(document.content(), StandardCharsets.UTF_8));
        insert.setLong(1, document.id());
        insert.setSQLXML(2, xml);
        return xml;
    }

    private static void free(List<SQLXML> values) {
        for (SQLXML value : values) {
            try {
                value.free();
            } catch (SQLException e) {
                // freeing is a courtesy to the driver
            }
        }
    }

    private static String describe(List<Document> unit) {
        if (unit.isEmpty()) {
            return "no documents";
        }
        return unit.size() + " document(s) from " + unit.get(0).origin() + " to " + unit.get(unit.size() - 1).origin();
    }

    private static SQLException asSqlException(Throwable t) {
        if (t instanceof SQLException sql) {
            return sql;
        }
        return new SQLException(t.getMessage() == null ? t.toString() : t.getMessage(), t);
    }

    private static final class LoaderThreads implements java.util.concurrent.ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "xwb-loader-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }
}
