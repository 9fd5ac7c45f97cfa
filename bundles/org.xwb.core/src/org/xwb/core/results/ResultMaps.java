package org.xwb.core.results;

import java.time.Instant;
import java.util.ArrayList;
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
 * docs/results-format.md, and summary.json read back ({@link #readSummary}) beside the writer, so a
 * key is never renamed on one side only. Change a key only with a new format_version.
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
        m.put("all_fail_stop_seconds", c.allFailStopSeconds());
        // null: the connection kept the target's default level
        m.put("isolation", c.isolation() == null ? null : c.isolation().label());
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
        m.put("warnings", s.warnings());
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
        m.put("fetched_bytes", t.fetchedBytes());
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
        List<Map<String, Object>> counted = new ArrayList<>();
        for (int i = 0; i < e.messages().size(); i++) {
            Map<String, Object> message = new LinkedHashMap<>();
            message.put("message", e.messages().get(i));
            message.put("count", e.messageCounts().get(i));
            counted.add(message);
        }
        errors.put("messages", counted);
        m.put("errors", errors);
        return m;
    }
    /**
     * A summary.json (as parsed by {@link Json#parse}) back as the {@link RunSummary} it was written
     * from. Figures written as null read as NaN; keys a later version adds are ignored, keys an
     * earlier writer did not know yet (documents) read as 0.
     *
     * @throws IllegalArgumentException when it is not an XWB run summary
     */
    public static RunSummary readSummary(Map<String, Object> m) {
        if (!"xwb-run-summary".equals(m.get("format"))) {
            throw new IllegalArgumentException("not an XWB run summary (format is " + m.get("format") + ")");
        }
        Map<String, Object> target = map(m.get("target"));
        List<TransactionSummary> transactions = new ArrayList<>();
        for (Object t : list(m.get("transactions"))) {
            transactions.add(readTransaction(map(t)));
        }
        return new RunSummary(text(m.get("run_id")), text(m.get("workload")), outcome(m.get("outcome")),
                (String) m.get("failure"), instant(m.get("started_at")), instant(m.get("ended_at")),
                new TargetInfo(text(target.get("profile")), text(target.get("kind")), text(target.get("dialect")),
                        text(target.get("description"))),
                text(target.get("server_version")), (int) whole(m.get("users")), number(m.get("ramp_up_seconds")),
                number(m.get("measured_seconds")), transactions, readTransaction(map(m.get("total"))),
                whole(m.get("warmup_transactions")), whole(m.get("discarded_after_end")), whole(m.get("reconnects")),
                number(m.get("error_rate")), number(m.get("error_threshold")));
    }

    private static TransactionSummary readTransaction(Map<String, Object> m) {
        Map<String, Object> latency = map(m.get("latency_ms"));
        Map<Double, Double> percentiles = new LinkedHashMap<>();
        latency.forEach((key, value) -> {
            double p = Formats.percentileOfKey(key);
            if (!Double.isNaN(p)) {
                percentiles.put(p, number(value));
            }
        });
        Map<String, Object> ci = map(m.get("mean_confidence_interval_ms"));
        LatencyStats stats = new LatencyStats(whole(m.get("count")), number(latency.get("total_seconds")),
                number(latency.get("min")), number(latency.get("avg")), number(latency.get("max")),
                number(latency.get("stddev")), percentiles, number(ci.get("level")), number(ci.get("low")),
                number(ci.get("high")));
        Map<String, Object> e = map(m.get("errors"));
        ErrorStats errors = new ErrorStats(whole(e.get("failed")), whole(e.get("retries")), whole(e.get("deadlocks")),
                whole(e.get("timeouts")), whole(e.get("serialization_failures")), whole(e.get("connection_losses")),
                whole(e.get("other")), whole(e.get("failed_after_retries")),
                list(e.get("first_messages")).stream().map(String::valueOf).toList(),
                messageCounts(list(e.get("first_messages")), list(e.get("messages"))));
        return new TransactionSummary(text(m.get("id")), text(m.get("name")), text(m.get("kind")),
                number(m.get("weight")), whole(m.get("count")), whole(m.get("affected_rows")),
                number(m.get("share_percent")), number(m.get("tx_per_second")), stats, errors,
                whole(m.get("documents")), whole(m.get("document_bytes")), number(m.get("documents_per_second")),
                number(m.get("megabytes_per_second")), whole(m.get("fetched_bytes")));
    }

    /** The count of each first message, from "messages" (0 where a summary written before the counts has none). */
    private static List<Long> messageCounts(List<?> first, List<?> counted) {
        List<Long> counts = new ArrayList<>();
        for (Object message : first) {
            long n = 0;
            for (Object c : counted) {
                Map<String, Object> entry = map(c);
                if (String.valueOf(message).equals(entry.get("message"))) {
                    n = whole(entry.get("count"));
                }
            }
            counts.add(n);
        }
        return counts;
    }

    private static RunSummary.Outcome outcome(Object value) {
        for (RunSummary.Outcome outcome : RunSummary.Outcome.values()) {
            if (outcome.key().equals(value)) {
                return outcome;
            }
        }
        throw new IllegalArgumentException("unknown outcome " + value);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    private static List<?> list(Object value) {
        return value instanceof List<?> list ? list : List.of();
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    private static Instant instant(Object value) {
        return value instanceof String text ? Instant.parse(text) : null;
    }

    private static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static long whole(Object value) {
        return value instanceof Number n ? n.longValue() : 0;
    }
}
