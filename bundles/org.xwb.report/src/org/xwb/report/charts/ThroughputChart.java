package org.xwb.report.charts;

import java.awt.Font;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.RangeType;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * Throughput per transaction type, stacked, one series per type in its mix colour: each interval a
 * step over its own start to end ({@link IntervalStack}, {@link StackedSteps}).
 */
public final class ThroughputChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "throughput";

    private final IntervalStack dataset = new IntervalStack();
    private JFreeChart chart;

    @Override
    public String title() {
        return "Throughput by transaction (tx/s)";
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
        chart = ChartFactory.createStackedXYAreaChart(title(), "seconds", "tx/s", dataset, PlotOrientation.VERTICAL, true,
                true, false);
        chart.getXYPlot().setRenderer(new StackedSteps());
        LonePoints.secondsAxis(chart);
        // before the first interval: 0 to 1 tx/s, not a range of 1E-8 labelled in scientific notation
        NumberAxis txPerSecond = (NumberAxis) chart.getXYPlot().getRangeAxis();
        txPerSecond.setAutoRangeMinimumSize(1);
        txPerSecond.setRangeType(RangeType.POSITIVE);
        txPerSecond.setRange(0, 1); // until a run gives it series (reset): auto range needs them
        // 13 transaction types: a legend beside the plot leaves it its height
        chart.getLegend().setPosition(RectangleEdge.RIGHT);
        chart.getLegend().setItemFont(new Font("SansSerif", Font.PLAIN, 9));
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        dataset.reset(run.transactions());
        XYPlot plot = chart.getXYPlot();
        for (int i = 0; i < run.transactions().size(); i++) {
            plot.getRenderer().setSeriesPaint(i, ChartStyle.color(i));
        }
        plot.getRangeAxis().setAutoRange(true);
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        dataset.add(snapshot);
    }
}
