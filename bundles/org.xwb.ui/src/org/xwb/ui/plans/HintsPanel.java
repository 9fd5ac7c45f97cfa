package org.xwb.ui.plans;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.plan.IndexHint;
import org.xwb.ui.WidgetIds;

/**
 * The index hints of the explained statement: per XPath comparison its node, how it is compared,
 * whether an index serves it and which; for the selected one the expression (PostgreSQL) or
 * pattern (DB2) an index needs, the notes, the DDL of the proposed index and "Create index".
 */
final class HintsPanel {

    private final SashForm sash;
    private final TableViewer viewer;
    private final Text details;
    private final Button create;
    private final Label message;
    private final PlanColors colors;
    private Consumer<IndexHint> createIndex = hint -> {
    };

    HintsPanel(Composite parent, PlanColors colors) {
        this.colors = colors;
        sash = new SashForm(parent, SWT.HORIZONTAL);
        Composite left = new Composite(sash, SWT.NONE);
        left.setLayout(new GridLayout(1, false));
        message = new Label(left, SWT.WRAP);
        message.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Composite holder = new Composite(left, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        holder.setLayout(new org.eclipse.swt.layout.FillLayout());
        viewer = new TableViewer(holder, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTable(), PlanPart.HINTS_ID);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column("Status", h -> h.status().label());
        column("Index", HintsPanel::indexes);
        column("Node", IndexHint::path);
        column("Compared as", h -> h.keyType() == null ? "?" : h.keyType().toString());
        column("Comparison", h -> oneLine(h.predicate()));

        Composite right = new Composite(sash, SWT.NONE);
        right.setLayout(new GridLayout(1, false));
        details = new Text(right, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        WidgetIds.set(details, PlanPart.HINT_DETAILS_ID);
        details.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        create = new Button(right, SWT.PUSH);
        WidgetIds.set(create, PlanPart.CREATE_INDEX_ID);
        create.setText("Create index");
        create.setEnabled(false);
        create.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        create.addListener(SWT.Selection, event -> {
            IndexHint hint = selected();
            if (hint != null && hint.proposes()) {
                createIndex.accept(hint);
            }
        });
        sash.setWeights(62, 38);
        viewer.addSelectionChangedListener(event -> describe(selected()));
        show(List.of(), "Explain a statement to see which XML index serves each of its XPath comparisons.");
    }

    private void column(String title, Function<IndexHint, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((IndexHint) element);
            }

            @Override
            public Color getBackground(Object element) {
                return switch (((IndexHint) element).status()) {
                    case SERVED -> colors.color(PlanColors.XML_INDEX);
                    case INDEX_MISSING_ON_TARGET, NO_INDEX -> colors.color(PlanColors.PARSES_EVERY_DOCUMENT);
                    case NOT_INDEXABLE, UNCERTAIN -> colors.color(PlanColors.ROW_ESTIMATE_OFF);
                };
            }
        });
    }

    /** Shows hints; {@code note} says why there are none, or is empty. Selects the first that proposes an index. */
    void show(List<IndexHint> hints, String note) {
        viewer.setInput(hints);
        for (org.eclipse.swt.widgets.TableColumn column : viewer.getTable().getColumns()) {
            column.pack(); // as wide as its title and widest text; the table scrolls sideways
            column.setWidth(Math.min(Math.max(column.getWidth(), 60), 520));
        }
        message.setText(note);
        message.setVisible(!note.isEmpty());
        ((GridData) message.getLayoutData()).exclude = note.isEmpty();
        message.getParent().layout();
        IndexHint first = hints.stream().filter(IndexHint::proposes).findFirst().orElse(hints.isEmpty() ? null : hints.get(0));
        if (first != null) {
            viewer.setSelection(new StructuredSelection(first));
        }
        describe(first);
    }

    void onCreateIndex(Consumer<IndexHint> action) {
        this.createIndex = action;
    }

    /** Disables "Create index" while an index is being created. */
    void busy(boolean busy) {
        IndexHint hint = selected();
        create.setEnabled(!busy && hint != null && hint.proposes());
    }

    Control control() {
        return sash;
    }

    private IndexHint selected() {
        return viewer.getStructuredSelection().getFirstElement() instanceof IndexHint hint ? hint : null;
    }

    private void describe(IndexHint hint) {
        if (hint == null) {
            details.setText("");
            create.setEnabled(false);
            create.setText("Create index");
            return;
        }
        StringBuilder text = new StringBuilder();
        text.append(oneLine(hint.predicate())).append("\n\n");
        text.append("Collection ").append(hint.collection().getName()).append(", node ").append(hint.path()).append(": ")
                .append(hint.status().label()).append(".\n");
        for (IndexHint.Match match : hint.matches()) {
            text.append("Index ").append(match.index()).append(": ").append(where(match)).append(".\n");
        }
        if (!hint.expression().isEmpty()) {
            text.append("\nAn index serves this comparison when it is on\n  ").append(oneLine(hint.expression())).append('\n');
        }
        for (String note : hint.notes()) {
            text.append("\n").append(note).append('\n');
        }
        if (hint.proposes()) {
            text.append("\nCreate index proposes:\n  ").append(oneLine(hint.proposalDdl())).append('\n');
        }
        details.setText(text.toString());
        create.setEnabled(hint.proposes());
        create.setText(hint.proposes() ? "Create index " + hint.proposal().getName() : "Create index");
        create.getParent().layout();
    }

    private static String indexes(IndexHint hint) {
        return String.join(", ", hint.matches().stream().map(m -> m.index() + switch (m.onTarget()) {
            case YES -> "";
            case NO -> " (not on target)";
            case UNKNOWN -> " (declared)";
        }).toList());
    }

    private static String where(IndexHint.Match match) {
        return org.xwb.targets.text.IndexHintText.where(match);
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\n\\s*", " ");
    }
}
