package org.xwb.core.stats;

import java.time.Instant;
import java.util.List;

import org.xwb.core.target.TargetInfo;

/**
 * The result of a run: what summary.json and stats.txt say.
 *
 * @param runId              the result folder's name
 * @param workload           workload name
 * @param outcome            completed, stopped (graceful stop), cancelled, failed
 * @param failure            why a failed run failed, else null
 * @param target             where it ran (no password)
 * @param serverVersion      the database's product and version, or "unknown: reason"
 * @param users              virtual users
 * @param rampUpSeconds      ramp-up as run (shorter when stopped during it)
 * @param measuredSeconds    length of the measured window as run
 * @param warmupTransactions transactions that started during ramp-up (not counted)
 * @param discardedAfterEnd  transactions that ended after the end or a stop (not counted)
 * @param reconnects         connections re-opened after a loss
 * @param errorRate          failed / (counted + failed)
 * @param errorThreshold     the run's threshold
 */
public record RunSummary(String runId, String workload, Outcome outcome, String failure, Instant startedAt,
        Instant endedAt, TargetInfo target, String serverVersion, int users, double rampUpSeconds,
        double measuredSeconds, List<TransactionSummary> transactions, TransactionSummary total,
        long warmupTransactions, long discardedAfterEnd, long reconnects, double errorRate, double errorThreshold) {

    public RunSummary {
        transactions = List.copyOf(transactions);
    }

    /** How a run ended. */
    public enum Outcome {
        COMPLETED, STOPPED, CANCELLED, FAILED;

        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * What the user should look at although the run worked: a query transaction that ran and
     * returned no row in the whole run usually draws ids the database does not hold.
     */
    public List<String> warnings() {
        return transactions.stream().filter(t -> "query".equals(t.kind()) && t.count() > 0 && t.affectedRows() == 0)
                .map(t -> String.format(java.util.Locale.ROOT,
                        "%s returned 0 rows in %,d transactions: do its parameter ranges match the data in the "
                                + "database?",
                        t.name(), t.count()))
                .toList();
    }

    /** More transactions failed than the threshold allows (CLI exit code 1). */
    public boolean errorsOverThreshold() {
        return errorRate > errorThreshold;
    }
}
