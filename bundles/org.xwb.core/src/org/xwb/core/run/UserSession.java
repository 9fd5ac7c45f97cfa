package org.xwb.core.run;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.xwb.core.target.IsolationLevel;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.Target;
import org.xwb.core.values.DocumentValue;

/**
 * One user's connection and what hangs on it: prepared statements (prepared on first use, kept
 * until the connection goes), result shapes, the transactions not yet committed and the documents
 * they inserted. Runs a transaction's texts with its drawn values; errors go to the caller as they
 * are. Used by one thread only, except {@link #cancelRunning}.
 */
final class UserSession {

    private static final VarHandle RUNNING;

    static {
        try {
            RUNNING = MethodHandles.lookup().findVarHandle(UserSession.class, "running", Statement.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Target target;
    private final int commitCount;
    private final IsolationLevel isolation;
    private final PreparedStatement[][] prepared;
    private final int[][] columns;
    private final List<SQLXML> sqlxml = new ArrayList<>();
    private final List<DocumentValue> pendingDocuments = new ArrayList<>();
    private Connection connection;
    /** Whether the connection is in autocommit mode now (a one-statement transaction, see {@link #execute}). */
    private boolean autoCommit;
    private int uncommitted;
    /** Bytes of the values the last {@link #execute} fetched (UTF-8 of their text). */
    private long fetchedBytes;
    /** The statement executing now, for cancel; written opaquely (no fence) once per statement. */
    @SuppressWarnings("unused")
    private Statement running;

    UserSession(Target target, int commitCount, IsolationLevel isolation, CompiledTransaction[] transactions) {
        this.target = target;
        this.commitCount = commitCount;
        this.isolation = isolation;
        this.prepared = new PreparedStatement[transactions.length][];
        this.columns = new int[transactions.length][];
        for (CompiledTransaction tx : transactions) {
            prepared[tx.index()] = new PreparedStatement[tx.texts().length];
            columns[tx.index()] = new int[tx.texts().length];
            Arrays.fill(columns[tx.index()], -1);
        }
    }

    /** Opens the connection, autocommit off, at the run's isolation level if it has one. */
    void connect() throws SQLException {
        Connection c = target.connect();
        try {
            c.setAutoCommit(false);
            if (isolation != null) {
                c.setTransactionIsolation(isolation.jdbcLevel());
            }
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        connection = c;
        autoCommit = false;
    }

    boolean connected() {
        return connection != null;
    }

    /** True when the connection is gone (the driver says it is closed, or cannot even say). */
    boolean lost() {
        if (connection == null) {
            return true;
        }
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }

    /**
     * Runs the texts of {@code tx} in order and commits when the commit interval is reached.
     *
     * @return the affected rows: update counts, or rows fetched
     * @throws IllegalArgumentException when a value does not convert to its marker's type
     */
    long execute(CompiledTransaction tx, Object[] drawn) throws SQLException {
        if (connection == null) {
            throw new SQLException("not connected", "08003");
        }
        long rows = 0;
        fetchedBytes = 0;
        CompiledText[] texts = tx.texts();
        oneStatementTransaction(texts.length == 1 && commitCount == 1);
        PreparedStatement[] statements = prepared[tx.index()];
        for (int i = 0; i < texts.length; i++) {
            CompiledText text = texts[i];
            if (!text.textual()) {
                PreparedStatement statement = statements[i];
                if (statement == null) {
                    statement = connection.prepareStatement(text.text);
                    statements[i] = statement;
                }
                bind(statement, text, tx, drawn);
                rows += run(statement, text.query, tx.index(), i);
            } else {
                rows += runTextual(text, tx, drawn);
            }
        }
        if (!sqlxml.isEmpty()) {
            freeSqlxml();
        }
        if (tx.insertsDocuments()) {
            holdDocuments(tx, drawn);
        }
        if (++uncommitted >= commitCount) {
            commit();
        }
        return rows;
    }

    /**
     * A transaction of one statement committed on its own is sent in autocommit mode, the way
     * PostgreSQL, DB2 and JDBC run a one-statement transaction: the server runs the statement as its
     * own transaction, so a statement that may not run inside a transaction block (ALTER SYSTEM,
     * VACUUM, CREATE INDEX CONCURRENTLY) is refused or run for what it is, e.g. a permission error,
     * not SQLSTATE 25001. Benchmark semantics: such a transaction no longer sends its own COMMIT
     * (one round trip fewer on PostgreSQL: BEGIN was sent with the statement, COMMIT after it);
     * the work done and its durability are the same. Transactions of several statements and
     * commit intervals above 1 stay in explicit transactions.
     */
    private void oneStatementTransaction(boolean on) throws SQLException {
        if (on != autoCommit && uncommitted == 0) {
            connection.setAutoCommit(on);
            autoCommit = on;
        }
    }

    /** A text with textual markers: rebuilt with the values as XQuery literals, run unprepared when it has no '?'. */
    private long runTextual(CompiledText text, CompiledTransaction tx, Object[] drawn) throws SQLException {
        String sql = text.substitute(drawn);
        if (text.jdbcParameters.length == 0) {
            try (Statement statement = connection.createStatement()) {
                RUNNING.setOpaque(this, statement);
                return text.query ? read(statement.executeQuery(sql), -1)
                        : statement.execute(sql) ? read(statement.getResultSet(), -1)
                                : Math.max(0, statement.getUpdateCount());
            }
        }
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            bind(statement, text, tx, drawn);
            return run(statement, text.query, -1, -1);
        }
    }

    private void bind(PreparedStatement statement, CompiledText text, CompiledTransaction tx, Object[] drawn)
            throws SQLException {
        int[] parameters = text.jdbcParameters;
        for (int p = 0; p < parameters.length; p++) {
            int parameter = parameters[p];
            try {
                ParameterBinder.bind(statement, p + 1, tx.types()[parameter], drawn[parameter], sqlxml);
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new IllegalArgumentException("parameter " + (parameter + 1) + " as " + tx.types()[parameter]
                        + ": " + e.getMessage(), e);
            }
        }
    }

    /** Runs a bound statement; the affected rows are the update count or the rows fetched. */
    private long run(PreparedStatement statement, boolean query, int tx, int text) throws SQLException {
        RUNNING.setOpaque(this, statement);
        if (query) {
            try (ResultSet rs = statement.executeQuery()) {
                return read(rs, tx < 0 ? -1 : cachedColumns(rs, tx, text));
            }
        }
        if (statement.execute()) {
            try (ResultSet rs = statement.getResultSet()) {
                return read(rs, -1);
            }
        }
        return Math.max(0, statement.getUpdateCount());
    }

    private int cachedColumns(ResultSet rs, int tx, int text) throws SQLException {
        int n = columns[tx][text];
        if (n < 0) {
            n = rs.getMetaData().getColumnCount();
            columns[tx][text] = n;
        }
        return n;
    }

    /** Bytes the last {@link #execute} fetched: the UTF-8 length of every value read as text. */
    long fetchedBytes() {
        return fetchedBytes;
    }

    /**
     * Fetches every row and reads every column as the client of a real application would; counts
     * the values' bytes (result size is a cause of latency).
     */
    private long read(ResultSet rs, int columnCount) throws SQLException {
        int n = columnCount >= 0 ? columnCount : rs.getMetaData().getColumnCount();
        long rows = 0;
        long bytes = 0;
        while (rs.next()) {
            for (int c = 1; c <= n; c++) {
                String value = rs.getString(c);
                if (value != null) {
                    bytes += utf8Length(value);
                }
            }
            rows++;
        }
        fetchedBytes += bytes;
        return rows;
    }

    /** Documents inserted by this transaction: their ids are published to the id range when committed. */
    private void holdDocuments(CompiledTransaction tx, Object[] drawn) {
        for (int parameter : tx.documentParameters()) {
            if (drawn[parameter] instanceof DocumentValue document) {
                pendingDocuments.add(document);
            }
        }
    }

    private void commit() throws SQLException {
        if (!autoCommit) {
            connection.commit(); // in autocommit mode the server committed the statement when it ended
        }
        uncommitted = 0;
        if (!pendingDocuments.isEmpty()) {
            for (DocumentValue document : pendingDocuments) {
                document.ids().publish(document.document().id());
            }
            pendingDocuments.clear();
        }
    }

    /** Rolls back after an error; the uncommitted earlier transactions of a commit interval go too. */
    void rollback() {
        uncommitted = 0;
        pendingDocuments.clear();
        freeSqlxml();
        if (connection != null && !autoCommit) {
            try {
                connection.rollback();
            } catch (SQLException | RuntimeException e) {
                // the connection may be gone; the caller's classification decides what happens next
            }
        }
    }

    /** Commits what a commit interval left pending (keeping its work, as the interval promises). */
    void commitPending() {
        if (connection != null && uncommitted > 0) {
            try {
                commit();
            } catch (SQLException | RuntimeException e) {
                rollback();
            }
        }
    }

    /** Cancels the statement running now, from another thread (run cancel, or a user stuck at the end). */
    void cancelRunning() {
        Statement statement = (Statement) RUNNING.getOpaque(this);
        if (statement != null) {
            try {
                target.cancel(statement);
            } catch (SQLException | RuntimeException e) {
                // already finished or closed
            }
        }
    }

    /** Closes the connection (its statements with it) and forgets everything that hung on it. */
    void close() {
        for (PreparedStatement[] statements : prepared) {
            Arrays.fill(statements, null);
        }
        freeSqlxml();
        uncommitted = 0;
        pendingDocuments.clear();
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                // a lost connection cannot be closed cleanly
            }
            connection = null;
        }
    }

    private void freeSqlxml() {
        for (SQLXML x : sqlxml) {
            try {
                x.free();
            } catch (SQLException | RuntimeException e) {
                // the driver may already have released it
            }
        }
        sqlxml.clear();
    }

    /** UTF-8 length without encoding (no allocation per value). */
    static long utf8Length(String value) {
        long bytes = value.length();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) {
                    bytes++;
                } else if (Character.isHighSurrogate(c)) {
                    bytes += 2; // the pair: 4 bytes for 2 chars
                    i++;
                } else {
                    bytes += 2;
                }
            }
        }
        return bytes;
    }
}
