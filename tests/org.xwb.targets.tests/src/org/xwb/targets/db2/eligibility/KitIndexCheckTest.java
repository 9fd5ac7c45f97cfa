package org.xwb.targets.db2.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xwb.core.samples.SampleKit;
import org.xwb.model.Collection;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.validation.Problem;
import org.xwb.targets.db2.Db2Version;
import org.xwb.targets.db2.eligibility.Db2IndexCheck.PredicateReport;
import org.xwb.targets.db2.eligibility.Db2IndexCheck.StatementReport;

/** The index check over the TPoX kit's workloads as shipped: every usedBy holds for DB2. */
class KitIndexCheckTest {

    private static final Path WORKLOADS = SampleKit.tpoxFolder().resolve("workloads");

    @ParameterizedTest
    @ValueSource(strings = { "tpox-query-only.xwl", "tpox-mixed.xwl", "tpox-insert-only.xwl" })
    void everyUsedByOfTheKitHoldsForDb2(String name) throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve(name));
        List<Problem> problems = new Db2IndexCheck(workload, Optional.empty()).problems();
        assertEquals(List.of(), problems.stream().map(Problem::toString).toList());
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                for (Transaction t : index.getUsedBy()) {
                    assertTrue(served(workload, t, index), name + ": " + index.getName() + " for " + t.getId());
                }
            }
        }
    }

    /** XWB reads every XQuery of the kit (constructors of Q3 and Q5 included), so no comparison goes unseen. */
    @ParameterizedTest
    @ValueSource(strings = { "tpox-query-only.xwl", "tpox-mixed.xwl", "tpox-insert-only.xwl" })
    void everyStatementOfTheKitIsReadWhole(String name) throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve(name));
        Db2IndexCheck check = new Db2IndexCheck(workload, Optional.empty());
        for (Transaction t : workload.getTransactions()) {
            for (StatementReport report : check.analyze(t)) {
                assertEquals(List.of(), report.notes(), name + " " + t.getId() + " text " + report.text());
            }
        }
    }

    /** The kit's DDL fits DB2 9.x (TPoX's published DB2 results): VARCHAR, DOUBLE and DATE keys only. */
    @ParameterizedTest
    @ValueSource(strings = { "tpox-query-only.xwl", "tpox-mixed.xwl", "tpox-insert-only.xwl" })
    void theKitsIndexesFitDb2NineSevenAndNewer(String name) throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve(name));
        for (String version : List.of("9.7", "10.5", "11.5")) {
            assertEquals(List.of(), new Db2IndexCheck(workload, Optional.of(Db2Version.parse(version))).problems(), version);
        }
    }

    /** Q7 joins orders to the customer's accounts with the account id cast to a string, as TPoX's own XQuery does. */
    @ParameterizedTest
    @ValueSource(strings = { "tpox-query-only.xwl", "tpox-mixed.xwl" })
    void q7sJoinUsesTheOrderAccountIndex(String name) throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve(name));
        Transaction q7 = workload.getTransactions().stream().filter(t -> t.getId().equals("customer_max_order")).findFirst()
                .orElseThrow();
        List<PredicateReport> predicates = new Db2IndexCheck(workload, Optional.empty()).analyze(q7).stream()
                .flatMap(r -> r.predicates().stream()).toList();
        PredicateReport join = predicates.stream().filter(p -> p.predicate().pathText().equals("/o:FIXML/o:Order/@Acct"))
                .findFirst().orElseThrow();
        assertEquals(List.of("order_account"), join.servedBy().stream().map(XmlIndex::getName).toList());
        assertFalse(predicates.stream().anyMatch(p -> p.predicate().pathText().startsWith("/c:Customer/c:Accounts")),
                "the cast side is no index candidate");
    }

    private static boolean served(Workload workload, Transaction t, XmlIndex index) {
        List<StatementReport> reports = new Db2IndexCheck(workload, Optional.empty()).analyze(t);
        return reports.isEmpty() || reports.stream().flatMap(r -> r.predicates().stream()).anyMatch(p -> p.servedBy().contains(index));
    }
}
