package org.xwb.targets.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Work items (an index to build, a table to analyse) done on several connections at once: each of
 * up to {@code connections} workers opens one connection and takes the next item from a queue until
 * none is left. Stop is asked before each item. The first failure ends the work: no new item starts,
 * the running ones finish, and the failure is thrown, naming its item. With one connection the work
 * runs on the caller's thread.
 */
final class ConnectionWorkers {

    /** Opens a worker's connection, set up for {@code workers} running at once; the work runs in autocommit. */
    interface Opener {
        Connection open(int workers) throws SQLException;
    }

    /** Does one item on a worker's connection. */
    interface Work<T> {
        void run(Connection connection, Statement statement, T item) throws SQLException;
    }

    private final String what;
    private final int connections;
    private final Opener opener;

    /**
     * @param what        the whole work in words, for an interruption ("the index build")
     * @param connections how many connections at most
     */
    ConnectionWorkers(String what, int connections, Opener opener) {
        this.what = what;
        this.connections = Math.max(1, connections);
        this.opener = opener;
    }

    /**
     * @param describe an item in words, for a failure that does not name it ("index x on y")
     */
    <T> void run(List<T> items, BooleanSupplier stop, Function<T, String> describe, Work<T> work) throws SQLException {
        Queue<T> queue = new ConcurrentLinkedQueue<>(items);
        AtomicReference<SQLException> failure = new AtomicReference<>();
        int workers = Math.min(connections, items.size());
        Runnable worker = () -> work(queue, workers, stop, describe, work, failure);
        if (workers <= 1) {
            worker.run();
        } else {
            List<Thread> running = new ArrayList<>();
            for (int i = 0; i < workers; i++) {
                Thread thread = new Thread(worker, "xwb-worker-" + (i + 1) + " (" + what + ")");
                thread.setDaemon(true);
                thread.start();
                running.add(thread);
            }
            for (Thread thread : running) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failure.compareAndSet(null, new SQLException(capitalized(what) + " was interrupted", e));
                    break;
                }
            }
        }
        SQLException failed = failure.get();
        if (failed != null) {
            throw failed;
        }
    }

    private <T> void work(Queue<T> queue, int workers, BooleanSupplier stop, Function<T, String> describe, Work<T> work,
            AtomicReference<SQLException> failure) {
        T item = null;
        try (Connection connection = opener.open(workers); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(true);
            while (failure.get() == null && !stop.getAsBoolean()) {
                item = queue.poll();
                if (item == null) {
                    return;
                }
                work.run(connection, statement, item);
            }
        } catch (SQLException e) {
            failure.compareAndSet(null, e);
        } catch (RuntimeException e) {
            String where = item == null ? capitalized(what) : capitalized(describe.apply(item));
            failure.compareAndSet(null, new SQLException(where + " failed: " + e.getMessage(), e));
        }
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
