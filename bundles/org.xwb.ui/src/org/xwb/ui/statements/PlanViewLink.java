package org.xwb.ui.statements;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Hands a statement to the plan view for Explain: the part {@value #PLAN_PART_ID} and its method
 * {@code explain(StatementContext, boolean analyze)}. The plan view is built in another bundle of
 * work at the same time as this editor, so the editor knows it by that id and method only (found
 * by reflection); once both are merged this can call the part's class directly. Without the part,
 * Problems says "Plan view not available".
 */
public final class PlanViewLink {

    public static final String PLAN_PART_ID = "org.xwb.ui.part.plan";
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
        Object view = part.getObject();
        try {
            Method explain = view == null ? null
                    : view.getClass().getMethod("explain", StatementContext.class, boolean.class);
            if (explain == null) {
                throw new NoSuchMethodException("explain(StatementContext, boolean)");
            }
            explain.invoke(view, statement, analyze);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            problems.warning(NOT_AVAILABLE + ": the plan view has no explain(StatementContext, boolean)", "statement editor");
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            problems.error("Explain failed: " + (cause.getMessage() == null ? cause.toString() : cause.getMessage()),
                    "statement editor");
        }
    }
}
