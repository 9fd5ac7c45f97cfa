package org.xwb.ui.editors.workload;

import java.awt.Font;
import java.text.AttributedString;
import java.util.List;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.PieSectionLabelGenerator;
import org.jfree.chart.labels.StandardPieSectionLabelGenerator;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.RingPlot;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.general.DefaultPieDataset;
import org.jfree.data.general.PieDataset;
import org.xwb.model.Transaction;
import org.xwb.ui.charts.ChartCanvas;
import org.xwb.ui.charts.ChartStyle;
import org.xwb.ui.WidgetIds;

/**
 * A donut chart of the transaction mix. Each transaction keeps the colour of its row index, the
 * colour it has in the run charts too.
 */
public final class MixChart {

    public static final String CHART_ID = "org.xwb.ui.workloadEditor.mixChart";

    /** Slices below this share of the mix get no label. */
    private static final double SMALLEST_LABELLED = 0.04;
    private final DefaultPieDataset<String> dataset = new DefaultPieDataset<>();
    private final JFreeChart chart;
    private final ChartCanvas canvas;

    public MixChart(Composite parent) {
        chart = ChartFactory.createRingChart("Mix", dataset, false, true, false);
        RingPlot plot = (RingPlot) chart.getPlot();
        plot.setSectionDepth(0.38);
        plot.setSeparatorsVisible(false);
        // name and share on two lines, small slices unlabelled: 13 labels round a small ring overlap
        // (the table beside the chart lists every share, the tooltip names every slice)
        StandardPieSectionLabelGenerator labels = new StandardPieSectionLabelGenerator("{0}\n{2}");
        plot.setLabelGenerator(new PieSectionLabelGenerator() {
            @Override
            public String generateSectionLabel(PieDataset dataset, Comparable key) {
                double total = DatasetUtils.calculatePieDatasetTotal(dataset);
                Number value = dataset.getValue(key);
                return value == null || total <= 0 || value.doubleValue() / total < SMALLEST_LABELLED ? null
                        : labels.generateSectionLabel(dataset, key);
            }

            @Override
            public AttributedString generateAttributedSectionLabel(PieDataset dataset,
                    Comparable key) {
                return null;
            }
        });
        plot.setMaximumLabelWidth(0.26);
        plot.setLabelFont(new Font("SansSerif", Font.PLAIN, 10));
        plot.setNoDataMessage("No transaction has a weight");
        canvas = new ChartCanvas(parent, chart);
        WidgetIds.set(canvas.composite(), CHART_ID);
    }

    public ChartCanvas canvas() {
        return canvas;
    }

    public JFreeChart chart() {
        return chart;
    }

    /** Shows the given weights (the model's, or a preview while a slider is dragged). */
    public void show(List<Transaction> transactions, double[] weights) {
        @SuppressWarnings("unchecked")
        PiePlot<String> plot = (PiePlot<String>) chart.getPlot();
        dataset.setNotify(false);
        dataset.clear();
        double sum = 0;
        for (int i = 0; i < transactions.size(); i++) {
            String key = WorkloadLabels.label(transactions.get(i));
            if (weights[i] > 0) {
                dataset.setValue(key, weights[i]);
            }
            plot.setSectionPaint(key, ChartStyle.color(i));
            sum += weights[i];
        }
        chart.setTitle(String.format("Mix: %d transactions, sum %.1f %%", transactions.size(), sum));
        ChartStyle.apply(chart);
        dataset.setNotify(true);
    }

    /** The value shown for a transaction label, or 0 (for tests and the editor's status). */
    public double valueOf(String label) {
        return dataset.getKeys().contains(label) ? dataset.getValue(label).doubleValue() : 0;
    }
}
