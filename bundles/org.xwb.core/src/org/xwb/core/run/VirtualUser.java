package org.xwb.core.run;

import java.sql.SQLException;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;

import org.xwb.core.stats.RunStatistics;
import org.xwb.core.stats.UserRecorder;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.Target;
import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.DocumentsExhaustedException;
import org.xwb.core.values.ValueGenerator;
import org.xwb.model.Arrival;

/**
 * One virtual user: its own {@link UserSession} (connection, prepared statements), random stream
 * and generators; picks, draws, runs, times and records transactions until the run ends. The loop
 * allocates nothing of its own per transaction beyond boxed values, takes no lock, logs nothing
 * and reads the clock once per transaction (twice with think time). A failed statement never ends
 * the user: it is classified, retried, reconnected or counted. Running out of documents to insert
 * does: the user stops the run, which ends gracefully with the reason.
 */
final class VirtualUser implements Runnable {

    private static final System.Logger LOG = System.getLogger(VirtualUser.class.getName());
    private static final long MAX_BACKOFF_NANOS = 2_000_000_000L;
    /** Marks an execution that did not succeed (it was counted as an error, or abandoned at the end). */
    private static final long FAILED = -1;
    /** Marks a transaction that could not draw a document to insert: the user (and the run) stop. */
    private static final long EXHAUSTED = -2;

    private final int index;
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
    private final UserSession session;
    private volatile Throwable connectFailure;
    private volatile long lastCountedEnd;

    VirtualUser(int index, Target target, RunClock clock, RunConfig config, CompiledWorkload workload,
            RunStatistics stats) {
        this.index = index;
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
        for (CompiledTransaction tx : transactions) {
            generators[tx.index()] = tx.generators(index, config.users());
            values[tx.index()] = new Object[tx.parameters().length];
        }
        this.session = new UserSession(target, config.commitCount(), config.isolation(), transactions);
    }

    @Override
    public void run() {
        try {
            try {
                session.connect();
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
            session.commitPending();
            session.close();
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
                if (rows == EXHAUSTED) {
                    break;
                }
                long end = System.nanoTime();
                previousEnd = end;
                long windowEnd = clock.windowEnd();
                if (rows != FAILED) {
                    if (end > windowEnd) {
                        recorder.discardedAfterEnd();
                    } else if (tx.insertsDocuments()) {
                        recordInserts(tx, start >= windowStart, (end - start) / 1000, rows);
                    } else if (start >= windowStart) {
                        recorder.measured(type, (end - start) / 1000, rows, session.fetchedBytes());
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

    /** Records a transaction that inserted documents: their count and bytes go with its latency. */
    private void recordInserts(CompiledTransaction tx, boolean measured, long micros, long rows) {
        Object[] drawn = values[tx.index()];
        int documents = 0;
        long bytes = 0;
        for (int parameter : tx.documentParameters()) {
            if (drawn[parameter] instanceof DocumentValue document) {
                documents++;
                bytes += document.document().content().length;
            }
        }
        if (measured) {
            recorder.measured(tx.index(), micros, rows, documents, bytes);
        } else {
            recorder.warmup(tx.index(), micros, documents, bytes);
        }
    }

    /** Draws the values, runs the texts and commits as configured; retries and reconnects. */
    private long execute(CompiledTransaction tx, boolean inWindow) {
        Object[] drawn = values[tx.index()];
        try {
            CompiledTransaction.draw(generators[tx.index()], random, drawn);
        } catch (DocumentsExhaustedException e) {
            clock.documentsExhausted(e.getMessage());
            return EXHAUSTED;
        } catch (RuntimeException e) {
            return failed(tx, ErrorClass.OTHER, e, false, inWindow);
        }
        int retries = 0;
        while (true) {
            try {
                return session.execute(tx, drawn);
            } catch (SQLException e) {
                session.rollback();
                ErrorClass errorClass = classify(e);
                if (errorClass.isRetryable() && retries < config.maxRetries() && !clock.ended(System.nanoTime())) {
                    retries++;
                    recorder.errors(tx.index()).retry(errorClass, describe(e), inWindow);
                    continue;
                }
                return failed(tx, errorClass, e, errorClass.isRetryable(), inWindow);
            } catch (RuntimeException e) {
                session.rollback(); // a value that does not convert to its marker's type
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

    /** The target's classification; an "other" error after which the connection is closed is a lost connection. */
    private ErrorClass classify(SQLException e) {
        ErrorClass errorClass = classifier.classify(e);
        return errorClass == ErrorClass.OTHER && session.lost() ? ErrorClass.CONNECTION_LOST : errorClass;
    }

    /** Opens a new connection after a loss, backing off from 50 ms to 2 s, until it works or the run ends. */
    private void reconnect() {
        clock.activeUsers.decrementAndGet();
        stats.reconnected();
        session.close();
        long backoff = 50_000_000L;
        while (!clock.ended(System.nanoTime())) {
            try {
                session.connect();
                break;
            } catch (SQLException | RuntimeException e) {
                LockSupport.parkNanos(backoff);
                backoff = Math.min(backoff * 2, MAX_BACKOFF_NANOS);
            }
        }
        clock.activeUsers.incrementAndGet();
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

    /** Cancels the statement this user is running, from another thread. */
    void cancelRunning() {
        session.cancelRunning();
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
