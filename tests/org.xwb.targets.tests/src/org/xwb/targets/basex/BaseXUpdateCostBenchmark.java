package org.xwb.targets.basex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLXML;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.samples.SampleKit;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true), for issue 34: what one single-document
 * update costs the queries after it on the embedded XQuery database, through XWB's own BaseX target
 * (its options, its pinned databases, its connection). An orders database of
 * {@code xwb.bench.orders} FIXML orders with an index on the order id; then, for
 * {@code xwb.bench.seconds} per phase, one loop of the kit's insert_order, three get_order of a
 * drawn live id and del_order of the oldest, single-threaded.
 *
 * <p>Phases alternate between the database as loaded and the same database holding one more
 * document whose root declares another default namespace (a probe, added and deleted between
 * phases). BaseX 13.0 caches "the common default namespace of all documents" per database
 * (Namespaces.defaultNs, used to compile and match every name test) and drops the cache on every
 * update (Data.modified); recomputing it reads the root of every document from the table file. With
 * two different default namespaces in the database BaseX answers "none" from its namespace sets
 * at once, without reading the roots. The difference between the phases is that recomputation:
 * a cost of the engine that no BaseX option controls. The probe changes what the collection holds,
 * so XWB does not use it; it is here to measure.
 */
class BaseXUpdateCostBenchmark {

    private static final int ORDERS = Integer.getInteger("xwb.bench.orders", 5_000);
    private static final int SECONDS = Integer.getInteger("xwb.bench.seconds", 20);
    private static final int PAIRS = Integer.getInteger("xwb.bench.pairs", 2);
    private static final long FIRST_ID = 200_000;

    private static final String ADD_PROBE = "db:add('orders', <probe xmlns='urn:xwb:probe'/>, 'xwb-probe.xml')";
    private static final String DELETE_PROBE = "db:delete('orders', 'xwb-probe.xml')";

    // the kit's own xquery statements, as the mix runs them (read when the benchmark runs)
    private String insertOrder;
    private String getOrder;
    private String delOrder;

    private static String kitXQuery(Workload mixed, String transaction) {
        return mixed.getTransactions().stream().filter(t -> t.getId().equals(transaction))
                .flatMap(t -> t.getStatements().stream()).filter(st -> st.getDialect().equals("xquery"))
                .map(st -> st.getTexts().get(0)).findFirst().orElseThrow();
    }

    private long nextId = FIRST_ID + ORDERS;
    private long oldestId = FIRST_ID;
    private final Random draws = new Random(1);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void whatOneUpdateCostsTheQueriesAfterIt() throws Exception {
        Workload mixed = WorkloadFiles.load(SampleKit.tpoxFolder().resolve("workloads").resolve("tpox-mixed.xwl"));
        insertOrder = kitXQuery(mixed, "insert_order");
        getOrder = kitXQuery(mixed, "get_order");
        delOrder = kitXQuery(mixed, "del_order");
        Path workspace = Files.createTempDirectory("xwb-basex-update-cost");
        Workload workload = Tpox.workload(Tpox.orders("orders"));
        workload.getCollections().get(0).getIndexes().removeIf(index -> !index.getName().equals("orders_id"));
        Target target = TargetKinds.open(new BaseXKind().defaultProfile().orElseThrow(), new Workspace(workspace));
        try {
            target.createSchema(workload, new SchemaOptions(true, true));
            target.load(workload.getCollections().get(0),
                    DocumentStreams.stream(DocumentStreams.documents(FIRST_ID, ORDERS, Tpox::order)),
                    new LoadOptions(100, 1_000, 1, true), null);
            target.createIndexes(workload);
            target.updateStatistics(workload);
            log(String.format("BaseX %s, %,d orders, index on the order id, %d s per phase, single-threaded; %s",
                    BaseXEngine.VERSION, ORDERS, SECONDS, LocalDateTime.now().withNano(0)));
            log("phase                       insert_order ms  get_order ms  del_order ms  loops/s");
            try (Connection c = target.connect()) {
                for (int pair = 1; pair <= PAIRS; pair++) {
                    phase(c, "as loaded          #" + pair);
                    execute(c, ADD_PROBE);
                    phase(c, "with the probe     #" + pair);
                    execute(c, DELETE_PROBE);
                }
            }
        } finally {
            target.close();
        }
    }

    private void phase(Connection c, String name) throws Exception {
        long[] nanos = new long[3];
        int loops = 0;
        try (PreparedStatement insert = c.prepareStatement(insertOrder);
                PreparedStatement get = c.prepareStatement(getOrder);
                PreparedStatement delete = c.prepareStatement(delOrder)) {
            long end = System.nanoTime() + SECONDS * 1_000_000_000L;
            long warmUpEnd = System.nanoTime() + SECONDS * 200_000_000L; // the first fifth is not counted
            boolean counting = false;
            long countingSince = 0;
            while (System.nanoTime() < end) {
                if (!counting && System.nanoTime() >= warmUpEnd) {
                    counting = true;
                    countingSince = System.nanoTime();
                }
                long t0 = System.nanoTime();
                SQLXML doc = c.createSQLXML();
                try (OutputStream out = doc.setBinaryStream()) {
                    out.write(Tpox.order(nextId++).getBytes(StandardCharsets.UTF_8));
                }
                insert.setSQLXML(1, doc);
                insert.execute();
                long t1 = System.nanoTime();
                for (int k = 0; k < 3; k++) {
                    get.setString(1, Long.toString(oldestId + draws.nextLong(nextId - oldestId)));
                    try (ResultSet rs = get.executeQuery()) {
                        assertTrue(rs.next(), "a live order is found");
                    }
                }
                long t2 = System.nanoTime();
                delete.setString(1, Long.toString(oldestId++));
                delete.execute();
                long t3 = System.nanoTime();
                if (counting) {
                    nanos[0] += t1 - t0;
                    nanos[1] += (t2 - t1) / 3;
                    nanos[2] += t3 - t2;
                    loops++;
                }
            }
            double seconds = (System.nanoTime() - countingSince) / 1e9;
            log(String.format("%-27s %15.3f %13.3f %13.3f %8.1f", name, nanos[0] / 1e6 / loops, nanos[1] / 1e6 / loops,
                    nanos[2] / 1e6 / loops, loops / seconds));
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("count(fn:collection('orders'))")) {
            rs.next();
            long probe = name.startsWith("with") ? 1 : 0;
            assertEquals(ORDERS + probe, Long.parseLong(rs.getString(1)), "each loop inserts one order and deletes one");
        }
    }

    private static void execute(Connection c, String update) throws Exception {
        try (Statement s = c.createStatement()) {
            s.executeUpdate(update);
        }
    }

    private static void log(String line) throws Exception {
        System.out.println(line);
        String file = System.getProperty("xwb.bench.log");
        if (file != null) {
            Files.writeString(Path.of(file), line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
    }
}
