package org.xwb.ui.parts;

import java.util.function.Consumer;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Entry;
import org.xwb.ui.problems.WrappedLines;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Lists problems, newest first: severity, message, location (file:line:column) and time. A
 * double-click on a row with a file opens it at the place (see {@link EditorOpener#open(ProblemsLog.Location)}).
 * The chosen row's whole message is shown wrapped under the table, and in the row's tooltip.
 */
public class ProblemsPart {

    public static final String TABLE_ID = "org.xwb.ui.problems.table";
    public static final String DETAIL_ID = "org.xwb.ui.problems.detail";

    @Inject
    private ProblemsLog problems;
    @Inject
    private EditorOpener editors;

    private TableViewer viewer;
    private Text detail;
    private final Consumer<Entry> listener = entry -> {
        Display display = viewer.getControl().getDisplay();
        display.asyncExec(this::refresh);
    };

    @PostConstruct
    void createControls(Composite parent) {
        GridLayout grid = new GridLayout(1, false);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        grid.verticalSpacing = 2;
        parent.setLayout(grid);
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        viewer = new TableViewer(holder, SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        WidgetIds.set(viewer.getTable(), TABLE_ID);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        ColumnViewerToolTipSupport.enableFor(viewer); // the whole message and the file's full path
        column(layout, "Severity", 10, entry -> entry.severity().name().toLowerCase());
        column(layout, "Message", 60, Entry::message);
        column(layout, "Location", 22, entry -> entry.location().text());
        column(layout, "Time", 8, entry -> entry.time().withNano(0).toString());
        // the chosen row's whole message, wrapped: the Message column cuts long ones
        detail = new Text(parent, SWT.READ_ONLY | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
        GridData detailData = new GridData(SWT.FILL, SWT.END, true, false);
        detailData.heightHint = 2 * detail.getLineHeight();
        detail.setLayoutData(detailData);
        WidgetIds.set(detail, DETAIL_ID);
        viewer.addSelectionChangedListener(event -> detail.setText(
                viewer.getStructuredSelection().getFirstElement() instanceof Entry entry ? entry.message() : ""));
        viewer.addDoubleClickListener(event -> {
            if (viewer.getStructuredSelection().getFirstElement() instanceof Entry entry) {
                editors.open(entry.location());
            }
        });
        problems.addListener(listener);
        refresh();
    }

    private void column(TableColumnLayout layout, String title, int weight,
            java.util.function.Function<Entry, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Entry) element);
            }

            @Override
            public String getToolTipText(Object element) {
                Entry entry = (Entry) element;
                String where = entry.location().file() == null ? entry.location().text()
                        : entry.location().file() + (entry.location().line() > 0 ? ":" + entry.location().line() : "")
                                + (entry.location().column() > 0 ? ":" + entry.location().column() : "");
                return WrappedLines.wrap(entry.message(), WrappedLines.WIDTH) + (where.isEmpty() ? "" : "\n" + where);
            }
        });
    }

    private void refresh() {
        if (!viewer.getControl().isDisposed()) {
            viewer.setInput(problems.entries());
        }
    }

    @PreDestroy
    void dispose() {
        problems.removeListener(listener);
    }
}
