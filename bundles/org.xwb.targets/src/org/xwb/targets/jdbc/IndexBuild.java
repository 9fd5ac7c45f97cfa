package org.xwb.targets.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.IndexBuildListener.IndexBuilt;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/**
 * Builds XML indexes on a few connections at once ({@link ConnectionWorkers}), reporting each
 * index as it starts and as it is built. An XML index build is mostly parsing every document of its
 * table (one xpath() per row), which runs on one server core per build; with several builds the
 * server's cores all work. The first failure ends the build; Stop leaves the indexes not yet started.
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
        this.builds = builds;
    }

    void run(List<IndexJob> jobs, IndexBuildListener listener, BooleanSupplier stop) throws SQLException {
        AtomicInteger started = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        int total = jobs.size();
        new ConnectionWorkers("the index build", builds, this::open).run(jobs, stop,
                job -> "the build of index " + job.index().getName() + " on " + job.collection().getName(),
                (connection, statement, job) -> {
                    String index = job.index().getName();
                    String collection = job.collection().getName();
                    listener.indexStarted(index, collection, started.incrementAndGet(), total);
                    long start = System.nanoTime();
                    session.run(statement, job.ddl());
                    double seconds = (System.nanoTime() - start) / 1e9;
                    long entries = session.entries(connection, job);
                    listener.indexBuilt(new IndexBuilt(index, collection, finished.incrementAndGet(), total, seconds, entries));
                });
    }

    private Connection open(int workers) throws SQLException {
        Connection connection = session.connect();
        try (Statement statement = connection.createStatement()) {
            for (String setting : session.settings(workers)) {
                statement.execute(setting);
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }
}
