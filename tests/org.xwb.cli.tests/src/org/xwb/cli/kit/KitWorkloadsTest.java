package org.xwb.cli.kit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.model.weights.WeightPresets;
import org.xwb.targets.postgres.PostgresStatements;
import org.xwb.xml.TpoxKit;

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

    private static String postgresText(Transaction transaction) {
        return transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql"))
                .map(Statement::getTexts).flatMap(List::stream).collect(Collectors.joining("\n"));
    }
}
