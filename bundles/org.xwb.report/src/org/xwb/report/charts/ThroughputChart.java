package org.xwb.report.charts;

import java.awt.Font;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.RangeType;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/** Throughput per transaction type, stacked, one series per type in its mix colour. */
public final class ThroughputChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "throughput";

    private final DefaultTableXYDataset dataset = new DefaultTableXYDataset();
    private final Map<String, XYSeries> series = new LinkedHashMap<>();
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
        // polygons per series: StackedXYAreaRenderer2 intersects java.awt.geom.Area shapes per item,
        // the largest item of a profile of the dashboard during a run
        chart.getXYPlot().setRenderer(new LonePoints.Stack());
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
        series.clear();
        dataset.removeAllSeries();
        XYPlot plot = chart.getXYPlot();
        for (int i = 0; i < run.transactions().size(); i++) {
            String name = run.transactions().get(i);
            XYSeries added = new XYSeries(name, false, false);
            series.put(name, added);
            dataset.addSeries(added);
            plot.getRenderer().setSeriesPaint(i, ChartStyle.color(i));
        }
        plot.getRangeAxis().setAutoRange(true);
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        double x = snapshot.endSeconds();
        for (IntervalRow row : snapshot.rows()) {
            XYSeries one = series.get(row.name());
            if (one != null) {
                one.addOrUpdate(x, row.txPerSecond());
            }
        }
        // every series of a table dataset needs the x value, or the stack has holes
        for (XYSeries one : series.values()) {
            if (one.indexOf(x) < 0) {
                one.addOrUpdate(x, 0.0);
            }
        }
    }
}
