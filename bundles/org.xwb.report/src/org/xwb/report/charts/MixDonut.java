package org.xwb.report.charts;

import java.awt.Font;
import java.text.AttributedString;
import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.PieSectionLabelGenerator;
import org.jfree.chart.labels.StandardPieSectionLabelGenerator;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.RingPlot;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.general.DefaultPieDataset;
import org.jfree.data.general.PieDataset;

/**
 * The donut of a transaction mix, for the workload editor and reports. Each transaction keeps the
 * colour of its position in the mix, the colour it has in the run charts too.
 */
public final class MixDonut {

    /** Slices below this share of the mix get no label. */
    private static final double SMALLEST_LABELLED = 0.04;

    private MixDonut() {
    }

    /** A ring chart over {@code dataset} (filled by {@link #show}). */
    public static JFreeChart create(DefaultPieDataset<String> dataset) {
        JFreeChart chart = ChartFactory.createRingChart("Mix", dataset, false, true, false);
        RingPlot plot = (RingPlot) chart.getPlot();
        plot.setSectionDepth(0.38);
        plot.setSeparatorsVisible(false);
        // name and share on two lines, small slices unlabelled: 13 labels round a small ring overlap
        // (a table beside the chart lists every share, the tooltip names every slice)
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
            public AttributedString generateAttributedSectionLabel(PieDataset dataset, Comparable key) {
                return null;
            }
        });
        plot.setMaximumLabelWidth(0.26);
        plot.setLabelFont(new Font("SansSerif", Font.PLAIN, 10));
        plot.setNoDataMessage("No transaction has a weight");
        return chart;
    }

    /** Shows the weights of the transactions labelled {@code labels} (in mix order); titles the chart. */
    public static void show(JFreeChart chart, DefaultPieDataset<String> dataset, List<String> labels,
            double[] weights) {
        @SuppressWarnings("unchecked")
        PiePlot<String> plot = (PiePlot<String>) chart.getPlot();
        dataset.setNotify(false);
        dataset.clear();
        double sum = 0;
        for (int i = 0; i < labels.size(); i++) {
            if (weights[i] > 0) {
                dataset.setValue(labels.get(i), weights[i]);
            }
            plot.setSectionPaint(labels.get(i), ChartStyle.color(i));
            sum += weights[i];
        }
        chart.setTitle(String.format("Mix: %d transactions, sum %.1f %%", labels.size(), sum));
        ChartStyle.apply(chart);
        dataset.setNotify(true);
    }
}
