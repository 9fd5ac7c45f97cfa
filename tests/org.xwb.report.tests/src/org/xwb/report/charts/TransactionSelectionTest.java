package org.xwb.report.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The latency and errors charts show the transactions selected in the dashboard's table instead of
 * the totals (issue 16 item 3): every interval since the start, also when selected late; one
 * transaction with all its series, several with one each; back to the totals on an empty selection
 * or a new run.
 */
class TransactionSelectionTest {

    /** get_order at 2 ms p95 with 1 error per interval, list_orders at 7 ms, the total at 5 ms. */
    private static IntervalSnapshot interval(int index) {
        return new IntervalSnapshot(index, "measure", index, index + 1, 2,
                List.of(row("get_order", 1, 2, 3, 1), row("list_orders", 6, 7, 8, 0)), row(IntervalRow.TOTAL, 4, 5, 8, 1));
    }

    private static IntervalRow row(String name, double p50, double p95, double p99, long errors) {
        return IntervalRow.of(name, name).with(IntervalMetric.COUNT, 10).with(IntervalMetric.TX_PER_S, 10).with(IntervalMetric.ERRORS, errors)
                .with(IntervalMetric.MIN_MS, p50).with(IntervalMetric.AVG_MS, p50).with(IntervalMetric.P50_MS, p50).with(IntervalMetric.P90_MS, p95)
                .with(IntervalMetric.P95_MS, p95).with(IntervalMetric.P99_MS, p99).with(IntervalMetric.MAX_MS, p99).row();
    }

    private static List<String> names(JFreeChart chart) {
        XYDataset dataset = chart.getXYPlot().getDataset();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            names.add(dataset.getSeriesKey(i) + "=" + dataset.getItemCount(i) + "x" + dataset.getYValue(i, 0));
        }
        return names;
    }

    @Test
    void latencyShowsTheSelectedTransactionsFromTheFirstInterval() {
        LatencyChart latency = new LatencyChart();
        JFreeChart chart = latency.create();
        latency.reset(RunStart.NONE);
        for (int i = 0; i < 3; i++) {
            latency.add(interval(i));
        }
        assertEquals(List.of("p50=3x4.0", "p95=3x5.0", "p99=3x8.0"), names(chart), "the totals by default");

        assertTrue(latency.select(List.of("get_order")));
        assertEquals(List.of("get_order p50=3x1.0", "get_order p95=3x2.0", "get_order p99=3x3.0"), names(chart),
                "selected after three intervals: all three shown");
        assertEquals("Latency: get_order", chart.getTitle().getText());
        assertFalse(latency.select(List.of("get_order")), "the same selection changes nothing");
        latency.add(interval(3));
        assertEquals(4, chart.getXYPlot().getDataset().getItemCount(1), "new intervals reach the selection");

        assertTrue(latency.select(List.of("get_order", "list_orders")));
        assertEquals(List.of("get_order p95=4x2.0", "list_orders p95=4x7.0"), names(chart), "several: the p95 of each");
        assertEquals("Latency p95: get_order, list_orders", chart.getTitle().getText());

        latency.select(List.of());
        assertEquals(List.of("p50=4x4.0", "p95=4x5.0", "p99=4x8.0"), names(chart));
        assertEquals(latency.title(), chart.getTitle().getText());
    }

    @Test
    void errorsShowTheSelectedTransactionAndANewRunTheTotals() {
        ErrorsChart errors = new ErrorsChart();
        JFreeChart chart = errors.create();
        errors.reset(RunStart.NONE);
        errors.add(interval(0));
        errors.add(interval(1));
        errors.select(List.of("list_orders"));
        assertEquals(List.of("list_orders errors=2x0.0", "list_orders retries=2x0.0"), names(chart));
        errors.select(List.of("get_order"));
        assertEquals(List.of("get_order errors=2x1.0", "get_order retries=2x0.0"), names(chart));

        errors.reset(RunStart.NONE);
        assertEquals(List.of("errors", "retries"), chart.getXYPlot().getDataset().getSeriesCount() == 2
                ? List.of(String.valueOf(chart.getXYPlot().getDataset().getSeriesKey(0)),
                        String.valueOf(chart.getXYPlot().getDataset().getSeriesKey(1)))
                : List.of(), "a new run shows the totals");
        assertEquals(errors.title(), chart.getTitle().getText());
    }
}
