package org.xwb.report.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;

/**
 * One look for every XWB chart: white plot, light grid, the system UI font, and a fixed series
 * palette so a transaction keeps its colour across the pie, the throughput and latency charts.
 */
public final class ChartStyle {

    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);
    private static final Font TITLE = new Font("SansSerif", Font.BOLD, 12);
    private static final Font LABEL = new Font("SansSerif", Font.PLAIN, 11);

    /** Colour-blind-safe palette (Okabe-Ito, then Tableau), cycled by series index. */
    private static final Color[] PALETTE = { new Color(0x00, 0x72, 0xB2), new Color(0xE6, 0x9F, 0x00),
            new Color(0x00, 0x9E, 0x73), new Color(0xCC, 0x79, 0xA7), new Color(0x56, 0xB4, 0xE9),
            new Color(0xD5, 0x5E, 0x00), new Color(0xF0, 0xE4, 0x42), new Color(0x59, 0x59, 0x59),
            new Color(0x8C, 0x56, 0x4B), new Color(0x17, 0xBE, 0xCF), new Color(0xBC, 0xBD, 0x22),
            new Color(0x94, 0x67, 0xBD), new Color(0x1F, 0x77, 0xB4) };

    private ChartStyle() {
    }

    public static Color color(int index) {
        return PALETTE[Math.floorMod(index, PALETTE.length)];
    }

    public static JFreeChart apply(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        if (chart.getTitle() != null) {
            chart.getTitle().setFont(TITLE);
        }
        if (chart.getLegend() != null) {
            chart.getLegend().setItemFont(LABEL);
            chart.getLegend().setFrame(org.jfree.chart.block.BlockBorder.NONE);
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        if (plot instanceof CombinedDomainXYPlot combined) {
            combined.getDomainAxis().setLabelFont(LABEL);
            combined.getSubplots().forEach(ChartStyle::xy); // e.g. a sweep's scaling over its normalised view
        } else if (plot instanceof XYPlot xy) {
            xy(xy);
        } else if (plot instanceof CategoryPlot category) {
            category.setRangeGridlinePaint(GRID);
        } else if (plot instanceof PiePlot<?> pie) {
            pie.setLabelFont(LABEL);
            pie.setShadowPaint(null);
            pie.setLabelBackgroundPaint(new Color(255, 255, 255, 220));
            pie.setLabelOutlinePaint(null);
            pie.setLabelShadowPaint(null);
        }
        return chart;
    }

    private static void xy(XYPlot xy) {
        xy.setBackgroundPaint(Color.WHITE);
        xy.setOutlineVisible(false);
        xy.setDomainGridlinePaint(GRID);
        xy.setRangeGridlinePaint(GRID);
        xy.getDomainAxis().setLabelFont(LABEL);
        for (int i = 0; i < xy.getRangeAxisCount(); i++) {
            if (xy.getRangeAxis(i) != null) {
                xy.getRangeAxis(i).setLabelFont(LABEL); // a second axis too (insert rate: docs/s and MB/s)
            }
        }
        for (int i = 0; i < 16; i++) {
            xy.getRenderer().setSeriesPaint(i, color(i));
            xy.getRenderer().setSeriesStroke(i, new BasicStroke(1.6f));
        }
    }
}
