package org.xwb.report.charts;

import java.awt.BasicStroke;
import java.io.IOException;
import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
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

    /**
     * A sweep: throughput (left axis) and p95 (right axis) against users; below, seed 002's
     * normalised view: each point's mean latency over the first point's (the time a user's
     * transaction takes, as users are added) against the slope-1 line users / first users, where a
     * server that gains nothing from concurrency lies (1 is perfect scaling). One users axis.
     */
    public static JFreeChart sweep(PastRun sweep) throws IOException {
        XYSeries throughput = new XYSeries("tx/s");
        XYSeries p95 = new XYSeries("p95 ms");
        XYSeries normalised = new XYSeries("mean latency / first point's");
        XYSeries slopeOne = new XYSeries("slope 1 (no gain from concurrency)");
        List<RunHistory.SweepPoint> points = RunHistory.sweepPoints(sweep.folder());
        RunHistory.SweepPoint first = points.isEmpty() ? null : points.get(0);
        for (RunHistory.SweepPoint point : points) {
            throughput.add(point.users(), point.txPerSecond());
            if (Double.isFinite(point.p95Ms())) {
                p95.add(point.users(), point.p95Ms());
            }
            if (Double.isFinite(point.avgMs()) && first.avgMs() > 0) {
                normalised.add(point.users(), point.avgMs() / first.avgMs());
            }
            slopeOne.add(point.users(), (double) point.users() / first.users());
        }
        NumberAxis users = new NumberAxis("users");
        users.setStandardTickUnits(NumberAxis.createIntegerTickUnits()); // no 1.5 users
        users.setAutoRangeIncludesZero(false);

        XYPlot scaling = new XYPlot(new XYSeriesCollection(throughput), null, new NumberAxis("tx/s"),
                new XYLineAndShapeRenderer(true, true));
        scaling.setRangeAxis(1, new NumberAxis("p95 ms"));
        scaling.setDataset(1, new XYSeriesCollection(p95));
        scaling.mapDatasetToRangeAxis(1, 1);
        XYLineAndShapeRenderer latency = new XYLineAndShapeRenderer(true, true);
        latency.setSeriesPaint(0, ChartStyle.color(1));
        scaling.setRenderer(1, latency);

        XYPlot normalisedPlot = new XYPlot(new XYSeriesCollection(normalised), null, new NumberAxis("× first point"),
                new XYLineAndShapeRenderer(true, true));
        normalisedPlot.setDataset(1, new XYSeriesCollection(slopeOne));
        // the reference line: a second renderer, which the common style leaves dashed and grey
        XYLineAndShapeRenderer reference = new XYLineAndShapeRenderer(true, false);
        reference.setSeriesPaint(0, ChartStyle.color(7));
        reference.setSeriesStroke(0, new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                new float[] { 4, 4 }, 0));
        normalisedPlot.setRenderer(1, reference);

        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(users);
        plot.setGap(8);
        plot.add(scaling, 3);
        plot.add(normalisedPlot, 2);
        return new JFreeChart("Scaling: " + sweep.workload(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
    }
}
