package org.xwb.ui.parts;

import java.util.function.Consumer;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Entry;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/** Lists problems and log messages: severity, message, location (file:line:column) and time. */
public class ProblemsPart {

    public static final String TABLE_ID = "org.xwb.ui.problems.table";

    @Inject
    private ProblemsLog problems;

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
        column(layout, "Severity", 10, entry -> entry.severity().name().toLowerCase());
        column(layout, "Message", 60, Entry::message);
        column(layout, "Location", 22, Entry::location);
        column(layout, "Time", 8, entry -> entry.time().toString());
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
