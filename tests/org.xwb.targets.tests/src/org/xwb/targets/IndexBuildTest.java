package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;

/**
 * The XML index build index by index on the embedded PostgreSQL: every index reported once with
 * its entries, no more builds at once than the server's cores, a stop that leaves the indexes not
 * yet started unbuilt, and a failing index that names itself.
 */
@ExtendWith(SharedEmbeddedServer.class)
class IndexBuildTest {

    private static final int ORDERS = 300;

    private static Target target() {
        return SharedEmbeddedServer.target();
    }

    /** Orders on {@code table}, loaded with their five XML indexes deferred. */
    private static Workload loadedOrders(String table, List<Document> extra) throws Exception {
        Collection orders = Tpox.orders(table);
        Workload workload = Tpox.workload(orders);
        target().createSchema(workload, new SchemaOptions(true, true));
        List<Document> docs = new ArrayList<>(DocumentStreams.documents(1, ORDERS, Tpox::order));
        docs.addAll(extra);
        target().load(orders, DocumentStreams.stream(docs), new LoadOptions(100, 100, 1, true), LoadListener.NONE);
        return workload;
    }

    private static Set<String> indexesOn(String table) throws SQLException {
        String names = Sql.scalar(target(), "SELECT coalesce(string_agg(indexname, ',' ORDER BY indexname), '') "
                + "FROM pg_indexes WHERE tablename = ? AND indexname <> ?", table, table + "_pkey");
        return names.isEmpty() ? new TreeSet<>() : new TreeSet<>(List.of(names.split(",")));
    }

    private static Set<String> names(Workload workload) {
        Set<String> names = new TreeSet<>();
        for (XmlIndex index : workload.getCollections().get(0).getIndexes()) {
            names.add(index.getName());
        }
        return names;
    }

    /** Records what it hears, and how many builds ran at once at most. */
    private static class Recording implements IndexBuildListener {
        final List<String> started = new CopyOnWriteArrayList<>();
        final List<IndexBuilt> built = new CopyOnWriteArrayList<>();
        final AtomicInteger running = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();

        @Override
        public void indexStarted(String index, String collection, int number, int total) {
            started.add(index);
            mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
        }

        @Override
        public void indexBuilt(IndexBuilt index) {
            running.decrementAndGet();
            built.add(index);
        }
    }

    @Test
    void everyIndexIsBuiltAndReportedOnceWithItsEntries() throws Exception {
        Workload workload = loadedOrders("ib_all", List.of());
        Recording heard = new Recording();

        target().createIndexes(workload, heard, () -> false);

        assertEquals(names(workload), indexesOn("ib_all"), "all five XML indexes exist");
        assertEquals(names(workload), new TreeSet<>(heard.started), "each started once");
        assertEquals(5, heard.started.size());
        assertEquals(5, heard.built.size());
        for (int i = 0; i < 5; i++) {
            IndexBuildListener.IndexBuilt built = heard.built.get(i);
            assertEquals(i + 1, built.number(), "numbered in the order they finished");
            assertEquals(5, built.total());
            assertEquals("orders", built.collection());
            assertEquals(ORDERS, built.entries(), built.index() + ": one entry per document");
            assertTrue(built.seconds() >= 0);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(heard.mostAtOnce.get() <= cores, "at most one build per core, saw " + heard.mostAtOnce.get());
    }

    @Test
    void aStopLeavesTheIndexesNotYetStartedUnbuilt() throws Exception {
        Workload workload = loadedOrders("ib_stop", List.of());
        AtomicBoolean stop = new AtomicBoolean();
        Recording heard = new Recording() {
            @Override
            public void indexBuilt(IndexBuilt index) {
                super.indexBuilt(index);
                stop.set(true); // as the Stop button does after the first index
            }
        };

        target().createIndexes(workload, heard, stop::get);

        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(heard.started.size() <= Math.max(1, cores),
                "only the builds running when Stop came finish: " + heard.started);
        assertEquals(heard.started.size(), heard.built.size(), "every started build finished");
        assertEquals(new TreeSet<>(heard.started), indexesOn("ib_stop"), "exactly the reported indexes exist");
    }

    @Test
    void aFailingIndexEndsTheBuildAndNamesItsStatementAndTheValue() throws Exception {
        Document badDate = new Document(9999, "bad-9999.xml#1",
                Tpox.order(9999).replaceFirst("TrdDt=\"[^\"]*\"", "TrdDt=\"25.06.2003\"").getBytes());
        Workload workload = loadedOrders("ib_fail", List.of(badDate));

        SQLException failure = assertThrows(SQLException.class,
                () -> target().createIndexes(workload, IndexBuildListener.NONE, () -> false));

        assertTrue(failure.getMessage().contains("CREATE INDEX IF NOT EXISTS ib_fail_trddt"), failure.getMessage());
        assertTrue(failure.getMessage().contains("not an xs:date: \"25.06.2003\""), failure.getMessage());
        assertTrue(!indexesOn("ib_fail").contains("ib_fail_trddt"), "the failed index is not there");
    }

    @Test
    void statisticsOfEveryTableAndIndexExpressionAreRefreshed() throws Exception {
        Collection orders = Tpox.orders("ib_stats_orders");
        Collection customers = Tpox.customers("ib_stats_customers");
        Workload workload = Tpox.workload(orders, customers);
        target().createSchema(workload, new SchemaOptions(true, false));
        target().load(orders, DocumentStreams.stream(DocumentStreams.documents(1, 50, Tpox::order)),
                new LoadOptions(50, 50, 1, true), LoadListener.NONE);
        target().load(customers, DocumentStreams.stream(DocumentStreams.documents(1, 50, Tpox::customer)),
                new LoadOptions(50, 50, 1, true), LoadListener.NONE);

        target().updateStatistics(workload);

        String statistics = "SELECT count(*) FROM pg_stats WHERE tablename = ? AND attname = 'id'";
        assertEquals("1", Sql.scalar(target(), statistics, "ib_stats_orders"));
        assertEquals("1", Sql.scalar(target(), statistics, "ib_stats_customers"));
        assertTrue(Long.parseLong(Sql.scalar(target(), "SELECT count(*) FROM pg_stats WHERE tablename = ?",
                "ib_stats_orders_sym")) > 0, "the XML index's expression has statistics");
    }
}
