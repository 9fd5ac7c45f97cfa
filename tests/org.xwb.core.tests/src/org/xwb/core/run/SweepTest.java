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
import org.xwb.model.Workload;

class SweepTest {

    @TempDir
    Path runs;

    @Test
    void aSweepRunsEachUserCountAndTabulatesThroughputAndP95() throws Exception {
        H2 db = new H2();
        Workload w = workload("sweep", tx("t", 1, "SELECT XWB_SLEEP('sweep', 10)"));
        Sweep sweep = Sweep.create(runs, "sweep");
        List<RunSummary> points = sweep.run(List.of(1, 3),
                users -> run(w, db, config().users(users).durationSeconds(0.6).build(), runs), r -> {
                });
        assertEquals(List.of(1, 3), points.stream().map(RunSummary::users).toList());
        assertTrue(points.get(1).total().txPerSecond() > 2 * points.get(0).total().txPerSecond(),
                "three sleeping users do about three times the work of one");
        List<String> csv = Files.readAllLines(sweep.folder().resolve(Sweep.CSV));
        assertEquals(Sweep.CSV_HEADER, csv.get(0));
        assertEquals(3, csv.size());
        assertTrue(csv.get(1).startsWith("1,completed,") && csv.get(2).startsWith("3,completed,"), csv.toString());
        Map<?, ?> json = (Map<?, ?>) Json.parse(Files.readString(sweep.folder().resolve(Sweep.JSON)));
        List<?> jsonPoints = (List<?>) json.get("points");
        assertEquals(2, jsonPoints.size());
        Map<?, ?> second = (Map<?, ?>) jsonPoints.get(1);
        assertEquals(3L, second.get("users"));
        assertTrue((Double) second.get("p95_ms") >= 10);
        for (RunSummary p : points) {
            assertTrue(Files.isDirectory(runs.resolve(p.runId())), p.runId());
            assertTrue(p.runId().endsWith("-u" + p.users()), p.runId());
        }
        assertTrue(sweep.folder().getFileName().toString().endsWith("-sweep"), sweep.folder().toString());
        db.shutdown();
    }
}
