package org.xwb.ui.run;

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
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.weights.MixShares;
import org.xwb.ui.charts.ChartStyle;

/**
 * The insert rate of a run over time (TPoX seed 004's question): documents per second on the left
 * axis, MB/s (10^6 bytes) on the right, one point per interval from the total row. The two series
 * live in two datasets so each has its own axis; axis labels take their series' colours.
 */
final class InsertRateChart {

    private static final Color DOCUMENTS = ChartStyle.color(0);
    private static final Color MEGABYTES = ChartStyle.color(5);

    private final XYSeries documents = new XYSeries("docs/s", false, false);
    private final XYSeries megabytes = new XYSeries("MB/s", false, false);
    private final XYSeriesCollection documentsData = new XYSeriesCollection(documents);
    private final XYSeriesCollection megabytesData = new XYSeriesCollection(megabytes);

    /** True when a run of the workload inserts: a weighted transaction is an insert or draws documents. */
    static boolean appliesTo(Workload workload) {
        return workload.getTransactions().stream().filter(t -> t.getWeight() > 0).anyMatch(InsertRateChart::inserts);
    }

    private static boolean inserts(Transaction t) {
        return t.getKind() == TransactionKind.INSERT || MixShares.insertsDocuments(t);
    }

    JFreeChart create() {
        JFreeChart chart = ChartFactory.createXYLineChart("Insert rate", "seconds", "docs/s", documentsData,
                PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        NumberAxis right = new NumberAxis("MB/s");
        right.setAutoRangeIncludesZero(true);
        plot.setRangeAxis(1, right);
        plot.setDataset(1, megabytesData);
        plot.mapDatasetToRangeAxis(1, 1);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
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

    void clear() {
        documents.clear();
        megabytes.clear();
    }

    /** One interval's point, from its total row. */
    void add(double x, IntervalRow total) {
        documents.addOrUpdate(x, total.documentsPerSecond());
        megabytes.addOrUpdate(x, total.megabytesPerSecond());
    }
}
