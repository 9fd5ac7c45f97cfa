package org.xwb.targets.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNumbers;

/**
 * A plan as indented text for the command line: one line per operator (operator, object, cost,
 * rows, actual rows, time and loops when analyzed, an XML index marker), followed by its
 * conditions and what {@link PlanFindings} flags on it, as the plan view flags it.
 */
public final class PlanText {

    public static final String XML_INDEX_MARKER = "[XML index]";
    /** Starts the line of a flagged finding (parses every document, row estimate off). */
    public static final String FLAG = "! ";
    /** Details worth a line of their own: conditions, filters, predicates, keys. */
    private static final Pattern SHOWN = Pattern.compile(".*(Cond|Filter|Predicate|Key|Join Type|Rows Removed|Strategy|locks).*");

    private PlanText() {
    }

    public static String render(Plan plan, String target) {
        StringBuilder out = new StringBuilder();
        out.append("Plan on ").append(target).append(plan.analyzed() ? " (executed and rolled back: actual rows and times)"
                : " (estimated)").append('\n');
        List<String> xmlIndexes = new ArrayList<>();
        collectXmlIndexes(plan.root(), xmlIndexes);
        out.append("XML index used: ").append(xmlIndexes.isEmpty() ? "no" : "yes (" + String.join(", ", xmlIndexes) + ")")
                .append("\n\n");
        node(plan.root(), PlanFindings.of(plan), "", true, out);
        return out.toString();
    }

    private static void node(PlanNode node, PlanFindings findings, String indent, boolean root, StringBuilder out) {
        StringBuilder line = new StringBuilder(indent).append(root ? "" : "-> ").append(node.operator());
        if (!node.object().isEmpty()) {
            line.append(" on ").append(node.object());
        }
        line.append("  cost=").append(PlanNumbers.cost(node.estimatedCost())).append(" rows=")
                .append(PlanNumbers.rows(node.estimatedRows()));
        if (node.measured()) {
            line.append("  actual rows=").append(PlanNumbers.rows(node.actualRows())).append(" time=")
                    .append(PlanNumbers.millis(node.actualTimeMs()));
            if (!Double.isNaN(node.actualLoops()) && node.actualLoops() != 1) {
                line.append(" loops=").append(PlanNumbers.number(node.actualLoops(), 0));
            }
        }
        if (node.usesXmlIndex()) {
            line.append("  ").append(XML_INDEX_MARKER);
        }
        out.append(line).append('\n');
        String detailIndent = indent + (root ? "   " : "      ");
        for (PlanFindings.Finding finding : findings.of(node)) {
            if (finding.kind() != PlanFindings.Kind.XML_INDEX) {
                out.append(detailIndent).append(FLAG).append(finding.message()).append('\n');
            }
        }
        for (Map.Entry<String, String> detail : node.details().entrySet()) {
            boolean nothingRemoved = detail.getKey().startsWith("Rows Removed") && detail.getValue().equals("0");
            if (SHOWN.matcher(detail.getKey()).matches() && !nothingRemoved) {
                out.append(detailIndent).append(detail.getKey()).append(": ").append(detail.getValue()).append('\n');
            }
        }
        for (PlanNode child : node.children()) {
            node(child, findings, indent + (root ? "  " : "    "), false, out);
        }
    }

    private static void collectXmlIndexes(PlanNode node, List<String> names) {
        if (node.usesXmlIndex() && !node.object().isEmpty() && !names.contains(node.object())) {
            names.add(node.object());
        }
        node.children().forEach(child -> collectXmlIndexes(child, names));
    }
}
