package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.RunResults;
import org.xwb.core.run.IndexEvent;
import org.xwb.testing.CommandRun;
import org.xwb.testing.SampleRuns;

/**
 * Issue 33: {@code xwb compare} says, per run, which XML indexes changed while it went on and when
 * (a run that built an index measured two databases); a run without such changes gets no such lines.
 */
class CompareIndexEventsTest {

    @TempDir
    Path dir;

    @Test
    void compareListsEachRunsIndexEventsWithTheirSeconds() throws Exception {
        Path runs = dir.resolve("ws/runs");
        String plain = SampleRuns.run(runs, 2, 1.5).runId();
        String built = SampleRuns.runWithIndexEvents(runs, 2, 1.5).runId();
        List<IndexEvent> events = RunResults.read(runs.resolve(built)).events();
        assertEquals(2, events.size(), events.toString());

        CommandRun compare = CommandRun.of("compare", plain, built, "--workspace", dir.resolve("ws").toString());
        assertTrue(compare.exitCode() == 0 || compare.exitCode() == 1, compare.out() + compare.err());
        List<String> lines = compare.out().lines().toList();
        int heading = lines.indexOf("XML index changes during " + built + ":");
        assertTrue(heading >= 0, compare.out());
        assertEquals("  " + events.get(0).line(), lines.get(heading + 1));
        assertEquals("  " + events.get(1).line(), lines.get(heading + 2));
        assertTrue(lines.get(heading + 2).contains(SampleRuns.INDEX + " build done (in 0.5 s)"), lines.get(heading + 2));
        assertTrue(!compare.out().contains("XML index changes during " + plain), "the plain run has none: " + compare.out());
    }
}
