package org.xwb.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/** Interval numbers by name: written to intervals.csv in the documented columns and read back alike. */
class IntervalMetricsTest {

    @Test
    void everyMetricIsWrittenAndReadBackByName(@TempDir Path dir) throws Exception {
        IntervalRow.Builder row = IntervalRow.of("get", "get");
        IntervalRow.Builder total = IntervalRow.of(IntervalRow.TOTAL, "total");
        int i = 1;
        for (IntervalMetric metric : IntervalMetric.values()) {
            row.with(metric, metric.whole() ? i : i + 0.5); // each metric a value of its own
            total.with(metric, metric.whole() ? 10 * i : 10 * i + 0.25);
            i++;
        }
        IntervalSnapshot written = new IntervalSnapshot(0, "measure", 0, 1, 2, List.of(row.row()), total.row());
        Path file = dir.resolve("intervals.csv");
        try (IntervalCsvWriter writer = new IntervalCsvWriter(file)) {
            writer.write(written);
        }

        IntervalSnapshot read = IntervalCsvReader.read(file, Map.of()).get(0);

        for (IntervalMetric metric : IntervalMetric.values()) {
            assertEquals(written.rows().get(0).value(metric), read.rows().get(0).value(metric), 1e-9, metric.column());
            assertEquals(written.total().value(metric), read.total().value(metric), 1e-9, metric.column());
        }
        assertEquals(written.rows().get(0).documentBytes(), read.rows().get(0).documentBytes());
    }

    @Test
    void aFileFromBeforeTheDocumentColumnsReadsThemAsZero(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("intervals.csv");
        Files.writeString(file, """
                interval,phase,start_s,end_s,active_users,transaction,count,tx_per_s,affected_rows,errors,retries,min_ms,avg_ms,p50_ms,p90_ms,p95_ms,p99_ms,max_ms
                0,measure,0.000,1.000,1,get,5,5.00,5,0,0,1.000,2.000,2.000,3.000,3.000,4.000,4.000
                0,measure,0.000,1.000,1,_total,5,5.00,5,0,0,1.000,2.000,2.000,3.000,3.000,4.000,4.000
                1,measure,1.000,2.000,1,get,0,0.00,0,1,0,,,,,,,
                1,measure,1.000,2.000,1,_total,0,0.00,0,1,0,,,,,,,
                """);

        List<IntervalSnapshot> read = IntervalCsvReader.read(file, Map.of("get", "Get one"));

        assertEquals(2, read.size());
        IntervalRow first = read.get(0).rows().get(0);
        assertEquals("Get one", first.name());
        assertEquals(5, first.count());
        assertEquals(2.0, first.meanMs());
        assertEquals(0, first.documents());
        assertEquals(0.0, first.documentsPerSecond(), "a rate added later: nothing was counted");
        assertEquals(0.0, first.megabytesPerSecond());
        IntervalRow idle = read.get(1).rows().get(0);
        assertEquals(1, idle.errors());
        assertTrue(Double.isNaN(idle.p95Ms()), "no transaction, no latency");
    }
}
