package org.xwb.core.statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import org.xwb.core.run.StatementBinding;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.Target;

/**
 * Runs statements by hand on one connection of a target, kept open between executions: the texts
 * of one statement in one transaction, bound with the run's {@link ParameterBinder}, rolled back
 * unless {@code commit} is asked for, so exploring never changes the database (a single statement
 * the server will not run inside a transaction block runs as its own transaction when committing
 * is asked for, else it is refused with SQLSTATE 25001). Keeps at most
 * {@code maxRows} rows of the last query and counts the rest. {@link #cancel} (any thread) stops
 * the statement on the server. One execution at a time.
 */
public final class StatementRun implements AutoCloseable {

    /** Longer cells are cut here: a row limit alone does not bound a result of large documents. */
    public static final int MAX_CELL_CHARS = 1 << 20;
    /** Rows a query fetches per round trip, so the first rows come before the last are made. */
    private static final int FETCH_SIZE = 1000;
    private static final int CANCEL_REPEATS = 4;
    private static final Executor CANCEL_AGAIN = CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS);

    /**
     * @param maxRows rows kept of the last query (the rest are counted)
     * @param commit  commit the changes; otherwise they are rolled back
     */
    public record Options(int maxRows, boolean commit) {
        public Options {
            if (maxRows < 1) {
                throw new IllegalArgumentException("the row limit must be at least 1, not " + maxRows);
            }
        }
    }

    private final Target target;
    private Connection connection;
    private volatile Statement running;
    private volatile boolean cancelled;

    public StatementRun(Target target) {
        this.target = target;
    }

    public Target target() {
        return target;
    }

    /**
     * Runs the texts in order in one transaction.
     *
     * @throws StatementFailure       when the server refuses a text (everything is rolled back)
     * @throws CancellationException  when {@link #cancel} stopped it (everything is rolled back)
     * @throws SQLException           when the connection cannot be made or is lost
     */
    public synchronized StatementResult execute(List<StatementBinding.Bound> texts, Options options)
            throws StatementFailure, SQLException {
        cancelled = false;
        Connection c = connection();
        Outcome outcome = new Outcome();
        try {
            try {
                runTexts(c, texts, options, outcome);
                if (options.commit()) {
                    c.commit();
                } else {
                    c.rollback();
                }
            } catch (SQLException e) {
                if (!ownTransaction(e, texts, options)) {
                    throw e;
                }
                // The server refused to run it inside a transaction block (ALTER SYSTEM, VACUUM, ...)
                // before doing anything. Committing was asked for and it is the only text: it runs
                // as a transaction of its own, as JDBC runs one statement in autocommit mode, and
                // the server then answers for what it is (a permission error, or done).
                c.rollback();
                free(outcome.documents);
                outcome = new Outcome();
                c.setAutoCommit(true);
                try {
                    runTexts(c, texts, options, outcome);
                } finally {
                    c.setAutoCommit(false);
                }
            }
        } catch (SQLException e) {
            rollbackAfter(e);
            if (cancelled) {
                throw new CancellationException("Cancelled: " + e.getMessage());
            }
            if (outcome.index < texts.size() && !lost(e)) {
                throw new StatementFailure(e, outcome.index, texts.get(outcome.index).sql(), target.errorPosition(e));
            }
            throw e;
        } catch (CancellationException e) {
            rollbackAfter(null);
            throw e;
        } finally {
            free(outcome.documents);
        }
        Rows rows = outcome.rows;
        return rows == null
                ? new StatementResult(List.of(), List.of(), 0, outcome.updates, outcome.serverMillis,
                        outcome.fetchMillis, options.commit())
                : new StatementResult(rows.columns, rows.kept, rows.total, outcome.updates, outcome.serverMillis,
                        outcome.fetchMillis, options.commit());
    }

    /** SQLSTATE 25001: the statement may not run inside a transaction block; its own is possible when committing. */
    private boolean ownTransaction(SQLException e, List<StatementBinding.Bound> texts, Options options) {
        return "25001".equals(e.getSQLState()) && options.commit() && texts.size() == 1 && !cancelled;
    }

    /** What the texts of one execution gave so far; {@code index} is the text running or failed. */
    private static final class Outcome {
        final List<SQLXML> documents = new ArrayList<>();
        final List<Long> updates = new ArrayList<>();
        Rows rows;
        double serverMillis;
        double fetchMillis;
        int index;
    }

    private void runTexts(Connection c, List<StatementBinding.Bound> texts, Options options, Outcome outcome)
            throws SQLException {
        for (outcome.index = 0; outcome.index < texts.size(); outcome.index++) {
            StatementBinding.Bound text = texts.get(outcome.index);
            checkCancelled();
            try (PreparedStatement statement = c.prepareStatement(text.sql())) {
                ParameterBinder.bindAll(statement, text.parameters(), true, outcome.documents);
                statement.setFetchSize(Math.min(FETCH_SIZE, options.maxRows() + 1));
                running = statement;
                checkCancelled(); // a cancel between the check above and setting running
                long start = System.nanoTime();
                boolean returnsRows = statement.execute();
                long answered = System.nanoTime();
                outcome.serverMillis += (answered - start) / 1e6;
                if (returnsRows) {
                    try (ResultSet rs = statement.getResultSet()) {
                        outcome.rows = Rows.read(rs, options.maxRows());
                    }
                    outcome.fetchMillis += (System.nanoTime() - answered) / 1e6;
                } else if (statement.getUpdateCount() >= 0) {
                    outcome.updates.add((long) statement.getUpdateCount());
                }
            } finally {
                running = null;
            }
        }
    }

    /** Stops the running statement on the server (from any thread); a no-op when none runs. */
    public void cancel() {
        cancelled = true;
        cancelRunning(CANCEL_REPEATS);
    }

    /**
     * A cancel that reaches the server before the statement does is lost (the server cancels what
     * runs at that moment): while the same statement still runs, ask again a little later.
     */
    private void cancelRunning(int repeats) {
        Statement statement = running;
        if (statement == null) {
            return;
        }
        try {
            target.cancel(statement);
        } catch (SQLException | RuntimeException e) {
            // it finished or was closed meanwhile: nothing left to stop
        }
        if (repeats > 0) {
            CANCEL_AGAIN.execute(() -> {
                if (running == statement) {
                    cancelRunning(repeats - 1);
                }
            });
        }
    }

    private void checkCancelled() {
        if (cancelled) {
            throw new CancellationException("Cancelled before it was sent");
        }
    }

    private Connection connection() throws SQLException {
        if (connection == null || connection.isClosed()) {
            Connection c = target.connect();
            try {
                c.setAutoCommit(false);
            } catch (SQLException e) {
                c.close();
                throw e;
            }
            connection = c;
        }
        return connection;
    }

    private void rollbackAfter(SQLException cause) {
        if (connection == null) {
            return;
        }
        try {
            connection.rollback();
        } catch (SQLException | RuntimeException e) {
            closeConnection(); // a connection that cannot roll back is not used again
            return;
        }
        if (cause != null && lost(cause)) {
            closeConnection();
        }
    }

    private static boolean lost(SQLException e) {
        return e.getSQLState() != null && e.getSQLState().startsWith("08");
    }

    private static void free(List<SQLXML> documents) {
        for (SQLXML document : documents) {
            try {
                document.free();
            } catch (SQLException | RuntimeException e) {
                // the driver may have released it already
            }
        }
    }

    private void closeConnection() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                // a lost connection cannot be closed cleanly
            }
            connection = null;
        }
    }

    /** Closes the connection; the target stays open (it belongs to the caller). */
    @Override
    public void close() {
        cancel();
        synchronized (this) {
            closeConnection();
        }
    }

    /** The rows of one result set: the first {@code limit} kept as text, all counted. */
    private record Rows(List<StatementResult.Column> columns, List<String[]> kept, long total) {

        static Rows read(ResultSet rs, int limit) throws SQLException {
            ResultSetMetaData meta = rs.getMetaData();
            int n = meta.getColumnCount();
            List<StatementResult.Column> columns = new ArrayList<>(n);
            for (int c = 1; c <= n; c++) {
                String type = meta.getColumnTypeName(c);
                columns.add(new StatementResult.Column(meta.getColumnLabel(c), type,
                        meta.getColumnType(c) == Types.SQLXML || "xml".equals(String.valueOf(type).toLowerCase(Locale.ROOT))));
            }
            List<String[]> kept = new ArrayList<>();
            long total = 0;
            while (rs.next()) {
                if (total < limit) {
                    String[] row = new String[n];
                    for (int c = 1; c <= n; c++) {
                        String value = rs.getString(c);
                        row[c - 1] = value != null && value.length() > MAX_CELL_CHARS
                                ? value.substring(0, MAX_CELL_CHARS) + " [... cut at " + MAX_CELL_CHARS + " characters]"
                                : value;
                    }
                    kept.add(row);
                }
                total++;
            }
            return new Rows(List.copyOf(columns), kept, total);
        }
    }
}
