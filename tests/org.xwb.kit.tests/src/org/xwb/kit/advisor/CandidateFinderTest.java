package org.xwb.kit.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.xml.TpoxKit;

/**
 * The advisor's candidates and its greedy choice, without a database: the kit's mixed workload
 * with and without its 24 XML indexes, by the PostgreSQL dialect's index hints and by DB2's
 * static eligibility rules.
 */
class CandidateFinderTest {

    private static Workload mixed() throws Exception {
        return WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
    }

    private static Workload withoutIndexes() throws Exception {
        Workload workload = mixed();
        workload.getCollections().forEach(c -> c.getIndexes().clear());
        return workload;
    }

    @Test
    void withoutIndexesEveryIndexablePredicateBecomesOneProposalAndGetOrderGetsAnIndexOnTheOrderId() throws Exception {
        List<Candidate> candidates = CandidateFinder.find(withoutIndexes(), "postgresql",
                TargetKinds.statementHelper("postgresql").orElseThrow());

        assertTrue(candidates.stream().noneMatch(Candidate::declared));
        Candidate orderId = candidates.stream()
                .filter(c -> c.collection().getName().equals("orders") && c.index().getPath().equals("/o:FIXML/o:Order/@ID"))
                .findFirst().orElseThrow(() -> new AssertionError("no order id candidate: " + names(candidates)));
        assertTrue(orderId.transactions().containsAll(List.of("get_order", "del_order")), orderId.transactions().toString());
        assertEquals("DOUBLE", orderId.index().getKeyType().name(), "get_order compares the id as double precision");
        Set<String> keys = candidates.stream().map(c -> c.collection().getName() + c.index().getPath() + c.index().getKeyType())
                .collect(Collectors.toSet());
        assertEquals(candidates.size(), keys.size(), "one proposal per collection, path and key type: " + names(candidates));
        assertEquals(candidates.size(), candidates.stream().map(Candidate::name).distinct().count(),
                "proposals get distinct names: " + names(candidates));
    }

    @Test
    void theKitsOwnSetIsWeighedIndexByIndexWithTheStatementsEachServes() throws Exception {
        Workload workload = mixed();
        int declared = workload.getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum();
        List<Candidate> candidates = CandidateFinder.find(workload, "postgresql",
                TargetKinds.statementHelper("postgresql").orElseThrow());

        assertEquals(24, declared);
        assertEquals(declared, candidates.stream().filter(Candidate::declared).count());
        Map<String, Candidate> byName = candidates.stream().collect(Collectors.toMap(Candidate::name, c -> c));
        assertTrue(byName.get("order_id").transactions().contains("get_order"));
        assertTrue(candidates.stream().anyMatch(c -> c.declared() && c.served().isEmpty()),
                "some of the kit's indexes serve no statement of the mix: " + names(candidates));
    }

    @Test
    void onDb2TheStaticCheckKeepsEligibleIndexesDropsUnusedOnesAndSaysNotMeasured() throws Exception {
        // DB2's rules as the static check (Db2IndexCheck) applies them; get_order compares @ID with
        // CAST(? AS DOUBLE), so the AS SQL DOUBLE index order_id is eligible (IBM, DB2 10.5, "Data type of
        // literals": https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024063.html)
        // and its DDL is GENERATE KEY USING XMLPATTERN ... AS SQL DOUBLE ("Data types associated with index XML
        // pattern expressions": https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024075.html)
        Advice advice = IndexAdvisor.staticAdvice(mixed(), "db2");

        assertFalse(advice.measured());
        assertTrue(advice.target().contains("not measured"), advice.target());
        Advice.Row orderId = advice.rows().stream().filter(r -> r.candidate().name().equals("order_id")).findFirst()
                .orElseThrow();
        assertEquals(Advice.Decision.KEEP, orderId.decision(), orderId.reason());
        assertTrue(advice.rows().stream().anyMatch(r -> r.decision() == Advice.Decision.DROP));
        assertTrue(advice.ddl().get("db2").stream().anyMatch(ddl -> ddl.startsWith("CREATE INDEX order_id ")
                && ddl.contains("GENERATE KEY USING XMLPATTERN") && ddl.endsWith("AS SQL DOUBLE")), advice.ddl().toString());
        assertTrue(Double.isNaN(orderId.readGainMs()) && orderId.reason().contains("not measured"), orderId.reason());
    }

    @Test
    void theGreedyChoiceTakesTheLargestNetGainFirstAndNoIndexWhoseWriteCostOutweighsItsGain() {
        Map<String, Double> baseline = Map.of("a#0", 10.0, "b#0", 4.0);
        List<GreedyChoice.Effect> effects = List.of(
                new GreedyChoice.Effect(0, Map.of("a#0", 1.0), 0.5), // gains 8.5
                new GreedyChoice.Effect(1, Map.of("a#0", 0.5), 0.2), // gains 9.3: taken first
                new GreedyChoice.Effect(2, Map.of("b#0", 3.0), 2.0), // 1.0 - 2.0: costs more than it gains
                new GreedyChoice.Effect(3, Map.of(), 0.1)); // serves nothing
        assertEquals(List.of(1), GreedyChoice.choose(baseline, effects),
                "after index 1, index 0 saves nothing more on a#0 and still costs writes");
    }

    @Test
    void theAppliedWorkloadDeclaresExactlyTheChosenIndexes() throws Exception {
        Workload workload = withoutIndexes();
        List<Candidate> candidates = CandidateFinder.find(workload, "postgresql",
                TargetKinds.statementHelper("postgresql").orElseThrow());
        Candidate first = candidates.get(0);
        Workload applied = IndexAdvisor.applied(workload, List.of(first));
        Collection collection = applied.getCollections().stream()
                .filter(c -> c.getName().equals(first.collection().getName())).findFirst().orElseThrow();
        assertEquals(List.of(first.name()), collection.getIndexes().stream().map(i -> i.getName()).toList());
        assertEquals(1, applied.getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum());
        assertTrue(workload.getCollections().stream().allMatch(c -> c.getIndexes().isEmpty()), "the original is unchanged");
    }

    private static String names(List<Candidate> candidates) {
        return candidates.stream().map(c -> c.name() + "=" + c.index().getPath()).toList().toString();
    }
}
