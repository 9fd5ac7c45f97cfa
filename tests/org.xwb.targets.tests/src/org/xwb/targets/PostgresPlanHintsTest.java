package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;

/**
 * The plan view's path on the embedded PostgreSQL over 3,000 real TPoX orders: the catalog's XML
 * indexes, a hint served by one of them, the index dropped (the plan parses every document and the
 * hint proposes the index), the index created from the hint (the diff shows the scan turned into
 * an XML index scan), and a row estimate 10x off flagged from EXPLAIN ANALYZE.
 */
@ExtendWith(SharedEmbeddedServer.class)
class PostgresPlanHintsTest {

    private static final String TABLE = "hint_orders";
    private static final Collection ORDERS = Tpox.orders(TABLE);
    private static final Workload WORKLOAD = Tpox.workload(ORDERS);
    private static Target target;

    @BeforeAll
    static void loadOrders() throws Exception {
        target = SharedEmbeddedServer.target();
        target.createSchema(WORKLOAD, new SchemaOptions(true, false));
        target.load(ORDERS, DocumentStreams.stream(DocumentStreams.documents(100_000, 3000, Tpox::order)),
                new LoadOptions(100, 1000, 2, true), LoadListener.NONE);
        Sql.execute(target, "ANALYZE " + TABLE);
    }

    private static XmlIndex index(String suffix) {
        return ORDERS.getIndexes().stream().filter(i -> i.getName().endsWith(suffix)).findFirst().orElseThrow();
    }

    private static String lookup(String suffix) {
        return "SELECT id FROM " + TABLE + " WHERE " + target.statements().indexedExpression(ORDERS, index(suffix)) + " = ?";
    }

    private static IndexHint hint(String sql) throws Exception {
        List<IndexHint> hints = target.statements().indexHints(sql, WORKLOAD, target.xmlIndexes(WORKLOAD), SchemaKeyTypes.NONE);
        assertEquals(1, hints.size(), hints.toString());
        return hints.get(0);
    }

    @Test
    void theCatalogListsTheXmlIndexesAndTheirDefinitionsServeTheHints() throws Exception {
        TargetIndexes indexes = target.xmlIndexes(WORKLOAD);
        assertTrue(indexes.known());
        Set<String> names = indexes.indexes().stream().map(TargetIndex::name).collect(Collectors.toSet());
        assertTrue(names.containsAll(Set.of(TABLE + "_id", TABLE + "_sym", TABLE + "_trddt", TABLE + "_txntm")), names.toString());
        assertFalse(names.contains(TABLE + "_pkey"), "the primary key is no XML index");

        for (String suffix : List.of("_id", "_sym", "_trddt", "_txntm")) {
            IndexHint hint = hint(lookup(suffix));
            assertEquals(IndexHint.Status.SERVED, hint.status(), suffix + ": " + hint);
            assertEquals(List.of(new IndexHint.Match(TABLE + suffix, true, IndexHint.Presence.YES)), hint.matches(),
                    "the catalog's definition of " + suffix + " is the workload's expression");
        }
    }

    @Test
    void droppedIndexThenParsesEveryDocumentAndTheHintsIndexBringsTheIndexScanBack() throws Exception {
        String sql = lookup("_cash");
        List<Object> cash = List.of(1234.25);
        Plan withIndex = target.explain(sql, cash, false);
        assertTrue(withIndex.usesXmlIndex(), withIndex.raw());

        Sql.execute(target, "DROP INDEX " + TABLE + "_cash");
        Plan scan = target.explain(sql, cash, false);
        PlanFindings findings = PlanFindings.of(scan);
        assertTrue(findings.any(PlanFindings.Kind.PARSES_EVERY_DOCUMENT), scan.raw());
        assertFalse(findings.any(PlanFindings.Kind.XML_INDEX));

        IndexHint hint = hint(sql);
        assertEquals(IndexHint.Status.INDEX_MISSING_ON_TARGET, hint.status());
        assertEquals(TABLE + "_cash", hint.proposal().getName());
        target.createIndex(ORDERS, hint.proposal());
        assertEquals(IndexHint.Status.SERVED, hint(sql).status(), "the created index is the one the hint wanted");
        target.updateStatistics(WORKLOAD); // statistics of the new index's expression: the lookup is known to be selective

        Plan after = target.explain(sql, cash, false);
        PlanDiff diff = PlanDiff.compare(scan, after);
        PlanDiff.Pair scanPair = diff.ofBefore(findScan(scan)).orElseThrow();
        assertEquals("Seq Scan", scanPair.before().operator());
        assertEquals("Index Scan", scanPair.after().operator(), diff.pairs().toString());
        assertTrue(scanPair.changes().containsAll(List.of(PlanDiff.Change.OPERATOR, PlanDiff.Change.INDEX_NOW_USED,
                PlanDiff.Change.COST)), scanPair.changes().toString());
        assertTrue(scanPair.costRatio() < 0.1, "an index lookup is far cheaper: " + scanPair.describe());
        assertEquals("none -> " + TABLE + "_cash", diff.xmlIndexes());
    }

    @Test
    void analyzeFlagsARowEstimateTenTimesOffAndCountsLoops() throws Exception {
        // no statistics on this unindexed expression: the planner guesses 0.5% of 3,000 rows; half the orders match
        String acct = "(xpath('/o:FIXML/o:Order/@Acct', doc, ARRAY[ARRAY['o', '" + Tpox.FIXML_NS + "']]))[1]::text";
        Plan plan = target.explain("SELECT id FROM " + TABLE + " WHERE " + acct + " = ?", List.of("104139870"), true);

        PlanFindings findings = PlanFindings.of(plan);
        assertTrue(findings.has(findScan(plan), PlanFindings.Kind.ROW_ESTIMATE_OFF), plan.raw());
        assertTrue(findings.has(findScan(plan), PlanFindings.Kind.PARSES_EVERY_DOCUMENT));
        assertEquals(1500, findScan(plan).actualRows());
        assertEquals(1, findScan(plan).actualLoops());
    }

    private static org.xwb.core.plan.PlanNode findScan(Plan plan) {
        org.xwb.core.plan.PlanNode node = plan.root();
        while (!node.operator().endsWith("Scan") && !node.children().isEmpty()) {
            node = node.children().get(0);
        }
        return node;
    }
}
