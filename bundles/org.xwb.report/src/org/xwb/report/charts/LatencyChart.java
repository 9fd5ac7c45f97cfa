package org.xwb.report.charts;

import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * Latency per interval: p50, p95 and p99 of all transactions, or of the transactions selected in
 * the statistics table (the p95 of each when several are), on a linear or logarithmic axis.
 */
public final class LatencyChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "latency";

    private final XYSeries p50 = new XYSeries("p50", false, false);
    private final XYSeries p95 = new XYSeries("p95", false, false);
    private final XYSeries p99 = new XYSeries("p99", false, false);
    private final TransactionSeries transactions = new TransactionSeries(List.of("p50", "p95", "p99"), 1,
            "Latency: ", "Latency p95: ", p50, p95, p99);
    private JFreeChart chart;

    @Override
    public String title() {
        return "Latency (all transactions)";
    }

    @Override
    public String exportName() {
        return NAME;
    }

    @Override
    public boolean appliesTo(RunStart run) {
        return true;
    }

    @Override
    public JFreeChart create() {
        chart = ChartFactory.createXYLineChart(title(), "seconds", "ms", new XYSeriesCollection(),
                PlotOrientation.VERTICAL, true, true, false);
        chart.getXYPlot().setRenderer(new LonePoints.Lines());
        chart = transactions.attach(LonePoints.secondsAxis(chart));
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        p50.clear();
        p95.clear();
        p99.clear();
        transactions.clear();
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        double x = snapshot.endSeconds();
        IntervalRow total = snapshot.total();
        add(p50, x, total.p50Ms());
        add(p95, x, total.p95Ms());
        add(p99, x, total.p99Ms());
        for (IntervalRow row : snapshot.rows()) {
            XYSeries[] series = transactions.of(row.name());
            add(series[0], x, row.p50Ms());
            add(series[1], x, row.p95Ms());
            add(series[2], x, row.p99Ms());
        }
    }

    @Override
    public boolean select(List<String> selected) {
        return transactions.select(selected);
    }

    /** An interval without transactions has no latency: no point rather than 0 ms. */
    private static void add(XYSeries series, double x, double ms) {
        if (Double.isFinite(ms) && ms > 0) {
            series.addOrUpdate(x, ms);
        }
    }

    /** Switches the latency axis between linear and logarithmic (render thread). */
    @Override
    public boolean hasLogScale() {
        return true;
    }

    @Override
    public void setLogScale(boolean log) {
        if (log) {
            LogAxis axis = new LogAxis("ms (log)");
            axis.setSmallestValue(0.01);
            chart.getXYPlot().setRangeAxis(axis);
        } else {
            chart.getXYPlot().setRangeAxis(new NumberAxis("ms"));
        }
    }
}
