package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;
import static org.xwb.testing.SampleWorkloads.same;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.results.Json;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.Collection;
import org.xwb.model.FilesSource;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.SampleWorkloads;

/**
 * The documents inserted through files/filesclob parameters and their bytes: counted per
 * transaction type for the counted transactions only, per interval and in the summary, exactly.
 */
class InsertedDocumentsTest {

    @TempDir
    Path dir;

    /**
     * Two users insert documents of two collections (orders as XML, customers as CLOB; sizes
     * differ, some characters take 2 or 3 bytes in UTF-8), 150 transactions each, so neither runs
     * out; no ramp-up, so every successful insert is counted. The figures equal what the database
     * holds, byte for byte.
     */
    @Test
    void aRunReportsExactlyTheDocumentsAndBytesItInserted() throws Exception {
        Collection orders = collection("orders", "/Order/Id", 100, 300, i -> "<Order><Id>" + i + "</Id><Note>"
                + "é".repeat(i % 7) + "x".repeat(i * 3) + "</Note></Order>");
        Collection customers = collection("customers", "/Customer/Id", 1000, 300, i -> "<Customer><Id>" + i
                + "</Id><Name>" + "€".repeat(i % 5) + "Name" + i + "</Name></Customer>");
        FilesSource orderFiles = SampleWorkloads.files(orders, false);
        FilesSource customerFiles = SampleWorkloads.files(customers, true);
        Transaction insertOrder = with(with(tx("insert_order", 1, "INSERT INTO orders(id, doc) VALUES (?, ?)"),
                ParameterType.BIGINT, orderFiles), ParameterType.XML, same(1)); // the document twice: counted once
        Transaction insertCustomer = with(with(tx("insert_customer", 1, "INSERT INTO customers(doc, id) VALUES (?, ?)"),
                ParameterType.CLOB, customerFiles), ParameterType.BIGINT, same(1));
        Transaction query = with(tx("get_order", 1, "SELECT COUNT(*) FROM orders WHERE id = ?"), ParameterType.BIGINT,
                uniform(101, 130));
        Workload w = workload("inserts", insertOrder, insertCustomer, query);
        w.getCollections().addAll(List.of(orders, customers));
        Path file = dir.resolve("inserts.xwl");
        Files.write(file, WorkloadFiles.serialize(w));

        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)", "CREATE TABLE customers(id BIGINT PRIMARY KEY, doc CLOB)");
        WorkloadRun run = WorkloadRun.builder(WorkloadFiles.load(file), db.target()).workloadFile(file)
                .config(config().users(2).transactionsPerUser(150).errorThreshold(1).build())
                .runsDirectory(dir.resolve("runs")).start();
        RunSummary s = run.await();

        assertEquals(RunSummary.Outcome.COMPLETED, s.outcome());
        long orderRows = db.queryLong("SELECT COUNT(*) FROM orders");
        long customerRows = db.queryLong("SELECT COUNT(*) FROM customers");
        long all = orderRows + customerRows;
        assertTrue(orderRows > 50 && customerRows > 50, orderRows + " orders, " + customerRows + " customers");
        long orderBytes = bytesIn(db, "orders");
        long customerBytes = bytesIn(db, "customers");

        TransactionSummary o = s.transactions().get(0);
        TransactionSummary c = s.transactions().get(1);
        TransactionSummary q = s.transactions().get(2);
        assertEquals(orderRows, o.documents(), "one document per insert, though bound twice");
        assertEquals(orderRows, o.count());
        assertEquals(0, s.total().errors().failed());
        assertEquals(orderBytes, o.documentBytes());
        assertEquals(customerRows, c.documents());
        assertEquals(customerBytes, c.documentBytes(), "a CLOB document counts its UTF-8 bytes, not its characters");
        assertEquals(0, q.documents());
        assertEquals(0, q.documentBytes());
        assertEquals(all, s.total().documents());
        assertEquals(orderBytes + customerBytes, s.total().documentBytes());
        assertEquals(all / s.measuredSeconds(), s.total().documentsPerSecond(), 1e-9);
        assertEquals((orderBytes + customerBytes) / 1e6 / s.measuredSeconds(), s.total().megabytesPerSecond(), 1e-12);

        Map<String, long[]> intervals = measuredDocuments(run.folder());
        assertEquals(List.of(orderRows, orderBytes), List.of(intervals.get("insert_order")[0], intervals.get("insert_order")[1]),
                "the measured intervals add up to the summary");
        assertEquals(List.of(customerRows, customerBytes),
                List.of(intervals.get("insert_customer")[0], intervals.get("insert_customer")[1]));
        assertEquals(List.of(0L, 0L), List.of(intervals.get("get_order")[0], intervals.get("get_order")[1]));
        assertEquals(List.of(all, orderBytes + customerBytes),
                List.of(intervals.get("_total")[0], intervals.get("_total")[1]));

        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(run.folder().resolve(RunFolder.SUMMARY)));
        Map<?, ?> total = (Map<?, ?>) summary.get("total");
        assertEquals(all, total.get("documents"));
        assertEquals(orderBytes + customerBytes, total.get("document_bytes"));
        assertEquals(s.total().documentsPerSecond(), (Double) total.get("documents_per_second"), 1e-9);
        assertEquals(s.total().megabytesPerSecond(), (Double) total.get("megabytes_per_second"), 1e-12);
        Map<?, ?> customerJson = (Map<?, ?>) ((List<?>) summary.get("transactions")).get(1);
        assertEquals(customerRows, customerJson.get("documents"));
        assertEquals(customerBytes, customerJson.get("document_bytes"));

        String stats = Files.readString(run.folder().resolve(RunFolder.STATS));
        assertTrue(stats.contains(all + " documents, " + (orderBytes + customerBytes) + " bytes"), stats);
        assertTrue(stats.lines().anyMatch(l -> l.startsWith("insert_customer") && l.contains(" " + customerRows + " ")
                && l.contains(" " + customerBytes + " ")), stats);
        db.shutdown();
    }

    /**
     * Two users insert from a collection of 50 documents in a run of 60 s: once a user finds none
     * left, the run stops there (no stream of failed inserts), ends as stopped with the reason,
     * counts no error, and what it counted plus what ended after the stop is what the table holds.
     */
    @Test
    void runningOutOfDocumentsStopsTheRunAndSaysWhy() throws Exception {
        Collection orders = collection("orders", "/Order/Id", 100, 50, i -> "<Order><Id>" + i + "</Id></Order>");
        FilesSource files = SampleWorkloads.files(orders, false);
        Workload w = workload("few documents", with(with(tx("insert_order", 1,
                "INSERT INTO orders(id, doc) VALUES (?, ?)"), ParameterType.BIGINT, files), ParameterType.XML, same(1)));
        w.getCollections().add(orders);
        Path file = dir.resolve("few.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)");
        long started = System.nanoTime();
        WorkloadRun run = WorkloadRun.builder(WorkloadFiles.load(file), db.target()).workloadFile(file)
                .config(config().users(2).durationSeconds(60).build()).runsDirectory(dir.resolve("runs")).start();
        RunSummary s = run.await();

        assertTrue((System.nanoTime() - started) / 1e9 < 30, "the run ended when the documents did");
        assertEquals(RunSummary.Outcome.STOPPED, s.outcome());
        assertTrue(s.failure() != null && s.failure().contains("ran out of documents")
                && s.failure().contains("collection 'orders'"), s.failure());
        assertEquals(0, s.total().errors().failed(), "running out is not an error of the database");
        assertTrue(s.measuredSeconds() < 30, "measured until the stop: " + s.measuredSeconds());
        long rows = db.queryLong("SELECT COUNT(*) FROM orders");
        // user u of 2 inserts documents u, u+2, ... (ids 101+u, 103+u, ...): the user that found none
        // left had inserted every one of its 25; how far the other got depends on scheduling
        java.util.regex.Matcher user = java.util.regex.Pattern.compile("for user (\\d+)").matcher(s.failure());
        assertTrue(user.find(), s.failure());
        int exhaustedUser = Integer.parseInt(user.group(1)) - 1;
        assertEquals(25, db.queryLong("SELECT COUNT(*) FROM orders WHERE MOD(id - 101, 2) = " + exhaustedUser),
                "the user that ran out had inserted all of its documents");
        assertTrue(rows >= 25 && rows <= 50, "rows: " + rows);
        assertEquals(rows, s.total().documents() + s.discardedAfterEnd());
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(run.folder().resolve(RunFolder.SUMMARY)));
        assertEquals("stopped", summary.get("outcome"));
        assertTrue(String.valueOf(summary.get("failure")).contains("ran out of documents"), summary.toString());
        db.shutdown();
    }

    /**
     * With a ramp-up and a time limit: warm-up inserts show in the ramp-up intervals but never in
     * the summary; the measured intervals add up to the summary exactly; the database holds exactly
     * the warm-up, counted and discarded (ended after the window) documents.
     */
    @Test
    void rampUpShowsWarmUpDocumentsAndTheSummaryCountsOnlyMeasuredOnes() throws Exception {
        int size = "<Order><Id>100001</Id><Pad></Pad></Order>".length() + 64;
        Collection orders = collection("orders", "/Order/Id", 100_000, 4000,
                i -> "<Order><Id>" + i + "</Id><Pad>" + "p".repeat(64) + "</Pad></Order>");
        FilesSource files = SampleWorkloads.files(orders, false);
        Workload w = workload("paced inserts", with(with(tx("insert_order", 1,
                "INSERT INTO orders(id, doc) VALUES (?, ?)"), ParameterType.BIGINT, files), ParameterType.XML, same(1)));
        w.getCollections().add(orders);
        Path file = dir.resolve("paced.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        H2 db = new H2();
        db.execute("CREATE TABLE orders(id BIGINT PRIMARY KEY, doc CLOB)");
        WorkloadRun run = WorkloadRun.builder(WorkloadFiles.load(file), db.target()).workloadFile(file)
                .config(config().users(2).rampUpSeconds(0.5).durationSeconds(1.5).rate(800).build())
                .runsDirectory(dir.resolve("runs")).start();
        RunSummary s = run.await();

        TransactionSummary total = s.total();
        // counts, not speed: how many a loaded machine inserts varies; the accounting below must hold for any number
        assertTrue(total.count() > 0, "paced inserts were counted: " + total.count());
        assertEquals(total.count(), total.documents(), "one document per counted insert");
        assertEquals((long) size * total.documents(), total.documentBytes());
        assertEquals(total.documents() / s.measuredSeconds(), total.documentsPerSecond(), 1e-9);
        Map<String, long[]> measured = measuredDocuments(run.folder());
        assertEquals(total.documents(), measured.get("_total")[0], "measured intervals add up to the summary");
        assertEquals(total.documentBytes(), measured.get("_total")[1]);

        long warmup = 0;
        for (String[] line : lines(run.folder())) {
            if (line[1].equals("ramp_up") && line[5].equals("_total")) {
                warmup += Long.parseLong(line[18]);
            }
        }
        assertTrue(warmup > 0, "ramp-up lines show warm-up documents");
        // warm-up inserts that end after ramp-up's last interval closed (a paced run's backlog) are
        // in the warm-up count but in no interval
        assertTrue(warmup <= s.warmupTransactions(), warmup + " shown, " + s.warmupTransactions() + " warm-up");
        long inserted = db.queryLong("SELECT COUNT(*) FROM orders");
        assertEquals(inserted, s.warmupTransactions() + total.documents() + s.discardedAfterEnd(),
                "every row is a warm-up, counted or discarded insert: " + s.warmupTransactions() + " warm-up, "
                        + total.documents() + " counted, " + s.discardedAfterEnd() + " discarded");
        db.shutdown();
    }

    private Collection collection(String name, String idPath, long firstId, int documents,
            java.util.function.IntFunction<String> document) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        for (int i = 1; i <= documents; i++) {
            Files.writeString(folder.resolve(String.format("%s%05d.xml", name, i)), document.apply((int) firstId + i),
                    StandardCharsets.UTF_8);
        }
        Collection c = SampleWorkloads.collection(name, firstId, firstId);
        c.setIdPath(idPath);
        c.setDocuments(SampleWorkloads.folder(name));
        return c;
    }

    /** UTF-8 bytes of the documents a table holds. */
    private static long bytesIn(H2 db, String table) {
        long bytes = 0;
        for (List<Object> row : db.query("SELECT CAST(doc AS VARCHAR) FROM " + table)) {
            bytes += row.get(0).toString().getBytes(StandardCharsets.UTF_8).length;
        }
        return bytes;
    }

    /** Documents and bytes of the measured intervals.csv lines, by transaction id. */
    private static Map<String, long[]> measuredDocuments(Path folder) throws Exception {
        Map<String, long[]> sums = new HashMap<>();
        for (String[] line : lines(folder)) {
            if (line[1].equals("measure")) {
                long[] sum = sums.computeIfAbsent(line[5], k -> new long[2]);
                sum[0] += Long.parseLong(line[18]);
                sum[1] += Long.parseLong(line[20]);
            }
        }
        return sums;
    }

    private static List<String[]> lines(Path folder) throws Exception {
        List<String> csv = Files.readAllLines(folder.resolve(RunFolder.INTERVALS));
        List<String> header = List.of(csv.get(0).split(","));
        assertEquals(List.of("documents", "docs_per_s", "document_bytes", "mb_per_s"), header.subList(18, 22));
        return csv.subList(1, csv.size()).stream().map(l -> l.split(",", -1)).toList();
    }
}
