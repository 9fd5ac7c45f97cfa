package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.SampleWorkloads;

/** The command line as a user runs it: arguments in, output and exit code out, on in-process H2. */
class RunCommandTest {

    static final String DB = "jdbc:h2:mem:xwb-cli-test;DB_CLOSE_DELAY=-1";

    @TempDir
    static Path dir;

    static Path workload;
    static Path broken;

    @BeforeAll
    static void setUp() throws Exception {
        try (Connection c = new org.h2.Driver().connect(DB, new Properties()); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE item(id BIGINT PRIMARY KEY, v INT)");
            s.execute("INSERT INTO item SELECT X, X FROM SYSTEM_RANGE(1, 100)");
        }
        workload = write("items.xwl", workload("items", "SELECT v FROM item WHERE id = ?", "h2"));
        broken = write("broken.xwl", workload("broken", "SELECT v FROM no_such_table WHERE id = ?", "h2"));
    }

    static Workload workload(String name, String sql, String dialect) {
        Workload w = SampleWorkloads.F.createWorkload();
        w.setName(name);
        Transaction t = SampleWorkloads.transaction("get_item", 1, dialect, sql);
        SampleWorkloads.parameter(t, ParameterType.BIGINT, SampleWorkloads.uniformInt(1, 100));
        w.getTransactions().add(t);
        return w;
    }

    static Path write(String name, Workload w) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, WorkloadFiles.serialize(w));
        return file;
    }

    static CommandRun xwb(String... args) {
        return CommandRun.of((Object[]) args);
    }

    @Test
    void runPrintsAProgressLinePerSecondTheSummaryAndTheResultFolder() throws Exception {
        CommandRun r = xwb("run", workload.toString(), "--target", DB, "--users", "2", "--duration", "2s", "--rampup",
                "500ms", "--interval", "250ms", "--seed", "7", "--workspace", dir.resolve("ws").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        List<String> progress = r.out().lines().filter(l -> l.matches("\\s+\\d+\\.\\d s .*tx/s\\s+p95 .* ms\\s+errors \\d+"))
                .toList();
        assertTrue(progress.size() >= 2 && progress.size() <= 4, "a line per second of 2.5 s:\n" + r.out());
        assertTrue(r.out().contains("Transaction") && r.out().contains("get_item") && r.out().contains("Total"),
                r.out());
        Matcher folder = Pattern.compile("Results: (.+)").matcher(r.out());
        assertTrue(folder.find(), r.out());
        Path runFolder = Path.of(folder.group(1).strip());
        assertTrue(Files.exists(runFolder.resolve("summary.json")), runFolder.toString());
        assertEquals(dir.resolve("ws/runs"), runFolder.getParent());
        assertTrue(Files.readString(runFolder.resolve("run.json")).contains("\"seed\": 7"));
    }

    /** An insert workload (documents from files): progress lines and the summary add docs/s and MB/s. */
    @Test
    void anInsertRunPrintsDocumentsAndMegabytesPerSecond() throws Exception {
        try (Connection c = new org.h2.Driver().connect(DB, new Properties()); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE orders_cli(id BIGINT PRIMARY KEY, doc CLOB)");
        }
        Path docs = Files.createDirectories(dir.resolve("orders-cli"));
        for (int i = 1; i <= 600; i++) {
            Files.writeString(docs.resolve(String.format("o%04d.xml", i)), "<Order><Id>" + i + "</Id>" + "x".repeat(1000)
                    + "</Order>");
        }
        XwbFactory f = XwbFactory.eINSTANCE;
        Workload w = workload("cli inserts", "INSERT INTO orders_cli(id, doc) VALUES (?, ?)", "h2");
        org.xwb.model.Collection orders = f.createCollection();
        orders.setName("orders");
        orders.setIdPath("/Order/Id");
        org.xwb.model.DocumentSource source = f.createDocumentSource();
        source.setDirectory("orders-cli");
        orders.setDocuments(source);
        w.getCollections().add(orders);
        org.xwb.model.FilesSource files = f.createFilesSource();
        files.setCollection(orders);
        ParameterMarker id = w.getTransactions().get(0).getParameters().get(0);
        id.setSource(files);
        ParameterMarker doc = f.createParameterMarker();
        doc.setType(ParameterType.XML);
        org.xwb.model.SameSource same = f.createSameSource();
        same.setParameter(1);
        doc.setSource(same);
        w.getTransactions().get(0).getParameters().add(doc);
        Path file = write("cli-inserts.xwl", w);

        CommandRun r = xwb("run", file.toString(), "--target", DB, "--users", "2", "--duration", "2s", "--rampup", "500ms",
                "--rate", "200", "--workspace", dir.resolve("ws-inserts").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        List<String> progress = r.out().lines()
                .filter(l -> l.matches("\\s+\\d+\\.\\d s .*tx/s\\s+p95 .* ms\\s+errors \\d+\\s+[\\d,]+ docs/s\\s+\\d+\\.\\d\\d MB/s"))
                .toList();
        assertTrue(progress.size() >= 2, "progress lines with docs/s and MB/s:\n" + r.out());
        Matcher inserted = Pattern.compile("Inserted ([\\d,]+) documents, ([\\d.]+) MB: ([\\d,.]+) docs/s, ([\\d.]+) MB/s")
                .matcher(r.out());
        assertTrue(inserted.find(), r.out());
        long count = Long.parseLong(inserted.group(1).replace(",", ""));
        assertTrue(count > 100 && count < 600, r.out());
        assertTrue(Double.parseDouble(inserted.group(4)) > 0.1, "about 200 KB/s: " + r.out());
    }

    @Test
    void badInputExitsWith2AndSaysWhy() {
        CommandRun missing = xwb("run", dir.resolve("nope.xwl").toString(), "--target", DB);
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("nope.xwl"), missing.err());

        CommandRun unknown = xwb("run", workload.toString(), "--target", "prod-db2");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("no profile 'prod-db2'") && !unknown.err().contains("Exception"), unknown.err());

        CommandRun badDuration = xwb("run", workload.toString(), "--target", DB, "--duration", "ten");
        assertEquals(2, badDuration.exitCode());
        assertTrue(badDuration.err().contains("'ten' is not a duration"), badDuration.err());

        CommandRun badArrival = xwb("run", workload.toString(), "--target", DB, "--rate", "5", "--arrival", "bursty");
        assertEquals(2, badArrival.exitCode());
        assertTrue(badArrival.err().contains("--arrival"), badArrival.err());
    }

    @Test
    void aWorkloadWithoutTheTargetsDialectExitsWith2BeforeRunning() throws Exception {
        Path db2Only = write("db2only.xwl", workload("db2only", "SELECT 1 FROM sysibm.sysdummy1", "db2"));
        CommandRun r = xwb("run", db2Only.toString(), "--target", DB, "--workspace", dir.resolve("ws-dialect").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("no h2 statement") && r.err().contains("db2"), r.err());
        try (var runs = Files.list(dir.resolve("ws-dialect/runs"))) {
            assertEquals(0, runs.count(), "no run folder for a refused run");
        }
    }

    @Test
    void errorsOverTheThresholdExitWith1() {
        CommandRun r = xwb("run", broken.toString(), "--target", DB, "--transactions", "20", "--workspace",
                dir.resolve("ws").toString());
        assertEquals(1, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("20 failed") && r.out().toUpperCase().contains("NO_SUCH_TABLE"), r.out());
    }

    @Test
    void aRunWhoseTransactionsAllFailStopsEarlyWithTheReasonAndExitsWith1() throws Exception {
        long started = System.nanoTime();
        CommandRun r = xwb("run", broken.toString(), "--target", DB, "--duration", "120s", "--stop-when-all-fail", "3",
                "--workspace", dir.resolve("ws-all-fail").toString());
        assertEquals(1, r.exitCode(), r.out() + r.err());
        assertTrue((System.nanoTime() - started) / 1e9 < 60, "stopped long before 120 s");
        assertTrue(r.out().contains("stopped early: all ") && r.out().contains("first 3 s fails"), r.out());
        assertTrue(r.out().toUpperCase().contains("NO_SUCH_TABLE"), r.out());
        assertTrue(r.out().matches("(?s).*  get_item: \\d+ x other: .*"), "the message with its count: " + r.out());
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : List.of("run", "sweep")) {
            CommandRun r = xwb(command, "--help");
            assertEquals(0, r.exitCode(), command);
            assertTrue(r.out().startsWith("Usage: xwb " + command), r.out());
        }
    }

    @Test
    void sweepRunsEachUserCountAndWritesSweepCsv() throws Exception {
        CommandRun r = xwb("sweep", workload.toString(), "--target", DB, "--users", "1,2", "--duration", "0.5s",
                "--workspace", dir.resolve("ws-sweep").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        Matcher folder = Pattern.compile("Results: (.+)").matcher(r.out());
        assertTrue(folder.find(), r.out());
        List<String> csv = Files.readAllLines(Path.of(folder.group(1).strip()).resolve("sweep.csv"));
        assertEquals(3, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("1,completed,") && csv.get(2).startsWith("2,completed,"), csv.toString());
        try (var runs = Files.list(dir.resolve("ws-sweep/runs"))) {
            assertEquals(3, runs.count(), "two points and the sweep folder");
        }
    }

    /** The run session is the one reader of the workload file: {@code xwb run} reads it once. */
    @Test
    void runReadsTheWorkloadFileOnce() throws Exception {
        Path file = write("once.xwl", workload("once", "SELECT v FROM item WHERE id = ?", "h2"));
        CommandRun r = xwb("run", file.toString(), "--target", DB, "--users", "1", "--duration", "0.5s",
                "--workspace", dir.resolve("ws-once").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertEquals(1, WorkloadFiles.loads(file), "reads of " + file);
    }

    /** Every point's settings are checked (by the session) before the first point starts: bad input, exit 2. */
    @Test
    void aSweepPointOutOfRangeIsBadInputBeforeAnyPointRuns() throws Exception {
        Path runs = dir.resolve("ws-bad-sweep");
        CommandRun r = xwb("sweep", workload.toString(), "--target", DB, "--users", "1,0", "--duration", "0.5s",
                "--workspace", runs.toString());
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("Bad run setting: users: must be at least 1, is 0"), r.err());
        assertTrue(!Files.isDirectory(runs.resolve("runs")) || Files.list(runs.resolve("runs")).findAny().isEmpty(),
                "no point ran");
    }
}
