package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.XwbFactory;
import org.xwb.targets.jdbc.DocumentLoader;
import org.xwb.core.target.LoadFailedException;
import org.xwb.targets.testing.CountingConnections;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;
import org.xwb.testing.Poll;

/** Loading real TPoX documents into the embedded PostgreSQL with the seed 004 knobs. */
@ExtendWith(SharedEmbeddedServer.class)
class PostgresLoadTest {

    @TempDir
    Path temp;

    private static Target target() {
        return SharedEmbeddedServer.target();
    }

    private static Collection freshCustomers(String table) throws SQLException {
        Collection customers = Tpox.customers(table);
        target().createSchema(Tpox.workload(customers), new SchemaOptions(true, false));
        return customers;
    }

    /** Every committed transaction has its own xid, so distinct xmin values count the commits. */
    private static long commits(String table) throws SQLException {
        return Long.parseLong(Sql.scalar(target(), "SELECT count(DISTINCT xmin::text) FROM " + table));
    }

    private static Document bad(long id, String content) {
        return new Document(id, "bad-" + id + ".xml#1", content.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void batchesAndCommitsFollowTheKnobsExactly() throws Exception {
        Collection customers = freshCustomers("load_knobs");
        CountingConnections counting = new CountingConnections();
        DocumentLoader loader = new DocumentLoader(() -> counting.wrap(target().connect()),
                "INSERT INTO load_knobs (id, doc) VALUES (?, ?)", new LoadOptions(30, 100, 1, false), LoadListener.NONE,
                ErrorClassifier.STANDARD);

        LoadReport report = loader.load(DocumentStreams.stream(DocumentStreams.documents(1, 230, Tpox::customer)));

        assertEquals(230, report.documents());
        long bytes = 0;
        for (long id = 1; id <= 230; id++) {
            bytes += Tpox.customer(id).length(); // ASCII: one byte a character
        }
        assertEquals(bytes, report.bytes());
        assertTrue(report.rejected().isEmpty());
        assertEquals(List.of(30, 30, 30, 10, 30, 30, 30, 10, 30), counting.batchSizes(), "a batch never spans a commit");
        assertEquals(3, commits("load_knobs"), "commits after 100, 200 and the last 30");
        assertEquals(230, Sql.count(target(), "load_knobs"));
        assertEquals("Marjo", Sql.scalar(target(), "SELECT (xpath('/c:Customer/c:Name/c:FirstName/text()', doc, "
                + "ARRAY[ARRAY['c', '" + Tpox.CUSTACC_NS + "']]))[1]::text FROM load_knobs WHERE id = 7"));
    }

    @Test
    void parallelLoadersStoreEveryDocumentOnce() throws Exception {
        Collection customers = freshCustomers("load_parallel");
        LoadReport report = target().load(customers, DocumentStreams.stream(DocumentStreams.documents(1, 1000, Tpox::customer)),
                new LoadOptions(50, 200, 3, false), LoadListener.NONE);

        assertEquals(1000, report.documents());
        assertEquals(1000, Sql.count(target(), "load_parallel"));
        assertEquals("1000", Sql.scalar(target(), "SELECT count(DISTINCT id) FROM load_parallel"));
        assertTrue(commits("load_parallel") >= 5 && commits("load_parallel") <= 7, "about 1000/200 commits");
    }

    @Test
    void aMalformedDocumentIsReportedWithItsOriginAndTheDatabasesReasonAndTheLoadGoesOn() throws Exception {
        Collection customers = freshCustomers("load_malformed");
        List<Document> docs = new ArrayList<>(DocumentStreams.documents(1, 120, Tpox::customer));
        docs.add(57, bad(9001, "<Customer xmlns='" + Tpox.CUSTACC_NS + "' id='9001'><Name></Customer>"));
        docs.add(90, bad(42, Tpox.customer(42))); // a duplicate id
        List<String> heard = new CopyOnWriteArrayList<>();

        LoadReport report = target().load(customers, DocumentStreams.stream(docs), new LoadOptions(25, 50, 1, false),
                new LoadListener() {
                    @Override
                    public void rejected(String origin, String reason) {
                        heard.add(origin);
                    }
                });

        assertEquals(120, report.documents(), "every good document of the failed batches is stored");
        assertEquals(120, Sql.count(target(), "load_malformed"));
        assertEquals(2, report.rejected().size(), report.rejected().toString());
        LoadReport.Rejected malformed = report.rejected().get(0);
        assertEquals("bad-9001.xml#1", malformed.origin());
        assertTrue(malformed.reason().startsWith("invalid XML content"), malformed.reason());
        assertTrue(malformed.reason().contains("2200N"), malformed.reason());
        assertFalse(malformed.reason().contains("<Customer"), "no document echo: " + malformed.reason());
        assertTrue(report.rejected().get(1).reason().contains("duplicate key"), report.rejected().get(1).reason());
        assertEquals(List.of("bad-9001.xml#1", "bad-42.xml#1"), heard);
    }

    @Test
    void strictStopsAtTheFirstBadDocumentAndKeepsWhatCameBefore() throws Exception {
        Collection customers = freshCustomers("load_strict");
        List<Document> docs = new ArrayList<>(DocumentStreams.documents(1, 300, Tpox::customer));
        docs.set(149, bad(150, "<Customer xmlns='" + Tpox.CUSTACC_NS + "' id='150'>"));

        LoadReport report = target().load(customers, DocumentStreams.stream(docs), new LoadOptions(20, 50, 1, true),
                LoadListener.NONE);

        assertEquals(1, report.rejected().size());
        assertEquals(149, report.documents());
        assertEquals(149, Sql.count(target(), "load_strict"));
        assertEquals("149", Sql.scalar(target(), "SELECT max(id) FROM load_strict"));
    }

    @Test
    void anUnreadableDocumentFromTheStreamIsReportedAndTheLoadGoesOn() throws Exception {
        Collection customers = freshCustomers("load_unreadable");
        Iterator<Document> good = DocumentStreams.documents(1, 10, Tpox::customer).iterator();
        int[] served = { 0 };
        DocumentStream stream = new DocumentStream() {
            @Override
            public boolean hasNext() {
                return good.hasNext();
            }

            @Override
            public Document next() {
                if (++served[0] == 4) {
                    throw new DocumentStream.UnreadableDocumentException("c.xml#4", "no id at /c:Customer/@id");
                }
                return good.next();
            }
        };

        LoadReport report = target().load(customers, stream, new LoadOptions(3, 6, 1, false), LoadListener.NONE);

        assertEquals(10, report.documents());
        assertEquals(List.of(new LoadReport.Rejected("c.xml#4", "no id at /c:Customer/@id")), report.rejected());
    }

    @Test
    void deferredIndexesAreCreatedAfterTheLoad() throws Exception {
        Collection orders = Tpox.orders("load_deferred");
        target().createSchema(Tpox.workload(orders), new SchemaOptions(true, true));
        assertEquals("0", Sql.scalar(target(), "SELECT count(*) FROM pg_indexes WHERE tablename = 'load_deferred' "
                + "AND indexname <> 'load_deferred_pkey'"));

        target().load(orders, DocumentStreams.stream(DocumentStreams.documents(1, 200, Tpox::order)), new LoadOptions(100, 100, 2, true),
                LoadListener.NONE);
        target().createIndexes(Tpox.workload(orders));

        assertEquals("5", Sql.scalar(target(), "SELECT count(*) FROM pg_indexes WHERE tablename = 'load_deferred' "
                + "AND indexname <> 'load_deferred_pkey'"));
        assertEquals(200, Sql.count(target(), "load_deferred"));
    }

    @Test
    void droppingTheXmlIndexesKeepsTheTableAndItsDocuments() throws Exception {
        Collection orders = Tpox.orders("load_dropped");
        target().createSchema(Tpox.workload(orders), new SchemaOptions(true, false));
        target().load(orders, DocumentStreams.stream(DocumentStreams.documents(1, 20, Tpox::order)),
                new LoadOptions(10, 10, 1, true), LoadListener.NONE);
        String indexes = "SELECT count(*) FROM pg_indexes WHERE tablename = 'load_dropped' AND indexname <> 'load_dropped_pkey'";
        assertEquals("5", Sql.scalar(target(), indexes));

        target().dropIndexes(Tpox.workload(orders));
        assertEquals("0", Sql.scalar(target(), indexes));
        assertEquals(20, Sql.count(target(), "load_dropped"), "the documents stay");
        target().dropIndexes(Tpox.workload(orders)); // indexes already gone: nothing to do, no error
        target().createIndexes(Tpox.workload(orders));
        assertEquals("5", Sql.scalar(target(), indexes), "and they can be created again");
    }

    @Test
    void withIndexesBeforeTheLoadAValueThatIsNotAnXsDateRejectsItsDocument() throws Exception {
        Collection orders = Tpox.orders("load_baddate");
        target().createSchema(Tpox.workload(orders), new SchemaOptions(true, false));
        List<Document> docs = new ArrayList<>(DocumentStreams.documents(1, 5, Tpox::order));
        docs.add(bad(99, Tpox.order(99).replaceFirst("TrdDt=\"[^\"]*\"", "TrdDt=\"25.06.2003\"")));

        LoadReport report = target().load(orders, DocumentStreams.stream(docs), new LoadOptions(10, 10, 1, false), LoadListener.NONE);

        assertEquals(5, report.documents());
        assertTrue(report.rejected().get(0).reason().contains("not an xs:date: \"25.06.2003\""),
                report.rejected().get(0).reason());
    }

    @Test
    void progressIsReportedAboutOnceASecond() throws Exception {
        Collection customers = freshCustomers("load_progress");
        Iterator<Document> docs = DocumentStreams.documents(1, 60, Tpox::customer).iterator();
        List<LoadListener.LoadProgress> heard = new CopyOnWriteArrayList<>();
        // events, not sleeps: before documents 21 and 41 the stream waits for the clock's next tick, so
        // the load spans two ticks however fast or slow the machine is
        DocumentStream gated = new DocumentStream() {
            private int given;

            @Override
            public boolean hasNext() {
                return docs.hasNext();
            }

            @Override
            public Document next() {
                if (given > 0 && given % 20 == 0) {
                    int ticks = given / 20;
                    try {
                        Poll.until("progress tick " + ticks, Duration.ofSeconds(60), () -> heard.size() >= ticks);
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
                given++;
                return docs.next();
            }
        };

        long start = System.nanoTime();
        LoadReport report = target().load(customers, gated, new LoadOptions(5, 5, 1, false), new LoadListener() {
            @Override
            public void progress(LoadListener.LoadProgress progress) {
                heard.add(progress);
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;

        // about once a second: at least the two ticks the stream waited for, at most one per second plus the last
        assertTrue(heard.size() >= 2 && heard.size() <= seconds + 1, "ticks in " + seconds + " s: " + heard);
        LoadListener.LoadProgress first = heard.stream().filter(p -> p.documents() > 0).findFirst().orElseThrow();
        assertTrue(first.docsPerSecond() > 0 && first.mbPerSecond() > 0, first.toString());
        // running totals; the load's end adds a last tick unless one came under 50 ms before it
        for (int i = 1; i < heard.size(); i++) {
            assertTrue(heard.get(i).documents() >= heard.get(i - 1).documents() && heard.get(i).documents() <= 60,
                    "ticks count up to the 60 loaded: " + heard);
        }
        assertEquals(60, report.documents());
        assertEquals(heard, report.timeline());
    }

    @Test
    void aLostConnectionEndsTheLoadNamingTheUncommittedDocuments() throws Exception {
        Collection customers = freshCustomers("load_killed");
        Iterator<Document> docs = DocumentStreams.documents(1, 400, Tpox::customer).iterator();
        DocumentStream stream = new DocumentStream() {
            @Override
            public boolean hasNext() {
                return docs.hasNext();
            }

            @Override
            public Document next() {
                Document d = docs.next();
                if (d.id() == 150) { // 100 committed, 49 inserted and pending: cut the loader's connection
                    try {
                        Sql.execute(target(), "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                + "WHERE state = 'idle in transaction' AND datname = current_database()");
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }
                return d;
            }
        };

        LoadFailedException failure = assertThrows(LoadFailedException.class,
                () -> target().load(customers, stream, new LoadOptions(10, 100, 1, false), LoadListener.NONE));

        assertEquals(100, failure.partial().documents());
        assertEquals(100, Sql.count(target(), "load_killed"));
        assertTrue(failure.getMessage().contains("were not committed"), failure.getMessage());
        assertTrue(failure.getMessage().contains("generated 101"), failure.getMessage());
    }

    @Test
    void tpoxBatchFilesAreReadWithIdsFromTheIdPathAndLoaded() throws Exception {
        Collection customers = freshCustomers("load_files");
        Path folder = Files.createDirectories(temp.resolve("cust"));
        for (int file = 1; file <= 3; file++) { // three batch files of four real CustAcc documents each
            StringBuilder batch = new StringBuilder();
            for (int i = 0; i < 4; i++) {
                batch.append(Tpox.customer(file * 100 + i)).append("\r\n");
            }
            Files.writeString(folder.resolve("custacc" + file + ".xml"), batch);
        }
        DocumentSource source = XwbFactory.eINSTANCE.createDocumentSource();
        source.setDirectory("cust");
        source.setFilePrefix("custacc");
        source.setFilePostfix(".xml");
        source.setFirstFileId(1);
        source.setLastFileId(3);
        source.setDocsPerFile(4);
        customers.setDocuments(source);

        LoadReport report = target().load(customers, CollectionDocuments.open(customers, temp),
                new LoadOptions(5, 5, 2, true), LoadListener.NONE);

        assertEquals(12, report.documents());
        assertEquals("100,101,102,103,200,201,202,203,300,301,302,303",
                Sql.scalar(target(), "SELECT string_agg(id::text, ',' ORDER BY id) FROM load_files"));
        assertEquals("Villoldo", Sql.scalar(target(), "SELECT (xpath('/c:Customer/c:Name/c:LastName/text()', doc, "
                + "ARRAY[ARRAY['c', '" + Tpox.CUSTACC_NS + "']]))[1]::text FROM load_files WHERE id = 202"));
    }

    @Test
    void loadingIntoAMissingTableIsOneClearError() throws Exception {
        Collection missing = Tpox.customers("no_such_table");
        SQLException error = assertThrows(SQLException.class, () -> target().load(missing,
                DocumentStreams.stream(DocumentStreams.documents(1, 3, Tpox::customer)), LoadOptions.DEFAULT, LoadListener.NONE));
        assertTrue(error.getMessage().contains("no_such_table is not there"), error.getMessage());
    }

    @Test
    void allRealTpoxDocumentsAreAcceptedAsXml() throws Exception {
        Collection any = Tpox.customers("load_all_kinds");
        target().createSchema(Tpox.workload(any), new SchemaOptions(true, false));
        List<Document> docs = new ArrayList<>();
        for (int i = 0; i < Tpox.FILES.size(); i++) {
            docs.add(new Document(i + 1, Tpox.FILES.get(i), Tpox.bytes(Tpox.FILES.get(i))));
        }
        LoadReport report = target().load(any, DocumentStreams.stream(docs), new LoadOptions(7, 7, 1, true), LoadListener.NONE);
        assertEquals(7, report.documents(), report.rejected().toString());
    }
}
