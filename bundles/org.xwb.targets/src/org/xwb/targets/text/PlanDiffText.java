package org.xwb.targets.text;

import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanNumbers;

/**
 * A plan diff for the command line ({@code xwb explain --compare}): the total cost and the XML
 * indexes of both plans, then one line per changed operator, as the plan view's diff lists them.
 */
public final class PlanDiffText {

    private PlanDiffText() {
    }

    /** @param beforeName and {@code afterName} say where the plans came from, e.g. their files */
    public static String render(PlanDiff diff, String beforeName, String afterName) {
        StringBuilder out = new StringBuilder();
        out.append("Baseline: ").append(beforeName).append('\n');
        out.append("Compared: ").append(afterName).append('\n');
        if (!diff.before().statement().strip().equals(diff.after().statement().strip())) {
            out.append("(the statements differ)\n");
        }
        double before = diff.before().root().estimatedCost();
        double after = diff.after().root().estimatedCost();
        out.append("Total cost: ").append(PlanNumbers.cost(before)).append(" -> ").append(PlanNumbers.cost(after))
                .append(" (").append(PlanNumbers.ratio(before, after)).append(")\n");
        out.append("XML indexes: ").append(diff.xmlIndexes()).append("\n\n");
        if (diff.changes().isEmpty()) {
            out.append("No operator changed.\n");
            return out.toString();
        }
        out.append(diff.changes().size()).append(diff.changes().size() == 1 ? " operator changed:\n" : " operators changed:\n");
        for (PlanDiff.Pair pair : diff.changes()) {
            out.append("  ").append(pair.describe()).append('\n');
        }
        return out.toString();
    }
}
