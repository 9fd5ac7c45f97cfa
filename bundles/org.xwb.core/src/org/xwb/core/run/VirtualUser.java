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
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;

import org.xwb.core.stats.RunStatistics;
import org.xwb.core.stats.UserRecorder;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.Target;
import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.ValueGenerator;
import org.xwb.model.Arrival;

/**
 * One virtual user: its own connection, random stream and prepared statements; picks, binds, runs,
 * times and records transactions until the run ends. The loop allocates nothing of its own per
 * transaction beyond boxed values, takes no lock, logs nothing and reads the clock twice.
 * A failed statement never ends the user: it is classified, retried, reconnected or counted.
 */
final class VirtualUser implements Runnable {

    private static final System.Logger LOG = System.getLogger(VirtualUser.class.getName());
    private static final VarHandle RUNNING;
    private static final long MAX_BACKOFF_NANOS = 2_000_000_000L;
    /** Marks an execution that did not succeed (it was counted as an error, or abandoned at the end). */
    private static final long FAILED = -1;

    static {
        try {
            RUNNING = MethodHandles.lookup().findVarHandle(VirtualUser.class, "running", Statement.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final int index;
    private final Target target;
    private final ErrorClassifier classifier;
    private final RunClock clock;
    private final RunConfig config;
    private final CompiledTransaction[] transactions;
    private final WeightedChoice choice;
    private final RunStatistics stats;
    private final UserRecorder recorder;
    private final SplittableRandom random;
    private final ValueGenerator[][] generators;
    private final Object[][] values;
    private final PreparedStatement[][] prepared;
    private final int[][] columns;
    private final List<SQLXML> sqlxml = new ArrayList<>();
    private final List<DocumentValue> pendingDocuments = new ArrayList<>();
    private Connection connection;
    private int uncommitted;
    /** The statement executing now, for cancel; written opaquely (no fence) once per statement. */
    @SuppressWarnings("unused")
    private Statement running;
    private volatile Throwable connectFailure;
    private volatile long lastCountedEnd;

    VirtualUser(int index, Target target, RunClock clock, RunConfig config, CompiledWorkload workload,
            RunStatistics stats) {
        this.index = index;
        this.target = target;
        this.classifier = target.errors();
        this.clock = clock;
        this.config = config;
        this.transactions = workload.transactions().toArray(CompiledTransaction[]::new);
        this.choice = workload.choice();
        this.stats = stats;
        this.recorder = stats.user(index);
        this.random = new SplittableRandom(config.seed() + index);
        this.generators = new ValueGenerator[transactions.length][];
        this.values = new Object[transactions.length][];
        this.prepared = new PreparedStatement[transactions.length][];
        this.columns = new int[transactions.length][];
        for (CompiledTransaction tx : transactions) {
            generators[tx.index()] = tx.generators(index, config.users());
            values[tx.index()] = new Object[tx.parameters().length];
            prepared[tx.index()] = new PreparedStatement[tx.texts().length];
            columns[tx.index()] = new int[tx.texts().length];
            java.util.Arrays.fill(columns[tx.index()], -1);
        }
    }

    @Override
    public void run() {
        try {
            try {
                connect();
            } catch (SQLException | RuntimeException e) {
                connectFailure = e;
                return;
            } finally {
                clock.userReady();
            }
            if (clock.awaitStart()) {
                loop();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            LOG.log(System.Logger.Level.ERROR, "User " + (index + 1) + " stopped by an unexpected error", e);
        } finally {
            finish();
            clock.userDone();
        }
    }

    private void loop() {
        final long windowStart = clock.windowStart();
        final long limit = config.transactionsPerUser();
        final long thinkNanos = config.rate() > 0 ? 0 : (long) (config.thinkTimeMillis() * 1e6);
        final Pacer pacer = config.rate() <= 0 ? null
                : new Pacer(config.rate(), index, config.users(), clock.t0(), config.arrival() == Arrival.POISSON
                        ? new SplittableRandom(config.seed() + index + 0x9E3779B97F4A7C15L) : null);
        // back to back (no pacing, no think time) a transaction starts where the previous one ended:
        // one clock read per transaction instead of two, and the picking and drawing between is its own
        final boolean backToBack = pacer == null && thinkNanos == 0;
        long previousEnd = 0;
        long counted = 0;
        clock.activeUsers.incrementAndGet();
        try {
            while (true) {
                long intended = 0;
                if (pacer != null) {
                    intended = pacer.next();
                    if (!waitUntil(intended)) {
                        break;
                    }
                }
                int type = choice.pick(random);
                CompiledTransaction tx = transactions[type];
                long start = pacer != null ? intended : backToBack && previousEnd != 0 ? previousEnd : System.nanoTime();
                long rows = execute(tx, start >= windowStart);
                long end = System.nanoTime();
                previousEnd = end;
                long windowEnd = clock.windowEnd();
                if (rows != FAILED) {
                    if (end > windowEnd) {
                        recorder.discardedAfterEnd();
                    } else if (start >= windowStart) {
                        recorder.measured(type, (end - start) / 1000, rows);
                    } else {
                        recorder.warmup(type, (end - start) / 1000);
                    }
                }
                if (limit > 0 && start >= windowStart && ++counted >= limit) {
                    lastCountedEnd = end;
                    break;
                }
                if (end >= windowEnd) {
                    break;
                }
                if (thinkNanos > 0) {
                    pause(end + thinkNanos);
                }
            }
        } finally {
            clock.activeUsers.decrementAndGet();
        }
    }

    /** Draws the values, runs the texts and commits as configured; retries and reconnects. */
    private long execute(CompiledTransaction tx, boolean inWindow) {
        Object[] drawn = values[tx.index()];
        try {
            CompiledTransaction.draw(generators[tx.index()], random, drawn);
        } catch (RuntimeException e) {
            return failed(tx, ErrorClass.OTHER, e, false, inWindow);
        }
        int retries = 0;
        while (true) {
            try {
                return executeOnce(tx, drawn);
            } catch (SQLException e) {
                rollback();
                ErrorClass errorClass = classify(e);
                if (errorClass.isRetryable() && retries < config.maxRetries() && !clock.ended(System.nanoTime())) {
                    retries++;
                    recorder.errors(tx.index()).retry(errorClass, describe(e), inWindow);
                    continue;
                }
                return failed(tx, errorClass, e, errorClass.isRetryable(), inWindow);
            } catch (RuntimeException e) {
                rollback(); // a value that does not convert to its marker's type
                return failed(tx, ErrorClass.OTHER, e, false, inWindow);
            }
        }
    }

    /** Counts a transaction that failed for good (kept out of the hot path so that stays small). */
    private long failed(CompiledTransaction tx, ErrorClass errorClass, Exception e, boolean afterRetries,
            boolean inWindow) {
        boolean over = clock.ended(System.nanoTime());
        if (over && (errorClass == ErrorClass.CANCELLED || clock.cancelled())) {
            return FAILED; // cancelled at the end of the run: not an error of the workload
        }
        recorder.errors(tx.index()).failure(errorClass, describe(e), afterRetries, inWindow && !over);
        if (errorClass == ErrorClass.CONNECTION_LOST) {
            reconnect();
        }
        return FAILED;
    }

    private long executeOnce(CompiledTransaction tx, Object[] drawn) throws SQLException {
        if (connection == null) {
            throw new SQLException("not connected", "08003");
        }
        long rows = 0;
        CompiledText[] texts = tx.texts();
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
            holdDocuments(drawn);
        }
        if (++uncommitted >= config.commitCount()) {
            commit();
        }
        return rows;
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

    /** Fetches every row and reads every column as the client of a real application would. */
    private static long read(ResultSet rs, int columnCount) throws SQLException {
        int n = columnCount >= 0 ? columnCount : rs.getMetaData().getColumnCount();
        long rows = 0;
        while (rs.next()) {
            for (int c = 1; c <= n; c++) {
                rs.getString(c);
            }
            rows++;
        }
        return rows;
    }

    /** Documents inserted by this transaction: their ids are published to the id range when committed. */
    private void holdDocuments(Object[] drawn) {
        for (Object value : drawn) {
            if (value instanceof DocumentValue document) {
                pendingDocuments.add(document);
            }
        }
    }

    private void commit() throws SQLException {
        connection.commit();
        uncommitted = 0;
        if (!pendingDocuments.isEmpty()) {
            for (DocumentValue document : pendingDocuments) {
                document.ids().publish(document.document().id());
            }
            pendingDocuments.clear();
        }
    }

    private void rollback() {
        uncommitted = 0;
        pendingDocuments.clear();
        freeSqlxml();
        if (connection != null) {
            try {
                connection.rollback();
            } catch (SQLException | RuntimeException e) {
                // the connection may be gone; the classification decides what happens next
            }
        }
    }

    private ErrorClass classify(SQLException e) {
        ErrorClass errorClass = classifier.classify(e);
        if (errorClass == ErrorClass.OTHER && connection != null) {
            try {
                if (connection.isClosed()) {
                    return ErrorClass.CONNECTION_LOST;
                }
            } catch (SQLException closed) {
                return ErrorClass.CONNECTION_LOST;
            }
        }
        return errorClass;
    }

    /** Opens a new connection after a loss, backing off from 50 ms to 2 s, until it works or the run ends. */
    private void reconnect() {
        clock.activeUsers.decrementAndGet();
        stats.reconnected();
        closeConnection();
        long backoff = 50_000_000L;
        while (!clock.ended(System.nanoTime())) {
            try {
                connect();
                break;
            } catch (SQLException | RuntimeException e) {
                LockSupport.parkNanos(backoff);
                backoff = Math.min(backoff * 2, MAX_BACKOFF_NANOS);
            }
        }
        clock.activeUsers.incrementAndGet();
    }

    private void connect() throws SQLException {
        Connection c = target.connect();
        try {
            c.setAutoCommit(false);
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        connection = c;
    }

    /** Waits until {@code intended}; false when the run ends first. */
    private boolean waitUntil(long intended) {
        while (true) {
            long now = System.nanoTime();
            if (clock.ended(now) || intended >= clock.windowEnd()) {
                return false;
            }
            long wait = intended - now;
            if (wait <= 0) {
                return true;
            }
            LockSupport.parkNanos(Math.min(wait, 50_000_000L));
        }
    }

    /** Think time: sleeps until {@code until} or the end of the run. */
    private void pause(long until) {
        while (true) {
            long now = System.nanoTime();
            if (now >= until || clock.ended(now)) {
                return;
            }
            LockSupport.parkNanos(Math.min(until - now, 50_000_000L));
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

    private void finish() {
        if (connection == null) {
            return;
        }
        if (uncommitted > 0) {
            try {
                commit(); // keep the work of the last transactions, as a commit interval promises
            } catch (SQLException | RuntimeException e) {
                rollback();
            }
        }
        closeConnection();
    }

    private void closeConnection() {
        for (PreparedStatement[] statements : prepared) {
            java.util.Arrays.fill(statements, null); // closed with their connection
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

    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        int newline = message.indexOf('\n');
        if (newline > 0) {
            message = message.substring(0, newline);
        }
        if (message.length() > 300) {
            message = message.substring(0, 300) + "...";
        }
        return e instanceof SQLException sql && sql.getSQLState() != null
                ? message + " [SQLState " + sql.getSQLState() + "]" : message;
    }

    Throwable connectFailure() {
        return connectFailure;
    }

    long lastCountedEnd() {
        return lastCountedEnd;
    }

    int index() {
        return index;
    }
}
