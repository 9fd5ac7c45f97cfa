package org.xwb.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.Json;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.TargetInfo;
import org.xwb.jmeter.export.ExportReport;
import org.xwb.jmeter.export.PlanManifest;
import org.xwb.jmeter.results.JtlImport;

/**
 * A JMeter results file, written as JMeter writes it for a distributed run of two engines, turned
 * into a run folder: ramp-up and after-the-end samples are not counted, the failed transaction's
 * message comes from its JDBC request, latencies exclude the connection wait, and the engines and
 * their threads are recorded.
 */
class JtlImportTest {

    private static final long T0 = 1_700_000_000_000L;
    private static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
            + "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";
    private static final String A = "127.0.0.1:4001-XWB users 1-1";
    private static final String B = "127.0.0.1:4002-XWB users 1-1";

    @TempDir
    Path folder;

    @Test
    void samplesBecomeTheDriversStatisticsAndTheEnginesAreRecorded() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        StringBuilder jtl = new StringBuilder(HEADER);
        row(jtl, 0, 10, "lookup", "200", "ok", A, true, 0); // ramp-up (1 s from each engine's start): not counted
        row(jtl, 100, 10, "pick", "200", "ok", B, true, 0);
        row(jtl, 1100, 40, "lookup", "200", "ok", A, true, 0);
        row(jtl, 1100, 38, "lookup/1", "200", "OK", A, true, 0); // a request: not a transaction
        row(jtl, 1200, 20, "lookup", "200", "ok", B, true, 0);
        row(jtl, 1300, 30, "pick", "200", "ok", B, true, 5); // 5 ms waiting for a connection: not latency
        row(jtl, 1500, 7, "lookup", "", "\"Number of samples in transaction : 1, number of failing samples : 1\"", A,
                false, 0);
        row(jtl, 1500, 6, "lookup/1", "42S02 42102",
                "\"org.h2.jdbc.JdbcSQLSyntaxErrorException: Table \"\"T\"\" not found,\nSQL statement: SELECT 1\"", A,
                false, 0);
        row(jtl, 2000, 50, "pick", "200", "ok", A, true, 0);
        row(jtl, 2950, 200, "lookup", "200", "ok", B, true, 0); // ends after B's 2 s measured (3100): not counted
        Path results = Files.writeString(folder.resolve("results.jtl"), jtl);

        PlanManifest manifest = PlanManifest.of(report.plan());
        RunFolder run = RunFolder.create(folder.resolve("runs"), manifest.workload(), LocalDateTime.now(), "-jmeter");
        List<String> engines = List.of("127.0.0.1:4001", "127.0.0.1:4002");
        RunSummary summary = new JtlImport(manifest, manifest.config(), ErrorClassifier.STANDARD).write(results, run,
                report.data().resolve("workload.xwl"), new TargetInfo("h2-test", "jdbc", "h2", "H2 in memory"), "H2",
                new JtlImport.Origin(engines, report.plan(), "5.6.3", RunSummary.Outcome.COMPLETED, null));

        TransactionSummary lookup = transaction(summary, "lookup");
        TransactionSummary pick = transaction(summary, "pick");
        assertEquals(2, lookup.count());
        assertEquals(2, pick.count());
        assertEquals(1, lookup.errors().failed());
        assertTrue(lookup.errors().messages().toString().contains("Table \"T\" not found,\nSQL statement"),
                lookup.errors().messages().toString());
        assertEquals(2, summary.warmupTransactions());
        assertEquals(1, summary.discardedAfterEnd());
        assertEquals(40.0, lookup.latency().maxMs(), 0.5);
        assertEquals(20.0, lookup.latency().minMs(), 0.5);
        assertEquals(25.0, pick.latency().minMs(), 0.5, "the connection wait is not latency");
        assertEquals(2, summary.users(), "two JMeter threads");
        assertEquals(2.0, summary.measuredSeconds(), 0.001);

        for (String file : List.of(RunFolder.SETTINGS, RunFolder.SUMMARY, RunFolder.INTERVALS, RunFolder.HISTOGRAMS,
                RunFolder.STATS, RunFolder.ENVIRONMENT, RunFolder.WORKLOAD)) {
            assertTrue(Files.size(run.file(file)) > 0, file);
        }
        Map<String, Object> generator = generator(run.file(RunFolder.SUMMARY));
        assertEquals(engines, generator.get("engines"));
        assertEquals(List.of(A, B), generator.get("threads"), "thread names tell the engines apart");
        // ramp-up in 0.5 s intervals until the first engine's ramp-up ends (1.0 s), then measured until the
        // later engine's window ends (3.1 s): intervals 0-1 ramp-up, 2-6 measured
        Map<String, String> phases = new java.util.TreeMap<>();
        Files.readAllLines(run.file(RunFolder.INTERVALS)).stream().skip(1).map(line -> line.split(","))
                .forEach(f -> phases.put(f[0], f[1]));
        assertEquals(Map.of("0", "ramp_up", "1", "ramp_up", "2", "measure", "3", "measure", "4", "measure", "5",
                "measure", "6", "measure"), phases);
        assertTrue(Files.readString(run.file(RunFolder.STATS)).contains("Apache JMeter 5.6.3 on [127.0.0.1:4001, 127.0.0.1:4002]"));
    }

    @Test
    void aResultsFileWithoutJmetersHeaderIsRefusedNamingTheFile() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        Path results = Files.writeString(folder.resolve("bad.jtl"), "time,label\n1,lookup\n");
        PlanManifest manifest = PlanManifest.of(report.plan());
        RunFolder run = RunFolder.create(folder.resolve("runs"), manifest.workload(), LocalDateTime.now(), "-jmeter");
        IOException e = assertThrows(IOException.class, () -> new JtlImport(manifest, manifest.config(),
                ErrorClassifier.STANDARD).write(results, run, null, new TargetInfo("h2-test", "jdbc", "h2", "H2"), "H2",
                        new JtlImport.Origin(List.of(), report.plan(), "5.6.3", RunSummary.Outcome.COMPLETED, null)));
        assertTrue(e.getMessage().contains("bad.jtl:1") && e.getMessage().contains("timeStamp"), e.getMessage());
    }

    /**
     * Engines started seconds apart (a busy controller starts them one after the other): each has
     * its own ramp-up and measured time, so the later engine's samples count too.
     */
    @Test
    void eachEngineIsMeasuredFromItsOwnStart() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        StringBuilder jtl = new StringBuilder(HEADER);
        row(jtl, 0, 10, "lookup", "200", "ok", A, true, 0);
        row(jtl, 1500, 10, "lookup", "200", "ok", A, true, 0);
        row(jtl, 2500, 10, "pick", "200", "ok", A, true, 0);
        row(jtl, 5000, 10, "lookup", "200", "ok", B, true, 0);
        row(jtl, 6500, 10, "lookup", "200", "ok", B, true, 0);
        row(jtl, 7500, 10, "pick", "200", "ok", B, true, 0);
        row(jtl, 8200, 10, "pick", "200", "ok", B, true, 0); // after B's 2 s
        Path results = Files.writeString(folder.resolve("results.jtl"), jtl);
        PlanManifest manifest = PlanManifest.of(report.plan());
        RunFolder run = RunFolder.create(folder.resolve("runs"), manifest.workload(), LocalDateTime.now(), "-jmeter");
        RunSummary summary = new JtlImport(manifest, manifest.config(), ErrorClassifier.STANDARD).write(results, run,
                null, new TargetInfo("h2-test", "jdbc", "h2", "H2"), "H2", new JtlImport.Origin(List.of(
                        "127.0.0.1:4001", "127.0.0.1:4002"), report.plan(), "5.6.3", RunSummary.Outcome.COMPLETED, null));
        assertEquals(2, transaction(summary, "lookup").count());
        assertEquals(2, transaction(summary, "pick").count());
        assertEquals(2, summary.warmupTransactions());
        assertEquals(1, summary.discardedAfterEnd());
        assertEquals(2.0, summary.measuredSeconds(), 0.001, "each engine measured 2 s, side by side");
    }

    /** A row as JMeter 5.6 writes it: time stamp = start (sampleresult.timestamp.start=true), relative to {@link #T0}. */
    private static void row(StringBuilder jtl, long start, long elapsed, String label, String code, String message,
            String thread, boolean success, long connect) {
        jtl.append(T0 + start).append(',').append(elapsed).append(',').append(label).append(',').append(code)
                .append(',').append(message).append(',').append(thread).append(",text,").append(success)
                .append(",,100,0,1,2,null,").append(elapsed).append(",0,").append(connect).append('\n');
    }

    private static TransactionSummary transaction(RunSummary summary, String id) {
        return summary.transactions().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> generator(Path summaryJson) throws IOException {
        return (Map<String, Object>) ((Map<String, Object>) Json.parse(Files.readString(summaryJson))).get(
                JtlImport.LOAD_GENERATOR);
    }
}
