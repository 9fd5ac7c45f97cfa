package org.xwb.ui.plans;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNumbers;
import org.xwb.ui.WidgetIds;

/**
 * The plan drawn as boxes and arrows, Visual Explain style: the statement's result at the top,
 * each operator a box as wide as its cost is against the costliest operator's, arrows carrying
 * the estimated rows up from the inputs; coloured as the tree colours its rows. Drawn with SWT on
 * the UI thread (plans are tens of operators); clicking a box selects it in the tree.
 */
final class PlanGraph {

    static final int MIN_WIDTH = 116;
    static final int MAX_WIDTH = 250;
    private static final int HEIGHT = 58;
    private static final int H_GAP = 18;
    private static final int V_GAP = 40;
    private static final int MARGIN = 16;
    private static final RGB PLAIN = new RGB(248, 248, 252);
    private static final RGB BORDER = new RGB(120, 120, 130);
    private static final RGB SELECTED = new RGB(30, 90, 200);
    private static final RGB ARROW = new RGB(90, 90, 100);

    private final ScrolledComposite scroller;
    private final Canvas canvas;
    private final PlanColors colors;
    private final Font bold;
    private final Map<PlanNode, Rectangle> boxes = new IdentityHashMap<>();
    private final List<PlanNode> order = new ArrayList<>();
    private Plan plan;
    private PlanFindings findings;
    private Function<PlanNode, PlanDiff.Pair> pairs = node -> null;
    private PlanNode selected;
    private double maxCost;

    PlanGraph(Composite parent, String id, PlanColors colors) {
        this.colors = colors;
        scroller = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        canvas = new Canvas(scroller, SWT.DOUBLE_BUFFERED);
        WidgetIds.set(canvas, id);
        scroller.setContent(canvas);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        bold = new LocalResourceManager(JFaceResources.getResources(), canvas)
                .create(FontDescriptor.createFrom(canvas.getFont()).setStyle(SWT.BOLD));
        canvas.addPaintListener(event -> paint(event.gc));
    }

    void show(Plan shown, Function<PlanNode, PlanDiff.Pair> diff) {
        plan = shown;
        findings = PlanFindings.of(shown);
        pairs = diff == null ? node -> null : diff;
        selected = null;
        boxes.clear();
        order.clear();
        maxCost = maxCost(shown.root());
        int width = place(shown.root(), MARGIN, MARGIN);
        int height = MARGIN;
        for (Rectangle box : boxes.values()) {
            height = Math.max(height, box.y + box.height + MARGIN);
        }
        scroller.setMinSize(width + 2 * MARGIN, height);
        canvas.redraw();
    }

    void clear() {
        plan = null;
        boxes.clear();
        order.clear();
        canvas.redraw();
    }

    Control control() {
        return scroller;
    }

    /** Where an operator's box is on the canvas; null when it is not shown. */
    Rectangle boxOf(PlanNode node) {
        Rectangle box = boxes.get(node);
        return box == null ? null : new Rectangle(box.x, box.y, box.width, box.height);
    }

    PlanNode selected() {
        return selected;
    }

    void onSelect(Consumer<PlanNode> listener) {
        canvas.addListener(SWT.MouseDown, event -> {
            for (PlanNode node : order) {
                if (boxes.get(node).contains(event.x, event.y)) {
                    select(node);
                    listener.accept(node);
                    return;
                }
            }
        });
    }

    void select(PlanNode node) {
        if (selected == node || !boxes.containsKey(node)) {
            return;
        }
        selected = node;
        Rectangle box = boxes.get(node);
        Point origin = scroller.getOrigin();
        Rectangle view = scroller.getClientArea();
        if (box.x < origin.x || box.x + box.width > origin.x + view.width || box.y < origin.y
                || box.y + box.height > origin.y + view.height) {
            scroller.setOrigin(Math.max(0, box.x - MARGIN), Math.max(0, box.y - MARGIN));
        }
        canvas.redraw();
    }

    /** Lays out the subtree from (x, y); returns its width. A parent is centred over its inputs. */
    private int place(PlanNode node, int x, int y) {
        int width = width(node);
        int childrenWidth = 0;
        List<Integer> starts = new ArrayList<>();
        for (PlanNode child : node.children()) {
            if (childrenWidth > 0) {
                childrenWidth += H_GAP;
            }
            starts.add(x + childrenWidth);
            childrenWidth += subtreeWidth(child);
        }
        int span = Math.max(width, childrenWidth);
        int childOffset = (span - childrenWidth) / 2;
        for (int i = 0; i < node.children().size(); i++) {
            place(node.children().get(i), starts.get(i) + childOffset, y + HEIGHT + V_GAP);
        }
        boxes.put(node, new Rectangle(x + (span - width) / 2, y, width, HEIGHT));
        order.add(node);
        return span;
    }

    private int subtreeWidth(PlanNode node) {
        int children = 0;
        for (PlanNode child : node.children()) {
            children += (children > 0 ? H_GAP : 0) + subtreeWidth(child);
        }
        return Math.max(width(node), children);
    }

    /** Width by cost: the square root keeps cheap operators readable next to a costly scan. */
    private int width(PlanNode node) {
        double cost = Double.isNaN(node.estimatedCost()) || maxCost <= 0 ? 0 : node.estimatedCost() / maxCost;
        return MIN_WIDTH + (int) Math.round((MAX_WIDTH - MIN_WIDTH) * Math.sqrt(Math.max(0, cost)));
    }

    private void paint(GC gc) {
        if (plan == null) {
            return;
        }
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        for (PlanNode node : order) {
            for (PlanNode child : node.children()) {
                arrow(gc, boxes.get(child), boxes.get(node), PlanNumbers.rows(child.estimatedRows()) + " rows");
            }
        }
        for (PlanNode node : order) {
            box(gc, node, boxes.get(node));
        }
    }

    private void box(GC gc, PlanNode node, Rectangle r) {
        RGB fill = PlanColors.of(pairs.apply(node));
        fill = fill != null ? fill : PlanColors.of(findings.of(node));
        gc.setBackground(colors.color(fill == null ? PLAIN : fill));
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 8, 8);
        boolean flagged = findings.has(node, PlanFindings.Kind.PARSES_EVERY_DOCUMENT);
        gc.setLineWidth(node == selected ? 3 : flagged ? 2 : 1);
        gc.setForeground(colors.color(node == selected ? SELECTED : flagged ? PlanColors.FLAG_TEXT : BORDER));
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, 8, 8);
        gc.setLineWidth(1);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_FOREGROUND));
        Font normal = gc.getFont();
        gc.setFont(bold);
        text(gc, node.operator(), r, 4);
        gc.setFont(normal);
        text(gc, node.object().isEmpty() ? " " : node.object(), r, 21);
        String figures = "cost " + PlanNumbers.cost(node.estimatedCost()) + (node.measured()
                ? "  " + PlanNumbers.millis(node.actualTimeMs()) : "");
        if (flagged) {
            gc.setForeground(colors.color(PlanColors.FLAG_TEXT));
            figures = "\u26a0 parses every document";
        } else if (node.usesXmlIndex()) {
            gc.setForeground(colors.color(PlanColors.INDEX_TEXT));
            figures = "XML index  " + figures;
        }
        text(gc, figures, r, 38);
    }

    /** A line of text centred in the box, cut with an ellipsis when it does not fit. */
    private static void text(GC gc, String text, Rectangle r, int dy) {
        String shown = text;
        if (gc.textExtent(shown).x > r.width - 10) {
            while (shown.length() > 1 && gc.textExtent(shown + "\u2026").x > r.width - 10) {
                shown = shown.substring(0, shown.length() - 1);
            }
            shown += "\u2026";
        }
        Point extent = gc.textExtent(shown);
        gc.drawText(shown, r.x + (r.width - extent.x) / 2, r.y + dy, true);
    }

    /** From the input's top up to the operator's bottom, the head at the operator, the rows beside it. */
    private void arrow(GC gc, Rectangle from, Rectangle to, String label) {
        int x1 = from.x + from.width / 2;
        int y1 = from.y;
        int x2 = to.x + to.width / 2;
        int y2 = to.y + to.height;
        gc.setForeground(colors.color(ARROW));
        gc.setBackground(colors.color(ARROW));
        gc.setLineWidth(2);
        gc.drawLine(x1, y1, x2, y2);
        gc.setLineWidth(1);
        double angle = Math.atan2(y2 - y1, x2 - x1);
        int[] head = { x2, y2, (int) Math.round(x2 - 9 * Math.cos(angle - 0.4)), (int) Math.round(y2 - 9 * Math.sin(angle - 0.4)),
                (int) Math.round(x2 - 9 * Math.cos(angle + 0.4)), (int) Math.round(y2 - 9 * Math.sin(angle + 0.4)) };
        gc.fillPolygon(head);
        gc.drawText(label, (x1 + x2) / 2 + 6, (y1 + y2) / 2 - gc.getFontMetrics().getHeight() / 2, true);
    }

    private static double maxCost(PlanNode node) {
        double max = Double.isNaN(node.estimatedCost()) ? 0 : node.estimatedCost();
        for (PlanNode child : node.children()) {
            max = Math.max(max, maxCost(child));
        }
        return max;
    }
}
