package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.model.weights.WeightPresets;
import org.xwb.targets.postgres.PostgresStatements;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/** The TPoX workloads shipped in the kit, checked as files (no database). */
class KitWorkloadsTest {

    private static final Path WORKLOADS = TpoxKit.installed().root().resolve("workloads");

    @ParameterizedTest
    @ValueSource(strings = { KitWorkloads.MIXED, KitWorkloads.QUERY_ONLY, KitWorkloads.INSERT_ONLY })
    void eachWorkloadIsCanonicalAndValidForBothDialects(String name) throws Exception {
        Path file = WORKLOADS.resolve(name);
        Workload workload = WorkloadFiles.load(file);
        assertArrayEquals(Files.readAllBytes(file), WorkloadFiles.serialize(workload),
                name + " is exactly as XWB writes it (so an edit in the editor gives a clean diff)");
        for (String dialect : List.of("postgresql", "db2")) {
            List<Problem> problems = new WorkloadValidator().validate(workload, dialect);
            assertTrue(problems.isEmpty(), name + " for " + dialect + ": " + problems);
        }
    }

    @Test
    void theMixedWorkloadHasTheThirteenTransactionsAndWeightsOfTable6() throws Exception {
        Workload mixed = WorkloadFiles.load(WORKLOADS.resolve(KitWorkloads.MIXED));
        Map<String, Double> weights = new LinkedHashMap<>();
        mixed.getTransactions().forEach(t -> weights.put(t.getId(), t.getWeight()));
        assertEquals(WeightPresets.TPOX_MIXED, weights);
        Map<TransactionKind, Double> byKind = mixed.getTransactions().stream()
                .collect(Collectors.groupingBy(Transaction::getKind, Collectors.summingDouble(Transaction::getWeight)));
        assertEquals(Map.of(TransactionKind.QUERY, 70.0, TransactionKind.UPDATE, 6.0, TransactionKind.DELETE, 12.0,
                TransactionKind.INSERT, 12.0), byKind, "70 % queries, 6 % updates, 12 % deletes, 12 % inserts");
    }

    @Test
    void theQueryOnlyWorkloadHasTheSevenQueriesWithEqualWeights() throws Exception {
        Workload queries = WorkloadFiles.load(WORKLOADS.resolve(KitWorkloads.QUERY_ONLY));
        assertEquals(List.of("get_order", "get_security", "customer_profile", "search_securities", "account_summary",
                "get_security_price", "customer_max_order"), queries.getTransactions().stream().map(Transaction::getId).toList());
        for (Transaction query : queries.getTransactions()) {
            assertEquals(TransactionKind.QUERY, query.getKind(), query.getId());
            assertEquals(100.0 / 7, query.getWeight(), 0.1, query.getId());
        }
        assertEquals(100.0, queries.getTransactions().stream().mapToDouble(Transaction::getWeight).sum(), 1e-9);
    }

    @Test
    void theIndexSetIsModelledOnTpoxs24AndEachPostgresqlStatementRepeatsTheExpressionOfItsIndexes() throws Exception {
        Workload mixed = WorkloadFiles.load(WORKLOADS.resolve(KitWorkloads.MIXED));
        Map<String, Integer> counts = new LinkedHashMap<>();
        mixed.getCollections().forEach(c -> counts.put(c.getName(), c.getIndexes().size()));
        assertEquals(Map.of("custacc", 10, "orders", 5, "security", 9), counts);
        PostgresStatements helper = new PostgresStatements();
        int checked = 0;
        for (Collection collection : mixed.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                String expression = helper.indexedExpression(collection, index);
                for (Transaction user : index.getUsedBy()) {
                    String text = postgresText(user).replaceAll("\\b[a-z]+\\.doc\\b", "doc");
                    assertTrue(text.contains(expression), user.getId() + " repeats the expression of " + index.getName()
                            + " (PostgreSQL uses an expression index only then):\n" + expression);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 12, "indexes with their queries: " + checked);
    }

    @Test
    void aFreshDatabaseRefitsTheIdRangesOfTheWorkspacesWorkloadAndKeepsTheUsersEdits(@TempDir Path root)
            throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path file = Files.createDirectories(KitWorkloads.folder(workspace)).resolve(KitWorkloads.MIXED);
        Workload edited = WorkloadFiles.load(WORKLOADS.resolve(KitWorkloads.MIXED));
        edited.getTransactions().get(0).setWeight(edited.getTransactions().get(0).getWeight() + 5);
        edited.getTransactions().get(1).setWeight(edited.getTransactions().get(1).getWeight() - 5);
        edited.getTransactions().get(2).setName("renamed in the workbench");
        WorkloadFiles.save(edited, file);

        Map<String, Path> installed = KitWorkloads.install(workspace, TpoxKit.installed(),
                Map.of("custacc", new IdRange(5000, 5099)), 50);

        Workload fitted = WorkloadFiles.load(installed.get(KitWorkloads.MIXED));
        assertEquals(file, installed.get(KitWorkloads.MIXED));
        assertEquals(weights(edited), weights(fitted), "the weights the user set");
        assertEquals("renamed in the workbench", fitted.getTransactions().get(2).getName());
        Collection customers = fitted.getCollections().stream().filter(c -> c.getName().equals("custacc")).findFirst()
                .orElseThrow();
        assertEquals(List.of(5000L, 5099L), List.of(customers.getFirstId(), customers.getLastId()));
        Collection orders = fitted.getCollections().stream().filter(c -> c.getName().equals("orders")).findFirst()
                .orElseThrow();
        assertEquals(List.of(100000L, 104999L), List.of(orders.getFirstId(), orders.getLastId()),
                "a collection without a new range keeps its own");
        Workload missingBefore = WorkloadFiles.load(installed.get(KitWorkloads.QUERY_ONLY));
        assertEquals(weights(WorkloadFiles.load(WORKLOADS.resolve(KitWorkloads.QUERY_ONLY))), weights(missingBefore),
                "a workload the workspace lacked comes from the kit");
    }

    @Test
    void anUnreadableWorkspaceWorkloadStopsTheInstallationAndStaysAsItWas(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path file = Files.createDirectories(KitWorkloads.folder(workspace)).resolve(KitWorkloads.MIXED);
        byte[] broken = Files.readString(WORKLOADS.resolve(KitWorkloads.MIXED)).replaceFirst("</transaction>", "")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(file, broken);

        WorkloadFileException e = assertThrows(WorkloadFileException.class,
                () -> KitWorkloads.load(workspace, TpoxKit.installed()));

        assertTrue(e.getMessage().contains(file.toString()), "names the workspace file: " + e.getMessage());
        assertTrue(e.getMessage().matches("(?s).*:\\d+:\\d+.*"), "names line and column: " + e.getMessage());
        assertArrayEquals(broken, Files.readAllBytes(file));
    }

    @Test
    void theSamplesGoWhereTheyAreMissingAndNeverReplaceAFile(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path folder = Files.createDirectories(KitWorkloads.folder(workspace));
        Path mine = folder.resolve(KitWorkloads.QUERY_ONLY);
        Files.writeString(mine, "the user's own, even if it is not a workload");

        List<Path> added = KitWorkloads.addSamples(workspace, TpoxKit.installed());

        assertEquals(List.of(folder.resolveSibling("input").resolve("security_sectors.txt"),
                folder.resolveSibling("input").resolve(KitWorkloads.SYMBOLS), folder.resolve(KitWorkloads.INSERT_ONLY),
                folder.resolve(KitWorkloads.MIXED)), added);
        assertEquals("the user's own, even if it is not a workload", Files.readString(mine));
        for (String list : List.of("security_symbols.txt", "security_sectors.txt")) {
            assertTrue(Files.readString(folder.resolve(KitWorkloads.MIXED)).contains("\"../input/" + list + "\""), list);
            assertTrue(Files.isRegularFile(folder.resolve("../input/" + list).normalize()), "the workloads' " + list);
        }
        assertEquals(List.of(), KitWorkloads.addSamples(workspace, TpoxKit.installed()), "nothing twice");
    }

    private static Map<String, Double> weights(Workload workload) {
        Map<String, Double> weights = new LinkedHashMap<>();
        workload.getTransactions().forEach(t -> weights.put(t.getId(), t.getWeight()));
        return weights;
    }

    private static String postgresText(Transaction transaction) {
        return transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql"))
                .map(Statement::getTexts).flatMap(List::stream).collect(Collectors.joining("\n"));
    }
}
