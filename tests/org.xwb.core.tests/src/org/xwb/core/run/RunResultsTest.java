package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.RunFolder;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.model.ParameterType;

/** A run folder read back: the summary exactly as the run reported it, the intervals as the live charts saw them. */
class RunResultsTest {

    @TempDir
    Path dir;

    @Test
    void aFinishedRunReadsBackAsTheSummaryAndIntervalsItReported() throws Exception {
        H2 db = new H2();
        db.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, v INT)", "INSERT INTO t SELECT X, X FROM SYSTEM_RANGE(1, 100)");
        List<IntervalSnapshot> live = new CopyOnWriteArrayList<>();
        WorkloadRun r = run(workload("read back",
                with(tx("read, with a comma", 3, "SELECT v FROM t WHERE id = ?"), ParameterType.BIGINT, uniform(1, 100)),
                with(tx("nap", 1, "SELECT XWB_SLEEP('readback', ?)"), ParameterType.INTEGER, uniform(1, 3))), db,
                config().users(2).durationSeconds(1.2).rampUpSeconds(0.3).percentiles(List.of(99.99)).build(),
                dir.resolve("runs")).listener(org.xwb.core.run.RunListener.onInterval(live::add)).start();
        RunSummary reported = r.await();

        RunResults read = RunResults.read(r.folder());
        assertEquals(reported, read.summary(), "every figure of summary.json reads back exactly");
        assertEquals(r.id(), read.id());
        assertEquals(2L, read.settings().get("users"));
        assertEquals("xwb-run-environment", read.environment().get("format"));
        assertEquals(live.size(), read.intervals().size(), "one snapshot per interval");
        for (int i = 0; i < live.size(); i++) {
            IntervalSnapshot seen = live.get(i);
            IntervalSnapshot back = read.intervals().get(i);
            assertEquals(seen.phase(), back.phase());
            assertEquals(seen.endSeconds(), back.endSeconds(), 0.0005);
            assertEquals(seen.activeUsers(), back.activeUsers());
            assertEquals(seen.rows().stream().map(IntervalRow::name).toList(), back.rows().stream().map(IntervalRow::name).toList(),
                    "rows keep the names the live charts key their series by (a comma in an id too)");
            assertEquals(seen.total().count(), back.total().count());
            assertEquals(seen.total().p95Ms(), back.total().p95Ms(), 0.0005);
        }
        assertEquals(RunHistory.totals(r.folder()).size(),
                read.intervals().stream().filter(s -> "measure".equals(s.phase())).count());
        db.shutdown();
    }

    @Test
    void aKilledRunReadsWithoutSummaryAndAFolderThatIsNoRunIsRefusedByName() throws Exception {
        Path killed = Files.createDirectories(dir.resolve("20260101-000000-killed"));
        Files.writeString(killed.resolve(RunFolder.SETTINGS), "{\"format\": \"xwb-run-settings\", \"users\": 3}");
        Files.writeString(killed.resolve(RunFolder.INTERVALS), org.xwb.core.results.IntervalCsvWriter.HEADER + "\n"
                + "0,measure,0.000,1.000,3,q,5,5.00,5,0,0,1.000,2.000,2.000,3.000,3.000,3.000,3.000,0,0.00,0,0.0000\n"
                + "0,measure,0.000,1.000,3,_total,5,5.00,5,0,0,1.000,2.000,2.000,3.000,3.000,3.000,3.000,0,0.00,0,0.0000\n"
                + "1,measure,1.000,2.0");
        RunResults read = RunResults.read(killed);
        assertNull(read.summary());
        assertEquals(1, read.intervals().size(), "the half-written last line is left out");
        assertEquals("q", read.intervals().get(0).rows().get(0).name());

        Path notARun = Files.createDirectories(dir.resolve("notes"));
        IOException refused = assertThrows(IOException.class, () -> RunResults.read(notARun));
        assertTrue(refused.getMessage().contains(notARun.toString()) && refused.getMessage().contains("not a run folder"),
                refused.getMessage());

        Path broken = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(broken.resolve(RunFolder.SUMMARY), "{\"format\": \"xwb-run-summary\", ");
        IOException unreadable = assertThrows(IOException.class, () -> RunResults.read(broken));
        assertTrue(unreadable.getMessage().startsWith(broken.resolve(RunFolder.SUMMARY).toString()), unreadable.getMessage());
    }
}
