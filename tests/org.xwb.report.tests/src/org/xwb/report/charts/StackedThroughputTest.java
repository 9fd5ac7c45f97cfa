package org.xwb.report.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.IntervalXYDataset;
import org.junit.jupiter.api.Test;
import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The stacked "Throughput by transaction" chart shows only what the intervals hold: a transaction
 * that starts late, one that stops, an interval in which nothing completed (the server was down)
 * and an interval that is missing. Checked on the dataset (every series on the same interval
 * times, 0 where a transaction completed nothing, the stack's top the total) and on the pixels.
 */
class StackedThroughputTest {

    private static final RunStart RUN = new RunStart(List.of("steady", "late", "stopping"), false, 0);
    /** tx/s of steady, late, stopping per 1 s interval from 0 to 12; null: no interval (8 to 9 is missing). */
    private static final double[][] RATES = { { 300, 0, 200 }, { 320, 0, 180 }, { 310, 0, 210 }, { 300, 150, 190 },
            { 290, 160, 200 }, { 300, 140, 0 }, { 0, 0, 0 }, { 280, 150, 0 }, null, { 300, 170, 0 }, { 310, 160, 0 },
            { 300, 150, 0 } };

    @Test
    void theDatasetHasEverySeriesOnTheIntervalsTimesAndTheStackTopsAtTheTotal() {
        List<IntervalSnapshot> intervals = intervals();
        IntervalXYDataset d = (IntervalXYDataset) chart(intervals).getXYPlot().getDataset();

        assertEquals(3, d.getSeriesCount());
        for (int s = 0; s < 3; s++) {
            assertEquals(intervals.size(), d.getItemCount(s), "one item per interval in series " + s);
            for (int i = 0; i < intervals.size(); i++) {
                IntervalSnapshot interval = intervals.get(i);
                assertEquals(interval.startSeconds(), d.getStartXValue(s, i), 0, "series " + s + " item " + i);
                assertEquals(interval.endSeconds(), d.getEndXValue(s, i), 0, "series " + s + " item " + i);
                String name = RUN.transactions().get(s);
                double expected = interval.rows().stream().filter(r -> r.name().equals(name))
                        .mapToDouble(IntervalRow::txPerSecond).sum();
                assertEquals(expected, d.getYValue(s, i), 1e-9, name + " in interval " + i + ", 0 when absent");
            }
        }
        for (int i = 0; i < intervals.size(); i++) {
            double top = 0;
            for (int s = 0; s < 3; s++) {
                top += d.getYValue(s, i);
            }
            assertEquals(intervals.get(i).total().txPerSecond(), top, 1e-9, "stack top = total at interval " + i);
        }
        assertEquals(8.0, d.getEndXValue(0, 7), 0);
        assertEquals(9.0, d.getStartXValue(0, 8), 0, "the missing interval is not bridged by an item");
    }

    @Test
    void thePixelsShowEachBandOnlyWhereItsTransactionRanAndGapsAsGaps() throws Exception {
        JFreeChart chart = chart(intervals());
        save(chart);
        chart.removeLegend(); // the legend carries the colours too: only the plot counts
        BufferedImage image = new BufferedImage(1000, 600, BufferedImage.TYPE_INT_RGB);
        ChartRenderingInfo info = new ChartRenderingInfo();
        Graphics2D g2 = image.createGraphics();
        chart.draw(g2, new Rectangle2D.Double(0, 0, 1000, 600), info);
        g2.dispose();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        XYPlot plot = chart.getXYPlot();
        int[] colours = { colour(plot, 0), colour(plot, 1), colour(plot, 2) };

        for (int second = 0; second < RATES.length; second++) {
            double[] rates = RATES[second];
            // columns well inside the interval (anti-aliasing may blend its edges)
            int from = (int) Math.ceil(x(plot, area, second)) + 2;
            int to = (int) Math.floor(x(plot, area, second + 1.0)) - 2;
            for (int column = from; column <= to; column++) {
                List<Integer> bands = bandsFromBottom(image, area, column, colours);
                if (rates == null || rates[0] + rates[1] + rates[2] == 0) {
                    assertTrue(bands.isEmpty(), "nothing drawn at " + second + " s (column " + column + "): " + bands);
                    continue;
                }
                List<Integer> expected = new ArrayList<>();
                for (int s = 0; s < 3; s++) {
                    if (rates[s] > 0) {
                        expected.add(colours[s]);
                    }
                }
                assertEquals(expected, bands, "bands from the bottom at " + second + " s (column " + column + ")");
                double topY = y(plot, area, rates[0] + rates[1] + rates[2]);
                assertTrue(isAny(image.getRGB(column, (int) Math.ceil(topY) + 1), colours),
                        "filled just under the stack's top at " + second + " s");
                assertFalse(isAny(image.getRGB(column, (int) Math.floor(topY) - 2), colours),
                        "nothing above the stack's top at " + second + " s");
                double steadyTop = y(plot, area, rates[0]);
                assertEquals(colours[0], image.getRGB(column, (int) Math.round(steadyTop) + 2) & 0xFFFFFF,
                        "the bottom band reaches its own rate at " + second + " s");
            }
        }
    }

    /**
     * The colours met going up a pixel column from the plot's bottom to the stack's top, each run of
     * a colour once (a pixel blended between two bands is skipped); fails on a pixel of the
     * background (white, or a grid line's grey) inside the stack: a gap the data does not have.
     */
    private static List<Integer> bandsFromBottom(BufferedImage image, Rectangle2D area, int column, int[] colours) {
        List<Integer> bands = new ArrayList<>();
        int bottom = (int) area.getMaxY() - 2;
        if (!isAny(image.getRGB(column, bottom), colours)) {
            for (int row = bottom; row > area.getMinY(); row--) {
                assertFalse(isAny(image.getRGB(column, row), colours), "a band floating above the baseline at column "
                        + column + " row " + row);
            }
            return bands;
        }
        int row = bottom;
        for (; row > area.getMinY(); row--) {
            int rgb = image.getRGB(column, row) & 0xFFFFFF;
            if (isAny(rgb, colours)) {
                if (bands.isEmpty() || bands.get(bands.size() - 1) != rgb) {
                    bands.add(rgb);
                }
            } else if (background(rgb)) {
                break; // the stack's top
            }
        }
        for (; row > area.getMinY(); row--) {
            assertFalse(isAny(image.getRGB(column, row), colours), "a band above a gap at column " + column + " row "
                    + row);
        }
        return bands;
    }

    /** White or a light grey (the grid): what shows where nothing is drawn. */
    private static boolean background(int rgb) {
        int r = (rgb >> 16) & 0xFF;
        int g = (rgb >> 8) & 0xFF;
        int b = rgb & 0xFF;
        return Math.min(r, Math.min(g, b)) >= 0xD0;
    }

    private static boolean isAny(int rgb, int[] colours) {
        for (int c : colours) {
            if ((rgb & 0xFFFFFF) == c) {
                return true;
            }
        }
        return false;
    }

    private static int colour(XYPlot plot, int series) {
        return ((Color) plot.getRenderer().getItemPaint(series, 0)).getRGB() & 0xFFFFFF;
    }

    private static double x(XYPlot plot, Rectangle2D area, double seconds) {
        return plot.getDomainAxis().valueToJava2D(seconds, area, plot.getDomainAxisEdge());
    }

    private static double y(XYPlot plot, Rectangle2D area, double rate) {
        return plot.getRangeAxis().valueToJava2D(rate, area, plot.getRangeAxisEdge());
    }

    private static JFreeChart chart(List<IntervalSnapshot> intervals) {
        Map<LiveChart, JFreeChart> charts = RunCharts.replay(RUN, intervals);
        return charts.entrySet().stream().filter(e -> e.getKey() instanceof ThroughputChart).findFirst().orElseThrow()
                .getValue();
    }

    /** For a look: target/screenshots/stacked-throughput.png. */
    private static void save(JFreeChart chart) throws Exception {
        Path folder = Files.createDirectories(Path.of("target", "screenshots"));
        ImageIO.write(chart.createBufferedImage(1000, 600), "png", folder.resolve("stacked-throughput.png").toFile());
    }

    /**
     * The intervals of {@link #RATES}; "late" has no row at all before it starts (as an imported
     * log has), "stopping" a row of 0 after it stops (as XWB's intervals have).
     */
    private static List<IntervalSnapshot> intervals() {
        List<IntervalSnapshot> intervals = new ArrayList<>();
        for (int second = 0; second < RATES.length; second++) {
            double[] rates = RATES[second];
            if (rates == null) {
                continue;
            }
            List<IntervalRow> rows = new ArrayList<>();
            rows.add(row("steady", rates[0]));
            if (second >= 3) {
                rows.add(row("late", rates[1]));
            }
            rows.add(row("stopping", rates[2]));
            intervals.add(new IntervalSnapshot(intervals.size(), "measure", second, second + 1, 4, rows,
                    row(IntervalRow.TOTAL, rates[0] + rates[1] + rates[2])));
        }
        return intervals;
    }

    private static IntervalRow row(String name, double rate) {
        long count = (long) rate; // 1 s intervals
        return count == 0 ? IntervalRow.of(name, name).with(IntervalMetric.COUNT, 0).with(IntervalMetric.TX_PER_S, 0).row()
                : IntervalRow.of(name, name).with(IntervalMetric.COUNT, count).with(IntervalMetric.TX_PER_S, rate)
                .with(IntervalMetric.MIN_MS, 1).with(IntervalMetric.AVG_MS, 2).with(IntervalMetric.P50_MS, 2).with(IntervalMetric.P90_MS, 3)
                .with(IntervalMetric.P95_MS, 3).with(IntervalMetric.P99_MS, 4).with(IntervalMetric.MAX_MS, 5).row();
    }
}
