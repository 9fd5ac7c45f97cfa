package org.xwb.ui.plans;

import java.util.ArrayList;
import java.util.List;

import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanNumbers;

/** What a diff says on an operator's row, from the side of the plan the row belongs to. */
final class PlanDiffWords {

    private PlanDiffWords() {
    }

    /** @param later true for the later plan's row, false for the baseline's */
    static String of(PlanDiff.Pair pair, boolean later) {
        if (pair.changes().contains(PlanDiff.Change.ADDED)) {
            return "added";
        }
        if (pair.changes().contains(PlanDiff.Change.REMOVED)) {
            return "removed";
        }
        List<String> words = new ArrayList<>();
        if (pair.changes().contains(PlanDiff.Change.OPERATOR) || pair.changes().contains(PlanDiff.Change.OBJECT)) {
            words.add(later ? "was " + PlanDiff.label(pair.before()) : "now " + PlanDiff.label(pair.after()));
        }
        if (pair.changes().contains(PlanDiff.Change.INDEX_NOW_USED)) {
            words.add("index now used");
        }
        if (pair.changes().contains(PlanDiff.Change.INDEX_NO_LONGER_USED)) {
            words.add("index no longer used");
        }
        words.add("cost " + PlanNumbers.ratio(pair.before().estimatedCost(), pair.after().estimatedCost()));
        words.add("rows " + PlanNumbers.ratio(pair.before().estimatedRows(), pair.after().estimatedRows()));
        return String.join(", ", words);
    }
}
