package org.xwb.core.results;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.ErrorStats;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.TargetInfo;

/**
 * The JSON shapes of run.json and summary.json, with the stable snake_case keys documented in
 * docs/results-format.md. Change a key only with a new format_version.
 */
public final class ResultMaps {

    public static final int FORMAT_VERSION = 1;

    private ResultMaps() {
    }

    public static Map<String, Object> settings(RunConfig c, String dialect, String workloadFile, TargetInfo target) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "xwb-run-settings");
        m.put("format_version", FORMAT_VERSION);
        m.put("users", c.users());
        m.put("duration_seconds", c.durationSeconds());
        m.put("transactions_per_user", c.transactionsPerUser());
        m.put("ramp_up_seconds", c.rampUpSeconds());
        m.put("think_time_ms", c.thinkTimeMillis());
        m.put("rate_tx_per_second", c.rate());
        m.put("arrival", c.arrival().getLiteral().toLowerCase(java.util.Locale.ROOT));
        m.put("seed", c.seed());
        m.put("commit_count", c.commitCount());
        m.put("interval_seconds", c.intervalSeconds());
        m.put("percentiles", c.allPercentiles());
        m.put("confidence_level", c.confidenceLevel());
        m.put("max_retries", c.maxRetries());
        m.put("error_threshold", c.errorThreshold());
        m.put("dialect", dialect);
        m.put("workload_file", workloadFile);
        m.put("target", target(target, null));
        return m;
    }

    static Map<String, Object> target(TargetInfo t, String serverVersion) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("profile", t.profile());
        m.put("kind", t.kind());
        m.put("dialect", t.dialect());
        m.put("description", t.description());
        if (serverVersion != null) {
            m.put("server_version", serverVersion);
        }
        return m;
    }

    public static Map<String, Object> summary(RunSummary s, List<Double> percentiles) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "xwb-run-summary");
        m.put("format_version", FORMAT_VERSION);
        m.put("run_id", s.runId());
        m.put("workload", s.workload());
        m.put("outcome", s.outcome().key());
        m.put("failure", s.failure());
        m.put("started_at", s.startedAt() == null ? null : s.startedAt().toString());
        m.put("ended_at", s.endedAt() == null ? null : s.endedAt().toString());
        m.put("target", target(s.target(), s.serverVersion()));
        m.put("users", s.users());
        m.put("ramp_up_seconds", s.rampUpSeconds());
        m.put("measured_seconds", s.measuredSeconds());
        m.put("tx_per_second", s.total().txPerSecond());
        m.put("transactions_counted", s.total().count());
        m.put("transactions_failed", s.total().errors().failed());
        m.put("error_rate", s.errorRate());
        m.put("error_threshold", s.errorThreshold());
        m.put("errors_over_threshold", s.errorsOverThreshold());
        m.put("warmup_transactions", s.warmupTransactions());
        m.put("discarded_after_end", s.discardedAfterEnd());
        m.put("reconnects", s.reconnects());
        m.put("latency_unit", "ms");
        m.put("confidence_method", LatencyStats.CONFIDENCE_METHOD);
        m.put("total", transaction(s.total(), percentiles));
        m.put("transactions", s.transactions().stream().map(t -> transaction(t, percentiles)).toList());
        return m;
    }

    static Map<String, Object> transaction(TransactionSummary t, List<Double> percentiles) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", t.id());
        m.put("name", t.name());
        m.put("kind", t.kind());
        m.put("weight", t.weight());
        m.put("count", t.count());
        m.put("affected_rows", t.affectedRows());
        m.put("share_percent", t.sharePercent());
        m.put("tx_per_second", t.txPerSecond());
        m.put("documents", t.documents());
        m.put("document_bytes", t.documentBytes());
        m.put("documents_per_second", t.documentsPerSecond());
        m.put("megabytes_per_second", t.megabytesPerSecond());
        LatencyStats l = t.latency();
        Map<String, Object> latency = new LinkedHashMap<>();
        latency.put("total_seconds", l.totalSeconds());
        latency.put("min", l.minMs());
        latency.put("avg", l.meanMs());
        latency.put("max", l.maxMs());
        latency.put("stddev", l.stdDevMs());
        for (double p : percentiles) {
            latency.put(Formats.percentileKey(p), l.percentile(p));
        }
        m.put("latency_ms", latency);
        Map<String, Object> ci = new LinkedHashMap<>();
        ci.put("level", l.confidenceLevel());
        ci.put("low", l.ciLowMs());
        ci.put("high", l.ciHighMs());
        m.put("mean_confidence_interval_ms", ci);
        ErrorStats e = t.errors();
        Map<String, Object> errors = new LinkedHashMap<>();
        errors.put("failed", e.failed());
        errors.put("retries", e.retries());
        errors.put("deadlocks", e.deadlocks());
        errors.put("timeouts", e.timeouts());
        errors.put("serialization_failures", e.serializationFailures());
        errors.put("connection_losses", e.connectionLosses());
        errors.put("other", e.other());
        errors.put("failed_after_retries", e.failedAfterRetries());
        errors.put("first_messages", e.messages());
        m.put("errors", errors);
        return m;
    }
}
