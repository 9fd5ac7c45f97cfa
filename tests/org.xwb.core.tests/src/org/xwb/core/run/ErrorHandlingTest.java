package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.sequence;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.ErrorStats;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.ParameterType;
import org.xwb.testing.Poll;

class ErrorHandlingTest {

    @TempDir
    Path runs;

    /**
     * One user, 60 transactions: "deadlock" fails twice with 40P01 then succeeds; "doomed" fails
     * with 40001 more often than the 3 retries allow; "broken" reads a table that does not exist.
     */
    @Test
    void errorsAreClassifiedRetriedAndCountedPerTransactionType() throws Exception {
        H2 db = new H2();
        RunSummary s = run(workload("errors",
                with(tx("deadlock", 1, "SELECT XWB_FAIL('d' || ?, 2, '40P01')"), ParameterType.BIGINT, sequence(0, 1)),
                with(tx("doomed", 1, "SELECT XWB_FAIL('s' || ?, 10, '40001')"), ParameterType.BIGINT, sequence(0, 1)),
                tx("broken", 1, "SELECT * FROM no_such_table")), db,
                config().users(1).transactionsPerUser(60).maxRetries(3).build(), runs).start().await();

        TransactionSummary deadlock = s.transactions().get(0);
        ErrorStats d = deadlock.errors();
        assertTrue(deadlock.count() > 0);
        assertEquals(0, d.failed());
        assertEquals(2 * deadlock.count(), d.retries(), "two retries per transaction");
        assertEquals(2 * deadlock.count(), d.deadlocks());

        TransactionSummary doomed = s.transactions().get(1);
        ErrorStats f = doomed.errors();
        assertEquals(0, doomed.count());
        assertTrue(f.failed() > 0);
        assertEquals(f.failed(), f.failedAfterRetries());
        assertEquals(3 * f.failed(), f.retries(), "maxRetries = 3");
        assertEquals(4 * f.failed(), f.serializationFailures(), "first attempt and three retries");

        TransactionSummary broken = s.transactions().get(2);
        ErrorStats b = broken.errors();
        assertEquals(0, broken.count());
        assertEquals(b.failed(), b.other());
        assertEquals(0, b.retries());
        assertEquals(1, b.messages().size(), "one distinct message: " + b.messages());
        assertTrue(b.messages().get(0).toUpperCase().contains("NO_SUCH_TABLE"), b.messages().get(0));
        assertTrue(b.messages().get(0).startsWith("other: "), b.messages().get(0));

        assertEquals(60, deadlock.count() + f.failed() + b.failed(), "every transaction accounted for");
        assertEquals(RunSummary.Outcome.COMPLETED, s.outcome(), "the run survives its errors");
        assertEquals((double) (f.failed() + b.failed()) / 60, s.errorRate(), 1e-9);
        assertTrue(s.errorsOverThreshold());
        assertEquals(f.failed() + b.failed(), s.total().errors().failed());
        db.shutdown();
    }

    @Test
    void aLockTimeoutIsRetriedThenCounted() throws Exception {
        H2 db = new H2(); // LOCK_TIMEOUT=200 ms
        db.execute("CREATE TABLE item(id INT PRIMARY KEY, v INT)", "INSERT INTO item VALUES (1, 0)");
        try (Connection holder = db.connect()) {
            holder.setAutoCommit(false);
            holder.createStatement().executeUpdate("UPDATE item SET v = 1 WHERE id = 1"); // holds the row lock
            RunSummary s = run(workload("locked", tx("update", 1, "UPDATE item SET v = v + 1 WHERE id = 1")), db,
                    config().users(1).transactionsPerUser(1).maxRetries(1).build(), runs).start().await();
            ErrorStats e = s.total().errors();
            assertEquals(1, e.failed());
            assertEquals(1, e.retries());
            assertEquals(2, e.timeouts());
            assertEquals(1, e.failedAfterRetries());
            holder.rollback();
        }
        db.shutdown();
    }

    /** H2 closes the users' sessions mid-run (ABORT_SESSION); they reconnect and go on. */
    @Test
    void usersReconnectAfterTheirSessionsAreKilled() throws Exception {
        H2 db = new H2();
        List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        WorkloadRun run = run(workload("reconnect", tx("t", 1, "SELECT XWB_SLEEP('reconnect', 1)")), db,
                config().users(2).durationSeconds(2.0).build(), runs)
                .listener(RunListener.onInterval(intervals::add)).start();
        Poll.until("both users connected and running", Duration.ofSeconds(60), () -> db.queryLong(
                "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE SESSION_ID <> SESSION_ID()") >= 2
                && db.queryLong("SELECT XWB_CALLS('reconnect')") > 0);
        int killed = 0;
        try (Connection admin = db.connect(); Statement st = admin.createStatement();
                ResultSet rs = st.executeQuery("SELECT ABORT_SESSION(SESSION_ID) FROM INFORMATION_SCHEMA.SESSIONS"
                        + " WHERE SESSION_ID <> SESSION_ID()")) {
            while (rs.next()) {
                killed += rs.getBoolean(1) ? 1 : 0;
            }
        }
        RunSummary s = run.await();
        assertTrue(killed >= 2, "sessions killed: " + killed);
        assertTrue(s.reconnects() >= 2, "reconnects " + s.reconnects());
        assertEquals(RunSummary.Outcome.COMPLETED, s.outcome());
        long afterKill = intervals.stream().filter(i -> i.startSeconds() >= 1.2).mapToLong(i -> i.total().count()).sum();
        assertTrue(afterKill > 50, "transactions after the kill: " + afterKill);
        assertTrue(s.total().errors().connectionLosses() <= s.total().errors().failed());
        db.shutdown();
    }
}
