package org.xwb.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.JFreeChart;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;
import org.xwb.core.workspace.Workspace;
import org.xwb.report.charts.PastRunCharts;
import org.xwb.ui.ColumnWidths;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.ChartCanvas;
import org.xwb.ui.editors.EditorOpener;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The runs of this workspace, newest first. Select runs to overlay their throughput over time;
 * select a sweep to plot throughput and p95 against users (the scaling curves of TPoX).
 */
public class RunsPart {

    public static final String TABLE_ID = "org.xwb.ui.runs.table";
    public static final String CHART_ID = "org.xwb.ui.runs.chart";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    @Inject
    private Workspace workspace;
    @Inject
    private EditorOpener editors;

    private TableViewer viewer;
    private ChartCanvas chart;
    private Label hint;

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(2, false));
        Button refresh = new Button(parent, SWT.PUSH);
        refresh.setText("Refresh");
        refresh.addListener(SWT.Selection, event -> refresh());
        hint = new Label(parent, SWT.NONE);
        hint.setText("Select runs to compare their throughput; select a sweep for throughput and p95 against users.");
        hint.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        Composite holder = new Composite(sash, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        viewer = new TableViewer(holder, SWT.MULTI | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTable(), TABLE_ID);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        // minimum widths fit typical values, so a date or a rate is never cut short; the rest by weight
        column(layout, "Date", 16, "2026-11-23 06:00:30", r -> TIME.format(r.startedAt()));
        column(layout, "Workload", 16, "TPoX insert-only", PastRun::workload);
        column(layout, "Users", 6, "1000", r -> String.valueOf(r.users()));
        column(layout, "tx/s", 9, "12,345.6", r -> number(r.txPerSecond(), 1));
        column(layout, "p95 ms", 8, "1,234.56", r -> number(r.p95Ms(), 2));
        column(layout, "Outcome", 9, "completed", PastRun::outcome);
        column(layout, "Target", 12, "embedded", PastRun::target);
        column(layout, "Folder", 24, "20261123-060036", PastRun::id); // its start is enough to tell runs apart
        chart = new ChartCanvas(sash, emptyChart());
        WidgetIds.set(chart.composite(), CHART_ID);
        sash.setWeights(62, 38);
        viewer.addSelectionChangedListener(event -> compare());
        viewer.addDoubleClickListener(event -> {
            Object run = viewer.getStructuredSelection().getFirstElement();
            if (run instanceof PastRun past) {
                Path stats = past.folder().resolve(past.sweep() ? "sweep.csv" : "stats.txt");
                if (Files.isRegularFile(stats)) {
                    editors.open(stats);
                }
            }
        });
        refresh();
    }

    /** A run finished (from the dashboard): list it. */
    @Inject
    @Optional
    void runFinished(@UIEventTopic(RunEvents.FINISHED) Path folder) {
        refresh();
    }

    public void refresh() {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        viewer.setInput(RunHistory.list(workspace.folder(Workspace.Folder.RUNS)));
    }

    private void compare() {
        List<?> selected = viewer.getStructuredSelection().toList();
        try {
            if (selected.size() == 1 && ((PastRun) selected.get(0)).sweep()) {
                chart.setChart(sweepChart((PastRun) selected.get(0)));
            } else if (!selected.isEmpty()) {
                chart.setChart(overlay(selected.stream().map(PastRun.class::cast).toList()));
            } else {
                chart.setChart(emptyChart());
            }
        } catch (IOException e) {
            hint.setText("Cannot read the run: " + e.getMessage());
        }
    }

    private static JFreeChart emptyChart() {
        return PastRunCharts.empty("Select runs to compare");
    }

    static JFreeChart overlay(List<PastRun> runs) throws IOException {
        return PastRunCharts.overlay(runs);
    }

    static JFreeChart sweepChart(PastRun sweep) throws IOException {
        return PastRunCharts.sweep(sweep);
    }

    private static String number(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,." + decimals + "f", value) : "";
    }

    private void column(TableColumnLayout layout, String title, int weight, String typical,
            Function<PastRun, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(),
                new ColumnWeightData(weight, ColumnWidths.fitting(viewer.getTable(), title, typical)));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((PastRun) element);
            }
        });
    }
}
