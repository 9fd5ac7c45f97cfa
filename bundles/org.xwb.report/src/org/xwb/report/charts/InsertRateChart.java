package org.xwb.report.charts;

import java.awt.BasicStroke;
import java.awt.Color;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The insert rate of a run over time (TPoX seed 004's question): documents per second on the left
 * axis, MB/s (10^6 bytes) on the right, one point per interval from the total row. The two series
 * live in two datasets so each has its own axis; axis labels take their series' colours. Shown only
 * for runs that insert documents.
 */
public final class InsertRateChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "inserts";
    private static final Color DOCUMENTS = ChartStyle.color(0);
    private static final Color MEGABYTES = ChartStyle.color(5);

    private final XYSeries documents = new XYSeries("docs/s", false, false);
    private final XYSeries megabytes = new XYSeries("MB/s", false, false);

    @Override
    public String title() {
        return "Insert rate";
    }

    @Override
    public String exportName() {
        return NAME;
    }

    @Override
    public boolean appliesTo(RunStart run) {
        return run.insertsDocuments();
    }

    @Override
    public JFreeChart create() {
        JFreeChart chart = ChartFactory.createXYLineChart(title(), "seconds", "docs/s", new XYSeriesCollection(documents),
                PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRenderer(new LonePoints.Lines());
        LonePoints.secondsAxis(chart);
        NumberAxis right = new NumberAxis("MB/s");
        right.setAutoRangeIncludesZero(true);
        plot.setRangeAxis(1, right);
        plot.setDataset(1, new XYSeriesCollection(megabytes));
        plot.mapDatasetToRangeAxis(1, 1);
        XYLineAndShapeRenderer renderer = new LonePoints.Lines();
        renderer.setSeriesPaint(0, MEGABYTES);
        renderer.setSeriesStroke(0, new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                new float[] { 6, 3 }, 0)); // dashed: tells the two lines apart where they coincide
        plot.setRenderer(1, renderer);
        plot.getRenderer(0).setSeriesPaint(0, DOCUMENTS); // ChartStyle gives series 0 this colour too
        NumberAxis left = (NumberAxis) plot.getRangeAxis(0);
        left.setLabelPaint(DOCUMENTS);
        left.setTickLabelPaint(DOCUMENTS);
        right.setLabelPaint(MEGABYTES);
        right.setTickLabelPaint(MEGABYTES);
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        documents.clear();
        megabytes.clear();
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        IntervalRow total = snapshot.total();
        documents.addOrUpdate(snapshot.endSeconds(), total.documentsPerSecond());
        megabytes.addOrUpdate(snapshot.endSeconds(), total.megabytesPerSecond());
    }
}
