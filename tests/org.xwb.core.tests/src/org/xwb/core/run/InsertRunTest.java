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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.stats.RunSummary;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.SampleWorkloads;

/** TPoX inserts: documents from files, bound as XML, their ids eligible for later picks once committed. */
class InsertRunTest {

    @TempDir
    Path dir;

    @Test
    void insertedDocumentsBecomeEligibleForIdPicksAfterCommit() throws Exception {
        Path docs = dir.resolve("orders");
        Files.createDirectories(docs);
        for (int i = 1; i <= 4; i++) {
            Files.writeString(docs.resolve("order" + i + ".xml"), "<Order><Id>" + (10 + i) + "</Id></Order>");
        }
        Collection orders = SampleWorkloads.collection("orders", 10, 10);
        orders.setIdPath("/Order/Id");
        orders.setDocuments(SampleWorkloads.folder("orders"));
        Workload w = workload("inserts",
                with(with(tx("insert_order", 1, "INSERT INTO orders(id, doc) VALUES (?, ?)"), ParameterType.BIGINT,
                        SampleWorkloads.files(orders, false)), ParameterType.XML, SampleWorkloads.same(1)),
                with(tx("get_order", 3, "INSERT INTO picks(id) SELECT id FROM orders WHERE id = ?"),
                        ParameterType.BIGINT, SampleWorkloads.ids(orders)));
        w.getCollections().add(orders);
        Path file = dir.resolve("inserts.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        Workload loaded = WorkloadFiles.load(file); // relative document folders resolve against the file

        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)", "INSERT INTO orders VALUES (10, '<Order/>')",
                "CREATE TABLE picks(id BIGINT)");
        RunSummary s = WorkloadRun.builder(loaded, db.target()).workloadFile(file)
                .config(config().users(1).transactionsPerUser(120).build()).runsDirectory(dir.resolve("runs"))
                .start().await();
        assertEquals(List.of(List.of(10L), List.of(11L), List.of(12L), List.of(13L), List.of(14L)),
                db.query("SELECT id FROM orders ORDER BY id"));
        assertEquals("<Order><Id>12</Id></Order>", db.query("SELECT CAST(doc AS VARCHAR) FROM orders WHERE id = 12").get(0).get(0));
        assertEquals(4, s.transactions().get(0).count(), "every document inserted once");
        assertEquals(RunSummary.Outcome.STOPPED, s.outcome(), "the fifth insert found no document: the run stopped");
        assertTrue(s.failure().contains("no document left"), s.failure());
        assertEquals(0, s.total().errors().failed());
        assertTrue(db.queryLong("SELECT MAX(id) FROM picks") > 10, "picks reach inserted ids");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM picks WHERE id < 10 OR id > 14"));
        db.shutdown();
    }
}
