package org.xwb.ui.statements;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.xwb.ui.plans.PlanPart;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Hands a statement to the plan view ({@value PlanPart#PART_ID}) for Explain, showing the view
 * first. A workbench whose model has no plan view (a trimmed product) gets "Plan view not
 * available" in Problems instead.
 */
public final class PlanViewLink {

    public static final String PLAN_PART_ID = PlanPart.PART_ID;
    static final String NOT_AVAILABLE = "Plan view not available";

    private final EPartService partService;
    private final ProblemsLog problems;

    PlanViewLink(EPartService partService, ProblemsLog problems) {
        this.partService = partService;
        this.problems = problems;
    }

    void explain(StatementContext statement, boolean analyze) {
        MPart part = partService.findPart(PLAN_PART_ID);
        if (part == null) {
            problems.warning(NOT_AVAILABLE + ": this workbench has no plan view (" + PLAN_PART_ID + ") to explain "
                    + (statement.transaction() == null ? "the statement" : "transaction " + statement.transaction())
                    + " in", "statement editor");
            return;
        }
        partService.showPart(part, PartState.VISIBLE);
        if (part.getObject() instanceof PlanPart plans) {
            plans.explain(statement, analyze);
        } else {
            problems.warning(NOT_AVAILABLE + ": the plan view could not be opened", "statement editor");
        }
    }
}
