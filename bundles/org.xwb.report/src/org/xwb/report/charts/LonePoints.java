package org.xwb.report.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.AbstractXYItemRenderer;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.RangeType;
import org.jfree.data.xy.XYDataset;

/**
 * A run of one interval on the run charts: lines and areas need two points and drew nothing, and
 * the automatic range around one x value was 1E-8 wide, labelled "1.003481E0". These renderers
 * draw a series of one point as a point (and only then); {@link #secondsAxis} gives the x axis
 * at least a second, from 0 (where a run starts), with room after the last point.
 */
final class LonePoints {

    private LonePoints() {
    }

    /** The chart's x axis: seconds of the run, from 0, at least one second wide, 5 % room after the last point. */
    static JFreeChart secondsAxis(JFreeChart chart) {
        NumberAxis seconds = (NumberAxis) chart.getXYPlot().getDomainAxis();
        seconds.setAutoRangeIncludesZero(true);
        seconds.setAutoRangeMinimumSize(1);
        // a run shorter than that second: JFreeChart centres the second on the data (from -0.375 s
        // for 0-0.25 s of data); a positive range moves it to start at 0
        seconds.setRangeType(RangeType.POSITIVE);
        seconds.setUpperMargin(0.05); // as the line charts have: the stacked chart's 0 cut the last point in half
        return chart;
    }

    /** Whether the renderer's series has exactly one point. */
    private static boolean lone(AbstractXYItemRenderer renderer, int series) {
        XYPlot plot = renderer.getPlot();
        XYDataset dataset = plot == null ? null : plot.getDataset(plot.getIndexOf(renderer));
        return dataset != null && series < dataset.getSeriesCount() && dataset.getItemCount(series) == 1;
    }

    /** Lines, and a shape for a series of one point. */
    static final class Lines extends XYLineAndShapeRenderer {
        private static final long serialVersionUID = 1L;

        Lines() {
            super(true, false);
        }

        @Override
        public boolean getItemShapeVisible(int series, int item) {
            return super.getItemShapeVisible(series, item) || lone(this, series);
        }
    }

    /** Steps (the users chart), and a shape for a series of one point: XYStepRenderer draws no shapes itself. */
    static final class Steps extends XYStepRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean getItemShapeVisible(int series, int item) {
            return super.getItemShapeVisible(series, item) || lone(this, series);
        }

        @Override
        public void drawItem(Graphics2D g2, XYItemRendererState state, Rectangle2D dataArea, PlotRenderingInfo info,
                XYPlot plot, ValueAxis domainAxis, ValueAxis rangeAxis, XYDataset dataset, int series, int item,
                CrosshairState crosshairState, int pass) {
            super.drawItem(g2, state, dataArea, info, plot, domainAxis, rangeAxis, dataset, series, item, crosshairState,
                    pass);
            if (pass == 0 && dataset.getItemCount(series) == 1) {
                drawSecondaryPass(g2, plot, dataset, pass, series, item, domainAxis, dataArea, rangeAxis, crosshairState,
                        null);
            }
        }
    }
}
