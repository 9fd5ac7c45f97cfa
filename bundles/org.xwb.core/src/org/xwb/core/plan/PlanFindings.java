package org.xwb.core.plan;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a plan view and {@code xwb explain} point out on a plan's operators, the same for every
 * engine: an XML index read; a table scan that parses every document of an XML table to filter it
 * (PostgreSQL: a Seq Scan whose filter calls xpath(); DB2: a TBSCAN whose rows each go through an
 * XSCAN in a nested-loop join); and, when the plan was executed, a row estimate off by 10x or
 * more, the usual reason a planner picks the wrong operator.
 */
public final class PlanFindings {

    /** Estimate and actual rows this many times apart are flagged. */
    public static final double ESTIMATE_ERROR_FACTOR = 10;

    /** A remark about one operator. */
    public record Finding(Kind kind, String message) {
    }

    public enum Kind {
        /** The operator reads an XML index: good news, highlighted. */
        XML_INDEX,
        /** A table scan that evaluates XPath on each row's document. */
        PARSES_EVERY_DOCUMENT,
        /** Estimated and actual rows 10x or more apart. */
        ROW_ESTIMATE_OFF
    }

    /** Details that hold a filter or predicate, on either engine. */
    private static final Pattern FILTER_KEY = Pattern.compile("(?i).*(filter|predicate|cond).*");
    /** XPath evaluated by the filter: PostgreSQL's xpath()/xpath_exists(), SQL/XML's XMLEXISTS. */
    private static final Pattern XPATH_CALL = Pattern.compile("(?i)\\b(xpath|xpath_exists|xmlexists)\\s*\\(");

    private final Map<PlanNode, List<Finding>> findings = new IdentityHashMap<>();
    private final List<Finding> ordered = new ArrayList<>();

    private PlanFindings() {
    }

    /** The findings of every operator of the plan. */
    public static PlanFindings of(Plan plan) {
        PlanFindings result = new PlanFindings();
        result.visit(plan.root(), null);
        return result;
    }

    /** The findings of one operator of the plan, in {@link Kind} order; empty when none. */
    public List<Finding> of(PlanNode node) {
        return findings.getOrDefault(node, List.of());
    }

    public boolean has(PlanNode node, Kind kind) {
        return of(node).stream().anyMatch(f -> f.kind() == kind);
    }

    /** Every finding of the plan, operators top-down. */
    public List<Finding> all() {
        return List.copyOf(ordered);
    }

    /** True when some operator has a finding of this kind. */
    public boolean any(Kind kind) {
        return ordered.stream().anyMatch(f -> f.kind() == kind);
    }

    private void visit(PlanNode node, PlanNode parent) {
        List<Finding> list = new ArrayList<>();
        if (node.usesXmlIndex()) {
            list.add(new Finding(Kind.XML_INDEX, "reads the XML index " + node.object()));
        }
        if (parsesEveryDocument(node, parent)) {
            list.add(new Finding(Kind.PARSES_EVERY_DOCUMENT, "parses every document: the table is read in full and "
                    + "the XPath filter runs on each row's document; an XML index on the filtered path avoids that"));
        }
        estimateError(node).ifPresent(list::add);
        if (!list.isEmpty()) {
            findings.put(node, List.copyOf(list));
            ordered.addAll(list);
        }
        for (PlanNode child : node.children()) {
            visit(child, node);
        }
    }

    private static boolean parsesEveryDocument(PlanNode node, PlanNode parent) {
        if (node.kind() != PlanNode.Kind.TABLE_SCAN) {
            return false;
        }
        for (Map.Entry<String, String> detail : node.details().entrySet()) {
            if (FILTER_KEY.matcher(detail.getKey()).matches() && XPATH_CALL.matcher(detail.getValue()).find()) {
                return true;
            }
        }
        // DB2: NLJOIN(TBSCAN table, XSCAN) runs the XSCAN on the document of every row the scan reads
        return parent != null && parent.kind() == PlanNode.Kind.JOIN && parent.children().indexOf(node) == 0
                && parent.children().stream().skip(1).anyMatch(s -> s.kind() == PlanNode.Kind.XML_SCAN);
    }

    /**
     * Estimate against actual rows, both per execution (PostgreSQL estimates per loop, the node's
     * actual rows are totals over its loops); rows below 1 count as 1 so an estimate of 1 for an
     * empty result is no error.
     */
    private static java.util.Optional<Finding> estimateError(PlanNode node) {
        if (!node.measured() || Double.isNaN(node.estimatedRows())) {
            return java.util.Optional.empty();
        }
        double loops = Double.isNaN(node.actualLoops()) || node.actualLoops() < 1 ? 1 : node.actualLoops();
        double actual = Math.max(1, node.actualRows() / loops);
        double estimated = Math.max(1, node.estimatedRows());
        double factor = Math.max(actual, estimated) / Math.min(actual, estimated);
        if (factor < ESTIMATE_ERROR_FACTOR) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Finding(Kind.ROW_ESTIMATE_OFF, String.format(Locale.ROOT,
                "row estimate %s %.0fx: estimated %s, actually %s per execution", actual > estimated ? "too low" : "too high",
                factor, PlanNumbers.rows(estimated), PlanNumbers.rows(actual))));
    }
}
