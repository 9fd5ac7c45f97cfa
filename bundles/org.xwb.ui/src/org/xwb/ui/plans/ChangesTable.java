package org.xwb.ui.plans;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanNumbers;
import org.xwb.ui.WidgetIds;

/** The operators a diff found changed: baseline and now, what changed, cost and rows with their ratio. */
final class ChangesTable {

    private final TableViewer viewer;
    private final PlanColors colors;

    ChangesTable(Composite parent, PlanColors colors) {
        this.colors = colors;
        Composite holder = new Composite(parent, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        viewer = new TableViewer(holder, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTable(), PlanPart.CHANGES_ID);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "Baseline", 18, p -> p.before() == null ? "" : PlanDiff.label(p.before()));
        column(layout, "Now", 18, p -> p.after() == null ? "" : PlanDiff.label(p.after()));
        column(layout, "What changed", 36, ChangesTable::what);
        column(layout, "Cost", 16, p -> both(p) ? PlanNumbers.cost(p.before().estimatedCost()) + " \u2192 "
                + PlanNumbers.cost(p.after().estimatedCost()) + " (" + PlanNumbers.ratio(p.before().estimatedCost(),
                        p.after().estimatedCost()) + ")" : "");
        column(layout, "Rows", 12, p -> both(p) ? PlanNumbers.rows(p.before().estimatedRows()) + " \u2192 "
                + PlanNumbers.rows(p.after().estimatedRows()) + " (" + PlanNumbers.ratio(p.before().estimatedRows(),
                        p.after().estimatedRows()) + ")" : "");
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<PlanDiff.Pair, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((PlanDiff.Pair) element);
            }

            @Override
            public Color getBackground(Object element) {
                RGB rgb = PlanColors.of((PlanDiff.Pair) element);
                return rgb == null ? null : colors.color(rgb);
            }
        });
    }

    void show(List<PlanDiff.Pair> changes) {
        viewer.setInput(changes);
    }

    Control control() {
        return viewer.getTable().getParent();
    }

    private static boolean both(PlanDiff.Pair pair) {
        return pair.before() != null && pair.after() != null;
    }

    private static String what(PlanDiff.Pair pair) {
        List<String> words = new ArrayList<>();
        for (PlanDiff.Change change : pair.changes()) {
            words.add(switch (change) {
                case OPERATOR -> "operator";
                case OBJECT -> "object";
                case INDEX_NOW_USED -> "index now used (" + String.join("; ", pair.indexesAfter().stream()
                        .filter(i -> !pair.indexesBefore().contains(i)).toList()) + ")";
                case INDEX_NO_LONGER_USED -> "index no longer used (" + String.join("; ", pair.indexesBefore().stream()
                        .filter(i -> !pair.indexesAfter().contains(i)).toList()) + ")";
                case COST -> "cost";
                case ROWS -> "rows";
                case ADDED -> "added";
                case REMOVED -> "removed";
            });
        }
        return String.join(", ", words);
    }
}
