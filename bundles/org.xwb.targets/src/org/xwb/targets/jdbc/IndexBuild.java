package org.xwb.targets.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.IndexBuildListener.IndexBuilt;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/**
 * Builds XML indexes on a few connections at once, each taking the next index from a queue. An
 * XML index build is mostly parsing every document of its table (one xpath() per row), which runs
 * on one server core per build; with several builds the server's cores all work. The first failure
 * ends the build: no new index starts, the ones running finish, and the failure is thrown.
 */
final class IndexBuild {

    /** One index and its CREATE statement. */
    record IndexJob(Collection collection, XmlIndex index, String ddl) {
    }

    /** What the target supplies: connections, the DDL runner (harmless "exists" errors), entries. */
    interface Session {
        Connection connect() throws SQLException;

        /** Session settings for a build connection, e.g. memory for sorting. */
        List<String> settings(int builds);

        void run(Statement statement, String ddl) throws SQLException;

        /** Entries of the built index, or -1. */
        long entries(Connection connection, IndexJob job) throws SQLException;
    }

    private final Session session;
    private final int builds;

    IndexBuild(Session session, int builds) {
        this.session = session;
        this.builds = Math.max(1, builds);
    }

    void run(List<IndexJob> jobs, IndexBuildListener listener) throws SQLException {
        Queue<IndexJob> queue = new ConcurrentLinkedQueue<>(jobs);
        AtomicInteger started = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicReference<SQLException> failure = new AtomicReference<>();
        int threads = Math.min(builds, jobs.size());
        Runnable worker = () -> work(queue, jobs.size(), threads, started, finished, failure, listener);
        if (threads <= 1) {
            worker.run();
        } else {
            List<Thread> running = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Thread thread = new Thread(worker, "xwb-index-build-" + (i + 1));
                thread.setDaemon(true);
                thread.start();
                running.add(thread);
            }
            for (Thread thread : running) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failure.compareAndSet(null, new SQLException("The index build was interrupted"));
                    break;
                }
            }
        }
        SQLException failed = failure.get();
        if (failed != null) {
            throw failed;
        }
    }

    private void work(Queue<IndexJob> queue, int total, int threads, AtomicInteger started, AtomicInteger finished,
            AtomicReference<SQLException> failure, IndexBuildListener listener) {
        try (Connection connection = session.connect(); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(true);
            for (String setting : session.settings(threads)) {
                statement.execute(setting);
            }
            while (failure.get() == null && !listener.stopRequested()) {
                IndexJob job = queue.poll();
                if (job == null) {
                    return;
                }
                String index = job.index().getName();
                String collection = job.collection().getName();
                listener.indexStarted(index, collection, started.incrementAndGet(), total);
                long start = System.nanoTime();
                session.run(statement, job.ddl());
                double seconds = (System.nanoTime() - start) / 1e9;
                long entries = session.entries(connection, job);
                listener.indexBuilt(new IndexBuilt(index, collection, finished.incrementAndGet(), total, seconds, entries));
            }
        } catch (SQLException e) {
            failure.compareAndSet(null, e);
        } catch (RuntimeException e) {
            failure.compareAndSet(null, new SQLException("The index build failed: " + e.getMessage(), e));
        }
    }
}
