package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.run.Sweep;
import org.xwb.ui.run.RunsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.RunsBot;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * A sweep from the dashboard (issue 16 item 1) on the embedded PostgreSQL: the kit's query-only
 * workload at 1, 2 and 4 users, 5 s each, on one fresh small TPoX database; the status names each
 * point while it runs; the sweep folder holds sweep.csv and a run folder per point, the summary
 * lists the points, and the Runs part lists the sweep as one entry whose scaling chart has the
 * 3 points (throughput and p95 against users).
 */
@ExtendWith(ScreenshotOnFailure.class)
class SweepDashboardTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void aThreePointSweepFromTheDashboardIsOneFolderAndItsScalingChartInRuns() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-query-only.xwl");
        dashboard.sweep("1, 2,4");
        try {
            sweepAndPlot(dashboard);
        } finally {
            bot.cTabItem("Run Dashboard").activate();
            dashboard.sweep(""); // the next tests run once
        }
    }

    private void sweepAndPlot(DashboardBot dashboard) throws Exception {
        dashboard.duration(3).rampUp(1).freshDatabase(100).start(); // 3 s a point: each measures, the second is seen running

        bot.waitUntil(Conditions.of("the second point running", () -> dashboard.status().startsWith(
                "Sweep point 2 of 3, 2 users.")), 240_000);
        String summary = dashboard.waitForSummary("sweep completed", 120_000);
        Screenshots.capture(Screenshots.folder().resolve("sweep-dashboard.png"));
        assertTrue(summary.contains("3 points: 1 user ") && summary.contains("; 2 users ")
                && summary.contains("; 4 users "), summary);
        Path sweep = DashboardBot.folderOf(summary);
        List<String> csv = Files.readAllLines(sweep.resolve(Sweep.CSV));
        assertEquals(Sweep.CSV_HEADER, csv.get(0));
        assertEquals(4, csv.size(), "a line per point: " + csv);
        List<String> pointRuns = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            String[] cells = csv.get(i).split(",");
            assertEquals(List.of("1", "2", "4").get(i - 1), cells[0], csv.get(i));
            assertEquals("completed", cells[1], csv.get(i));
            assertTrue(Double.parseDouble(cells[2]) > 0, "throughput at each point: " + csv.get(i));
            Path run = sweep.resolveSibling(cells[8]);
            assertTrue(Files.isRegularFile(run.resolve("summary.json")), "the point's run folder " + run);
            pointRuns.add(cells[8]);
        }
        assertTrue(pointRuns.get(2).endsWith("-u4"), pointRuns.toString());

        RunsBot runs = RunsBot.open(bot);
        runs.select(sweep.getFileName().toString());
        assertEquals("sweep", runs.list().cell(runs.row(sweep.getFileName().toString()), "Outcome"));
        ChartComposite chart = bot.widgetWithId(ChartComposite.class, RunsPart.CHART_ID);
        bot.waitUntil(Conditions.of("the scaling chart", () -> UIThread.syncExec(
                () -> chart.getChart().getTitle().getText().startsWith("Scaling"))));
        List<XYPlot> plots = UIThread.syncExec(() -> ((CombinedDomainXYPlot) chart.getChart().getPlot()).getSubplots());
        XYPlot scaling = plots.get(0);
        assertEquals(List.of(3, 3), UIThread.syncExec(() -> List.of(scaling.getDataset(0).getItemCount(0),
                scaling.getDataset(1).getItemCount(0))), "throughput and p95 at 1, 2 and 4 users");
        XYPlot normalised = plots.get(1);
        UIThread.syncRun(() -> {
            assertEquals(3, normalised.getDataset(0).getItemCount(0), "the normalised mean latency per point");
            assertEquals(1.0, normalised.getDataset(0).getYValue(0, 0), 1e-9, "the first point is the unit");
            assertEquals(List.of(1.0, 2.0, 4.0), List.of(normalised.getDataset(1).getYValue(0, 0),
                    normalised.getDataset(1).getYValue(0, 1), normalised.getDataset(1).getYValue(0, 2)),
                    "the slope-1 line: users over the first point's users");
        });
        Screenshots.capture(Screenshots.folder().resolve("sweep.png"));
    }
}
