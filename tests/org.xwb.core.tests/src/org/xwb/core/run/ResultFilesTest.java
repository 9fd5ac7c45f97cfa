package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.IntervalCsvWriter;
import org.xwb.core.results.Json;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.model.ParameterType;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;

/** What a run leaves in its folder, file by file. */
class ResultFilesTest {

    @TempDir
    Path dir;

    @Test
    void aRunFolderHoldsSettingsWorkloadEnvironmentSummaryIntervalsHistogramsAndStats() throws Exception {
        H2 db = new H2();
        db.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, v INT)", "INSERT INTO t SELECT X, X FROM SYSTEM_RANGE(1, 100)");
        Workload w = workload("results test",
                with(tx("read", 3, "SELECT v FROM t WHERE id = ?"), ParameterType.BIGINT, uniform(1, 100)),
                with(tx("write", 1, "UPDATE t SET v = v + 1 WHERE id = ?"), ParameterType.BIGINT, uniform(1, 100)));
        Path file = dir.resolve("results.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        db.execute("CREATE USER IF NOT EXISTS APP PASSWORD 's3cret-pw' ADMIN");
        JdbcUrlTarget target = new JdbcUrlTarget(db.url + ";PASSWORD=s3cret-pw;USER=APP", db.driver, new Properties(),
                "h2-test");
        RunConfig config = config().users(2).durationSeconds(1.2).rampUpSeconds(0.3).intervalSeconds(0.3)
                .percentiles(List.of(75.0, 99.99)).build();
        WorkloadRun run = WorkloadRun.builder(WorkloadFiles.load(file), target).workloadFile(file).config(config)
                .runsDirectory(dir.resolve("runs")).start();
        RunSummary s = run.await();
        Path folder = run.folder();
        assertTrue(folder.getFileName().toString().matches("\\d{8}-\\d{6}-results-test"), folder.toString());
        assertEquals(dir.resolve("runs"), folder.getParent());

        Map<?, ?> settings = (Map<?, ?>) Json.parse(Files.readString(folder.resolve(RunFolder.SETTINGS)));
        assertEquals(List.of("format", "format_version", "users", "duration_seconds", "transactions_per_user",
                "ramp_up_seconds", "think_time_ms", "rate_tx_per_second", "arrival", "seed", "commit_count",
                "interval_seconds", "percentiles", "confidence_level", "max_retries", "error_threshold",
                "all_fail_stop_seconds", "isolation", "dialect", "workload_file", "target"), List.copyOf(settings.keySet()));
        assertEquals(2L, settings.get("users"));
        assertEquals(List.of(50.0, 75.0, 90.0, 95.0, 99.0, 99.9, 99.99), settings.get("percentiles"));

        assertEquals(Files.readString(file), Files.readString(folder.resolve(RunFolder.WORKLOAD)));

        Map<?, ?> environment = (Map<?, ?>) Json.parse(Files.readString(folder.resolve(RunFolder.ENVIRONMENT)));
        assertTrue(((Map<?, ?>) environment.get("target")).get("server_version").toString().startsWith("H2 2."));
        assertEquals((long) Runtime.getRuntime().availableProcessors(), environment.get("cores"));
        assertTrue(((List<?>) environment.get("components")).stream()
                .anyMatch(c -> "HdrHistogram".equals(((Map<?, ?>) c).get("name"))));

        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve(RunFolder.SUMMARY)));
        assertEquals(List.of("format", "format_version", "run_id", "workload", "outcome", "failure", "started_at",
                "ended_at", "target", "users", "ramp_up_seconds", "measured_seconds", "tx_per_second",
                "transactions_counted", "transactions_failed", "error_rate", "error_threshold",
                "errors_over_threshold", "warmup_transactions", "discarded_after_end", "reconnects", "warnings", "latency_unit",
                "confidence_method", "total", "transactions"), List.copyOf(summary.keySet()));
        assertEquals(folder.getFileName().toString(), summary.get("run_id"));
        assertEquals("completed", summary.get("outcome"));
        assertEquals(s.total().count(), summary.get("transactions_counted"));
        List<?> transactions = (List<?>) summary.get("transactions");
        Map<?, ?> read = (Map<?, ?>) transactions.get(0);
        assertEquals(List.of("id", "name", "kind", "weight", "count", "affected_rows", "fetched_bytes", "share_percent",
                "tx_per_second", "documents", "document_bytes", "documents_per_second", "megabytes_per_second",
                "latency_ms", "mean_confidence_interval_ms", "errors"), List.copyOf(read.keySet()));
        assertEquals(0L, read.get("documents"), "a query inserts no documents");
        assertEquals("read", read.get("id"));
        assertEquals("query", read.get("kind"));
        assertEquals("update", ((Map<?, ?>) transactions.get(1)).get("kind"));
        Map<?, ?> latency = (Map<?, ?>) read.get("latency_ms");
        assertEquals(List.of("total_seconds", "min", "avg", "max", "stddev", "p50", "p75", "p90", "p95", "p99", "p99_9",
                "p99_99"), List.copyOf(latency.keySet()));
        assertEquals(List.of("failed", "retries", "deadlocks", "timeouts", "serialization_failures",
                "connection_losses", "other", "failed_after_retries", "first_messages", "messages"),
                List.copyOf(((Map<?, ?>) read.get("errors")).keySet()));
        assertEquals(75.0, (Double) read.get("share_percent"), 3.0);

        List<String> csv = Files.readAllLines(folder.resolve(RunFolder.INTERVALS));
        assertEquals(IntervalCsvWriter.HEADER, csv.get(0));
        // the metrics by name (IntervalMetric) write the documented columns in the documented order
        assertEquals("interval,phase,start_s,end_s,active_users,transaction,count,tx_per_s,affected_rows,errors,retries,"
                + "min_ms,avg_ms,p50_ms,p90_ms,p95_ms,p99_ms,max_ms,documents,docs_per_s,document_bytes,mb_per_s",
                csv.get(0));
        assertTrue(csv.get(0).startsWith("interval,phase,start_s,end_s,active_users,transaction,count,tx_per_s,"
                + "affected_rows,errors,retries,min_ms,avg_ms,p50_ms,p90_ms,p95_ms,p99_ms,max_ms,"),
                "columns added since format_version 1 came at the end: " + csv.get(0));
        assertEquals(1, csv.stream().filter(l -> l.startsWith("interval,")).count(), "header once");
        int columns = IntervalCsvWriter.HEADER.split(",").length;
        long measuredRows = 0;
        long measuredCount = 0;
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",", -1);
            assertEquals(columns, f.length, line);
            assertTrue(List.of("ramp_up", "measure").contains(f[1]), line);
            assertTrue(List.of("read", "write", "_total").contains(f[5]), line);
            if (f[1].equals("measure") && f[5].equals("_total")) {
                measuredRows++;
                measuredCount += Long.parseLong(f[6]);
            }
        }
        assertEquals(s.total().count(), measuredCount, "measured intervals add up to the summary");
        assertTrue(measuredRows >= 4, "1.2 s in 0.3 s intervals: " + measuredRows);
        assertEquals(0, (csv.size() - 1) % 3, "each interval has a read, a write and a total line");

        String hlog = Files.readString(folder.resolve(RunFolder.HISTOGRAMS));
        assertTrue(hlog.contains("#[StartTime: ") && hlog.contains("Tag=read,") && hlog.contains("Tag=write,"));

        String stats = Files.readString(folder.resolve(RunFolder.STATS));
        assertTrue(stats.startsWith("XWB run " + folder.getFileName()), stats);
        for (String expected : List.of("Transaction", "Count", "Rows", "Mix %", "Total s", "Min", "Max", "Avg",
                "Deadlock", "CI low", "CI high", "p99.99")) {
            assertTrue(stats.contains(expected), expected + " in\n" + stats);
        }
        assertTrue(Stream.of(stats.split("\n")).anyMatch(l -> l.startsWith("read ") && l.contains(" " + s.transactions().get(0).count() + " ")),
                stats);
        assertTrue(Stream.of(stats.split("\n")).anyMatch(l -> l.startsWith("Total ")), stats);

        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.toList()) {
                assertFalse(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1).contains("s3cret-pw"),
                        "the password leaked into " + f.getFileName());
            }
        }
        db.shutdown();
    }
}
