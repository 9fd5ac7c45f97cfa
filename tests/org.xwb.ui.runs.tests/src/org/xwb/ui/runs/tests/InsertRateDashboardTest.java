package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.Json;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.run.StatsTable;
import org.xwb.report.charts.InsertRateChart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * The insert rate on the dashboard: the kit's insert-only workload on the embedded PostgreSQL
 * (a fresh small TPoX database), 2 users for a few seconds; the insert-rate chart shows docs/s and
 * MB/s above 0, the table their columns, and the chart is exported with the others.
 */
@ExtendWith(ScreenshotOnFailure.class)
class InsertRateDashboardTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void anInsertOnlyRunChartsDocumentsAndMegabytesPerSecond() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-insert-only.xwl");
        dashboard.users(2).duration(5).rampUp(1).freshDatabase(100).start();

        LiveChartCanvas chart = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(InsertRateChart.NAME));
        bot.waitUntil(Conditions.of("insert-rate points above 0", () -> positivePoints(chart) >= 3), 120_000);
        assertTrue(UIThread.syncExec(chart::isVisible), "the insert-rate chart shows for an insert workload");
        Screenshots.capture(Screenshots.folder().resolve("dashboard-inserts-running.png"));

        String summary = dashboard.waitForSummary("completed", 60_000);
        Screenshots.capture(Screenshots.folder().resolve("dashboard-inserts.png"));
        assertTrue(summary.contains("docs/s") && summary.contains("MB/s"), summary);
        Path folder = DashboardBot.folderOf(summary);
        Map<?, ?> total = (Map<?, ?>) ((Map<?, ?>) Json.parse(Files.readString(folder.resolve("summary.json"))))
                .get("total");
        assertEquals(0L, ((Map<?, ?>) total.get("errors")).get("failed"),
                "the insert pool is sized for the run: no insert runs out of documents: " + total.get("errors"));
        long documents = (Long) total.get("documents");
        assertEquals(total.get("count"), documents, "each TPoX insert inserts one document");
        assertTrue(documents > 0 && (Long) total.get("document_bytes") > 1000 * documents,
                "TPoX documents are KBs each: " + total);
        assertTrue(positivePoints(chart) >= 3, "the points stay after the run");

        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        assertEquals(3, stats.rowCount(), "insert_custacc, insert_order and the total");
        assertTrue(Double.parseDouble(stats.cell(2, "docs/s").replace(",", "")) > 0, "docs/s in the table");
        assertTrue(Double.parseDouble(stats.cell(2, "MB/s").replace(",", "")) > 0, "MB/s in the table");

        bot.buttonWithId(RunDashboardPart.EXPORT_ID).click();
        bot.waitUntil(Conditions.of("the insert-rate chart exported", () -> Files.isRegularFile(
                folder.resolve("charts/inserts.png")) && Files.isRegularFile(folder.resolve("charts/inserts.svg"))));
        assertTrue(Files.readString(folder.resolve("charts/inserts.svg")).contains("MB/s"), "both axes in the SVG");
    }

    /** Intervals whose docs/s (left axis) and MB/s (right axis) are both above 0. */
    private static int positivePoints(LiveChartCanvas chart) {
        return chart.read(c -> { // on the charts' render thread, which owns the datasets
            XYPlot plot = c.getXYPlot();
            XYDataset documents = plot.getDataset(0);
            XYDataset megabytes = plot.getDataset(1);
            if (documents == null || megabytes == null || documents.getSeriesCount() == 0
                    || megabytes.getSeriesCount() == 0) {
                return 0;
            }
            int positive = 0;
            for (int i = 0; i < Math.min(documents.getItemCount(0), megabytes.getItemCount(0)); i++) {
                if (documents.getYValue(0, i) > 0 && megabytes.getYValue(0, i) > 0) {
                    positive++;
                }
            }
            return positive;
        });
    }
}
