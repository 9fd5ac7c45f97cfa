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
                    if (i % 3 == 0) {
                        recorder.record(i % 1000 + 1, 2, i % 1000 + 1); // a transaction that inserted two documents
                    } else {
                        recorder.record(i % 1000 + 1);
                    }
                }
            });
            Histogram total = new Histogram(3);
            DocumentCount documents = new DocumentCount();
            int drains = 0;
            int consistent = 0;
            writer.start();
            while (writer.isAlive()) {
                Histogram drained = new Histogram(3);
                DocumentCount drainedDocuments = new DocumentCount();
                recorder.drainInto(drained, drainedDocuments);
                // values and their documents change hands together: every third value brings 2 documents
                long withDocuments = drainedDocuments.documents / 2;
                if (Math.abs(drained.getTotalCount() - 3 * withDocuments) <= 2) {
                    consistent++;
                }
                total.add(drained);
                documents.add(drainedDocuments);
                drains++;
            }
            recorder.drainInto(total, documents);
            assertTrue(drains > 10, "the reader drained while the writer wrote: " + drains);
            assertEquals(drains, consistent, "documents drained with their values");
            assertEquals(n, total.getTotalCount(), "packed " + packed);
            for (int v = 1; v <= 1000; v++) {
                assertEquals(n / 1000, total.getCountAtValue(v), "value " + v + ", packed " + packed);
            }
            assertEquals(2L * (n / 3), documents.documents, "packed " + packed);
            long bytes = 0;
            for (int i = 0; i < n; i += 3) {
                bytes += i % 1000 + 1;
            }
            assertEquals(bytes, documents.bytes, "packed " + packed);
            Histogram empty = new Histogram(3);
            DocumentCount none = new DocumentCount();
            recorder.drainInto(empty, none);
            assertEquals(0, empty.getTotalCount(), "drained means cleared");
            assertEquals(0, none.documents + none.bytes, "drained means cleared");
        }
    }
}
