package org.xwb.ui.editors.workload;

import java.util.List;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.data.general.DefaultPieDataset;
import org.xwb.model.Transaction;
import org.xwb.report.charts.MixDonut;
import org.xwb.ui.charts.ChartCanvas;
import org.xwb.ui.WidgetIds;

/**
 * A donut chart of the transaction mix ({@link MixDonut}, the one reports draw too). Each
 * transaction keeps the colour of its row index, the colour it has in the run charts too.
 */
public final class MixChart {

    public static final String CHART_ID = "org.xwb.ui.workloadEditor.mixChart";

    private final DefaultPieDataset<String> dataset = new DefaultPieDataset<>();
    private final JFreeChart chart;
    private final ChartCanvas canvas;

    public MixChart(Composite parent) {
        chart = MixDonut.create(dataset);
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
        MixDonut.show(chart, dataset, transactions.stream().map(WorkloadLabels::label).toList(), weights);
    }

    /** The value shown for a transaction label, or 0 (for tests and the editor's status). */
    public double valueOf(String label) {
        return dataset.getKeys().contains(label) ? dataset.getValue(label).doubleValue() : 0;
    }
}
