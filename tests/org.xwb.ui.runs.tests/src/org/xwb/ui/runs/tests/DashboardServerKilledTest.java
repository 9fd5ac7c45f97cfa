package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.RunFolder;
import org.xwb.core.workspace.Workspace;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.embedded.ProcessExit;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.OneValueRuns;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * The embedded server is killed (SIGKILL to its postmaster, as a crash or the OOM killer would)
 * while a dashboard run uses it, and the next use of the embedded target starts it again on the
 * same data and port: the run's users reconnect by themselves and go on, and Stop ends the run
 * with a clear outcome, the statements the kill cut off counted as failed, and its results written.
 */
@ExtendWith(ScreenshotOnFailure.class)
class DashboardServerKilledTest {

    private static final Pattern FAILED = Pattern.compile(", ([\\d,]+) failed \\(");

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String workload = "server-killed-" + Long.toString(System.currentTimeMillis(), 36) + ".xwl";

    @AfterEach
    void removeWorkload() throws Exception {
        Files.deleteIfExists(workspace.folder(Workspace.Folder.WORKLOADS).resolve(workload));
    }

    @Test
    void aRunWhoseEmbeddedServerIsKilledAndRestartedReconnectsAndEndsWithItsResults() throws Exception {
        OneValueRuns.write(workspace, workload, "server killed");
        DashboardBot dashboard = OneValueRuns.start(bot, workload, 2);
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        bot.waitUntil(Conditions.of("two intervals measured", () -> intervals(throughput) >= 2), 600_000);

        EmbeddedLayout layout = EmbeddedLayout.of(workspace);
        long postmaster = Long.parseLong(Files.readAllLines(layout.data().resolve("postmaster.pid")).get(0).strip());
        Process kill = new ProcessBuilder("kill", "-KILL", Long.toString(postmaster)).inheritIO().start();
        assertTrue(kill.waitFor(30, TimeUnit.SECONDS) && kill.exitValue() == 0, "SIGKILL to the postmaster");
        bot.waitUntil(Conditions.of("the postmaster gone", () -> !ProcessExit.isRunning(postmaster)), 60_000);
        int killedAt = intervals(throughput);
        bot.waitUntil(Conditions.of("an interval without a transaction", () -> idleSince(throughput, killedAt)), 120_000);

        int restartedAt;
        try (EmbeddedServer.Lease next = EmbeddedServer.acquire(layout)) { // the next use: a statement, a load, a run
            assertTrue(next.startReport().kind().startsWith("restarted after its server"), next.startReport().toString());
            restartedAt = intervals(throughput);
            bot.waitUntil(Conditions.of("transactions again after the restart", () -> busySince(throughput, restartedAt)),
                    120_000);
        }
        dashboard.stop();
        String summary = dashboard.waitForSummary("stopped", 120_000);

        Matcher failed = FAILED.matcher(summary);
        assertTrue(failed.find() && Long.parseLong(failed.group(1).replace(",", "")) >= 1,
                "the statements the kill cut off are counted as failed: " + summary);
        assertTrue(summary.contains("2 users on " + ProfileStore.EMBEDDED), summary);
        Path folder = DashboardBot.folderOf(summary);
        assertTrue(Files.isRegularFile(folder.resolve(RunFolder.SUMMARY)), "results written in " + folder);
        List<String> measured = Files.readAllLines(folder.resolve(RunFolder.INTERVALS));
        assertTrue(measured.size() > restartedAt, "a header and the intervals before and after the kill: " + measured.size());
        assertEquals("", bot.shells().stream().map(s -> s.getText()).filter(t -> !t.equals(MainWindow.TITLE))
                .reduce("", String::concat), "no dialog over the window");
        Screenshots.capture(Screenshots.folder().resolve("dashboard-server-killed.png"));
    }

    /** Intervals the throughput chart has plotted so far. */
    private static int intervals(LiveChartCanvas chart) {
        return chart.read(c -> {
            XYDataset total = c.getXYPlot().getDataset(0);
            return total == null || total.getSeriesCount() == 0 ? 0 : total.getItemCount(0);
        });
    }

    /** An interval after {@code from} with no transaction at all. */
    private static boolean idleSince(LiveChartCanvas chart, int from) {
        return chart.read(c -> {
            XYDataset total = c.getXYPlot().getDataset(0);
            for (int i = from; total != null && i < total.getItemCount(0); i++) {
                if (total.getYValue(0, i) == 0) {
                    return true;
                }
            }
            return false;
        });
    }

    /** An interval after {@code from} with transactions. */
    private static boolean busySince(LiveChartCanvas chart, int from) {
        return chart.read(c -> {
            XYDataset total = c.getXYPlot().getDataset(0);
            for (int i = from; total != null && i < total.getItemCount(0); i++) {
                if (total.getYValue(0, i) > 0) {
                    return true;
                }
            }
            return false;
        });
    }
}
