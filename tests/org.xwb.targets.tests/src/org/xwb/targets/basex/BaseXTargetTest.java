package org.xwb.targets.basex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLXML;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;
import org.xwb.testing.Poll;
import org.xwb.testing.TemporaryFolders;

/**
 * The embedded XQuery target on a real BaseX: a database per collection loaded with the batch and
 * commit knobs, value indexes, queries and updates through its JDBC connection with external
 * variables bound by type, BaseX's plan with the index it uses, and its errors classified.
 */
class BaseXTargetTest {

    static final String O = "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; ";
    static final String GET_ORDER = O + "declare variable $id as xs:string external; "
            + "fn:collection(\"orders\")/o:FIXML/o:Order[@ID = $id]";
    private static final int ORDERS = 200;

    private static Path workspace;
    private static Target target;
    private static Workload workload;
    private static LoadReport loaded;

    @BeforeAll
    static void loadOrders() throws Exception {
        workspace = Files.createTempDirectory("xwb-basex-test");
        target = TargetKinds.open(new BaseXKind().defaultProfile().orElseThrow(), new Workspace(workspace));
        workload = XwbFactory.eINSTANCE.createWorkload();
        workload.getCollections().add(Tpox.orders("orders"));
        target.createSchema(workload, new SchemaOptions(true, true));
        List<Document> documents = new ArrayList<>(DocumentStreams.documents(100_000, ORDERS, Tpox::order));
        documents.add(50, new Document(999_999, "orders/broken.xml#1", "<FIXML><Order ID=\"1\"></FIXML>".getBytes()));
        loaded = target.load(collection(), DocumentStreams.stream(documents), new LoadOptions(7, 30, 2, false), null);
        target.createIndexes(workload);
        target.updateStatistics(workload);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(workspace);
    }

    private static Collection collection() {
        return workload.getCollections().get(0);
    }

    @Test
    void theTargetIsTheWorkspacesBaseXRunningXQuery() throws Exception {
        assertEquals("basex", target.info().kind());
        assertEquals("xquery", target.dialect());
        assertTrue(target.serverVersion().startsWith("BaseX 13."), target.serverVersion());
        Path databases = workspace.resolve(".xwb").resolve("basex");
        assertTrue(Files.isDirectory(databases.resolve("orders")), "one database per collection under the workspace");
        assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(databases)));
        assertTrue(TargetKinds.find("basex").orElseThrow().runs("XQuery"));
        assertEquals("serializable asked; BaseX runs each statement atomically under its database locks",
                target.isolationName(org.xwb.core.target.IsolationLevel.SERIALIZABLE));
    }

    @Test
    void aLoadStoresEveryGoodDocumentAndNamesTheBadOne() throws Exception {
        assertEquals(ORDERS, loaded.documents());
        assertEquals(1, loaded.rejected().size());
        assertEquals("orders/broken.xml#1", loaded.rejected().get(0).origin());
        assertTrue(loaded.rejected().get(0).reason().startsWith("line 1: ") && loaded.rejected().get(0).reason().contains("Order"),
                loaded.rejected().get(0).reason());
        assertFalse(loaded.timeline().isEmpty());
        assertEquals(List.of(String.valueOf(ORDERS)), rows("count(fn:collection('orders'))"));
        assertEquals(List.of("100042.xml"), rows(O + "db:path(fn:collection('orders')[o:FIXML/o:Order/@ID = '100042'])"),
                "each document is named by its id");
    }

    @Test
    void aStrictLoadStopsAtTheBadDocumentKeepingWhatCameBefore() throws Exception {
        Workload strict = XwbFactory.eINSTANCE.createWorkload();
        strict.getCollections().add(Tpox.orders("strict_orders"));
        target.createSchema(strict, new SchemaOptions(true, false));
        List<Document> documents = new ArrayList<>(DocumentStreams.documents(1, 10, Tpox::order));
        documents.add(4, new Document(0, "bad#1", "not xml".getBytes()));
        LoadReport report = target.load(strict.getCollections().get(0), DocumentStreams.stream(documents),
                new LoadOptions(3, 100, 1, true), null);
        assertEquals(4, report.documents());
        assertEquals(List.of("4"), rows("count(fn:collection('strict_orders'))"));
        target.dropSchema(strict);
        assertEquals(List.of("false"), rows("db:exists('strict_orders')"));
    }

    @Test
    void explainOfGetOrderShowsTheAttributeIndexItUses() throws Exception {
        Plan plan = target.explain(GET_ORDER, List.of(new ParameterBinder.Typed(ParameterType.BIGINT, 100_007L)), false);

        assertEquals("xquery", plan.dialect());
        assertTrue(plan.usesXmlIndex(), plan.raw());
        PlanNode access = find(plan.root(), "ValueAccess");
        assertEquals(PlanNode.Kind.XML_INDEX_SCAN, access.kind());
        assertEquals("orders", access.object());
        assertEquals("attribute", access.details().get("index"));
        assertEquals("100007", find(access, "Str").details().get("value"), "the bound value, as the string the index holds");
        assertTrue(plan.raw().startsWith("<QueryPlan"), plan.raw());

        Plan analyzed = target.explain(GET_ORDER, List.of("100007"), true);
        assertTrue(analyzed.analyzed());
        assertEquals(1.0, analyzed.root().actualRows());
    }

    /**
     * BaseX locks the databases a query names before it runs (one writer or many readers per
     * database, Transaction Management: https://docs.basex.org/wiki/Transactions); the plan's root
     * says which. A database name computed at run time makes BaseX lock every database.
     */
    @Test
    void thePlanNamesTheDatabasesBaseXLocksForTheQuery() throws Exception {
        Plan read = target.explain(GET_ORDER, List.of("100007"), false);
        assertEquals("orders", read.root().details().get("read locks"));
        assertEquals("none", read.root().details().get("write locks"));
        String text = org.xwb.targets.text.PlanText.render(read, "basex");
        assertTrue(text.contains("read locks: orders") && text.contains("write locks: none"), text);

        Plan delete = target.explain(O + "declare variable $id as xs:string external; for $o in fn:collection(\"orders\")"
                + "/o:FIXML[o:Order/@ID = $id] return db:delete(\"orders\", db:path($o))", List.of("100007"), false);
        assertEquals("orders", delete.root().details().get("write locks"));

        Plan computed = target.explain("declare variable $db as xs:string external; count(fn:collection($db))",
                List.of("orders"), false);
        assertEquals("(all databases)", computed.root().details().get("read locks"), computed.root().details().toString());
    }

    /**
     * A collection without XML indexes (an imported TPoX workload has none) gets BaseX's value
     * indexes over every name when it is created, also when indexes are deferred: nothing would
     * create them after the load, and its queries would read every document.
     */
    @Test
    void aCollectionWithoutXmlIndexesIsIndexedOnEveryValue() throws Exception {
        Workload plain = XwbFactory.eINSTANCE.createWorkload();
        plain.getCollections().add(Tpox.orders("plain_orders"));
        plain.getCollections().get(0).getIndexes().clear();
        SchemaOptions deferred = new SchemaOptions(true, true);
        assertEquals(List.of("DROP DB plain_orders", "CREATE DB plain_orders (UPDINDEX true, AUTOOPTIMIZE false, TEXTINCLUDE all, "
                + "ATTRINCLUDE all, TOKENINCLUDE all)"), target.schemaDdl(plain, deferred));
        List<String> indexed = target.schemaDdl(workload, deferred);
        assertEquals("CREATE DB orders (UPDINDEX true, AUTOOPTIMIZE false)", indexed.get(1));
        assertTrue(indexed.get(2).startsWith("CREATE INDEX TEXT, ATTRIBUTE, TOKEN ON orders ("),
                "a collection with XML indexes gets them after the load: " + indexed);

        target.createSchema(plain, deferred);
        target.load(plain.getCollections().get(0), DocumentStreams.stream(DocumentStreams.documents(1, 10, Tpox::order)),
                new LoadOptions(5, 10, 1, true), null);
        Plan plan = target.explain(GET_ORDER.replace("\"orders\"", "\"plain_orders\""), List.of("7"), false);

        assertTrue(plan.usesXmlIndex(), plan.raw());
        assertEquals("plain_orders", find(plan.root(), "ValueAccess").object());
        target.dropSchema(plain);
    }

    @Test
    void aNumericComparisonScansEveryDocument() throws Exception {
        String byNumber = GET_ORDER.replace("as xs:string", "as xs:integer");
        Plan plan = target.explain(byNumber, List.of(100_007L), false);
        assertFalse(plan.usesXmlIndex(), "BaseX's value indexes hold strings: " + plan.raw());
        PlanNode scan = find(plan.root(), "DBNodeSeq");
        assertEquals(PlanNode.Kind.TABLE_SCAN, scan.kind());
        assertEquals((double) ORDERS, scan.estimatedRows());
    }

    @Test
    void queriesBindExternalVariablesByTypeAndUpdatesApply() throws Exception {
        try (Connection c = target.connect(); PreparedStatement get = c.prepareStatement(GET_ORDER)) {
            c.setAutoCommit(false);
            get.setLong(1, 100_013L); // a BIGINT marker, cast to the declared xs:string
            try (ResultSet rs = get.executeQuery()) {
                assertEquals(1, rs.getMetaData().getColumnCount());
                assertTrue(rs.next());
                assertTrue(rs.getString(1).startsWith("<Order ") && rs.getString(1).contains("ID=\"100013\""), rs.getString(1));
                assertFalse(rs.next());
            }
            try (PreparedStatement add = c.prepareStatement("declare variable $doc as document-node() external; "
                    + "db:add(\"orders\", $doc, \"added.xml\")")) {
                SQLXML xml = c.createSQLXML();
                try (OutputStream out = xml.setBinaryStream()) {
                    out.write(Tpox.order(300_001).getBytes(StandardCharsets.UTF_8));
                }
                add.setSQLXML(1, xml);
                assertFalse(add.execute(), "an updating query has no result set");
                assertEquals(1, add.getUpdateCount());
            }
            c.commit();
            try (PreparedStatement price = c.prepareStatement(O + "declare variable $id external; declare variable $cash external;"
                    + " replace value of node fn:collection('orders')/o:FIXML/o:Order[@ID = $id]/o:OrdQty/@Cash with $cash")) {
                price.setString(1, "300001");
                price.setBigDecimal(2, new java.math.BigDecimal("12.50"));
                assertEquals(1, price.executeUpdate());
            }
            assertEquals(List.of("12.5"), rows(O + "fn:collection('orders')/o:FIXML/o:Order[@ID = '300001']/o:OrdQty/@Cash/string()"));
            try (Statement delete = c.createStatement()) {
                assertTrue(delete.executeUpdate("db:delete('orders', 'added.xml')") >= 1, "the updates BaseX applied");
            }
        }
        assertEquals(List.of(String.valueOf(ORDERS)), rows("count(fn:collection('orders'))"));
    }

    /**
     * Workload sessions run with AUTOFLUSH off and the database stays open between statements: a
     * committed update is in memory at once and in the files after the next flush (every
     * BaseXOpenDatabases.FLUSH_INTERVAL_MS), without closing the database. A copy of its files,
     * opened by a BaseX of its own, shows it.
     */
    @Test
    void aCommittedUpdateReachesTheFilesWithTheNextFlushWhileItsDatabaseStaysOpen() throws Exception {
        try (Connection c = target.connect(); Statement add = c.createStatement()) {
            add.executeUpdate("db:add('orders', <FIXML xmlns='http://www.fixprotocol.org/FIXML-4-4'><Order ID='400001'/>"
                    + "</FIXML>, 'flushed.xml')");
        }
        try {
            Path files = workspace.resolve(".xwb").resolve("basex").resolve("orders");
            Poll.until("the added document in a copy of the open database's files", Duration.ofSeconds(20),
                    () -> copyHolds(files, "flushed.xml"));
        } finally {
            try (Connection c = target.connect(); Statement delete = c.createStatement()) {
                delete.executeUpdate("db:delete('orders', 'flushed.xml')");
            }
        }
    }

    /**
     * Opens a copy of the database's files with a BaseX of its own; a copy taken mid-flush counts as
     * not yet, and so does one whose file list changed while it was copied (BaseX removes files such
     * as its update marker while it works).
     */
    private static boolean copyHolds(Path files, String document) throws Exception {
        Path copy = Files.createTempDirectory("xwb-basex-copy");
        try {
            Files.createDirectories(copy.resolve("orders"));
            try (var list = Files.list(files)) {
                for (Path file : list.toList()) {
                    Files.copy(file, copy.resolve("orders").resolve(file.getFileName()));
                }
            } catch (java.nio.file.NoSuchFileException removedMeanwhile) {
                return false;
            }
            org.basex.core.StaticOptions statics = new org.basex.core.StaticOptions(false);
            statics.set(org.basex.core.StaticOptions.DBPATH, copy.toString());
            statics.set(org.basex.core.StaticOptions.LOG, "false");
            org.basex.core.Context other = new org.basex.core.Context(statics);
            try {
                return "true".equals(new org.basex.core.cmd.XQuery("db:exists('orders', '" + document + "')").execute(other));
            } catch (org.basex.core.BaseXException | RuntimeException torn) {
                return false;
            } finally {
                other.close();
            }
        } finally {
            TemporaryFolders.delete(copy);
        }
    }

    @Test
    void errorsCarryTheirXQueryCodeAndAreClassified() throws Exception {
        ErrorClassifier errors = target.errors();
        SQLException syntax = failure("for $x in");
        assertEquals("42000", syntax.getSQLState());
        assertTrue(syntax.getMessage().contains("XPST0003"), syntax.getMessage());
        assertTrue(ErrorClassifier.rejectsInput(syntax));
        SQLException cast = failure("xs:integer('twelve')");
        assertEquals("22000", cast.getSQLState());
        assertEquals(ErrorClass.OTHER, errors.classify(cast));
        assertEquals("42S02", failure("db:get('no_such_collection')").getSQLState());
        // BaseX 13 reads a collection that is no database from the file system, which workload sessions may not do
        SQLException missing = failure("fn:collection('no_such_collection')");
        assertEquals("42501", missing.getSQLState(), missing.getMessage());
        assertTrue(missing.getMessage().contains("no_such_collection"), missing.getMessage());
        SQLException files = failure("file:read-text('/etc/hostname')");
        assertEquals("42501", files.getSQLState(), "workload statements may not read files: " + files.getMessage());
        assertEquals("42501", failure("db:drop('orders')").getSQLState());

        Connection closed = target.connect();
        PreparedStatement statement = closed.prepareStatement("1");
        closed.close();
        SQLException gone = assertThrows(SQLException.class, statement::executeQuery);
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(gone));
        try (Connection c = target.connect()) {
            SQLException unsupported = assertThrows(SQLFeatureNotSupportedException.class, () -> c.prepareCall("x"));
            assertTrue(unsupported.getMessage().contains("Connection.prepareCall"), unsupported.getMessage());
        }
    }

    @Test
    void aRunningQueryIsCancelled() throws Exception {
        try (Connection c = target.connect(); Statement s = c.createStatement()) {
            AtomicReference<SQLException> failure = new AtomicReference<>();
            CompletableFuture<Void> running = CompletableFuture.runAsync(() -> {
                try {
                    s.execute("sum(for $i in 1 to 100000000000 return $i mod 7)");
                } catch (SQLException e) {
                    failure.set(e);
                }
            });
            // cancel is a no-op until the query runs: repeat it until the query has ended
            Poll.until("the query ended by cancel", Duration.ofSeconds(60), () -> {
                target.cancel(s);
                return running.isDone();
            });
            running.get(5, TimeUnit.SECONDS);
            assertEquals("57014", failure.get().getSQLState(), String.valueOf(failure.get()));
            assertEquals(ErrorClass.CANCELLED, target.errors().classify(failure.get()));
        }
        assertEquals(List.of("2"), rows("1 + 1"), "the engine is fine afterwards");
    }

    @Test
    void documentsAreBoundWithoutEntitiesOrInclusions() throws Exception {
        Path secret = Files.writeString(workspace.resolve("secret.txt"), "TOP-SECRET");
        String include = "<r xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"" + secret.toUri()
                + "\" parse=\"text\"/></r>";
        String entity = "<!DOCTYPE r [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]><r>&x;</r>";
        for (String document : List.of(include, entity)) {
            try (Connection c = target.connect();
                    PreparedStatement echo = c.prepareStatement("declare variable $d as document-node() external; $d")) {
                echo.setCharacterStream(1, new java.io.StringReader(document), document.length());
                try (ResultSet rs = echo.executeQuery()) {
                    assertTrue(rs.next());
                    assertFalse(rs.getString(1).contains("TOP-SECRET"), rs.getString(1));
                }
            }
        }
    }

    /** The rows a query returns, through the target's own connection. */
    static List<String> rows(String xquery) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = target.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(xquery)) {
            while (rs.next()) {
                rows.add(rs.getString(1));
            }
        }
        return rows;
    }

    private static SQLException failure(String xquery) {
        return assertThrows(SQLException.class, () -> rows(xquery), xquery);
    }

    static PlanNode find(PlanNode node, String operator) {
        if (node.operator().equals(operator)) {
            return node;
        }
        for (PlanNode child : node.children()) {
            PlanNode found = findOrNull(child, operator);
            if (found != null) {
                return found;
            }
        }
        throw new AssertionError("no " + operator + " below " + node.operator());
    }

    private static PlanNode findOrNull(PlanNode node, String operator) {
        try {
            return find(node, operator);
        } catch (AssertionError e) {
            return null;
        }
    }
}
