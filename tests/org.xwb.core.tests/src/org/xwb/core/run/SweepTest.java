package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.Json;
import org.xwb.core.stats.RunSummary;

class SweepTest {

    @TempDir
    Path runs;

    @Test
    void aSweepRunsEachUserCountAndTabulatesThroughputAndP95() throws Exception {
        H2 db = new H2();
        // one counter per point: the database sees how many of the point's users were in a statement at once
        Sweep sweep = Sweep.create(runs, "sweep");
        List<RunSummary> points = sweep.run(List.of(1, 3), users -> run(
                workload("sweep", tx("t", 1, "SELECT XWB_SLEEP('sweep-u" + users + "', 50)")), db,
                config().users(users).durationSeconds(0.6).build(), runs), r -> {
                });
        assertEquals(List.of(1, 3), points.stream().map(RunSummary::users).toList());
        assertEquals(1, TestFunctions.mostAtOnce("sweep-u1"), "one user runs one statement at a time");
        assertEquals(3, TestFunctions.mostAtOnce("sweep-u3"), "the second point's three users ran at once");
        for (RunSummary point : points) {
            assertTrue(point.total().count() > 0 && point.total().errors().failed() == 0, point.total().toString());
        }
        List<String> csv = Files.readAllLines(sweep.folder().resolve(Sweep.CSV));
        assertEquals(Sweep.CSV_HEADER, csv.get(0));
        assertEquals(3, csv.size());
        assertTrue(csv.get(1).startsWith("1,completed,") && csv.get(2).startsWith("3,completed,"), csv.toString());
        Map<?, ?> json = (Map<?, ?>) Json.parse(Files.readString(sweep.folder().resolve(Sweep.JSON)));
        List<?> jsonPoints = (List<?>) json.get("points");
        assertEquals(2, jsonPoints.size());
        Map<?, ?> second = (Map<?, ?>) jsonPoints.get(1);
        assertEquals(3L, second.get("users"));
        assertTrue((Double) second.get("p95_ms") >= 50);
        for (RunSummary p : points) {
            assertTrue(Files.isDirectory(runs.resolve(p.runId())), p.runId());
            assertTrue(p.runId().endsWith("-u" + p.users()), p.runId());
        }
        assertTrue(sweep.folder().getFileName().toString().endsWith("-sweep"), sweep.folder().toString());
        db.shutdown();
    }
}
