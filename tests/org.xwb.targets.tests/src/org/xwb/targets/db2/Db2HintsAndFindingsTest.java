package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.targets.testing.Tpox;

/**
 * What the plan view shows for DB2, from the explain-table fixtures (resources/db2, laid out as
 * IBM documents the explain tables; no DB2 server runs here): the XML index scans highlighted,
 * the TBSCAN that sends every document through an XSCAN flagged, the diff from that scan to the
 * index lookup, and the index hints of the static check with the index DB2 would need.
 */
class Db2HintsAndFindingsTest {

    private static Plan plan(String fixture) {
        return Db2PlanBuilder.build(ExplainFixture.statement(fixture), ExplainFixture.rows(fixture));
    }

    @Test
    void aTableScanFeedingAnXscanParsesEveryDocument() {
        Plan scan = plan("tbscan-xscan");
        PlanFindings findings = PlanFindings.of(scan);
        PlanNode tbscan = scan.root().children().get(0).children().get(0);
        assertEquals("TBSCAN", tbscan.operator());
        assertTrue(findings.has(tbscan, PlanFindings.Kind.PARSES_EVERY_DOCUMENT), findings.all().toString());
        assertFalse(findings.any(PlanFindings.Kind.XML_INDEX));
        assertFalse(findings.any(PlanFindings.Kind.ROW_ESTIMATE_OFF), "DB2's explain has no actual rows");
    }

    @Test
    void xmlIndexScansAreFoundAndAFetchCheckedByXscanIsNoFullScan() {
        Plan xandor = plan("xandor");
        PlanFindings findings = PlanFindings.of(xandor);
        assertEquals(3, findings.all().stream().filter(f -> f.kind() == PlanFindings.Kind.XML_INDEX).count(),
                "XANDOR and its two XISCANs: " + findings.all());
        assertFalse(findings.any(PlanFindings.Kind.PARSES_EVERY_DOCUMENT), "the XSCAN re-checks the fetched rows only");
    }

    @Test
    void theDiffFromTheTableScanToTheIndexLookupShowsTheIndexNowUsed() {
        PlanDiff diff = PlanDiff.compare(plan("tbscan-xscan"), plan("xiscan-lookup"));
        assertEquals("none -> TPOX.ORDERS_ID", diff.xmlIndexes());
        assertTrue(diff.root().costRatio() < 0.001, diff.root().describe());
        PlanDiff.Pair scan = diff.pairs().stream().filter(p -> p.before() != null && p.before().operator().equals("TBSCAN"))
                .findFirst().orElseThrow();
        assertEquals("FETCH", scan.after().operator(), "the table is now fetched by row id");
        assertTrue(scan.changes().contains(PlanDiff.Change.INDEX_NOW_USED), scan.changes().toString());
        assertEquals("TBSCAN on TPOX.ORDERS -> FETCH on TPOX.ORDERS: index now used (TPOX.ORDERS_ID, XML index); "
                + "cost 4,523.70 -> 13.62 (0.0030x); rows 20,000 -> 1 (5.0e-05x)", scan.describe());
        assertEquals(List.of(PlanDiff.Change.ADDED), diff.pairs().stream().filter(p -> p.after() != null
                && p.after().operator().equals("XISCAN")).findFirst().orElseThrow().changes());
    }

    /**
     * The lookup's index holds INTEGER keys; whether DB2 uses an INTEGER index for a numeric
     * comparison is not settled by IBM's pages ("Invalid XML values", "Restrictiveness of index
     * definitions"; issue 31), so the hint says "uncertain", names the index's pattern and type and
     * gives the reason, and proposes nothing.
     */
    @Test
    void theLookupsIntegerIndexIsUncertainAndTheHintNamesThePatternAndType() {
        Collection orders = Tpox.orders("orders");
        orders.getIndexes().clear();
        orders.getIndexes().addAll(ExplainFixture.indexes("xiscan-lookup"));
        String statement = ExplainFixture.statement("xiscan-lookup");
        List<IndexHint> hints = new Db2Statements(Optional.of(Db2Version.parse("11.5")))
                .indexHints(statement, Tpox.workload(orders), TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE);

        assertEquals(1, hints.size(), hints.toString());
        IndexHint hint = hints.get(0);
        assertEquals(IndexHint.Status.UNCERTAIN, hint.status());
        assertEquals(List.of(), hint.matches());
        assertTrue(hint.notes().stream().anyMatch(n -> n.startsWith("whether DB2 uses index ORDERS_ID is uncertain: ")
                && n.contains("INTEGER")), hint.notes().toString());
        assertFalse(hint.proposes());
        assertEquals("XMLPATTERN 'declare namespace o=\"" + Tpox.FIXML_NS + "\"; /o:FIXML/o:Order/@ID' AS SQL INTEGER",
                hint.expression());
        assertEquals("@ID = $id", statement.substring(hint.start(), hint.end()));
    }

    /**
     * With no index, the hint proposes one on the compared node with the type the statement casts
     * its value to (CAST(? AS DOUBLE): a DOUBLE key; IBM, "Data type of literals": the types must
     * match), written as IBM's CREATE INDEX ... GENERATE KEY USING XMLPATTERN ... AS SQL type
     * (https://www.ibm.com/support/knowledgecenter/SSEPGG_9.7.0/com.ibm.db2.luw.sql.ref.doc/doc/r0000919.html).
     */
    @Test
    void withoutAnIndexTheHintProposesOneOfTheComparedType() {
        Collection orders = Tpox.orders("orders");
        orders.getIndexes().clear();
        IndexHint hint = new Db2Statements().indexHints(ExplainFixture.statement("tbscan-xscan"), Tpox.workload(orders),
                TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE).get(0);

        assertEquals(IndexHint.Status.NO_INDEX, hint.status());
        assertEquals(IndexKeyType.DOUBLE, hint.proposal().getKeyType());
        assertEquals("/o:FIXML/o:Order/@ID", hint.proposal().getPath());
        assertEquals("CREATE INDEX orders_id ON orders (doc) GENERATE KEY USING XMLPATTERN 'declare namespace o=\""
                + Tpox.FIXML_NS + "\"; /o:FIXML/o:Order/@ID' AS SQL DOUBLE", hint.proposalDdl());
    }
}
