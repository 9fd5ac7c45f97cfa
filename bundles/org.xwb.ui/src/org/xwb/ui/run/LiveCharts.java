package org.xwb.ui.run;

import java.awt.Color;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer;
import org.jfree.chart.renderer.xy.XYAreaRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.ChartRenderThread;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.charts.ChartStyle;

/**
 * The live charts of a run: throughput per transaction type (stacked), latency p50/p95/p99,
 * errors and retries, and active users in a 2x2 grid; for a workload that inserts, a 3x2 grid with
 * a wide throughput chart and the insert rate (docs/s and MB/s) in the last cell. Each snapshot appends one point per
 * series. The datasets change and the charts are drawn on a {@link ChartRenderThread}, never on
 * the UI thread: every field below that holds chart data belongs to that thread.
 */
public final class LiveCharts {

    public static final String THROUGHPUT_ID = "org.xwb.ui.run.chart.throughput";
    public static final String LATENCY_ID = "org.xwb.ui.run.chart.latency";
    public static final String ERRORS_ID = "org.xwb.ui.run.chart.errors";
    public static final String USERS_ID = "org.xwb.ui.run.chart.users";
    public static final String INSERTS_ID = "org.xwb.ui.run.chart.inserts";

    private final Composite control;
    private final ChartRenderThread renderer;
    private DefaultTableXYDataset throughput;
    private final Map<String, XYSeries> throughputSeries = new HashMap<>();
    private final XYSeriesCollection latency = new XYSeriesCollection();
    private final XYSeries p50 = new XYSeries("p50", false, false);
    private final XYSeries p95 = new XYSeries("p95", false, false);
    private final XYSeries p99 = new XYSeries("p99", false, false);
    private final XYSeriesCollection errors = new XYSeriesCollection();
    private final XYSeries failed = new XYSeries("errors", false, false);
    private final XYSeries retries = new XYSeries("retries", false, false);
    private final XYSeriesCollection users = new XYSeriesCollection();
    private final XYSeries active = new XYSeries("active users", false, false);
    private final LiveChartCanvas throughputCanvas;
    private final LiveChartCanvas latencyCanvas;
    private final LiveChartCanvas errorsCanvas;
    private final LiveChartCanvas usersCanvas;
    private final InsertRateChart insertRate = new InsertRateChart();
    private final LiveChartCanvas insertsCanvas;
    /** UI thread. */
    private boolean showInserts;
    private volatile double rampUpEnd;
    private boolean logScale;
    /** Points in the throughput chart, for the status line (written on the render thread). */
    private volatile int throughputPoints;

    public LiveCharts(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        renderer = new ChartRenderThread(parent.getDisplay());
        GridLayout grid = new GridLayout(2, true);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        control.setLayout(grid);
        latency.addSeries(p50);
        latency.addSeries(p95);
        latency.addSeries(p99);
        errors.addSeries(failed);
        errors.addSeries(retries);
        users.addSeries(active);
        throughputCanvas = canvas(throughputChart(), THROUGHPUT_ID);
        latencyCanvas = canvas(ChartFactory.createXYLineChart("Latency (all transactions)", "seconds", "ms", latency,
                PlotOrientation.VERTICAL, true, true, false), LATENCY_ID);
        JFreeChart errorsChart = ChartFactory.createXYLineChart("Errors and retries per interval", "seconds", "count",
                errors, PlotOrientation.VERTICAL, true, true, false);
        wholeNumbers((NumberAxis) errorsChart.getXYPlot().getRangeAxis());
        errorsCanvas = canvas(errorsChart, ERRORS_ID);
        JFreeChart usersChart = ChartFactory.createXYLineChart("Active users", "seconds", "users", users,
                PlotOrientation.VERTICAL, false, true, false);
        usersChart.getXYPlot().setRenderer(new XYStepRenderer());
        wholeNumbers((NumberAxis) usersChart.getXYPlot().getRangeAxis());
        usersCanvas = canvas(usersChart, USERS_ID);
        insertsCanvas = canvas(insertRate.create(), INSERTS_ID);
        showInserts(false);
        control.addListener(SWT.Dispose, event -> renderer.close());
    }

    /**
     * Shows or hides the insert-rate chart; hidden, it takes no room (the grid is 2x2 again). Shown,
     * the grid gets a third column rather than a third row: a wide throughput chart (its legend
     * lists every transaction type) and latency over errors, users and insert rate. The dashboard
     * is short of height, not width; a third row left each chart too low to show its axis ticks.
     */
    private void showInserts(boolean show) {
        showInserts = show;
        ((GridLayout) control.getLayout()).numColumns = show ? 3 : 2;
        ((GridData) throughputCanvas.getLayoutData()).horizontalSpan = show ? 2 : 1;
        ((GridData) insertsCanvas.getLayoutData()).exclude = !show;
        insertsCanvas.setVisible(show);
        control.layout(true, true);
    }

    /** Counts: whole-number ticks from 0, and no "4E-9" axis when every count is 0. */
    private static void wholeNumbers(NumberAxis axis) {
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setAutoRangeMinimumSize(2);
        axis.setRangeType(org.jfree.data.RangeType.POSITIVE);
    }

    private JFreeChart throughputChart() {
        throughput = new DefaultTableXYDataset();
        JFreeChart chart = ChartFactory.createStackedXYAreaChart("Throughput by transaction (tx/s)", "seconds", "tx/s",
                throughput, PlotOrientation.VERTICAL, true, true, false);
        // polygons per series: StackedXYAreaRenderer2 intersects java.awt.geom.Area shapes per item,
        // the largest item of a profile of the dashboard during a run
        chart.getXYPlot().setRenderer(new StackedXYAreaRenderer(XYAreaRenderer.AREA));
        // before the first interval: 0 to 1 tx/s, not a range of 1E-8 labelled in scientific notation
        NumberAxis txPerSecond = (NumberAxis) chart.getXYPlot().getRangeAxis();
        txPerSecond.setAutoRangeMinimumSize(1);
        txPerSecond.setRangeType(org.jfree.data.RangeType.POSITIVE);
        txPerSecond.setRange(0, 1); // until a run gives it series (resetCharts): auto range needs them
        // 13 transaction types: a legend beside the plot leaves it its height
        chart.getLegend().setPosition(org.jfree.chart.ui.RectangleEdge.RIGHT);
        chart.getLegend().setItemFont(new java.awt.Font("SansSerif", java.awt.Font.PLAIN, 9));
        return chart;
    }

    private LiveChartCanvas canvas(JFreeChart chart, String id) {
        LiveChartCanvas canvas = new LiveChartCanvas(control, renderer, chart);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        WidgetIds.set(canvas, id);
        return canvas;
    }

    public Composite control() {
        return control;
    }

    /** The charts shown, by the file name they are exported under (without extension). */
    public Map<String, LiveChartCanvas> shownCharts() {
        Map<String, LiveChartCanvas> shown = new LinkedHashMap<>();
        shown.put("throughput", throughputCanvas);
        shown.put("latency", latencyCanvas);
        shown.put("errors", errorsCanvas);
        shown.put("users", usersCanvas);
        if (showInserts) {
            shown.put("inserts", insertsCanvas);
        }
        return shown;
    }

    private List<LiveChartCanvas> canvases() {
        return List.of(throughputCanvas, latencyCanvas, errorsCanvas, usersCanvas, insertsCanvas);
    }

    /**
     * Empties the charts for a new run; transaction types get their mix colours in this order.
     *
     * @param inserts show the insert-rate chart (the workload inserts documents)
     */
    public void reset(List<String> transactionNames, double rampUpSeconds, boolean inserts) {
        if (inserts != showInserts) {
            showInserts(inserts);
        }
        rampUpEnd = rampUpSeconds;
        List<String> names = List.copyOf(transactionNames);
        renderer.execute(() -> resetCharts(names, rampUpSeconds));
    }

    /** On the render thread. */
    private void resetCharts(List<String> transactionNames, double rampUpSeconds) {
        throughputSeries.clear();
        throughputPoints = 0;
        throughputCanvas.setChartOnRenderThread(throughputChart());
        XYPlot plot = throughputCanvas.chartOnRenderThread().getXYPlot();
        for (int i = 0; i < transactionNames.size(); i++) {
            XYSeries series = new XYSeries(transactionNames.get(i), false, false);
            throughputSeries.put(transactionNames.get(i), series);
            throughput.addSeries(series);
            plot.getRenderer().setSeriesPaint(i, ChartStyle.color(i));
        }
        plot.getRangeAxis().setAutoRange(true);
        for (XYSeries series : List.of(p50, p95, p99, failed, retries, active)) {
            series.clear();
        }
        insertRate.clear();
        for (LiveChartCanvas canvas : canvases()) {
            XYPlot xy = canvas.chartOnRenderThread().getXYPlot();
            xy.clearDomainMarkers();
            if (rampUpSeconds > 0) {
                IntervalMarker rampUp = new IntervalMarker(0, rampUpSeconds, new Color(0xEE, 0xEE, 0xEE));
                rampUp.setLabel("ramp-up");
                rampUp.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_LEFT);
                rampUp.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
                xy.addDomainMarker(rampUp, org.jfree.chart.ui.Layer.BACKGROUND);
            }
            canvas.render();
        }
    }

    /** Adds the points of one interval (from any thread; the charts change on the render thread). */
    public void add(IntervalSnapshot snapshot) {
        renderer.execute(() -> addOnRenderThread(snapshot));
    }

    private void addOnRenderThread(IntervalSnapshot snapshot) {
        double x = snapshot.endSeconds();
        for (IntervalRow row : snapshot.rows()) {
            XYSeries series = throughputSeries.get(row.name());
            if (series != null) {
                series.addOrUpdate(x, row.txPerSecond());
            }
        }
        // every table series needs the x value, or the stack has holes
        for (XYSeries series : throughputSeries.values()) {
            if (series.indexOf(x) < 0) {
                series.addOrUpdate(x, 0.0);
            }
        }
        IntervalRow total = snapshot.total();
        addLatency(p50, x, total.p50Ms());
        addLatency(p95, x, total.p95Ms());
        addLatency(p99, x, total.p99Ms());
        failed.addOrUpdate(x, total.errors());
        retries.addOrUpdate(x, total.retries());
        active.addOrUpdate(x, snapshot.activeUsers());
        insertRate.add(x, total);
        throughputPoints = throughputSeries.values().stream().mapToInt(XYSeries::getItemCount).max().orElse(0);
        for (LiveChartCanvas canvas : canvases()) {
            canvas.render();
        }
    }

    private static void addLatency(XYSeries series, double x, double ms) {
        if (Double.isFinite(ms) && ms > 0) {
            series.addOrUpdate(x, ms);
        }
    }

    /** Switches the latency axis between linear and logarithmic. */
    public void setLogScale(boolean log) {
        logScale = log;
        renderer.execute(() -> {
            XYPlot plot = latencyCanvas.chartOnRenderThread().getXYPlot();
            ValueAxis axis = log ? new LogAxis("ms (log)") : new NumberAxis("ms");
            if (axis instanceof LogAxis logAxis) {
                logAxis.setSmallestValue(0.01);
            }
            plot.setRangeAxis(axis);
            ChartStyle.apply(latencyCanvas.chartOnRenderThread());
            latencyCanvas.render();
        });
    }

    public boolean isLogScale() {
        return logScale;
    }

    /** Number of points the throughput chart holds (for tests and the status line). */
    public int throughputPoints() {
        return throughputPoints;
    }

    public double rampUpEnd() {
        return rampUpEnd;
    }
}
