package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/** A real TPoX database on the embedded PostgreSQL, built the way `xwb demo` builds it. */
class TpoxDatabaseTest {

    static final long CUSTOMERS = 300;
    private static Path root;
    private static Workspace workspace;
    private static Target target;
    private static TpoxDatabase.Prepared prepared;

    @BeforeAll
    static void build() throws Exception {
        root = Files.createTempDirectory("xwb-kit-test");
        workspace = new Workspace(root).ensureLayout();
        target = TargetKinds.open(ProfileStore.defaultEmbedded(), workspace);
        prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target,
                new TpoxScale(CUSTOMERS, 100, 7), LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
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
    void theTablesHoldTheLoadedDocumentsAndTheInsertDocumentsAreDescribedNotWritten() throws Exception {
        assertEquals(Map.of("custacc", CUSTOMERS, "orders", 5 * CUSTOMERS, "security", CUSTOMERS + 100),
                Map.of("custacc", count("custacc"), "orders", count("orders"), "security", count("security")));
        // a run generates the insert documents it draws (InsertDocuments): the build writes no document file
        assertEquals(1, files(KitWorkloads.insertDocuments(workspace, "custacc")));
        assertEquals(1, files(KitWorkloads.insertDocuments(workspace, "orders")));
        assertTrue(Files.isRegularFile(KitWorkloads.insertDocuments(workspace, "orders").resolve(InsertDocuments.DESCRIPTION)));
        IdRange customers = prepared.loaded().get("custacc");
        assertEquals(CUSTOMERS, customers.last() - customers.first() + 1);
        assertEquals(CUSTOMERS, count("custacc WHERE id BETWEEN " + customers.first() + " AND " + customers.last()),
                "every id of the installed range exists");
    }

    @Test
    void theInstalledWorkloadsDrawOnlyIdsAndSymbolsThatExist() throws Exception {
        Workload mixed = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED));
        for (var collection : mixed.getCollections()) {
            IdRange range = prepared.loaded().get(collection.getName());
            assertEquals(range.first(), collection.getFirstId(), collection.getName());
            assertEquals(range.last(), collection.getLastId(), collection.getName());
        }
        Path symbols = KitWorkloads.folder(workspace).resolveSibling("input").resolve(KitWorkloads.SYMBOLS);
        List<String> lines = Files.readAllLines(symbols);
        assertEquals(CUSTOMERS + 100, lines.size());
        assertEquals(lines.size(), count("security WHERE (xpath('/s:Security/s:Symbol/text()', doc, "
                + "ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']]))[1]::text IN ('" + String.join("','", lines) + "')"));
    }

    /**
     * Every kit statement's plan reads each XML index the workload says it is used by (usedBy), on
     * this database with the statistics the build gathered (ANALYZE after the load), the planner
     * left free: no enable_seqscan=off. search_securities must AND all three of its indexes.
     */
    @Test
    void everyKitStatementsPlanReadsTheIndexesItsWorkloadNames() throws Exception {
        Workload mixed = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED));
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Transaction transaction : mixed.getTransactions()) {
            Set<String> usedBy = new TreeSet<>();
            mixed.getCollections().forEach(c -> c.getIndexes().stream().filter(i -> i.getUsedBy().contains(transaction))
                    .forEach(i -> usedBy.add(i.getName())));
            if (usedBy.isEmpty()) {
                continue;
            }
            List<Object> parameters = new ArrayList<>(sampleParameters(transaction.getId()));
            for (String text : postgresql(transaction).getTexts()) {
                int markers = (int) text.chars().filter(c -> c == '?').count();
                List<Object> bound = List.copyOf(parameters.subList(0, markers));
                parameters.subList(0, markers).clear();
                Plan plan = target.explain(text, bound, false);
                Set<String> read = new TreeSet<>();
                nodes(plan.root()).stream().filter(PlanNode::usesXmlIndex).forEach(n -> read.add(n.object()));
                if (!read.containsAll(usedBy)) {
                    missing.add(transaction.getId() + " reads " + read + ", not all of " + usedBy + ":\n" + plan.raw());
                }
                checked++;
            }
        }
        assertEquals(List.of(), missing);
        assertEquals(13, checked, "the statements of the 11 transactions with usedBy (two of them read, then write)");
    }

    /** Q3 and Q5 parse each customer once now; for every customer they return what the statements of one xpath() per part did. */
    @Test
    void theOneParseCustomerQueriesReturnWhatTheirPredecessorsDid() throws Exception {
        Workload mixed = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED));
        IdRange customers = prepared.loaded().get("custacc");
        Map<String, String> before = Map.of("customer_profile", KitStatementsBefore.CUSTOMER_PROFILE, "account_summary",
                KitStatementsBefore.ACCOUNT_SUMMARY);
        try (Connection connection = target.connect()) {
            for (var query : before.entrySet()) {
                String now = postgresql(transaction(mixed, query.getKey())).getTexts().get(0);
                assertNotEquals(query.getValue(), now, "the kit's statement was rewritten");
                int compared = 0;
                for (long id = customers.first(); id <= customers.last(); id++) {
                    List<String> old = rows(connection, query.getValue(), id);
                    assertEquals(1, old.size(), query.getKey() + " " + id);
                    assertEquals(old, rows(connection, now, id), query.getKey() + " " + id);
                    compared++;
                }
                assertEquals(CUSTOMERS, compared);
            }
        }
    }

    /** Q4 returns the same securities with the same six parts as before, for every sector and ranges narrow and wide. */
    @Test
    void searchSecuritiesReturnsTheSameRowsAndPartsAsBefore() throws Exception {
        String now = postgresql(transaction(WorkloadFiles.load(prepared.workloads().get(KitWorkloads.MIXED)),
                "search_securities")).getTexts().get(0);
        assertNotEquals(KitStatementsBefore.SEARCH_SECURITIES, now, "the kit's statement was rewritten");
        List<String> sectors = Files.readAllLines(KitWorkloads.folder(workspace).resolveSibling("input")
                .resolve("security_sectors.txt")).stream().filter(line -> !line.isBlank()).toList();
        int rows = 0;
        try (Connection connection = target.connect()) {
            for (String sector : sectors) {
                for (double[] range : new double[][] { { 5, 90, 0 }, { 10, 50, 1 }, { 20, 45, 3.5 } }) {
                    Object[] values = { sector, range[0], range[1], range[2] };
                    List<String> old = rows(connection, KitStatementsBefore.SEARCH_SECURITIES, values);
                    assertEquals(old, rows(connection, now, values), sector + " " + Arrays.toString(range));
                    assertTrue(old.stream().allMatch(row -> row.startsWith("<Security><Symbol") && row.contains("<Yield")),
                            sector);
                    rows += old.size();
                }
            }
        }
        assertTrue(rows > 0, "some securities matched: the comparison compared something");
    }

    private static org.xwb.model.Statement postgresql(Transaction transaction) {
        return transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql")).findFirst().orElseThrow();
    }

    private static Transaction transaction(Workload workload, String id) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals(id)).findFirst().orElseThrow();
    }

    private static List<PlanNode> nodes(PlanNode root) {
        List<PlanNode> all = new ArrayList<>(List.of(root));
        root.children().forEach(child -> all.addAll(nodes(child)));
        return all;
    }

    /** The rows a statement returns for the values, as text, sorted (the statements have no ORDER BY). */
    private static List<String> rows(Connection connection, String sql, Object... values) throws Exception {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                if (values[i] instanceof Long id) {
                    statement.setDouble(i + 1, id);
                } else {
                    statement.setObject(i + 1, values[i]);
                }
            }
            List<String> rows = new ArrayList<>();
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows.add(result.getString(1));
                }
            }
            Collections.sort(rows);
            return rows;
        }
    }

    @Test
    void theEmbeddedServerCostsXpathAsTheWorkItIs() throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT procost FROM pg_proc WHERE oid = 'pg_catalog.xpath(text, xml, text[])'::regprocedure")) {
            rows.next();
            assertEquals(org.xwb.targets.postgres.PostgresTarget.XPATH_COST, rows.getFloat(1), 0.0);
        }
        assertTrue(target.info().description().contains("xpath() cost"), target.info().description());
    }

    private static List<Object> sampleParameters(String transaction) throws Exception {
        String firstCustomer = String.valueOf(prepared.loaded().get("custacc").first());
        String firstOrder = String.valueOf(prepared.loaded().get("orders").first());
        String symbol = Files.readAllLines(KitWorkloads.folder(workspace).resolveSibling("input").resolve(KitWorkloads.SYMBOLS))
                .get(0);
        return switch (transaction) {
        case "get_order", "del_order" -> List.of(firstOrder);
        case "get_security", "get_security_price" -> List.of(symbol);
        case "upd_security" -> List.of(symbol, symbol);
        case "search_securities" -> List.of("Technology", "10", "50", "1");
        case "upd_custacc" -> List.of(firstCustomer, firstCustomer);
        default -> List.of(firstCustomer);
        };
    }

    private static long count(String tableAndCondition) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + tableAndCondition)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static long files(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }
}
