package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.xwb.core.results.IntervalCsvWriter;
import org.xwb.core.results.RunFolder;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.Target;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.ChildJvm;
import org.xwb.targets.testing.FreshWorkspace;
import org.xwb.targets.testing.KilledRunMain;
import org.xwb.targets.testing.TestPaths;
import org.xwb.testing.Poll;
import org.xwb.testing.SampleWorkloads;

/**
 * A run on the embedded PostgreSQL in an XWB process of its own (what {@code xwb run} does),
 * killed with SIGKILL while it measures: intervals.csv and histograms.hlog hold every interval it
 * closed, whole lines only; the next start on the workspace stops the orphan server and a new run
 * on the same database completes without a failed transaction.
 */
class KilledRunProcessTest {

    @RegisterExtension
    final FreshWorkspace fresh = new FreshWorkspace("xwb-killed-run-");

    @Test
    void aKilledRunLeavesWholeIntervalFilesAndTheNextStartIsClean() throws Exception {
        Path file = workload();
        Path runs = fresh.root().resolve("runs");
        Path log = fresh.root().resolve("child.log");
        Process child = ChildJvm.start(KilledRunMain.class, log, fresh.root().toString(), TestPaths.binaryCache().toString(),
                file.toString(), runs.toString());
        Path folder;
        try {
            folder = Path.of(ChildJvm.awaitLine(child, log, "RUNNING", 180));
            Path csv = folder.resolve(RunFolder.INTERVALS);
            // five intervals of two types and their total, and histograms of them
            Poll.until("five intervals on disk", Duration.ofSeconds(120),
                    () -> Files.exists(csv) && Files.readAllLines(csv).size() >= 1 + 3 * 5 && child.isAlive());
        } finally {
            child.destroyForcibly().waitFor(30, TimeUnit.SECONDS); // SIGKILL: no shutdown hook runs
        }
        assertFalse(child.isAlive());
        assertFalse(Files.exists(folder.resolve(RunFolder.SUMMARY)), "killed before it could write a summary");
        wholeIntervals(folder.resolve(RunFolder.INTERVALS));
        wholeHistograms(folder.resolve(RunFolder.HISTOGRAMS));

        try (Target target = EmbeddedKind.open(ProfileStore.defaultEmbedded(), fresh.layout())) {
            assertTrue(target.info().description().contains("stopped the orphan PostgreSQL server"),
                    target.info().description());
            WorkloadRun again = WorkloadRun.builder(WorkloadFiles.load(file), target).workloadFile(file)
                    .config(RunConfig.from(null).users(2).transactionsPerUser(100).build()).runsDirectory(runs).start();
            RunSummary summary = again.await();
            assertEquals(RunSummary.Outcome.COMPLETED, summary.outcome(), String.valueOf(summary.failure()));
            assertEquals(0, summary.total().errors().failed());
            assertEquals(200, summary.total().count() + summary.warmupTransactions());
            assertTrue(Files.exists(again.folder().resolve(RunFolder.SUMMARY)));
        }
    }

    private static void wholeIntervals(Path csv) throws IOException {
        String raw = Files.readString(csv, StandardCharsets.UTF_8);
        assertTrue(raw.endsWith("\n"), "intervals.csv ends with a whole line");
        List<String> lines = raw.lines().toList();
        assertEquals(IntervalCsvWriter.HEADER, lines.get(0));
        int columns = IntervalCsvWriter.HEADER.split(",").length;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertEquals(columns, f.length, line);
            Long.parseLong(f[0]);
            Long.parseLong(f[6]);
            Double.parseDouble(f[7]);
        }
        assertTrue(lines.stream().anyMatch(l -> l.contains(",_total,") && !l.contains(",_total,0,")),
                "transactions were measured");
    }

    /** Each histogram line: tag, start, length, max and a base64 histogram, whole. */
    private static void wholeHistograms(Path hlog) throws IOException {
        String raw = Files.readString(hlog, StandardCharsets.UTF_8);
        assertTrue(raw.endsWith("\n"), "histograms.hlog ends with a whole line");
        List<String> histograms = raw.lines().filter(l -> l.startsWith("Tag=")).toList();
        assertFalse(histograms.isEmpty(), raw);
        for (String line : histograms) {
            String[] f = line.split(",");
            assertEquals(5, f.length, line);
            Double.parseDouble(f[1]);
            Double.parseDouble(f[2]);
            Double.parseDouble(f[3]);
            assertTrue(Base64.getDecoder().decode(f[4]).length > 0, line);
        }
    }

    /** Upserts and reads on one table of the embedded database. */
    private Path workload() throws Exception {
        Transaction write = SampleWorkloads.transaction("upsert", 1, "postgresql",
                "INSERT INTO killed_rows VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET v = killed_rows.v + 1");
        SampleWorkloads.parameter(write, ParameterType.BIGINT, SampleWorkloads.uniformInt(1, 1000));
        Transaction read = SampleWorkloads.transaction("read", 1, "postgresql", "SELECT v FROM killed_rows WHERE id = ?");
        SampleWorkloads.parameter(read, ParameterType.BIGINT, SampleWorkloads.uniformInt(1, 1000));
        Workload w = SampleWorkloads.workload("killed", "postgresql", write, read);
        Path file = fresh.root().resolve("killed.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        return file;
    }
}
