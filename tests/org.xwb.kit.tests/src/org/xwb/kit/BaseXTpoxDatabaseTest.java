package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.statements.XQueryText;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.targets.TargetKinds;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;

/**
 * The TPoX kit on the embedded XQuery database, built the way `xwb demo --target basex` builds
 * it: a database per collection, the kit's indexes, and the kit's xquery statements using them.
 */
class BaseXTpoxDatabaseTest {

    static final long CUSTOMERS = 300;
    private static Path root;
    private static Workspace workspace;
    private static Target target;
    private static TpoxDatabase.Prepared prepared;

    @BeforeAll
    static void build() throws Exception {
        root = Files.createTempDirectory("xwb-kit-basex-test");
        workspace = new Workspace(root).ensureLayout();
        target = TargetKinds.open(TargetKinds.find("basex").orElseThrow().defaultProfile().orElseThrow(), workspace);
        prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, new TpoxScale(CUSTOMERS, 100, 7),
                LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                });
    }

    @AfterAll
    static void stop() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(root);
    }

    @Test
    void eachCollectionIsADatabaseHoldingTheLoadedDocuments() throws Exception {
        assertEquals(Map.of("custacc", CUSTOMERS, "orders", 5 * CUSTOMERS, "security", CUSTOMERS + 100),
                Map.of("custacc", count("custacc"), "orders", count("orders"), "security", count("security")));
        String first = String.valueOf(prepared.loaded().get("orders").first());
        assertEquals(List.of(first + ".xml"), rows("declare namespace o='http://www.fixprotocol.org/FIXML-4-4';"
                + " db:path(fn:collection('orders')[o:FIXML/o:Order/@ID = '" + first + "'])"));
    }

    /** "Id range from the database" on the XQuery target: XQuery over the id path, not SQL (issue 29 item 2). */
    @Test
    void theIdRangeFromTheDatabaseIsReadByXQueryOverEachCollectionsIdPath() throws Exception {
        Workload queries = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.QUERY_ONLY));
        for (org.xwb.model.Collection collection : queries.getCollections()) {
            org.xwb.xml.generate.IdRange loaded = prepared.loaded().get(collection.getName());
            org.xwb.xml.generate.IdRange read = org.xwb.kit.design.DatabaseIds.read(target, collection).orElseThrow();
            String what = collection.getName() + " " + collection.getIdPath() + ": " + read;
            // the run test of this class may have inserted documents after the load: the lowest is the loaded one's
            assertEquals(loaded.first(), read.first(), what);
            assertTrue(read.last() >= loaded.last(), what);
            // a run's inserts continue after the highest id: the same XQuery, not SQL's MAX(id)
            assertEquals(java.util.OptionalLong.of(read.last()), target.highestId(collection), what);
            String prolog = String.join("", collection.getNamespaces().stream()
                    .map(n -> "declare namespace " + n.getPrefix() + "='" + n.getUri() + "'; ").toList());
            String ids = "for $d in fn:collection('" + collection.getName() + "') let $id := xs:decimal(($d"
                    + collection.getIdPath() + ")[1]) ";
            assertEquals(List.of("1"), rows(prolog + "count(" + ids + "where $id eq " + read.last() + " return $d)"), what);
            assertEquals(List.of("0"), rows(prolog + "count(" + ids + "where $id gt " + read.last() + " or $id lt "
                    + read.first() + " return $d)"), what);
        }
        org.xwb.model.Collection missing = org.eclipse.emf.ecore.util.EcoreUtil.copy(queries.getCollections().get(0));
        missing.setName("no_such_database");
        java.sql.SQLException error = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
                () -> org.xwb.kit.design.DatabaseIds.read(target, missing));
        assertTrue(error.getMessage().startsWith("Cannot read the ids of collection no_such_database from its database"),
                error.getMessage());
    }

    @Test
    void theKitWorkloadsHaveAnXQueryStatementForEveryTransaction() throws Exception {
        for (String name : List.of(KitWorkloads.MIXED, KitWorkloads.QUERY_ONLY, KitWorkloads.INSERT_ONLY)) {
            Workload workload = WorkloadFiles.load(prepared.workloads().get(name));
            assertTrue(workload.getDialects().contains(XQueryText.DIALECT), name);
            assertEquals(List.of(), new WorkloadValidator().validate(workload, XQueryText.DIALECT), name);
        }
        assertEquals(13, WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED)).getTransactions().size());
    }

    @Test
    void everyTpoxQueryUsesAnXmlIndexOnThisDatabase() throws Exception {
        Workload queries = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.QUERY_ONLY));
        List<String> withoutIndex = new ArrayList<>();
        for (Transaction query : queries.getTransactions()) {
            String text = query.getStatements().stream().filter(s -> s.getDialect().equals(XQueryText.DIALECT)).findFirst()
                    .orElseThrow().getTexts().get(0);
            Plan plan = target.explain(text, sampleParameters(query.getId()), false);
            if (!plan.usesXmlIndex()) {
                withoutIndex.add(query.getId() + ":\n" + plan.raw());
            }
        }
        assertTrue(withoutIndex.isEmpty(), "queries planned without an XML index: " + withoutIndex);
    }

    /**
     * Every kit xquery statement's plan reads each XML index the workload says it is used by
     * (usedBy), as TpoxDatabaseTest checks for PostgreSQL. BaseX keeps one text and one attribute
     * index per database, over the names the XML indexes include: an index access on the
     * collection's database followed by the step to an indexed name (self::attribute(ID),
     * parent::s:Symbol) reads the XML indexes whose paths end in that name.
     */
    @Test
    void everyKitXQueryStatementReadsTheIndexesItsWorkloadNames() throws Exception {
        Workload mixed = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED));
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Transaction transaction : mixed.getTransactions()) {
            Map<String, String> usedBy = new java.util.TreeMap<>();
            mixed.getCollections().forEach(c -> c.getIndexes().stream().filter(i -> i.getUsedBy().contains(transaction))
                    .forEach(i -> usedBy.put(i.getName(), c.getName() + " " + lastName(i.getPath()))));
            if (usedBy.isEmpty()) {
                continue;
            }
            for (String text : transaction.getStatements().stream().filter(s -> s.getDialect().equals(XQueryText.DIALECT))
                    .findFirst().orElseThrow().getTexts()) {
                Plan plan = target.explain(text, sampleParameters(transaction.getId()), false);
                Set<String> read = indexesRead(plan.raw());
                List<String> unread = usedBy.entrySet().stream().filter(e -> !read.contains(e.getValue())).map(Map.Entry::getKey)
                        .filter(index -> !NUMERIC_RANGES.contains(index)).toList();
                if (!unread.isEmpty()) {
                    missing.add(transaction.getId() + " reads " + read + ", not " + unread + ":\n" + plan.raw());
                }
                checked++;
            }
        }
        assertEquals(List.of(), missing);
        assertEquals(13, checked, "the statements of the 11 transactions with usedBy (two of them read, then write)");
        assertEquals(Set.of("security Sector"), indexesRead(target.explain(statement(mixed, "search_securities"),
                sampleParameters("search_securities"), false).raw()), "search_securities reads the sector index only");
    }

    /**
     * BaseX locks the databases a query names before it starts, one writer or any number of readers
     * per database (Transaction Management: https://docs.basex.org/wiki/Transactions); a name it
     * cannot read from the query text locks every database. Every kit statement names its
     * databases as literals, so it locks exactly those: a read of security never waits behind a
     * write to orders, and only updating statements take a write lock.
     */
    @Test
    void everyKitXQueryStatementLocksOnlyTheDatabasesItNames() throws Exception {
        Workload mixed = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED));
        java.util.regex.Pattern named = java.util.regex.Pattern.compile("(?:fn:collection|db:add|db:delete)\\(\"(\\w+)\"");
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Transaction transaction : mixed.getTransactions()) {
            for (String text : transaction.getStatements().stream().filter(s -> s.getDialect().equals(XQueryText.DIALECT))
                    .findFirst().orElseThrow().getTexts()) {
                Set<String> names = new java.util.TreeSet<>();
                named.matcher(text).results().forEach(m -> names.add(m.group(1)));
                boolean updating = text.contains("db:add(") || text.contains("db:delete(") || text.contains("replace node");
                Map<String, String> locks = target.explain(text, sampleParameters(transaction.getId()), false).root().details();
                Set<String> locked = new java.util.TreeSet<>();
                for (String kind : List.of("read locks", "write locks")) {
                    java.util.Arrays.stream(locks.get(kind).split(", ")).filter(n -> !n.equals("none")).forEach(locked::add);
                }
                boolean writes = !locks.get("write locks").equals("none");
                if (!locked.equals(names) || writes != updating) {
                    wrong.add(transaction.getId() + " names " + names + (updating ? " (updating)" : "") + ", locks " + locks);
                }
                checked++;
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(15, checked, "the statements of the 13 transactions (two of them read, then write)");
    }

    /**
     * The numeric range predicates of search_securities (PE between, Yield above): BaseX's value
     * indexes hold strings and "do not support queries for numbers and dates" (BaseX
     * documentation, Indexes, Range Queries: https://docs.basex.org/wiki/Indexes), so BaseX reads
     * security_sector and filters its securities by PE and Yield.
     */
    private static final Set<String> NUMERIC_RANGES = Set.of("security_pe", "security_yield");

    /** "database name" of every index access in BaseX's plan: its database and the name its next step selects. */
    private static Set<String> indexesRead(String planXml) throws Exception {
        org.w3c.dom.Document plan = org.xwb.model.secure.HardenedParsers.documentBuilder()
                .parse(new org.xml.sax.InputSource(new java.io.StringReader(planXml)));
        Set<String> read = new java.util.TreeSet<>();
        org.w3c.dom.NodeList all = plan.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            org.w3c.dom.Element access = (org.w3c.dom.Element) all.item(i);
            if (!access.getTagName().endsWith("Access") || access.getAttribute("database").isEmpty()) {
                continue;
            }
            for (org.w3c.dom.Node next = access.getNextSibling(); next != null; next = next.getNextSibling()) {
                if (next instanceof org.w3c.dom.Element step && step.hasAttribute("test")) {
                    read.add(access.getAttribute("database") + " " + lastName(step.getAttribute("test")));
                    break;
                }
            }
        }
        return read;
    }

    private static String statement(Workload workload, String transaction) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals(transaction)).findFirst().orElseThrow()
                .getStatements().stream().filter(s -> s.getDialect().equals(XQueryText.DIALECT)).findFirst().orElseThrow()
                .getTexts().get(0);
    }

    /** ID for /o:FIXML/o:Order/@ID and attribute(ID), Symbol for /s:Security/s:Symbol and s:Symbol. */
    private static String lastName(String path) {
        String last = path.substring(path.lastIndexOf('/') + 1).replace("attribute(", "").replace(")", "").replace("@", "");
        return last.substring(last.indexOf(':') + 1);
    }

    @Test
    void theMixedWorkloadRunsWithUsersInParallelWithoutErrors() throws Exception {
        Path file = prepared.workloads().get(KitWorkloads.MIXED);
        RunSummary summary = WorkloadRun.builder(WorkloadFiles.load(file), target).workloadFile(file)
                .documents(InsertDocuments.opener(TpoxKit.installed())) // the kit's insert documents, as RunSession reads them
                .config(RunConfig.from(null).users(2).transactionsPerUser(150).seed(11).build())
                .runsDirectory(root.resolve("runs")).start().await();

        assertEquals(RunSummary.Outcome.COMPLETED, summary.outcome(), summary.failure());
        assertEquals(0, summary.total().errors().failed(), summary.total().errors().messages().toString());
        assertEquals(300, summary.total().count() + summary.warmupTransactions() + summary.discardedAfterEnd());
        List<String> ran = summary.transactions().stream().filter(t -> t.count() > 0).map(TransactionSummary::id).toList();
        assertTrue(ran.containsAll(List.of("get_order", "insert_order", "del_order", "upd_custacc")), ran.toString());
    }

    /**
     * Values that exist: BaseX looks a bound value up in its index while it compiles, and the plan
     * of a value no document has is the empty sequence.
     */
    private static List<Object> sampleParameters(String query) throws Exception {
        String firstCustomer = String.valueOf(prepared.loaded().get("custacc").first());
        String firstOrder = String.valueOf(prepared.loaded().get("orders").first());
        String firstSymbol = Files.readAllLines(KitWorkloads.folder(workspace).resolveSibling("input")
                .resolve(KitWorkloads.SYMBOLS), java.nio.charset.StandardCharsets.ISO_8859_1).get(0).strip();
        return switch (query) {
        case "get_order", "del_order" -> List.of(firstOrder);
        case "get_security", "get_security_price", "upd_security" -> List.of(firstSymbol);
        case "search_securities" -> List.of("Technology", 10.0, 50.0, 1.0);
        case "insert_custacc" -> List.of("<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"9999999\"/>");
        case "insert_order" -> List.of("<FIXML xmlns=\"http://www.fixprotocol.org/FIXML-4-4\"><Order ID=\"9999999\"/></FIXML>");
        default -> List.of(firstCustomer);
        };
    }

    private static long count(String collection) throws Exception {
        return Long.parseLong(rows("count(fn:collection('" + collection + "'))").get(0));
    }

    private static List<String> rows(String xquery) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(xquery)) {
            while (result.next()) {
                rows.add(result.getString(1));
            }
        }
        return rows;
    }
}
