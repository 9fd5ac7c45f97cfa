package org.xwb.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.plan.PlanNodes.measured;
import static org.xwb.core.plan.PlanNodes.over;
import static org.xwb.core.plan.PlanNodes.plan;
import static org.xwb.core.plan.PlanNodes.seqScan;
import static org.xwb.core.plan.PlanNodes.xmlIndexScan;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.plan.PlanFindings.Kind;

/** What the plan view and xwb explain flag on an operator. */
class PlanFindingsTest {

    private static final String XPATH_FILTER = "(((xpath('/o:FIXML/o:Order/@ID'::text, doc, '{{o,http://www.fixprotocol.org/"
            + "FIXML-4-4}}'::text[]))[1])::text)::double precision = '100001'::double precision)";

    @Test
    void aSeqScanFilteredByXpathParsesEveryDocument() {
        PlanNode scan = seqScan("orders", 4512.5, 1, XPATH_FILTER);
        PlanFindings findings = PlanFindings.of(plan(scan));
        assertEquals(List.of(Kind.PARSES_EVERY_DOCUMENT), findings.of(scan).stream().map(PlanFindings.Finding::kind).toList());
        assertTrue(findings.of(scan).get(0).message().startsWith("parses every document"));
    }

    @Test
    void aSeqScanFilteredOnARelationalColumnIsNotFlagged() {
        PlanNode scan = seqScan("orders", 45, 1, "(id = '100001'::bigint)");
        assertEquals(List.of(), PlanFindings.of(plan(scan)).all());
    }

    @Test
    void anXmlIndexScanIsHighlighted() {
        PlanNode index = xmlIndexScan("order_id", "orders", 8.3, 1);
        PlanNode limit = over("Limit", PlanNode.Kind.OTHER, 8.3, 1, index);
        PlanFindings findings = PlanFindings.of(plan(limit));
        assertTrue(findings.has(index, Kind.XML_INDEX));
        assertEquals(List.of(), findings.of(limit), "only the operator that reads the index");
        assertEquals("reads the XML index order_id", findings.of(index).get(0).message());
    }

    @Test
    void rowEstimatesAreComparedPerExecutionAndFlaggedFromTenTimesOff() {
        // an inner index scan run 100 times: 1 row estimated per run
        PlanNode rightOnAverage = measured(xmlIndexScan("order_id", "orders", 8.3, 1), 100, 3.1, 100);
        PlanNode tenTimesOff = measured(xmlIndexScan("order_id", "orders", 8.3, 1), 1000, 3.1, 100);
        PlanNode nineTimesOff = measured(seqScan("orders", 4000, 100, "(x)"), 900, 12, 1);
        PlanNode tooHigh = measured(seqScan("orders", 4000, 1500, "(x)"), 12, 12, 1);

        assertFalse(PlanFindings.of(plan(rightOnAverage)).any(Kind.ROW_ESTIMATE_OFF));
        assertEquals(List.of("row estimate too low 10x: estimated 1, actually 10 per execution"),
                PlanFindings.of(plan(tenTimesOff)).all().stream().filter(f -> f.kind() == Kind.ROW_ESTIMATE_OFF)
                        .map(PlanFindings.Finding::message).toList());
        assertFalse(PlanFindings.of(plan(nineTimesOff)).any(Kind.ROW_ESTIMATE_OFF));
        assertTrue(PlanFindings.of(plan(tooHigh)).any(Kind.ROW_ESTIMATE_OFF), "125x too high");
    }

    @Test
    void anEmptyResultEstimatedAtOneRowIsNoError() {
        PlanNode scan = measured(xmlIndexScan("order_id", "orders", 8.3, 1), 0, 0.02, 1);
        assertFalse(PlanFindings.of(plan(scan)).any(Kind.ROW_ESTIMATE_OFF));
    }
}
