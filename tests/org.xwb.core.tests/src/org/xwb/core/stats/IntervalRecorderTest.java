package org.xwb.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The hand-over between a user and the statistics thread loses and duplicates nothing. */
class IntervalRecorderTest {

    @Test
    void everyValueArrivesExactlyOnceWhileTheReaderDrainsConcurrently() throws Exception {
        for (boolean packed : new boolean[] { false, true }) {
            IntervalRecorder recorder = new IntervalRecorder(packed);
            int n = 3_000_000;
            Thread writer = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    recorder.record(i % 1000 + 1);
                }
            });
            Histogram total = new Histogram(3);
            int drains = 0;
            writer.start();
            while (writer.isAlive()) {
                recorder.drainInto(total);
                drains++;
            }
            recorder.drainInto(total);
            assertTrue(drains > 10, "the reader drained while the writer wrote: " + drains);
            assertEquals(n, total.getTotalCount(), "packed " + packed);
            for (int v = 1; v <= 1000; v++) {
                assertEquals(n / 1000, total.getCountAtValue(v), "value " + v + ", packed " + packed);
            }
            Histogram empty = new Histogram(3);
            recorder.drainInto(empty);
            assertEquals(0, empty.getTotalCount(), "drained means cleared");
        }
    }
}
