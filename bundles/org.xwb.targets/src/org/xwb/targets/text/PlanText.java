package org.xwb.targets.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;

/**
 * A plan as indented text for the command line: one line per operator (operator, object, cost,
 * rows, actual rows and time when analyzed, an XML index marker), followed by its conditions.
 */
public final class PlanText {

    public static final String XML_INDEX_MARKER = "[XML index]";
    /** Details worth a line of their own: conditions, filters, predicates, keys. */
    private static final Pattern SHOWN = Pattern.compile(".*(Cond|Filter|Predicate|Key|Join Type|Rows Removed|Strategy).*");

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
        node(plan.root(), "", true, out);
        return out.toString();
    }

    private static void node(PlanNode node, String indent, boolean root, StringBuilder out) {
        StringBuilder line = new StringBuilder(indent).append(root ? "" : "-> ").append(node.operator());
        if (!node.object().isEmpty()) {
            line.append(" on ").append(node.object());
        }
        line.append("  cost=").append(number(node.estimatedCost(), 2)).append(" rows=").append(number(node.estimatedRows(), 2));
        if (!Double.isNaN(node.actualRows())) {
            line.append("  actual rows=").append(number(node.actualRows(), 2)).append(" time=")
                    .append(number(node.actualTimeMs(), 3)).append(" ms");
        }
        if (node.usesXmlIndex()) {
            line.append("  ").append(XML_INDEX_MARKER);
        }
        out.append(line).append('\n');
        String detailIndent = indent + (root ? "   " : "      ");
        for (Map.Entry<String, String> detail : node.details().entrySet()) {
            boolean nothingRemoved = detail.getKey().startsWith("Rows Removed") && detail.getValue().equals("0");
            if (SHOWN.matcher(detail.getKey()).matches() && !nothingRemoved) {
                out.append(detailIndent).append(detail.getKey()).append(": ").append(detail.getValue()).append('\n');
            }
        }
        for (PlanNode child : node.children()) {
            node(child, indent + (root ? "  " : "    "), false, out);
        }
    }

    private static void collectXmlIndexes(PlanNode node, List<String> names) {
        if (node.usesXmlIndex() && !node.object().isEmpty() && !names.contains(node.object())) {
            names.add(node.object());
        }
        node.children().forEach(child -> collectXmlIndexes(child, names));
    }

    /** Whole numbers without decimals, others with {@code decimals}; NaN (not known) as "?". */
    static String number(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "?";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e12) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }
}
