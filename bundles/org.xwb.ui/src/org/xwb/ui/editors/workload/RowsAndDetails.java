package org.xwb.ui.editors.workload;

import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.ui.WidgetIds;

/**
 * The layout the Collections and XML Indexes pages share: the workload's rows in a table across the
 * top with the page's buttons under it ({@link #top}); below, the selected row's fields
 * ({@link #details}) beside what can be done with it ({@link #side}), each scrolling on its own
 * ({@link FittedScrolling}). A "Problems" column is drawn in dark red.
 */
final class RowsAndDetails<T extends EObject> {

    final SashForm control;
    /** The table, then the page's buttons in a row under it. */
    final Composite top;
    final TableViewer table;
    final Composite details;
    final Composite side;
    private final Class<T> type;
    private final TableColumnLayout columns = new TableColumnLayout();
    private final SashForm bottom;
    private final ScrolledComposite scroller;
    private final ScrolledComposite sideScroller;

    /** @param buttons how many buttons the page puts under the table */
    RowsAndDetails(Composite parent, Class<T> type, String tableId, int buttons) {
        this(parent, type, tableId, buttons, false);
    }

    /**
     * @param beside the table on the left at the page's full height, the details above the side
     *        on the right (a page whose rows should be seen many at a time), instead of the table
     *        across the top
     */
    RowsAndDetails(Composite parent, Class<T> type, String tableId, int buttons, boolean beside) {
        this.type = type;
        control = new SashForm(parent, beside ? SWT.HORIZONTAL : SWT.VERTICAL);
        top = new Composite(control, SWT.NONE);
        top.setLayout(new GridLayout(buttons, false));
        Composite holder = new Composite(top, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, buttons, 1));
        holder.setLayout(columns);
        table = new TableViewer(holder, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        WidgetIds.set(table.getTable(), tableId);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        bottom = new SashForm(control, beside ? SWT.VERTICAL : SWT.HORIZONTAL);
        scroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        details = new Composite(scroller, SWT.NONE);
        details.setLayout(new GridLayout(1, false));
        sideScroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        side = new Composite(sideScroller, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
    }

    void column(String title, int weight, Function<T, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        columns.setColumnData(column.getColumn(), new ColumnWeightData(weight, 40));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                String value = text.apply(type.cast(element));
                return value == null ? "" : value;
            }

            @Override
            public Color getForeground(Object element) {
                return title.equals("Problems") ? table.getControl().getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null;
            }
        });
    }

    /**
     * Once the page has filled {@link #details} and {@link #side}: both scroll, the table takes
     * {@code tablePercent} of the height (of the width when beside), the details {@code detailsPercent}
     * of the width below (of the height on the right), and a new selection calls {@code showSelected}.
     */
    void finish(int tablePercent, int detailsPercent, Runnable showSelected) {
        FittedScrolling.install(scroller, details);
        FittedScrolling.install(sideScroller, side);
        bottom.setWeights(detailsPercent, 100 - detailsPercent);
        control.setWeights(tablePercent, 100 - tablePercent);
        table.addSelectionChangedListener(event -> showSelected.run());
    }

    /** After the selected row's fields changed: both sides fitted again. */
    void fit() {
        FittedScrolling.fit(scroller);
        FittedScrolling.fit(sideScroller);
    }

    /** The selected row, or null (also for a row removed from the workload meanwhile). */
    T selected() {
        Object first = table.getStructuredSelection().getFirstElement();
        return type.isInstance(first) && ((EObject) first).eContainer() != null ? type.cast(first) : null;
    }

    void select(T row) {
        table.setSelection(new StructuredSelection(row), true);
    }
}
