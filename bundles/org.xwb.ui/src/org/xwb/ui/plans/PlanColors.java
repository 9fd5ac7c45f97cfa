package org.xwb.ui.plans;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;

/**
 * The plan view's colours, one meaning each, the same in the tree and the graph: green for an
 * XML index read, red for a scan that parses every document, orange for a row estimate 10x off,
 * and in a diff yellow for a changed operator, blue for an added one, grey for a removed one.
 * Freed with the control they were made for.
 */
public final class PlanColors {

    public static final RGB XML_INDEX = new RGB(206, 238, 206);
    public static final RGB PARSES_EVERY_DOCUMENT = new RGB(250, 208, 196);
    public static final RGB ROW_ESTIMATE_OFF = new RGB(255, 229, 184);
    public static final RGB CHANGED = new RGB(255, 243, 160);
    public static final RGB ADDED = new RGB(208, 228, 252);
    public static final RGB REMOVED = new RGB(226, 226, 226);
    public static final RGB BAR = new RGB(96, 140, 210);
    public static final RGB FLAG_TEXT = new RGB(170, 30, 20);
    public static final RGB INDEX_TEXT = new RGB(20, 110, 40);

    private final LocalResourceManager resources;

    PlanColors(Control owner) {
        resources = new LocalResourceManager(JFaceResources.getResources(), owner);
    }

    Color color(RGB rgb) {
        return resources.create(org.eclipse.jface.resource.ColorDescriptor.createFrom(rgb));
    }

    /** The background a finding gives an operator: the worst one wins; null when none. */
    static RGB of(java.util.List<PlanFindings.Finding> findings) {
        RGB rgb = null;
        for (PlanFindings.Finding finding : findings) {
            switch (finding.kind()) {
                case PARSES_EVERY_DOCUMENT -> {
                    return PARSES_EVERY_DOCUMENT;
                }
                case ROW_ESTIMATE_OFF -> rgb = ROW_ESTIMATE_OFF;
                case XML_INDEX -> rgb = rgb == null ? XML_INDEX : rgb;
            }
        }
        return rgb;
    }

    /** The background a diff gives an operator of its pair; null when it did not change. */
    static RGB of(PlanDiff.Pair pair) {
        if (pair == null || !pair.changed()) {
            return null;
        }
        if (pair.changes().contains(PlanDiff.Change.ADDED)) {
            return ADDED;
        }
        return pair.changes().contains(PlanDiff.Change.REMOVED) ? REMOVED : CHANGED;
    }
}
