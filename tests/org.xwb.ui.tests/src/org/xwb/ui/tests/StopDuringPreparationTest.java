package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.widgets.ProgressBar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotLink;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Stop pressed while the dashboard builds a large TPoX database: the preparation ends at its next
 * batch instead of loading everything first, nothing is measured, nothing is reported as failed,
 * and Start is offered again. The preparation is a job: the status line at the bottom of the window
 * shows it with its progress, and its Cancel is the same stop.
 */
@ExtendWith(ScreenshotOnFailure.class)
class StopDuringPreparationTest {

    private static final String QUERY_ONLY = "tpox-query-only.xwl";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void stopWhileLoadingEndsThePreparationAndOffersStartAgain() throws Exception {
        DashboardBot dashboard = loadingAHundredThousandCustomers();
        dashboard.stop();

        assertStoppedWhileLoading(dashboard);
        Screenshots.capture(Screenshots.folder().resolve("dashboard-stopped-preparation.png"));
    }

    @Test
    void cancelInTheStatusLineStopsThePreparationAsStopDoes() throws Exception {
        DashboardBot dashboard = loadingAHundredThousandCustomers();
        bot.waitUntil(Conditions.of("the job loading in the status line",
                () -> statusLine().startsWith("Run " + QUERY_ONLY + " on embedded: Loading: ")));
        bot.waitUntil(Conditions.of("the preparation's progress in the status line", () -> UIThread.syncExec(
                () -> bot.widgetWithId(ProgressBar.class, ProgressLine.BAR_ID).getSelection()) > 0));
        Screenshots.capture(Screenshots.folder().resolve("status-line-preparation.png"));

        SWTBotLink cancel = bot.linkWithId(ProgressLine.CANCEL_ID);
        cancel.click();

        assertStoppedWhileLoading(dashboard);
        bot.waitUntil(Conditions.valueIs("the status line once the job ended", this::statusLine, ""));
        assertFalse(cancel.isVisible(), "nothing left to cancel");
    }

    private DashboardBot loadingAHundredThousandCustomers() {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload(QUERY_ONLY);
        dashboard.freshDatabase(100_000).start(); // minutes of loading
        bot.waitUntil(Conditions.of("loading documents", () -> dashboard.status().startsWith("Loading")), 120_000);
        return dashboard;
    }

    private void assertStoppedWhileLoading(DashboardBot dashboard) {
        String summary = dashboard.waitForSummary("The run did not start", 60_000);
        assertTrue(summary.contains("Stopped while loading documents"), summary);
        assertTrue(dashboard.startButton().isEnabled(), "Start is offered again");
        assertFalse(dashboard.stopButton().isEnabled());
    }

    private String statusLine() {
        return bot.labelWithId(ProgressLine.TEXT_ID).getText();
    }

    @AfterEach
    void smallDatabaseAgain() {
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(1000);
    }
}
