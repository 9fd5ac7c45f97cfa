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
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Entry;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Lists problems, newest first: severity, message, location (file:line:column) and time. A
 * double-click on a row with a file opens it at the place (see {@link EditorOpener#open(ProblemsLog.Location)}).
 */
public class ProblemsPart {

    public static final String TABLE_ID = "org.xwb.ui.problems.table";

    @Inject
    private ProblemsLog problems;
    @Inject
    private EditorOpener editors;

    private TableViewer viewer;
    private final Consumer<Entry> listener = entry -> {
        Display display = viewer.getControl().getDisplay();
        display.asyncExec(this::refresh);
    };

    @PostConstruct
    void createControls(Composite parent) {
        Composite holder = new Composite(parent, SWT.NONE);
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
                return entry.message() + (where.isEmpty() ? "" : "\n" + where);
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
