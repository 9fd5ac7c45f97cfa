package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.AboutDialog;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.run.charts.LiveCharts;

/** Starts the real XWB product and checks the main window, its parts and the About dialog. */
@ExtendWith(ScreenshotOnFailure.class)
class MainWindowTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void mainWindowShowsNavigatorEditorAreaDashboardAndProblems() throws Exception {
        SWTBotShell main = bot.shell(MainWindow.TITLE).activate();
        assertTrue(main.isOpen());
        for (String part : List.of("Workspace", "Welcome", "Run Dashboard", "Problems")) {
            assertEquals(part, bot.cTabItem(part).getText(), "part tab present");
        }
        assertEquals(List.of("workloads", "schemas", "documents", "statements", "runs"),
                bot.treeWithId(NavigatorPart.TREE_ID).items(), "navigator shows the workspace folders");

        bot.cTabItem("Problems").activate();
        SWTBotTable problems = bot.tableWithId(org.xwb.ui.parts.ProblemsPart.TABLE_ID);
        // among whatever earlier tests reported (warnings sort first)
        bot.waitUntil(Conditions.of("a workspace message in Problems", () -> java.util.stream.IntStream
                .range(0, problems.rowCount()).anyMatch(row -> problems.cell(row, "Message").startsWith("Workspace "))));
        bot.cTabItem("Run Dashboard").activate();
        assertTrue(bot.cTabItem("Run Dashboard").isActive());
        // the charts are drawn off the UI thread: the picture shows them once they are on screen
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        bot.waitUntil(Conditions.of("the dashboard's charts drawn", () -> UIThread.syncExec(throughput::hasImage)));

        Path screenshot = Screenshots.folder().resolve("main-window.png");
        bot.captureScreenshot(screenshot);
        assertTrue(Files.size(screenshot) > 10_000, "screenshot written: " + screenshot.toAbsolutePath());
    }

    @Test
    void aboutDialogListsTheVersionsOfEveryComponentAndCloses() {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Help", "About XWB").click();
        SWTBotShell about = bot.shell(AboutDialog.TITLE);
        SWTBotTable table = about.bot().tableWithId(AboutDialog.VERSIONS_TABLE_ID);
        Map<String, String> versions = new LinkedHashMap<>();
        for (int row = 0; row < table.rowCount(); row++) {
            versions.put(table.cell(row, 0), table.cell(row, 1));
        }
        for (String component : List.of("XWB", "Java", "Eclipse platform (e4 workbench)", "EMF Ecore", "Saxon-HE",
                "JFreeChart", "PostgreSQL JDBC driver", "IBM DB2 JDBC driver (jcc)")) {
            assertTrue(versions.containsKey(component), component + " listed in " + versions);
            assertFalse(versions.get(component).isBlank() || versions.get(component).equals("not installed"),
                    component + " has a version: " + versions.get(component));
        }
        assertTrue(versions.get("Java").startsWith(System.getProperty("java.version")), versions.get("Java"));
        Screenshots.capture(Screenshots.folder().resolve("about-dialog.png"));

        about.bot().button("Close").click();
        bot.waitUntil(Conditions.shellCloses(about));
        assertTrue(bot.shell(MainWindow.TITLE).isOpen(), "main window still open");
    }
}
