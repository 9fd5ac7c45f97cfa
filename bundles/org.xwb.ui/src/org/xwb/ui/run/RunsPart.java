package org.xwb.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.compare.RunComparison;
import org.xwb.core.results.RunFolder;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.report.HtmlReport;
import org.xwb.report.charts.PastRunCharts;
import org.xwb.ui.ColumnWidths;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.ChartCanvas;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The runs of this workspace, newest first. Select runs to overlay their throughput over time and
 * compare them per transaction against a baseline (the run set as baseline, else the oldest
 * selected); select a sweep to plot throughput and p95 against users (the scaling curves of TPoX).
 * Report... writes the selection as one HTML file and opens it.
 */
public class RunsPart {

    public static final String TABLE_ID = "org.xwb.ui.runs.table";
    public static final String CHART_ID = "org.xwb.ui.runs.chart";
    public static final String COMPARE_TABLE_ID = ComparisonView.TABLE_ID;
    public static final String COMPARE_HEADING_ID = ComparisonView.HEADING_ID;
    public static final String BASELINE_BUTTON_ID = "org.xwb.ui.runs.baseline";
    public static final String REPORT_BUTTON_ID = "org.xwb.ui.runs.report";
    /** The part's persisted state: the baseline run's folder name. */
    static final String BASELINE_KEY = "org.xwb.ui.runs.baseline";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    @Inject
    private Workspace workspace;
    @Inject
    private EditorOpener editors;
    @Inject
    private ProblemsLog problems;
    @Inject
    private MPart part;

    private TableViewer viewer;
    private ChartCanvas chart;
    private ComparisonView comparison;
    private Label hint;
    private Button baselineButton;
    private Button reportButton;
    private Font bold;

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(4, false));
        Button refresh = new Button(parent, SWT.PUSH);
        refresh.setText("Refresh");
        refresh.addListener(SWT.Selection, event -> refresh());
        baselineButton = WidgetIds.set(new Button(parent, SWT.PUSH), BASELINE_BUTTON_ID);
        baselineButton.setText("Set as Baseline");
        baselineButton.setToolTipText("Compare the runs you select with this one");
        baselineButton.addListener(SWT.Selection, event -> toggleBaseline());
        reportButton = WidgetIds.set(new Button(parent, SWT.PUSH), REPORT_BUTTON_ID);
        reportButton.setText("Report...");
        reportButton.setToolTipText("Write the selected runs and sweeps as one HTML file (with their comparison) and open it");
        reportButton.addListener(SWT.Selection, event -> report());
        hint = new Label(parent, SWT.NONE);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm vertical = new SashForm(parent, SWT.VERTICAL);
        vertical.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 4, 1));
        SashForm sash = new SashForm(vertical, SWT.HORIZONTAL);
        Composite holder = new Composite(sash, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        viewer = new TableViewer(holder, SWT.MULTI | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTable(), TABLE_ID);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        FontData font = viewer.getTable().getFont().getFontData()[0];
        bold = new Font(parent.getDisplay(), font.getName(), font.getHeight(), SWT.BOLD);
        viewer.getTable().addListener(SWT.Dispose, event -> bold.dispose());
        // minimum widths fit typical values, so a date or a rate is never cut short; the rest by weight
        column(layout, "Date", 16, "2026-11-23 06:00:30", r -> TIME.format(r.startedAt()));
        column(layout, "Workload", 16, "TPoX insert-only", PastRun::workload);
        column(layout, "Users", 6, "1000", r -> String.valueOf(r.users()));
        column(layout, "tx/s", 9, "12,345.6", r -> number(r.txPerSecond(), 1));
        column(layout, "p95 ms", 8, "1,234.56", r -> number(r.p95Ms(), 2));
        column(layout, "Outcome", 9, "completed", r -> r.outcome() + (isBaseline(r) ? ", baseline" : ""));
        column(layout, "Target", 12, "embedded", PastRun::target);
        column(layout, "Folder", 24, "20261123-060036", PastRun::id); // its start is enough to tell runs apart
        chart = new ChartCanvas(sash, PastRunCharts.empty("Select runs to compare"));
        WidgetIds.set(chart.composite(), CHART_ID);
        sash.setWeights(62, 38);
        comparison = new ComparisonView(vertical);
        vertical.setWeights(58, 42);
        viewer.addSelectionChangedListener(event -> selectionChanged());
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
        viewer.setInput(RunHistory.list(runsFolder()));
        selectionChanged();
    }

    private Path runsFolder() {
        return workspace.folder(Workspace.Folder.RUNS);
    }

    private List<PastRun> selection() {
        return viewer.getStructuredSelection().toList().stream().map(PastRun.class::cast).toList();
    }

    private String baselineId() {
        return part.getPersistedState().get(BASELINE_KEY);
    }

    private boolean isBaseline(PastRun run) {
        return run.id().equals(baselineId());
    }

    /** The baseline run as listed, or null when none is set or its folder is gone. */
    private PastRun baseline() {
        Object input = viewer.getInput();
        if (baselineId() == null || !(input instanceof List<?> runs)) {
            return null;
        }
        return runs.stream().map(PastRun.class::cast).filter(this::isBaseline).findFirst().orElse(null);
    }

    private void toggleBaseline() {
        List<PastRun> selected = selection();
        if (selected.size() != 1 || selected.get(0).sweep()) {
            return;
        }
        if (isBaseline(selected.get(0))) {
            part.getPersistedState().remove(BASELINE_KEY);
        } else {
            part.getPersistedState().put(BASELINE_KEY, selected.get(0).id());
        }
        viewer.refresh();
        selectionChanged();
    }

    private void selectionChanged() {
        List<PastRun> selected = selection();
        PastRun one = selected.size() == 1 ? selected.get(0) : null;
        baselineButton.setEnabled(one != null && !one.sweep());
        baselineButton.setText(one != null && isBaseline(one) ? "Clear Baseline" : "Set as Baseline");
        reportButton.setEnabled(!selected.isEmpty());
        PastRun baseline = baseline();
        hint.setText((baseline == null ? "No baseline: the oldest selected run is compared with the others."
                : "Baseline: " + baseline.id() + "."));
        hint.getParent().layout(true);
        try {
            List<PastRun> compared = compared(selected);
            if (one != null && one.sweep()) {
                chart.setChart(PastRunCharts.sweep(one));
            } else if (!compared.isEmpty() || !selected.isEmpty()) {
                chart.setChart(PastRunCharts.overlay(compared.isEmpty()
                        ? selected.stream().filter(r -> !r.sweep()).toList() : compared));
            } else {
                chart.setChart(PastRunCharts.empty("Select runs to compare"));
            }
            comparison.show(comparisons(compared));
        } catch (IOException e) {
            hint.setText("Cannot read the run: " + e.getMessage());
            comparison.show(List.of());
        }
    }

    /**
     * The runs the selection compares, the baseline first: the baseline with the selected runs, or
     * without one the oldest selected run with the others. Sweeps and runs without a summary are not
     * compared; fewer than two runs: none.
     */
    private List<PastRun> compared(List<PastRun> selected) {
        List<PastRun> runs = new ArrayList<>(selected.stream().filter(RunsPart::hasSummary)
                .sorted(Comparator.comparing(PastRun::id)).toList());
        PastRun baseline = baseline();
        if (baseline != null && hasSummary(baseline)) {
            runs.removeIf(this::isBaseline);
            runs.add(0, baseline);
        }
        return runs.size() >= 2 ? runs : List.of();
    }

    private static boolean hasSummary(PastRun run) {
        return !run.sweep() && Files.isRegularFile(run.folder().resolve(RunFolder.SUMMARY));
    }

    private static List<RunComparison> comparisons(List<PastRun> compared) throws IOException {
        if (compared.isEmpty()) {
            return List.of();
        }
        RunSummary baseline = RunResults.summary(compared.get(0).folder());
        List<RunComparison> comparisons = new ArrayList<>();
        for (PastRun run : compared.subList(1, compared.size())) {
            comparisons.add(RunComparison.of(baseline, RunResults.summary(run.folder())));
        }
        return comparisons;
    }

    /** Writes the selection's report (the compared runs first, baseline leading) as a job, then opens it. */
    private void report() {
        List<PastRun> selected = selection();
        if (selected.isEmpty()) {
            return;
        }
        List<Path> folders = new ArrayList<>(compared(selected).stream().map(PastRun::folder).toList());
        selected.stream().map(PastRun::folder).filter(f -> !folders.contains(f)).forEach(folders::add);
        Path file = HtmlReport.defaultFile(folders, runsFolder());
        new ReportJob(folders, file, problems, viewer.getControl().getDisplay(), editors).schedule();
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

            @Override
            public Font getFont(Object element) {
                return isBaseline((PastRun) element) ? bold : null;
            }
        });
    }
}
