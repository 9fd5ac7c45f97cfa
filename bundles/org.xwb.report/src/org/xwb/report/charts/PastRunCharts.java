package org.xwb.report.charts;

import java.io.IOException;
import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;

/** Charts over finished runs, for the Runs part and reports: several runs overlaid, a sweep's scaling. */
public final class PastRunCharts {

    private PastRunCharts() {
    }

    /** An empty chart that says what to select. */
    public static JFreeChart empty(String hint) {
        return ChartFactory.createXYLineChart(hint, "seconds", "tx/s", new XYSeriesCollection(),
                PlotOrientation.VERTICAL, true, true, false);
    }

    /** Throughput over time of each run (total of every measured interval). */
    public static JFreeChart overlay(List<PastRun> runs) throws IOException {
        XYSeriesCollection lines = new XYSeriesCollection();
        for (PastRun run : runs) {
            XYSeries series = new XYSeries(run.id() + " (" + run.users() + (run.users() == 1 ? " user)" : " users)"), false,
                    true);
            for (RunHistory.IntervalPoint point : RunHistory.totals(run.folder())) {
                series.add(point.endSeconds(), point.txPerSecond());
            }
            lines.addSeries(series);
        }
        return ChartFactory.createXYLineChart("Throughput over time", "seconds since start", "tx/s", lines,
                PlotOrientation.VERTICAL, true, true, false);
    }

    /** A sweep: throughput (left axis) and p95 (right axis) against users. */
    public static JFreeChart sweep(PastRun sweep) throws IOException {
        XYSeries throughput = new XYSeries("tx/s");
        XYSeries p95 = new XYSeries("p95 ms");
        for (RunHistory.SweepPoint point : RunHistory.sweepPoints(sweep.folder())) {
            throughput.add(point.users(), point.txPerSecond());
            if (Double.isFinite(point.p95Ms())) {
                p95.add(point.users(), point.p95Ms());
            }
        }
        JFreeChart chart = ChartFactory.createXYLineChart("Scaling: " + sweep.workload(), "users", "tx/s",
                new XYSeriesCollection(throughput), PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRenderer(new XYLineAndShapeRenderer(true, true));
        plot.setRangeAxis(1, new NumberAxis("p95 ms"));
        plot.setDataset(1, new XYSeriesCollection(p95));
        plot.mapDatasetToRangeAxis(1, 1);
        XYLineAndShapeRenderer latency = new XYLineAndShapeRenderer(true, true);
        latency.setSeriesPaint(0, ChartStyle.color(1));
        plot.setRenderer(1, latency);
        return chart;
    }
}
