package org.xwb.ui.charts;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.MessageBox;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.swt.ChartComposite;

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
        Menu menu = new Menu(chartComposite);
        item(menu, "Export as &PNG...", "*.png", true);
        item(menu, "Export as &SVG...", "*.svg", false);
        chartComposite.setMenu(menu);
    }

    public JFreeChart chart() {
        return chart;
    }

    /** Replaces the chart (e.g. a new run), keeping the widget. */
    public void setChart(JFreeChart newChart) {
        chart = ChartStyle.apply(newChart);
        chartComposite.setChart(chart);
        chartComposite.forceRedraw();
    }

    /** Repaints after the datasets changed in bulk with notifications off. */
    public void redrawChart() {
        chartComposite.forceRedraw();
    }

    public ChartComposite composite() {
        return chartComposite;
    }

    private void item(Menu menu, String label, String extension, boolean png) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(label);
        item.addListener(SWT.Selection, event -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] { extension });
            dialog.setOverwrite(true);
            String file = dialog.open();
            if (file == null) {
                return;
            }
            try {
                org.eclipse.swt.graphics.Point size = chartComposite.getSize();
                int width = Math.max(size.x, 800);
                int height = Math.max(size.y, 500);
                if (png) {
                    ChartExport.png(chart, Path.of(file), width, height);
                } else {
                    ChartExport.svg(chart, Path.of(file), width, height);
                }
            } catch (Exception e) {
                MessageBox box = new MessageBox(getShell(), SWT.ICON_ERROR | SWT.OK);
                box.setText("Export failed");
                box.setMessage("Could not write " + file + ":\n" + e.getMessage());
                box.open();
            }
        });
    }
}
