package org.xwb.ui.plans;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TreeItem;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNumbers;
import org.xwb.ui.WidgetIds;

/**
 * One plan as a tree table: operator, object, estimated rows, cost with a bar scaled to the
 * costliest operator, actual rows, time and loops when the plan was executed, and notes; rows
 * coloured by what {@link PlanFindings} says (and, in a diff, by what changed).
 */
final class PlanTree {

    static final int OPERATOR = 0;
    static final int COST = 3;
    static final int NOTES = 7;
    private static final int BAR_GAP = 8;
    private static final int COST_BAR = 90;

    /** An operator shown: identity, not value, tells rows apart (two equal scans are two rows). */
    static final class Row {
        final PlanNode node;
        final List<Row> children = new ArrayList<>();

        Row(PlanNode node) {
            this.node = node;
            node.children().forEach(child -> children.add(new Row(child)));
        }
    }

    private final TreeViewer viewer;
    private final PlanColors colors;
    private Plan plan;
    private PlanFindings findings;
    private Function<PlanNode, PlanDiff.Pair> pairs = node -> null;
    private double maxCost;
    private final List<Row> rows = new ArrayList<>();

    PlanTree(Composite parent, String id, PlanColors colors) {
        this.colors = colors;
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayout(new org.eclipse.swt.layout.FillLayout());
        viewer = new TreeViewer(holder, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTree(), id);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        viewer.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parentElement) {
                return ((Row) parentElement).children.toArray();
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((Row) element).children.isEmpty();
            }
        });
        column("Operator", n -> n.operator());
        column("Object", PlanNode::object);
        column("Rows", n -> PlanNumbers.rows(n.estimatedRows()));
        column("Cost", n -> PlanNumbers.cost(n.estimatedCost()));
        column("Actual rows", n -> n.measured() ? PlanNumbers.rows(n.actualRows()) : "");
        column("Time ms", n -> n.measured() ? PlanNumbers.number(n.actualTimeMs(), 3) : "");
        column("Loops", n -> n.measured() && !Double.isNaN(n.actualLoops()) ? PlanNumbers.number(n.actualLoops(), 0)
                : "");
        column("Notes", this::notes);
        fitColumns();
        viewer.getTree().addListener(SWT.PaintItem, this::paintCostBar);
    }

    private void column(String title, Function<PlanNode, String> text) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(((Row) element).node);
            }

            @Override
            public Color getBackground(Object element) {
                RGB rgb = background(((Row) element).node);
                return rgb == null ? null : colors.color(rgb);
            }

            @Override
            public String getToolTipText(Object element) {
                return notes(((Row) element).node);
            }
        });
    }

    /** Shows a plan; {@code diff} pairs its operators with the other plan's (null: no diff). */
    void show(Plan shown, Function<PlanNode, PlanDiff.Pair> diff) {
        show(shown, diff, maxCost(shown.root()));
    }

    /** Shows a plan with cost bars scaled to {@code costliest} (in a diff: the costlier plan's, so bars compare). */
    void show(Plan shown, Function<PlanNode, PlanDiff.Pair> diff, double costliest) {
        this.plan = shown;
        this.findings = PlanFindings.of(shown);
        this.pairs = diff == null ? node -> null : diff;
        rows.clear();
        rows.add(new Row(shown.root()));
        maxCost = costliest;
        viewer.setInput(List.copyOf(rows));
        viewer.expandAll();
        fitColumns();
    }

    /**
     * Every column as wide as its title and its widest text (the tree scrolls sideways when the
     * pane is narrower, rather than cutting operators and notes); the cost column with room for its bar.
     */
    private void fitColumns() {
        for (org.eclipse.swt.widgets.TreeColumn column : viewer.getTree().getColumns()) {
            column.pack();
            column.setWidth(Math.max(column.getWidth(), 56) + (column == viewer.getTree().getColumn(COST) ? COST_BAR : 0));
        }
    }

    void clear() {
        plan = null;
        rows.clear();
        viewer.setInput(List.of());
    }

    Plan plan() {
        return plan;
    }

    Control control() {
        return viewer.getTree().getParent();
    }

    void onSelect(Consumer<PlanNode> listener) {
        viewer.addSelectionChangedListener(event -> {
            Object first = viewer.getStructuredSelection().getFirstElement();
            if (first instanceof Row row) {
                listener.accept(row.node);
            }
        });
    }

    /** Selects the row of an operator of the shown plan. */
    void select(PlanNode node) {
        Row row = find(rows, node);
        if (row != null && !viewer.getStructuredSelection().toList().contains(row)) {
            viewer.setSelection(new StructuredSelection(row), true);
        }
    }

    private static Row find(List<Row> rows, PlanNode node) {
        for (Row row : rows) {
            if (row.node == node) {
                return row;
            }
            Row below = find(row.children, node);
            if (below != null) {
                return below;
            }
        }
        return null;
    }

    /** What the row says beyond its figures: findings, then what changed against the other plan. */
    String notes(PlanNode node) {
        List<String> notes = new ArrayList<>();
        for (PlanFindings.Finding finding : findings.of(node)) {
            notes.add(switch (finding.kind()) {
                case XML_INDEX -> "XML index";
                case PARSES_EVERY_DOCUMENT -> "\u26a0 parses every document";
                case ROW_ESTIMATE_OFF -> "\u26a0 " + finding.message().substring(0, finding.message().indexOf(':'));
            });
        }
        PlanDiff.Pair pair = pairs.apply(node);
        if (pair != null && pair.changed()) {
            notes.add(PlanDiffWords.of(pair, node == pair.after()));
        }
        return String.join("; ", notes);
    }

    private RGB background(PlanNode node) {
        RGB diff = PlanColors.of(pairs.apply(node));
        return diff != null ? diff : PlanColors.of(findings.of(node));
    }

    /** The cost column's bar, right of its figure, as long as the cost is against the costliest operator's. */
    private void paintCostBar(Event event) {
        if (event.index != COST || !(event.item instanceof TreeItem item) || !(item.getData() instanceof Row row)
                || Double.isNaN(row.node.estimatedCost()) || maxCost <= 0) {
            return;
        }
        Rectangle cell = item.getBounds(COST);
        GC gc = event.gc;
        int textWidth = gc.textExtent(item.getText(COST)).x;
        int available = cell.width - textWidth - 3 * BAR_GAP;
        if (available < 8) {
            return;
        }
        int width = Math.max(1, (int) Math.round(available * row.node.estimatedCost() / maxCost));
        Color before = gc.getBackground();
        gc.setBackground(colors.color(PlanColors.BAR));
        gc.fillRectangle(cell.x + textWidth + 2 * BAR_GAP, cell.y + cell.height / 4, width, cell.height / 2);
        gc.setBackground(before);
    }

    static double maxCost(PlanNode node) {
        double max = Double.isNaN(node.estimatedCost()) ? 0 : node.estimatedCost();
        for (PlanNode child : node.children()) {
            max = Math.max(max, maxCost(child));
        }
        return max;
    }
}
