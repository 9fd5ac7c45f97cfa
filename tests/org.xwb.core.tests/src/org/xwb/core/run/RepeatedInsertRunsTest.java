package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.values.ValueContext;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.SampleWorkloads;

/**
 * Runs one after the other on one database: each run's inserts continue after the highest id the
 * table holds when it starts, so no run offers a document an earlier run inserted (which would fail
 * with a duplicate key), and its id picks reach the documents earlier runs inserted.
 */
class RepeatedInsertRunsTest {

    @TempDir
    Path dir;

    @Test
    void threeRunsOnOneDatabaseInsertEachDocumentOnceAndFailNothing() throws Exception {
        Path file = workloadFile(folder(101, 160), "INSERT INTO picks(id) SELECT id FROM orders WHERE id = ?");
        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)", "CREATE TABLE picks(id BIGINT)");
        for (long id = 1; id <= 100; id++) {
            db.execute("INSERT INTO orders VALUES (" + id + ", '<Order/>')");
        }
        long highest = 100;
        for (int round = 1; round <= 3; round++) {
            WorkloadRun run = start(db, file, 2, 8);
            assertEquals(Map.of("orders", highest), run.insertsAfter(), "round " + round);
            RunSummary summary = run.await();
            assertEquals(RunSummary.Outcome.COMPLETED, summary.outcome(), "round " + round + ": " + summary.failure());
            assertEquals(0, summary.total().errors().failed(), "round " + round + ": no duplicate key");
            long inserted = summary.transactions().stream().filter(t -> t.id().equals("insert_order"))
                    .mapToLong(t -> t.count()).sum();
            assertTrue(inserted > 0, "round " + round + " inserted documents");
            long now = db.queryLong("SELECT MAX(id) FROM orders");
            assertTrue(now > highest, "round " + round + " inserted after " + highest + ", the table now ends at " + now);
            highest = now;
        }
        assertEquals(100 + db.queryLong("SELECT COUNT(*) FROM orders WHERE id > 100"),
                db.queryLong("SELECT COUNT(*) FROM orders"));
        db.shutdown();
    }

    @Test
    void aFolderOutOfIdOrderLosesOnlyTheDocumentsBelowTheHighestHeldIdAndAnUnreadableOneStillCounts() throws Exception {
        Path docs = Files.createDirectories(dir.resolve("orders"));
        long[] ids = { 9, 2, 7, 1, 8 }; // natural name order d1..d5
        for (int i = 0; i < ids.length; i++) {
            Files.writeString(docs.resolve("d" + (i + 1) + ".xml"), "<Order><Id>" + ids[i] + "</Id></Order>");
        }
        Files.writeString(docs.resolve("d6.xml"), "<Order><Id>not a number</Id></Order>");
        Files.writeString(docs.resolve("d7.xml"), "<Order><Id>10</Id></Order>");
        Path file = workloadFile(docs, "SELECT id FROM orders WHERE id = ?");
        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)", "CREATE TABLE picks(id BIGINT)",
                "INSERT INTO orders VALUES (5, '<Order/>')");
        // one user: it meets every document in name order (two would share them, and how far each got
        // when the other ran out would depend on scheduling); the run stops when they are used up
        RunSummary summary = start(db, file, 1, 400).await();
        assertEquals(List.of(List.of(5L), List.of(7L), List.of(8L), List.of(9L), List.of(10L)),
                db.query("SELECT id FROM orders ORDER BY id"), "ids 1 and 2 are below the held 5: left out");
        assertEquals(1, summary.total().errors().failed(), "the unreadable d6.xml is counted, as before: "
                + summary.transactions().stream().map(t -> t.id() + " " + t.errors()).toList());
        assertTrue(summary.failure().contains("after the documents up to id 5, which the database held at the start"),
                summary.failure());
        db.shutdown();
    }

    @Test
    void idPicksRangeUpToTheHighestHeldIdOfACollectionTheRunInsertsInto() {
        Collection orders = SampleWorkloads.collection("orders", 1, 100);
        Collection customers = SampleWorkloads.collection("custacc", 1, 100);
        try (ValueContext values = new ValueContext(dir, org.xwb.core.documents.CollectionDocuments::open,
                Map.of("orders", 250L, "custacc", 40L))) {
            assertEquals(250, values.ids(orders).maxId(), "documents earlier runs inserted are eligible");
            assertEquals(100, values.ids(customers).maxId(), "a lower highest id never narrows the range");
        }
    }

    private WorkloadRun start(H2 db, Path file, int users, int transactions) throws Exception {
        return WorkloadRun.builder(WorkloadFiles.load(file), db.target()).workloadFile(file)
                .config(config().users(users).transactionsPerUser(transactions).build())
                .runsDirectory(dir.resolve("runs")).start();
    }

    private Path folder(long first, long last) throws Exception {
        Path docs = Files.createDirectories(dir.resolve("orders"));
        for (long id = first; id <= last; id++) {
            Files.writeString(docs.resolve("order" + id + ".xml"), "<Order><Id>" + id + "</Id></Order>");
        }
        return docs;
    }

    /** Inserts from the folder (weight 1), deletes by id (1), and one more id pick (2) running {@code pick}. */
    private Path workloadFile(Path docs, String pick) throws Exception {
        Collection orders = SampleWorkloads.collection("orders", 1, 1);
        orders.setIdPath("/Order/Id");
        orders.setDocuments(SampleWorkloads.folder(dir.relativize(docs).toString()));
        Workload w = workload("repeat",
                with(with(tx("insert_order", 1, "INSERT INTO orders(id, doc) VALUES (?, ?)"), ParameterType.BIGINT,
                        SampleWorkloads.files(orders, false)), ParameterType.XML, SampleWorkloads.same(1)),
                with(tx("del_order", 1, "DELETE FROM orders WHERE id = ? AND id > 100"), ParameterType.BIGINT,
                        SampleWorkloads.ids(orders)),
                with(tx("pick", 2, pick), ParameterType.BIGINT, SampleWorkloads.ids(orders)));
        w.getCollections().add(orders);
        Path file = dir.resolve("repeat.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        return file;
    }
}
