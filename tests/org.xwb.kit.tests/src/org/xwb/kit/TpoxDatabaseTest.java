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
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
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
    }

    @Test
    void theTablesHoldTheLoadedDocumentsAndTheInsertDocumentsAreFiles() throws Exception {
        assertEquals(Map.of("custacc", CUSTOMERS, "orders", 5 * CUSTOMERS, "security", CUSTOMERS + 100),
                Map.of("custacc", count("custacc"), "orders", count("orders"), "security", count("security")));
        assertEquals(100, files(KitWorkloads.insertDocuments(workspace, "custacc")));
        assertEquals(500, files(KitWorkloads.insertDocuments(workspace, "orders")));
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

    @Test
    void everyTpoxQueryUsesAnXmlIndexOnThisDatabase() throws Exception {
        Workload queries = WorkloadFiles.load(prepared.workloads().get(KitWorkloads.QUERY_ONLY));
        List<String> withoutIndex = new ArrayList<>();
        for (Transaction query : queries.getTransactions()) {
            String text = query.getStatements().stream().filter(s -> s.getDialect().equals("postgresql")).findFirst()
                    .orElseThrow().getTexts().get(0);
            Plan plan = target.explain(text, sampleParameters(query.getId()), false);
            if (!plan.usesXmlIndex()) {
                withoutIndex.add(query.getId() + ":\n" + plan.raw());
            }
        }
        assertTrue(withoutIndex.isEmpty(), "queries planned without an XML index: " + withoutIndex);
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

    private static List<Object> sampleParameters(String query) {
        String firstCustomer = String.valueOf(prepared.loaded().get("custacc").first());
        String firstOrder = String.valueOf(prepared.loaded().get("orders").first());
        return switch (query) {
        case "get_order" -> List.of(firstOrder);
        case "get_security", "get_security_price" -> List.of("IBM");
        case "search_securities" -> List.of("Technology", "10", "50", "1");
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
