package org.xwb.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.ErrorClassifier.ErrorClass;

class StatisticsTest {

    @Test
    void normalAndStudentQuantilesMatchTables() {
        assertEquals(0, Quantiles.normal(0.5), 1e-12);
        assertEquals(1.959964, Quantiles.normal(0.975), 1e-6);
        assertEquals(2.575829, Quantiles.normal(0.995), 1e-6);
        assertEquals(-3.090232, Quantiles.normal(0.001), 1e-6);
        assertEquals(12.706205, Quantiles.studentT(0.975, 1), 1e-5);
        assertEquals(4.302653, Quantiles.studentT(0.975, 2), 1e-5);
        assertEquals(2.570582, Quantiles.studentT(0.975, 5), 2e-3);
        assertEquals(2.228139, Quantiles.studentT(0.975, 10), 1e-3);
        assertEquals(2.042272, Quantiles.studentT(0.975, 30), 1e-4);
        assertEquals(2.625891, Quantiles.studentT(0.995, 100), 1e-4);
    }

    /** Latencies recorded through the users' recorders come out of intervals and summary unchanged. */
    @Test
    void intervalsAndSummaryAggregateWhatUsersRecorded() {
        RunStatistics stats = new RunStatistics(List.of(new TransactionType(0, "a", "A", "query", 3),
                new TransactionType(1, "b", "B", "update", 1)), 2);
        IntervalCollector collector = new IntervalCollector(stats);
        UserRecorder u0 = stats.user(0);
        UserRecorder u1 = stats.user(1);
        for (int i = 1; i <= 100; i++) {
            u0.measured(0, i * 1000L, 1); // 1..100 ms
        }
        u1.measured(1, 5000, 7);
        u1.warmup(0, 99_000);
        u1.errors(1).failure(ErrorClass.DEADLOCK, "deadlock victim", true, true);
        IntervalSnapshot first = collector.close(0, true, 0, 2, 2);
        assertEquals(100, first.rows().get(0).count());
        assertEquals(50, first.rows().get(0).txPerSecond(), 1e-9);
        assertEquals(50.5, first.rows().get(0).meanMs(), 0.1);
        assertEquals(100, first.rows().get(0).affectedRows());
        assertEquals(7, first.rows().get(1).affectedRows());
        assertEquals(1, first.rows().get(1).errors());
        assertEquals(101, first.total().count());
        assertEquals(IntervalRow.TOTAL, first.total().transactionId());

        u0.measured(0, 200_000, 1);
        IntervalSnapshot second = collector.close(1, true, 2, 3, 1);
        assertEquals(1, second.rows().get(0).count(), "an interval holds only its own samples");
        assertEquals(0, second.rows().get(1).count());
        assertTrue(Double.isNaN(second.rows().get(1).meanMs()));
        assertEquals(0, second.rows().get(1).errors());

        List<TransactionSummary> rows = collector.summarize(3, List.of(50.0, 99.0), 0.95);
        TransactionSummary a = rows.get(0);
        assertEquals(101, a.count());
        assertEquals(101, a.affectedRows());
        assertEquals((5050 + 200) / 101.0, a.latency().meanMs(), 1e-9, "the mean is exact");
        assertEquals(51, a.latency().percentile(50.0), 0.06);
        assertEquals(100, a.latency().percentile(99.0), 0.1);
        assertEquals(200, a.latency().maxMs(), 0.2);
        assertEquals(1, a.latency().minMs(), 0.001);
        assertEquals(5.25, a.latency().totalSeconds(), 1e-9);
        double half = Quantiles.studentT(0.975, 100) * a.latency().stdDevMs() / Math.sqrt(101);
        assertEquals(a.latency().meanMs() - half, a.latency().ciLowMs(), 1e-9);
        assertEquals(101 / 3.0, a.txPerSecond(), 1e-9);
        assertEquals(100.0 * 101 / 102, a.sharePercent(), 1e-9);
        assertEquals(1, rows.get(1).errors().deadlocks());
        assertEquals(1, rows.get(1).errors().failedAfterRetries());
        assertEquals(List.of("deadlock: deadlock victim"), rows.get(1).errors().messages());
        TransactionSummary total = rows.get(2);
        assertEquals(102, total.count());
        assertEquals(108, total.affectedRows());
        assertEquals(1, total.errors().failed());
        assertEquals(1, collector.warmupCount(), "warm-up samples are counted apart");
    }

    /**
     * Documents of measured transactions reach the interval of their latencies and the summary;
     * warm-up documents show in ramp-up intervals only; transactions without documents add none.
     */
    @Test
    void insertedDocumentsFollowTheirTransactionsIntoIntervalsAndSummary() {
        RunStatistics stats = new RunStatistics(List.of(new TransactionType(0, "ins", "Insert", "insert", 1),
                new TransactionType(1, "q", "Query", "query", 1)), 2);
        IntervalCollector collector = new IntervalCollector(stats);
        UserRecorder u0 = stats.user(0);
        UserRecorder u1 = stats.user(1);
        u0.warmup(0, 1000, 1, 700);
        u1.warmup(0, 1000, 1, 300);
        u1.measured(0, 1000, 1, 1, 1_000_000); // started after ramp-up, before ramp-up's interval closed
        u1.measured(1, 1000, 5);
        IntervalSnapshot rampUp = collector.close(0, false, 0, 0.5, 2);
        assertEquals(2, rampUp.rows().get(0).documents(), "warm-up documents show while ramping up");
        assertEquals(1000, rampUp.rows().get(0).documentBytes());
        assertEquals(4, rampUp.rows().get(0).documentsPerSecond(), 1e-9);
        assertEquals(0.002, rampUp.rows().get(0).megabytesPerSecond(), 1e-12);
        assertEquals(2, rampUp.total().documents());

        u0.measured(0, 2000, 1, 1, 2_000_000);
        u0.measured(0, 2000, 1, 2, 500_000);
        u1.warmup(0, 1000, 1, 999); // a warm-up transaction ending after ramp-up: not counted anywhere
        IntervalSnapshot first = collector.close(1, true, 0.5, 2.5, 2);
        IntervalRow insert = first.rows().get(0);
        assertEquals(4, insert.documents(), "the carried measured transaction's document and this interval's");
        assertEquals(3_500_000, insert.documentBytes());
        assertEquals(2, insert.documentsPerSecond(), 1e-9);
        assertEquals(1.75, insert.megabytesPerSecond(), 1e-9, "MB = 10^6 bytes");
        assertEquals(0, first.rows().get(1).documents(), "a query inserts nothing");
        assertEquals(4, first.total().documents());
        assertEquals(3_500_000, first.total().documentBytes());

        IntervalSnapshot empty = collector.close(2, true, 2.5, 3.5, 2);
        assertEquals(0, empty.total().documents(), "an interval holds only its own documents");
        assertEquals(0, empty.total().documentsPerSecond());

        List<TransactionSummary> rows = collector.summarize(3, List.of(50.0), 0.95);
        assertEquals(4, rows.get(0).documents());
        assertEquals(3_500_000, rows.get(0).documentBytes());
        assertEquals(4 / 3.0, rows.get(0).documentsPerSecond(), 1e-9);
        assertEquals(3.5 / 3, rows.get(0).megabytesPerSecond(), 1e-9);
        assertEquals(0, rows.get(1).documents());
        assertEquals(0, rows.get(1).megabytesPerSecond());
        assertEquals(4, rows.get(2).documents(), "the total");
        assertEquals(3_500_000, rows.get(2).documentBytes());
        assertEquals(3.5 / 3, rows.get(2).megabytesPerSecond(), 1e-9);
    }

    @Test
    void errorsOutsideTheWindowKeepTheirMessageButAreNotCounted() {
        ErrorCounters errors = new ErrorCounters();
        errors.retry(ErrorClass.TIMEOUT, "lock timeout", false);
        errors.failure(ErrorClass.OTHER, "bad value", false, true);
        ErrorStats measured = errors.measured();
        assertEquals(0, measured.retries());
        assertEquals(0, measured.timeouts());
        assertEquals(1, measured.failed());
        assertEquals(List.of("timeout (not counted): lock timeout", "other: bad value"), measured.messages());
        assertEquals(1, errors.seenRetries(), "the live intervals see it");
    }

    @Test
    void onlyTheFirstDistinctMessagesAreKeptEachWithItsCount() {
        ErrorCounters errors = new ErrorCounters();
        int distinct = ErrorCounters.MESSAGES_KEPT + 3;
        for (int i = 0; i < 5 * distinct; i++) {
            errors.failure(ErrorClass.OTHER, "message " + (i % distinct), false, true);
        }
        assertEquals(ErrorCounters.MESSAGES_KEPT, errors.measured().messages().size());
        assertEquals(java.util.Collections.nCopies(ErrorCounters.MESSAGES_KEPT, 5L), errors.measured().messageCounts(),
                "each kept message counted every time it came");
        assertEquals("5 x other: message 0", errors.measured().countedMessages().get(0));
        assertEquals(5L * distinct, errors.measured().failed());
    }
}
