package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.run.RunsPart;
import org.xwb.ui.run.StatsTable;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.OneValueRuns;
import org.xwb.ui.testing.PasswordLeaks;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.run.charts.LiveCharts;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.targets.profiles.ProfileStore;

/**
 * The dashboard on the real product and the embedded PostgreSQL: build a small TPoX database,
 * run the mixed workload with 2 users, watch the throughput chart fill, stop, read the summary
 * and find the run in the runs list; the database's password is in no log and no other file.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RunDashboardTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void aTenSecondRunOnTheEmbeddedDatabaseFillsTheChartsStopsAndIsListed() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Runs").activate();
        int runsBefore = bot.tableWithId(RunsPart.TABLE_ID).rowCount();
        DashboardBot dashboard = DashboardBot.open(bot);
        assertEquals("embedded", bot.comboBoxWithId(RunDashboardPart.TARGET_ID).getText(), "embedded is preselected");
        dashboard.chooseWorkload("tpox-mixed.xwl");
        dashboard.users(2).duration(10).rampUp(1).freshDatabase(200).start();

        // the throughput chart gets points while the run measures
        bot.waitUntil(Conditions.of("three throughput points", () -> throughputPoints() >= 3), 120_000);
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        bot.waitUntil(Conditions.of("the throughput chart drawn", () -> UIThread.syncExec(throughput::hasImage)));
        Screenshots.capture(Screenshots.folder().resolve("dashboard-running.png"));
        assertEquals("cairo surface", LiveChartCanvas.pictureKind(), "on GTK charts take the copy-free path");
        assertScreenShows(throughput);
        assertTrue(dashboard.stopButton().isEnabled(), "Stop is offered while running");
        dashboard.stop();

        String summary = dashboard.waitForSummary("stopped", 60_000);
        assertTrue(summary.contains("2 users on embedded"), summary);
        Path folder = DashboardBot.folderOf(summary);
        assertTrue(Files.isRegularFile(folder.resolve("summary.json")), folder.toString());
        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        assertEquals(14, stats.rowCount(), "13 transactions and the total");
        assertTrue(Long.parseLong(stats.cell(13, "Count").replace(",", "")) > 0, "transactions were counted");
        assertEquals("0", stats.cell(13, "Errors"), "no errors");
        // the table's final total is the summary's, with the same thousands separators
        assertTrue(summary.contains(": " + stats.cell(13, "Count") + " transactions"), stats.cell(13, "Count") + " / " + summary);
        // the whole run's statistics as TPoX prints them: min <= CI low <= mean <= CI high <= max, a spread
        double[] total = new double[5];
        List<String> columns = List.of("Min ms", "CI low", "Avg ms", "CI high", "Max ms");
        for (int i = 0; i < columns.size(); i++) {
            total[i] = Double.parseDouble(stats.cell(13, columns.get(i)).replace(",", ""));
            assertTrue(i == 0 || total[i] >= total[i - 1], columns + " ascend: " + java.util.Arrays.toString(total));
        }
        assertTrue(Double.parseDouble(stats.cell(13, "Std dev").replace(",", "")) > 0, "a standard deviation");
        Screenshots.capture(Screenshots.folder().resolve("dashboard-summary.png"));
        int ciHigh = stats.columns().indexOf("CI high");
        // the statistics' right-hand columns, scrolled into view
        UIThread.syncRun(() -> stats.widget.showColumn(stats.widget.getColumn(ciHigh)));
        Screenshots.capture(Screenshots.folder().resolve("dashboard-statistics.png"));

        bot.buttonWithId(RunDashboardPart.EXPORT_ID).click();
        bot.waitUntil(Conditions.of("charts exported", () -> Files.isRegularFile(folder.resolve("charts/throughput.png"))
                && Files.isRegularFile(folder.resolve("charts/throughput.svg"))));
        assertTrue(Files.isRegularFile(folder.resolve("charts/inserts.png")), "the mix inserts: its insert rate too");

        bot.cTabItem("Runs").activate();
        SWTBotTable runs = bot.tableWithId(RunsPart.TABLE_ID);
        bot.waitUntil(Conditions.of("the run in the runs list", () -> runs.rowCount() == runsBefore + 1));
        assertEquals(folder.getFileName().toString(), runs.cell(0, "Folder"), "newest first");
        assertEquals("2", runs.cell(0, "Users"));
        runs.select(0);
        Screenshots.capture(Screenshots.folder().resolve("runs-list.png"));
        bot.cTabItem("Run Dashboard").activate();
        PasswordLeaks.assertNone(); // the embedded database's password stayed in its file
    }

    /**
     * Start hands the workload to the run session, which reads it once; the charts and the statistics
     * table are set up from what the session read (the dashboard reads no workload file at Start).
     */
    @Test
    void aDashboardRunReadsItsWorkloadFileOnce() throws Exception {
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        String name = "read-once-" + Long.toString(System.currentTimeMillis(), 36) + ".xwl";
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(name);
        OneValueRuns.write(workspace, name, "read once");
        try {
            bot.shell(MainWindow.TITLE).activate();
            bot.cTabItem("Workspace").activate(); // the dashboard lists the new workload when it is activated
            DashboardBot dashboard = DashboardBot.open(bot);
            bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(ProfileStore.EMBEDDED);
            dashboard.chooseWorkload(name); // shows the workload's own settings in the form: a read before Start
            dashboard.users(1).duration(2).rampUp(0).sweep("");
            long before = WorkloadFiles.loads(file);

            dashboard.start();
            String summary = dashboard.waitForSummary("completed", 120_000);

            assertEquals(1, WorkloadFiles.loads(file) - before, "reads of " + file + " by the run; " + summary);
            SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
            assertEquals(2, stats.rowCount(), "the workload's one transaction and the total, from the session's read");
            assertEquals("pick", stats.cell(0, "Transaction"));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** A setting out of range, read by the session: its message in the status line, the summary and Problems; no run. */
    @Test
    void aBadSettingIsNamedBeforeAnyUserStarts() throws Exception {
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        String name = "bad-setting-" + Long.toString(System.currentTimeMillis(), 36) + ".xwl";
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(name);
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="bad setting">
                  <dialect>postgresql</dialect>
                  <transaction id="pick" weight="100">
                    <statement dialect="postgresql">
                      <text>SELECT 1</text>
                    </statement>
                  </transaction>
                  <run duration="60" errorThreshold="2"/>
                </workload>
                """);
        try {
            bot.shell(MainWindow.TITLE).activate();
            bot.cTabItem("Workspace").activate();
            DashboardBot dashboard = DashboardBot.open(bot);
            bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(ProfileStore.EMBEDDED);
            dashboard.chooseWorkload(name);
            dashboard.users(1).duration(2).rampUp(0).sweep("");
            long before = WorkloadFiles.loads(file);

            dashboard.start();
            String message = "Bad run setting: errorThreshold: must lie between 0 and 1";
            String summary = dashboard.waitForSummary("The run did not start", 60_000);

            assertEquals("The run did not start: " + message, summary);
            assertEquals("Failed: " + message, dashboard.status());
            ProblemsLog problems = AppContext.get(ProblemsLog.class);
            assertTrue(problems.entries().stream().anyMatch(e -> e.message().equals(message)),
                    "the message in Problems: " + problems.entries());
            assertEquals(1, WorkloadFiles.loads(file) - before, "read once, by the session");
            assertTrue(dashboard.startButton().isEnabled(), "Start again");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /**
     * Waits until the screen shows the last frame: GTK paints on its frame clock, so a frame handed
     * over a moment ago may not be on screen yet. A timeout names the pixels that still differ.
     */
    private void assertScreenShows(LiveChartCanvas canvas) {
        bot.waitUntil(Conditions.valueIs("pixels of the chart that differ from its last frame",
                () -> UIThread.syncExec(() -> pixelsNotShown(canvas)), ""), 3_000);
    }

    /**
     * Reads the canvas back from the screen and lists, on a 12x12 grid, the pixels that differ from
     * the frame the render thread handed over (UI thread: no newer frame can come between).
     */
    private static String pixelsNotShown(LiveChartCanvas canvas) {
        canvas.update(); // the paint the last frame asked for
        org.eclipse.swt.graphics.Point size = canvas.getSize();
        org.eclipse.swt.graphics.Image shot = new org.eclipse.swt.graphics.Image(canvas.getDisplay(), size.x, size.y);
        // read from the screen (the display's GC), where the user sees it
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(canvas.getDisplay());
        try {
            org.eclipse.swt.graphics.Point origin = canvas.toDisplay(0, 0);
            gc.copyArea(shot, origin.x, origin.y);
            org.eclipse.swt.graphics.ImageData screen = shot.getImageData();
            StringBuilder wrong = new StringBuilder();
            for (int i = 0; i < 12; i++) {
                for (int j = 0; j < 12; j++) {
                    int x = (size.x - 1) * i / 11;
                    int y = (size.y - 1) * j / 11;
                    org.eclipse.swt.graphics.RGB shown = screen.palette.getRGB(screen.getPixel(x, y));
                    int given = canvas.pixelGiven(x, y);
                    int seen = shown.red << 16 | shown.green << 8 | shown.blue;
                    if (given < 0 || seen != given) {
                        wrong.append(String.format("(%d,%d) %06x not %06x; ", x, y, seen, given));
                    }
                }
            }
            return wrong.toString();
        } finally {
            gc.dispose();
            shot.dispose();
        }
    }

    private int throughputPoints() {
        LiveChartCanvas chart = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        return chart.read(c -> { // on the charts' render thread, which owns the datasets
            XYDataset dataset = c.getXYPlot().getDataset();
            return dataset == null || dataset.getSeriesCount() == 0 ? 0 : dataset.getItemCount(0);
        });
    }
}
