package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.run.StatsTable;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotCombo;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * The TPoX kit's mix in the xquery dialect on the embedded XQuery database (BaseX), from the
 * dashboard: its default profile is in the target list, the fresh database is built there and
 * the 13 transactions run with 2 users without an error.
 */
@ExtendWith(ScreenshotOnFailure.class)
class XQueryDashboardTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void theKitsMixRunsOnTheEmbeddedXQueryDatabaseWithoutErrors() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        SWTBotCombo targets = bot.comboBoxWithId(RunDashboardPart.TARGET_ID);
        assertTrue(targets.items().contains("basex"), "the XQuery kind's default profile is offered: " + targets.items());
        targets.setSelection("basex");
        dashboard.chooseWorkload("tpox-mixed.xwl");
        dashboard.users(2).duration(5).rampUp(1).freshDatabase(100).start();

        String summary = dashboard.waitForSummary("completed", 600_000);

        assertTrue(summary.contains("2 users on basex"), summary);
        Path folder = DashboardBot.folderOf(summary);
        assertTrue(Files.readString(folder.resolve("workload.xwl")).contains("dialect=\"xquery\""), folder.toString());
        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        assertEquals(14, stats.rowCount(), "13 transactions and the total");
        assertTrue(Long.parseLong(stats.cell(13, "Count").replace(",", "")) > 0, "transactions were counted");
        assertEquals("0", stats.cell(13, "Errors"), "no errors");
        Screenshots.capture(Screenshots.folder().resolve("dashboard-xquery.png"));
        targets.setSelection("embedded"); // the next test expects the default target
    }
}
