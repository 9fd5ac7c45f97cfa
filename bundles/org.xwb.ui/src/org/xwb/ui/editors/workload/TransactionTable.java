package org.xwb.ui.editors.workload;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TableViewerEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.xwb.model.Transaction;
import org.xwb.model.statements.StatementText;
import org.xwb.ui.ColumnWidths;
import org.xwb.ui.WidgetIds;

/**
 * The transactions of a workload, one row each: name and weight edit in place; share, kind,
 * dialects and markers are derived; a row with a problem shows it in the last column.
 */
public final class TransactionTable {

    public static final String TABLE_ID = "org.xwb.ui.workloadEditor.transactions";

    private final TableViewer viewer;
    private double[] shownWeights = new double[0];
    private Map<Transaction, String> problems = Map.of();

    /**
     * @param onRename called with the transaction and its new name
     * @param onWeight called with the row index and the weight the user typed
     */
    public TransactionTable(Composite parent, BiConsumer<Transaction, String> onRename,
            BiConsumer<Integer, Double> onWeight) {
        Composite holder = new Composite(parent, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        viewer = new TableViewer(holder, SWT.FULL_SELECTION | SWT.MULTI | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTable(), TABLE_ID);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        TableViewerEditor.create(viewer, new ColumnViewerEditorActivationStrategy(viewer),
                ColumnViewerEditor.TABBING_HORIZONTAL | ColumnViewerEditor.KEYBOARD_ACTIVATION);

        column(layout, "Name", 20, "get_security_price", WorkloadLabels::label).setEditingSupport(new TextEditing(
                t -> WorkloadLabels.label(t), (t, text) -> {
                    if (!text.isBlank()) {
                        onRename.accept(t, text.strip());
                    }
                }));
        column(layout, "Kind", 9, "update", WorkloadLabels::kind);
        column(layout, "Weight", 9, "100.0", t -> format(weightOf(t))).setEditingSupport(new TextEditing(
                t -> format(weightOf(t)), (t, text) -> {
                    try {
                        onWeight.accept(indexOf(t), Double.parseDouble(text.strip().replace(',', '.')));
                    } catch (NumberFormatException notANumber) {
                        // the cell shows the old value again; nothing to undo
                    }
                }));
        column(layout, "Share", 8, "100.0 %", t -> String.format("%.1f %%", share(t)));
        column(layout, "Dialects", 16, "postgresql, db2", WorkloadLabels::dialects);
        column(layout, "Markers", 8, "4 / 4", TransactionTable::markers);
        column(layout, "Problems", 30, "no statement for db2", t -> problems.getOrDefault(t, ""));
    }

    public TableViewer viewer() {
        return viewer;
    }

    public Composite control() {
        return viewer.getTable().getParent();
    }

    /** Shows the transactions with the given weights (model or drag preview) and problems. */
    public void show(List<Transaction> transactions, double[] weights, Map<Transaction, String> problemsByRow) {
        this.shownWeights = weights.clone();
        this.problems = problemsByRow;
        if (viewer.getInput() != transactions) {
            viewer.setInput(transactions);
        } else {
            viewer.refresh();
        }
    }

    @SuppressWarnings("unchecked")
    private int indexOf(Transaction transaction) {
        return ((List<Transaction>) viewer.getInput()).indexOf(transaction);
    }

    private double weightOf(Transaction transaction) {
        int index = indexOf(transaction);
        return index >= 0 && index < shownWeights.length ? shownWeights[index] : transaction.getWeight();
    }

    private double share(Transaction transaction) {
        double sum = 0;
        for (double weight : shownWeights) {
            sum += weight;
        }
        return sum > 0 ? 100 * weightOf(transaction) / sum : 0;
    }

    private static String markers(Transaction transaction) {
        int markers = transaction.getStatements().isEmpty() ? 0
                : StatementText.parameterCount(transaction.getStatements().get(0));
        return markers + " / " + transaction.getParameters().size();
    }

    static String format(double weight) {
        return String.format(java.util.Locale.ROOT, "%.1f", weight);
    }

    private TableViewerColumn column(TableColumnLayout layout, String title, int weight, String typical,
            Function<Transaction, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
        column.getColumn().setText(title);
        // minimum width: a typical value stays readable when the editor is narrow (the table scrolls)
        layout.setColumnData(column.getColumn(),
                new ColumnWeightData(weight, ColumnWidths.fitting(viewer.getTable(), title, typical)));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Transaction) element);
            }

            @Override
            public Color getForeground(Object element) {
                return problems.containsKey(element) && title.equals("Problems")
                        ? viewer.getControl().getDisplay().getSystemColor(SWT.COLOR_DARK_RED)
                        : null;
            }
        });
        return column;
    }

    private final class TextEditing extends EditingSupport {
        private final Function<Transaction, String> get;
        private final BiConsumer<Transaction, String> set;

        TextEditing(Function<Transaction, String> get, BiConsumer<Transaction, String> set) {
            super(viewer);
            this.get = get;
            this.set = set;
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            return new TextCellEditor(viewer.getTable());
        }

        @Override
        protected boolean canEdit(Object element) {
            return true;
        }

        @Override
        protected Object getValue(Object element) {
            return get.apply((Transaction) element);
        }

        @Override
        protected void setValue(Object element, Object value) {
            set.accept((Transaction) element, String.valueOf(value));
        }
    }
}
