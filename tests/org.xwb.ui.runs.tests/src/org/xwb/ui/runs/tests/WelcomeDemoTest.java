package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.parts.WelcomePart;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * The Welcome page's first button runs the TPoX demo in the dashboard: a fresh small database on
 * the embedded PostgreSQL, the mixed workload, live charts. (Click to first point, measured:
 * WelcomeDemoBenchmark.)
 */
@ExtendWith(ScreenshotOnFailure.class)
class WelcomeDemoTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void theWelcomeButtonRunsTheDemoWithLiveCharts() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        showWelcome();
        bot.buttonWithId(WelcomePart.DEMO_BUTTON_ID).click();

        assertTrue(bot.cTabItem("Run Dashboard").isActive(), "the dashboard comes to the front");
        bot.waitUntil(Conditions.of("a throughput point", () -> throughputPoints(bot) >= 1), 300_000);
        // the screenshot a few points in: one point draws no line yet
        bot.waitUntil(Conditions.of("three throughput points", () -> throughputPoints(bot) >= 3), 120_000);
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        bot.waitUntil(Conditions.of("the throughput chart drawn", () -> UIThread.syncExec(throughput::hasImage)));
        Screenshots.capture(Screenshots.folder().resolve("welcome-demo.png"));
        assertEquals("embedded", bot.comboBoxWithId(RunDashboardPart.TARGET_ID).getText());
        assertTrue(bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID).getText().contains(RunDashboardPart.DEMO_WORKLOAD),
                bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID).getText());
        assertTrue(bot.buttonWithId(RunDashboardPart.PREPARE_ID).isChecked(), "a fresh database");

        stopIfRunning(bot);
        DashboardBot dashboard = DashboardBot.open(bot);
        bot.waitUntil(Conditions.of("the demo's summary", () -> !dashboard.summary().isEmpty()), 180_000);
        String summary = dashboard.summary();
        assertTrue(summary.startsWith("stopped") || summary.startsWith("completed"), summary);
        assertTrue(summary.contains(RunDashboardPart.DEMO_USERS + " users on embedded"), summary);
    }

    /** Stop, unless a slow machine let the run end first (checked and pressed in one UI turn). */
    static void stopIfRunning(SWTBot bot) {
        Button stop = DashboardBot.open(bot).stopButton().widget;
        UIThread.syncRun(() -> {
            if (stop.isEnabled()) {
                stop.notifyListeners(SWT.Selection, new Event());
            }
        });
    }

    /** The Welcome page in front (an earlier test may have closed it). */
    static void showWelcome() {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.showPart(MainWindow.WELCOME_PART, PartState.ACTIVATE));
    }

    static int throughputPoints(SWTBot bot) {
        LiveChartCanvas chart = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        return chart.read(c -> { // on the charts' render thread, which owns the datasets
            XYDataset dataset = c.getXYPlot().getDataset();
            return dataset == null || dataset.getSeriesCount() == 0 ? 0 : dataset.getItemCount(0);
        });
    }
}
