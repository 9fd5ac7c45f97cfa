package org.xwb.ui.charts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.swt.ChartComposite;
import org.xwb.report.charts.ChartExport;
import org.xwb.report.charts.ChartStyle;

/**
 * A JFreeChart drawn in SWT, with XWB's own context menu (export PNG and SVG). JFreeChart's SWT
 * bridge has its own save action, but it calls a class JFreeChart 1.5 renamed, so it is off.
 */
public class ChartCanvas extends Composite {

    private final ChartComposite chartComposite;
    private JFreeChart chart;

    public ChartCanvas(Composite parent, JFreeChart chart) {
        super(parent, SWT.NONE);
        setLayout(new FillLayout());
        this.chart = ChartStyle.apply(chart);
        chartComposite = new ChartComposite(this, SWT.NONE, this.chart, 300, 200, 50, 50, 4000, 3000, true, false,
                false, false, false, true);
        ChartExportMenu.attach(chartComposite,
                (file, png, width, height) -> ChartExport.write(chart(), file, png, width, height));
    }

    public JFreeChart chart() {
        return chart;
    }

    /** Replaces the chart (e.g. a new run), keeping the widget. */
    public void setChart(JFreeChart newChart) {
        chart = ChartStyle.apply(newChart);
        chartComposite.setChart(chart);
        repaint();
    }

    /** Repaints after the datasets changed in bulk with notifications off. */
    public void redrawChart() {
        repaint();
    }

    /**
     * Paints now when on screen; a chart in a hidden part (a tab behind another) only asks for a
     * paint when it shows: forceRedraw paints through a GC of its own, which on GTK lands on the
     * screen where the hidden chart would be, over the part in front (the Runs part's chart, changed
     * by a run that finished, appeared over the dashboard).
     */
    private void repaint() {
        if (chartComposite.isVisible()) {
            chartComposite.forceRedraw();
        } else {
            chartComposite.redraw();
        }
    }

    public ChartComposite composite() {
        return chartComposite;
    }
}
