package org.xwb.report.charts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * A run of one interval (a short run, or the first second of a live one): every chart shows its
 * point as a point (a line needs two, and drew nothing) on a seconds axis labelled as seconds, not
 * as "1.003481E0" (the automatic range around one value was 1E-8 wide).
 */
class SinglePointChartsTest {

    private static final RunStart RUN = new RunStart(List.of("get_order", "insert_order"), true, 0);

    /** The interval from 0 to 1.003481 s: get_order and insert_order ran, one inserting. */
    private static IntervalSnapshot firstInterval() {
        return new IntervalSnapshot(0, "measure", 0, 1.003481, 2,
                List.of(row("get_order", 120, 0), row("insert_order", 40, 40)), row(IntervalRow.TOTAL, 160, 40));
    }

    private static IntervalRow row(String name, long count, long documents) {
        return IntervalRow.of(name, name).with(IntervalMetric.COUNT, count).with(IntervalMetric.TX_PER_S, count)
                .with(IntervalMetric.MIN_MS, 1.5).with(IntervalMetric.AVG_MS, 1.7).with(IntervalMetric.P50_MS, 2.0).with(IntervalMetric.P90_MS, 3.0)
                .with(IntervalMetric.P95_MS, 3.1).with(IntervalMetric.P99_MS, 4.0).with(IntervalMetric.MAX_MS, 4.2)
                .with(IntervalMetric.DOCUMENTS, documents).with(IntervalMetric.DOCS_PER_S, documents)
                .with(IntervalMetric.DOCUMENT_BYTES, documents * 3000).with(IntervalMetric.MB_PER_S, documents * 3000 / 1e6).row();
    }

    @Test
    void everyChartOfAOneIntervalRunShowsItsPointOnASecondsAxis() throws Exception {
        Map<LiveChart, JFreeChart> charts = RunCharts.replay(RUN, List.of(firstInterval()));
        assertTrue(charts.size() == RunCharts.all().size(), "every chart applies: " + charts.keySet());
        for (Map.Entry<LiveChart, JFreeChart> entry : charts.entrySet()) {
            String name = entry.getKey().exportName();
            JFreeChart chart = entry.getValue();
            chart.removeLegend(); // the legend shows the series' colours too: only the plot counts
            BufferedImage image = new BufferedImage(800, 500, BufferedImage.TYPE_INT_RGB);
            ChartRenderingInfo info = new ChartRenderingInfo();
            Graphics2D g2 = image.createGraphics();
            chart.draw(g2, new Rectangle2D.Double(0, 0, 800, 500), info);
            Rectangle2D plotArea = info.getPlotInfo().getDataArea();

            NumberAxis seconds = (NumberAxis) chart.getXYPlot().getDomainAxis();
            List<String> labels = new ArrayList<>();
            for (Object tick : seconds.refreshTicks(g2, new AxisState(), plotArea, RectangleEdge.BOTTOM)) {
                labels.add(((Tick) tick).getText());
            }
            g2.dispose();
            save(image, name);
            assertFalse(labels.isEmpty(), name + ": the seconds axis has labels");
            assertTrue(labels.stream().noneMatch(label -> label.contains("E")), name + ": no exponent in " + labels);
            assertTrue(seconds.getRange().contains(1.003481) && seconds.getRange().getLength() >= 1,
                    name + ": a range of seconds around the point: " + seconds.getRange());

            Set<Integer> colours = seriesColours(chart.getXYPlot());
            assertTrue(countPixels(image, plotArea, colours) >= 9,
                    name + ": the point is drawn in its series' colour inside the plot");
        }
    }

    /**
     * A population or run shorter than the axis' one second: the second was centred on the data, so
     * a population of 0.05-0.25 s drew an axis from -0.35 s, seconds that are in no data.
     */
    @Test
    void aSecondsAxisLongerThanItsDataStartsAtZeroNotBeforeIt() throws Exception {
        List<IntervalSnapshot> shortOnes = List.of(
                PopulationRateChart.point(0, 0.0, 0.05, 400, 1_200_000, 7553, 48.2),
                PopulationRateChart.point(1, 0.05, 0.15, 1200, 3_600_000, 16080, 41.8),
                PopulationRateChart.point(2, 0.15, 0.25, 1200, 3_600_000, 16868, 42.6));
        PopulationRateChart population = new PopulationRateChart();
        JFreeChart populationChart = population.create();
        population.reset(RUN);
        shortOnes.forEach(population::add);
        List<JFreeChart> charts = new ArrayList<>(RunCharts.replay(RUN, List.of(new IntervalSnapshot(0, "measure", 0, 0.25, 2,
                List.of(row("get_order", 30, 0), row("insert_order", 10, 10)), row(IntervalRow.TOTAL, 40, 10)))).values());
        charts.add(populationChart);
        for (JFreeChart chart : charts) {
            NumberAxis seconds = (NumberAxis) chart.getXYPlot().getDomainAxis();
            seconds.configure();
            assertTrue(seconds.getLowerBound() >= 0, chart.getTitle().getText() + ": the axis starts at "
                    + seconds.getLowerBound() + " s, before any data");
            assertTrue(seconds.getRange().contains(0.25), chart.getTitle().getText() + ": " + seconds.getRange());
        }
    }

    /** For a look: target/single-point-charts/<chart>.png. */
    private static void save(BufferedImage image, String name) {
        try {
            java.nio.file.Path folder = java.nio.file.Files.createDirectories(java.nio.file.Path.of("target", "single-point-charts"));
            javax.imageio.ImageIO.write(image, "png", folder.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The colours the plot's renderers give the series that have data. */
    private static Set<Integer> seriesColours(XYPlot plot) {
        Set<Integer> colours = new HashSet<>();
        for (int d = 0; d < plot.getDatasetCount(); d++) {
            XYDataset dataset = plot.getDataset(d);
            if (dataset == null) {
                continue;
            }
            for (int s = 0; s < dataset.getSeriesCount(); s++) {
                if (dataset.getItemCount(s) > 0 && plot.getRendererForDataset(dataset).getItemPaint(s, 0) instanceof java.awt.Color c) {
                    colours.add(c.getRGB() & 0xFFFFFF);
                }
            }
        }
        return colours;
    }

    private static int countPixels(BufferedImage image, Rectangle2D area, Set<Integer> colours) {
        int count = 0;
        for (int x = (int) area.getMinX(); x < (int) area.getMaxX(); x++) {
            for (int y = (int) area.getMinY(); y < (int) area.getMaxY(); y++) {
                if (colours.contains(image.getRGB(x, y) & 0xFFFFFF)) {
                    count++;
                }
            }
        }
        return count;
    }
}
