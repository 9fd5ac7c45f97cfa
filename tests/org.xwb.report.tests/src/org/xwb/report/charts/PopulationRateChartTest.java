package org.xwb.report.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;

/**
 * The Populate part's chart: a population's progress becomes the insert-rate chart's points (docs/s
 * on the left axis, MB/s on the right), and a new population clears the stage lines and points.
 */
class PopulationRateChartTest {

    @Test
    void progressBecomesInsertRatePointsWithALinePerStage() {
        PopulationRateChart chart = new PopulationRateChart();
        JFreeChart drawn = chart.create();
        chart.reset(RunStart.NONE);
        chart.stageStarted(0, 0);
        chart.add(PopulationRateChart.point(0, 0, 1.0, 900, 9_000_000, 900, 9.0));
        chart.stageStarted(1, 1.5);
        chart.add(PopulationRateChart.point(1, 1.0, 2.0, 400, 2_000_000, 800, 4.0));

        XYPlot plot = drawn.getXYPlot();
        assertEquals(List.of(0.0, 1.5), chart.stageStarts());
        assertEquals(2, plot.getDataset(0).getItemCount(0));
        assertEquals(2.0, plot.getDataset(0).getXValue(0, 1));
        assertEquals(800.0, plot.getDataset(0).getYValue(0, 1), "docs/s on the left axis");
        assertEquals(4.0, plot.getDataset(1).getYValue(0, 1), "MB/s on the right axis");
        assertEquals("Insert rate by stage", drawn.getTitle().getText());

        chart.reset(RunStart.NONE);
        assertEquals(List.of(), chart.stageStarts(), "a new population starts without stage lines");
        assertEquals(0, plot.getDataset(0).getItemCount(0));
    }
}
