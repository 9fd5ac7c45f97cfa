package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.Json;
import org.xwb.report.charts.ErrorsChart;
import org.xwb.report.charts.LatencyChart;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.run.StatsTable;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * Per-transaction charts and the run's isolation on the dashboard (issue 16 items 3 and 7): the
 * kit's mixed workload on the embedded PostgreSQL at repeatable read; selecting get_order in the
 * statistics table puts its p50, p95 and p99 in the latency chart and its errors and retries in the
 * errors chart, over the whole run, and keeps them when the summary replaces the rows; selecting the
 * total shows the totals again; run.json records the isolation chosen.
 */
@ExtendWith(ScreenshotOnFailure.class)
class TransactionChartsTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void selectingGetOrderShowsItsLatencyAndErrorsAndTheRunKeepsTheIsolationChosen() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-mixed.xwl");
        assertEquals("target default", bot.comboBoxWithId(RunDashboardPart.ISOLATION_ID).getText(),
                "the kit's mixed workload states no isolation: the target's default is offered");
        dashboard.isolation("repeatable-read");
        try {
            runAndSelectGetOrder(dashboard);
        } finally {
            dashboard.isolation("target default"); // the next tests' runs as before
        }
    }

    private void runAndSelectGetOrder(DashboardBot dashboard) throws Exception {
        dashboard.users(2).duration(6).rampUp(1).freshDatabase(100).start();

        LiveChartCanvas latency = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(LatencyChart.NAME));
        LiveChartCanvas errors = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ErrorsChart.NAME));
        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        bot.waitUntil(Conditions.of("get_order in the statistics", () -> stats.indexOf("get_order", 0) >= 0), 180_000);
        assertEquals(List.of("p50", "p95", "p99"), seriesNames(latency), "the totals are the default");
        stats.select(stats.indexOf("get_order", 0)); // while the run measures
        bot.waitUntil(Conditions.of("get_order's latency series",
                () -> seriesNames(latency).equals(List.of("get_order p50", "get_order p95", "get_order p99"))));
        assertEquals(List.of("get_order errors", "get_order retries"), seriesNames(errors));

        String summary = dashboard.waitForSummary("completed", 120_000);
        int row = stats.indexOf("get_order", 0);
        assertEquals(row, stats.selectionIndex(), "the summary's rows keep get_order selected");
        assertTrue(points(latency, 1) >= 3, "get_order's p95 over the run: " + points(latency, 1));
        assertEquals(points(errors, 0), points(errors, 1), "an errors and a retries point per interval");
        assertTrue(points(errors, 0) >= points(latency, 1), "errors are counted in every interval, latency where it ran");
        assertEquals("Latency: get_order", latency.read(c -> c.getTitle().getText()));
        Screenshots.capture(Screenshots.folder().resolve("transaction-charts.png"));

        stats.select(stats.indexOf("Total", 0));
        bot.waitUntil(Conditions.of("the totals again", () -> seriesNames(latency).equals(List.of("p50", "p95", "p99"))));
        assertEquals(List.of("errors", "retries"), seriesNames(errors));
        assertEquals("Latency (all transactions)", latency.read(c -> c.getTitle().getText()));

        Map<?, ?> settings = (Map<?, ?>) Json.parse(Files.readString(DashboardBot.folderOf(summary).resolve("run.json")));
        assertEquals("repeatable-read", settings.get("isolation"), "the isolation chosen on the dashboard ran");
        assertEquals("repeatable-read", settings.get("isolation_on_target"), "PostgreSQL names it as ANSI does");
    }

    /** The names of the series the chart shows (read on the charts' render thread, which owns them). */
    private static List<String> seriesNames(LiveChartCanvas chart) {
        return chart.read(c -> {
            XYDataset dataset = c.getXYPlot().getDataset();
            List<String> names = new ArrayList<>();
            for (int i = 0; dataset != null && i < dataset.getSeriesCount(); i++) {
                names.add(String.valueOf(dataset.getSeriesKey(i)));
            }
            return names;
        });
    }

    private static int points(LiveChartCanvas chart, int series) {
        return chart.read(c -> c.getXYPlot().getDataset().getItemCount(series));
    }
}
