package org.xwb.report.charts;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.stats.IntervalSnapshot;

/** Users connected and running, per interval (ramp-up shows as steps). */
public final class UsersChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "users";

    private final XYSeries active = new XYSeries("active users", false, false);

    @Override
    public String title() {
        return "Active users";
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
        JFreeChart chart = ChartFactory.createXYLineChart(title(), "seconds", "users", new XYSeriesCollection(active),
                PlotOrientation.VERTICAL, false, true, false);
        chart.getXYPlot().setRenderer(new LonePoints.Steps());
        LonePoints.secondsAxis(chart);
        WholeNumbers.on((NumberAxis) chart.getXYPlot().getRangeAxis());
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        active.clear();
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        active.addOrUpdate(snapshot.endSeconds(), snapshot.activeUsers());
    }
}
