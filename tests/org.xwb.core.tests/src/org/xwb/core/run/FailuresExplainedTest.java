package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.Json;
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.ErrorStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;

/**
 * Failures and results told where the user looks: each distinct error message with its count,
 * rows and bytes fetched per transaction, a warning for a query that never returned a row (in the
 * summary, summary.json and stats.txt), and a run whose every transaction fails stops early with
 * the reason.
 */
class FailuresExplainedTest {

    @TempDir
    Path runs;

    @Test
    void aRunWhoseTransactionsAllFailStopsEarlyWithTheReasonAndKeepsWhatItMeasured() throws Exception {
        H2 db = new H2();
        long started = System.nanoTime();
        WorkloadRun r = run(workload("all fail", tx("broken", 1, "SELECT * FROM no_such_table")), db,
                config().users(2).durationSeconds(120).rampUpSeconds(1).build(), runs).start();
        RunSummary s = r.await();
        double took = (System.nanoTime() - started) / 1e9;

        assertEquals(RunSummary.Outcome.FAILED, s.outcome());
        assertTrue(s.failure().startsWith("stopped early: all "), s.failure());
        assertTrue(s.failure().toUpperCase().contains("NO_SUCH_TABLE"), "the reason itself: " + s.failure());
        assertTrue(took < 60, "stopped long before its 120 s: " + took + " s");
        assertTrue(Files.isRegularFile(r.folder().resolve("summary.json")), "what it measured is written");
        String stats = Files.readString(r.folder().resolve("stats.txt"));
        assertTrue(stats.contains("stopped early"), stats);
        assertEquals(s, RunResults.read(r.folder()).summary());
        db.shutdown();
    }

    @Test
    void aRunThatAllowsNoEarlyStopRunsOnDespiteItsFailures() throws Exception {
        H2 db = new H2();
        RunSummary s = run(workload("all fail", tx("broken", 1, "SELECT * FROM no_such_table")), db,
                config().users(1).transactionsPerUser(40).allFailStopSeconds(0).build(), runs).start().await();
        assertEquals(RunSummary.Outcome.COMPLETED, s.outcome(), String.valueOf(s.failure()));
        assertEquals(40, s.total().errors().failed());
        db.shutdown();
    }

    @Test
    void messagesWithCountsRowsBytesAndAZeroRowWarningReachTheSummaryAndItsFiles() throws Exception {
        H2 db = new H2();
        // 100 rows of a 100-byte document: 'é' is two bytes in UTF-8
        db.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, doc VARCHAR(200))",
                "INSERT INTO t SELECT X, REPEAT('ab', 48) || 'éé' FROM SYSTEM_RANGE(1, 100)");
        Transaction found = query(with(tx("found", 2, "SELECT doc FROM t WHERE id = ?"), ParameterType.BIGINT,
                uniform(1, 100)));
        Transaction missing = query(with(tx("missing", 1, "SELECT doc FROM t WHERE id = ?"), ParameterType.BIGINT,
                uniform(1000, 2000)));
        Transaction broken = query(tx("broken", 1, "SELECT * FROM no_such_table"));
        WorkloadRun r = run(workload("explained", found, missing, broken), db,
                config().users(2).transactionsPerUser(100).build(), runs).start();
        RunSummary s = r.await();

        TransactionSummary f = s.transactions().get(0);
        assertTrue(f.count() > 0);
        assertEquals(f.count(), f.affectedRows(), "one row per lookup");
        assertEquals(100 * f.count(), f.fetchedBytes(), "100 bytes (UTF-8) per row");
        TransactionSummary m = s.transactions().get(1);
        assertEquals(0, m.affectedRows());
        assertEquals(0, m.fetchedBytes());
        assertEquals(List.of("missing returned 0 rows in " + m.count()
                + " transactions: do its parameter ranges match the data in the database?"), s.warnings());
        ErrorStats b = s.transactions().get(2).errors();
        assertEquals(1, b.messages().size(), b.messages().toString());
        assertEquals(List.of(b.failed()), b.messageCounts(), "the message counted each time");
        assertEquals(f.fetchedBytes(), s.total().fetchedBytes());

        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(Files.readString(r.folder().resolve("summary.json")));
        assertEquals(s.warnings(), json.get("warnings"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> transactions = (List<Map<String, Object>>) json.get("transactions");
        assertEquals(f.fetchedBytes(), ((Number) transactions.get(0).get("fetched_bytes")).longValue());
        @SuppressWarnings("unchecked")
        Map<String, Object> errors = (Map<String, Object>) transactions.get(2).get("errors");
        assertEquals(List.of(Map.of("message", b.messages().get(0), "count", b.failed())),
                ((List<?>) errors.get("messages")).stream().map(o -> normalized((Map<?, ?>) o)).toList());
        assertEquals(s, RunResults.read(r.folder()).summary(), "counts and bytes read back");

        String stats = Files.readString(r.folder().resolve("stats.txt"));
        assertTrue(stats.contains("Bytes fetched"), stats);
        assertTrue(stats.contains("Warning        missing returned 0 rows"), stats);
        assertTrue(stats.contains("  broken: " + b.failed() + " x other: "), stats);
        assertTrue(stats.lines().anyMatch(l -> l.startsWith("found ") && l.contains(" " + f.fetchedBytes() + " ")),
                stats);
        db.shutdown();
    }

    private static Map<String, Object> normalized(Map<?, ?> entry) {
        return Map.of("message", entry.get("message"), "count", ((Number) entry.get("count")).longValue());
    }

    /** A SELECT: a query transaction (the kind is derived from its statement). */
    private static Transaction query(Transaction t) {
        assertEquals(TransactionKind.QUERY, t.getKind(), t.getId());
        return t;
    }
}
