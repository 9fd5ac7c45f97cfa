package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.RunFolder;
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.model.ParameterType;
import org.xwb.testing.Poll;

/**
 * Issue 33: XML index changes recorded on a run as it goes (on the run's clock, in run.json at once,
 * to the listeners), read back from the run folder; a run.json without events (every run before)
 * still reads, a broken events list is refused naming the file and the field.
 */
class IndexEventsTest {

    @TempDir
    Path dir;

    @Test
    void eventsDuringARunAreOnItsClockInRunJsonAndHeardByTheListeners() throws Exception {
        H2 db = new H2();
        db.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, v INT)", "INSERT INTO t SELECT X, X FROM SYSTEM_RANGE(1, 100)");
        List<IndexEvent> heard = new CopyOnWriteArrayList<>();
        List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        WorkloadRun r = run(workload("events",
                with(tx("nap", 1, "SELECT XWB_SLEEP('events', ?)"), ParameterType.INTEGER, uniform(1, 3))), db,
                config().users(2).durationSeconds(2.5).rampUpSeconds(0.25).build(), dir.resolve("runs"))
                .listener(new RunListener() {
                    @Override
                    public void indexEvent(IndexEvent event) {
                        heard.add(event);
                    }

                    @Override
                    public void interval(IntervalSnapshot snapshot) {
                        intervals.add(snapshot);
                    }
                }).start();
        Poll.until("two intervals", Duration.ofSeconds(30), () -> intervals.size() >= 2);
        IndexEvent started = r.recordIndexEvent(IndexEvent.Kind.BUILD_STARTED, "t_v", "");
        double secondsAfterSecondInterval = intervals.get(1).endSeconds();
        assertTrue(started.seconds() >= secondsAfterSecondInterval,
                "on the intervals' clock: " + started.seconds() + " after " + secondsAfterSecondInterval);
        List<IndexEvent> written = RunResults.read(r.folder()).events();
        assertEquals(List.of(IndexEvent.Kind.BUILD_STARTED), written.stream().map(IndexEvent::kind).toList(),
                "run.json has the event at once (a killed run keeps it)");
        Poll.until("a third interval", Duration.ofSeconds(30), () -> intervals.size() >= 3);
        IndexEvent done = r.recordIndexEvent(IndexEvent.Kind.BUILD_DONE, "t_v", "in 0.3 s");
        r.await();
        IndexEvent late = r.recordIndexEvent(IndexEvent.Kind.DROP_DONE, "t_v", "after the run");

        RunResults read = RunResults.read(r.folder());
        assertEquals(3, read.events().size());
        for (int i = 0; i < 3; i++) {
            IndexEvent expected = List.of(started, done, late).get(i);
            IndexEvent back = read.events().get(i);
            assertEquals(expected.kind(), back.kind());
            assertEquals("t_v", back.index());
            assertEquals(expected.detail(), back.detail());
            assertEquals(expected.seconds(), back.seconds(), 0.0005);
        }
        assertTrue(done.seconds() > started.seconds() && late.seconds() >= done.seconds(), read.events().toString());
        double lastEnd = read.intervals().get(read.intervals().size() - 1).endSeconds();
        assertTrue(done.seconds() < lastEnd, "done during the run: " + done.seconds() + " < " + lastEnd);
        assertEquals(2L, read.settings().get("users"), "the settings stay as the run wrote them");
        assertEquals("xwb-run-settings", read.settings().get("format"));
        assertEquals(List.of(started, done), heard, "the listeners heard the events of the run, in order");
        assertEquals(List.of(started, done, late), r.indexEvents());
        db.shutdown();
    }

    @Test
    void aRunJsonWithoutEventsReadsAndABrokenListIsRefusedByFileAndField() throws Exception {
        Path old = Files.createDirectories(dir.resolve("20260101-000000-old"));
        Files.writeString(old.resolve(RunFolder.SETTINGS), "{\"format\": \"xwb-run-settings\", \"users\": 3}");
        assertEquals(List.of(), RunResults.read(old).events(), "a run before issue 33 has no events");

        Path broken = Files.createDirectories(dir.resolve("20260101-000001-broken"));
        Files.writeString(broken.resolve(RunFolder.SETTINGS), "{\"format\": \"xwb-run-settings\", \"events\": "
                + "[{\"seconds\": 1.5, \"kind\": \"build_started\", \"index\": \"i\"}, "
                + "{\"seconds\": \"soon\", \"kind\": \"build_done\", \"index\": \"i\"}]}");
        IOException refused = assertThrows(IOException.class, () -> RunResults.read(broken));
        assertTrue(refused.getMessage().startsWith(broken.resolve(RunFolder.SETTINGS).toString())
                && refused.getMessage().contains("events[1].seconds"), refused.getMessage());

        Files.writeString(broken.resolve(RunFolder.SETTINGS), "{\"events\": [{\"seconds\": 2, \"kind\": \"built\","
                + " \"index\": \"i\"}]}");
        refused = assertThrows(IOException.class, () -> RunResults.read(broken));
        assertTrue(refused.getMessage().contains("events[0].kind") && refused.getMessage().contains("built"),
                refused.getMessage());
    }
}
