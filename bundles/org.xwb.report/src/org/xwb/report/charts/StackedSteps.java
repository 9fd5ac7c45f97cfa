package org.xwb.report.charts;

import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.AbstractXYItemRenderer;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.Range;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.IntervalXYDataset;
import org.jfree.data.xy.TableXYDataset;
import org.jfree.data.xy.XYDataset;

/**
 * Stacked throughput drawn as what it is: each interval a flat step from its start to its end at
 * the stacked rates, nothing between intervals that do not touch (a gap in the data stays a gap),
 * nothing where the stack is 0. JFreeChart's stacked area renderers join item points with slopes:
 * they drew wedges and white gaps that were not in the data. Each series is filled from 0 up to its
 * stacked top, the top series first, so neighbouring bands share no anti-aliased seam.
 */
final class StackedSteps extends AbstractXYItemRenderer {

    private static final long serialVersionUID = 1L;
    /** Intervals whose end and next start differ by less than this (seconds, as intervals.csv rounds) touch. */
    private static final double TOUCH = 0.0015;

    StackedSteps() {
        setDefaultLegendShape(new Rectangle2D.Double(-5, -5, 10, 10));
    }

    @Override
    public void drawItem(Graphics2D g2, XYItemRendererState state, Rectangle2D dataArea, PlotRenderingInfo info,
            XYPlot plot, ValueAxis domainAxis, ValueAxis rangeAxis, XYDataset dataset, int series, int item,
            CrosshairState crosshairState, int pass) {
        if (item != 0 || series != 0 || !(dataset instanceof IntervalXYDataset intervals)) {
            return; // the whole stack at once, for the first item of series 0 (JFreeChart's series order varies)
        }
        int items = intervals.getItemCount(0);
        double[] top = new double[items];
        double[][] tops = new double[intervals.getSeriesCount()][];
        for (int s = 0; s < tops.length; s++) {
            for (int i = 0; i < items; i++) {
                top[i] += positive(intervals.getYValue(s, i));
            }
            tops[s] = top.clone();
        }
        for (int s = tops.length - 1; s >= 0; s--) {
            if (!isSeriesVisible(s)) {
                continue;
            }
            Path2D area = area(intervals, tops[s], dataArea, plot, domainAxis, rangeAxis);
            g2.setPaint(lookupSeriesPaint(s));
            g2.fill(area);
        }
    }

    /** From 0 up to {@code top}, a step per interval, closed at each gap or zero. */
    private static Path2D area(IntervalXYDataset d, double[] top, Rectangle2D dataArea, XYPlot plot, ValueAxis x,
            ValueAxis y) {
        RectangleEdge xEdge = plot.getDomainAxisEdge();
        RectangleEdge yEdge = plot.getRangeAxisEdge();
        double zero = y.valueToJava2D(0, dataArea, yEdge);
        Path2D path = new Path2D.Double();
        boolean open = false;
        double lastEnd = Double.NaN;
        for (int i = 0; i < top.length; i++) {
            double start = d.getStartXValue(0, i);
            double end = d.getEndXValue(0, i);
            boolean touches = open && Math.abs(start - lastEnd) < TOUCH;
            if (open && (!touches || top[i] <= 0)) {
                path.lineTo(x.valueToJava2D(lastEnd, dataArea, xEdge), zero);
                path.closePath();
                open = false;
            }
            if (top[i] > 0) {
                double left = x.valueToJava2D(start, dataArea, xEdge);
                double height = y.valueToJava2D(top[i], dataArea, yEdge);
                if (!open) {
                    path.moveTo(left, zero);
                    open = true;
                }
                path.lineTo(left, height);
                path.lineTo(x.valueToJava2D(end, dataArea, xEdge), height);
            }
            lastEnd = end;
        }
        if (open) {
            path.lineTo(x.valueToJava2D(lastEnd, dataArea, xEdge), zero);
            path.closePath();
        }
        return path;
    }

    private static double positive(double value) {
        return Double.isNaN(value) || value < 0 ? 0 : value;
    }

    @Override
    public Range findDomainBounds(XYDataset dataset) {
        return dataset == null ? null : DatasetUtils.findDomainBounds(dataset, true);
    }

    @Override
    public Range findRangeBounds(XYDataset dataset) {
        return dataset instanceof TableXYDataset table ? DatasetUtils.findStackedRangeBounds(table) : null;
    }
}
