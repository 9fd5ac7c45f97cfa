package org.xwb.bench.driver;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.SplittableRandom;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.xwb.core.target.Target;

/**
 * The yardstick of both bench-driver modes ({@link ServerDriverBenchmark}, {@link DriverBenchmark}):
 * per user one connection of the target
 * (autocommit off, read committed, as the driver's), the statement prepared once, then execute,
 * read every row and every column as a string, commit; a plain counter, no timing.
 */
final class BareJdbcLoop {

    private static final String THREADS = "bare-jdbc-";

    private final Target target;
    private final BenchStatement statement;

    BareJdbcLoop(Target target, BenchStatement statement) {
        this.target = target;
        this.statement = statement;
    }

    /** {@code users} threads; counted for {@code seconds} after {@code warmup}. */
    ServerDriverBenchmark.Sample run(int users, double seconds, double warmup)
            throws SQLException, InterruptedException {
        User[] loops = new User[users];
        Thread[] threads = new Thread[users];
        CyclicBarrier start = new CyclicBarrier(users + 1);
        for (int u = 0; u < users; u++) {
            Connection connection = target.connect();
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            loops[u] = new User(connection, statement, new SplittableRandom(42 + u), start);
            threads[u] = new Thread(loops[u], THREADS + (u + 1));
            threads[u].start();
        }
        try {
            start.await(2, TimeUnit.MINUTES); // a user that failed before the barrier breaks it by timing out
            Thread.sleep((long) (warmup * 1000));
            long before = count(loops);
            long t = System.nanoTime();
            long cpu = DriverBenchmark.processCpuNanos();
            long[] ids = new long[users];
            for (int u = 0; u < users; u++) {
                ids[u] = threads[u].threadId();
            }
            long userCpu = ServerDriverBenchmark.threadsCpuNanos(ids);
            Thread.sleep((long) (seconds * 1000));
            long after = count(loops);
            long cpuUsed = DriverBenchmark.processCpuNanos() - cpu;
            long userCpuUsed = ServerDriverBenchmark.threadsCpuNanos(ids) - userCpu;
            double elapsed = (System.nanoTime() - t) / 1e9;
            long transactions = after - before;
            return new ServerDriverBenchmark.Sample(transactions / elapsed, cpuUsed / 1e3 / transactions,
                    userCpuUsed / 1e3 / transactions);
        } catch (BrokenBarrierException | TimeoutException e) {
            throw new IllegalStateException("a bare loop did not start", e);
        } finally {
            for (User loop : loops) {
                if (loop != null) {
                    loop.stop = true;
                }
            }
            for (Thread thread : threads) {
                if (thread != null) {
                    thread.join();
                }
            }
            for (User loop : loops) {
                if (loop != null && loop.failure != null) {
                    throw loop.failure;
                }
            }
        }
    }

    private static long count(User[] loops) {
        long n = 0;
        for (User loop : loops) {
            n += loop.count;
        }
        return n;
    }

    private static final class User implements Runnable {
        private final Connection connection;
        private final BenchStatement statement;
        private final SplittableRandom random;
        private final CyclicBarrier start;
        volatile boolean stop;
        volatile long count;
        SQLException failure;

        User(Connection connection, BenchStatement statement, SplittableRandom random, CyclicBarrier start) {
            this.connection = connection;
            this.statement = statement;
            this.random = random;
            this.start = start;
        }

        @Override
        public void run() {
            try (Connection c = connection; PreparedStatement ps = c.prepareStatement(statement.sql())) {
                start.await();
                boolean marker = statement.hasMarker();
                long first = statement.firstId();
                long span = statement.lastId() - first + 1;
                int columns = -1;
                long n = 0;
                while (!stop) {
                    if (marker) {
                        ps.setLong(1, first + (long) (random.nextDouble() * span));
                    }
                    try (ResultSet rs = ps.executeQuery()) {
                        if (columns < 0) {
                            columns = rs.getMetaData().getColumnCount();
                        }
                        while (rs.next()) {
                            for (int i = 1; i <= columns; i++) {
                                rs.getString(i);
                            }
                        }
                    }
                    c.commit();
                    count = ++n;
                }
            } catch (SQLException e) {
                failure = e;
            } catch (Exception e) {
                failure = new SQLException(e);
            }
        }
    }
}
