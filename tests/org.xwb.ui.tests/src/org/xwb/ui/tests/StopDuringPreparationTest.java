package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotCombo;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Stop pressed while the dashboard builds a large TPoX database: the preparation ends at its next
 * batch instead of loading everything first, nothing is measured, nothing is reported as failed,
 * and Start is offered again.
 */
@ExtendWith(ScreenshotOnFailure.class)
class StopDuringPreparationTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void stopWhileLoadingEndsThePreparationAndOffersStartAgain() throws Exception {
        bot.shell(MainWindowTest.MAIN_WINDOW).activate();
        bot.cTabItem("Run Dashboard").activate();
        SWTBotCombo workload = bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID);
        workload.setSelection(workload.items().stream().filter(item -> item.contains("tpox-query-only.xwl")).findFirst()
                .orElseThrow(() -> new AssertionError(workload.items())));
        if (!bot.buttonWithId(RunDashboardPart.PREPARE_ID).isChecked()) {
            bot.buttonWithId(RunDashboardPart.PREPARE_ID).click();
        }
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(100_000); // minutes of loading
        bot.buttonWithId(RunDashboardPart.START_ID).click();

        bot.waitUntil(Conditions.of("loading documents", () -> status().startsWith("Loading")), 120_000);
        bot.buttonWithId(RunDashboardPart.STOP_ID).click();

        bot.waitUntil(Conditions.of("the preparation stopped", () -> summary().startsWith("The run did not start")),
                60_000);
        assertTrue(summary().contains("Stopped while loading documents"), summary());
        assertTrue(bot.buttonWithId(RunDashboardPart.START_ID).isEnabled(), "Start is offered again");
        assertFalse(bot.buttonWithId(RunDashboardPart.STOP_ID).isEnabled());
        Screenshots.capture(Screenshots.folder().resolve("dashboard-stopped-preparation.png"));
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(1000);
    }

    private String status() {
        return UIThread.syncExec(() -> bot.widgetWithId(Label.class, RunDashboardPart.STATUS_ID).getText());
    }

    private String summary() {
        return UIThread.syncExec(() -> bot.widgetWithId(Link.class, RunDashboardPart.SUMMARY_ID).getText());
    }
}
