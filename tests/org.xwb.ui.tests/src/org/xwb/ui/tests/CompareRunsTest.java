package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.testing.SampleRuns;
import org.xwb.ui.run.RunsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.RunsBot;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * Two real runs of the same workload, the second made slower on purpose (its nap sleeps 20 ms in the
 * database instead of 2): selected together in the Runs part they are compared per transaction
 * with a verdict; set as baseline, the slower run turns the other into the faster one.
 */
@ExtendWith(ScreenshotOnFailure.class)
class CompareRunsTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void twoSelectedRunsAreComparedPerTransactionWithAVerdict() throws Exception {
        Path runs = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.RUNS);
        String base = SampleRuns.run(runs, 2, 1.5).runId();
        String slow = SampleRuns.run(runs, 20, 1.5).runId();

        bot.shell(MainWindow.TITLE).activate();
        RunsBot runsPart = RunsBot.open(bot).select(base, slow);
        SWTBotTable list = runsPart.list();

        SWTBotTable compared = bot.tableWithId(RunsPart.COMPARE_TABLE_ID);
        assertEquals(List.of("Transaction", "Verdict", "Mean ratio", "Mean ms base", "Mean ms run", "p95 ms base",
                "p95 ms run", "tx/s base", "tx/s run", "tx/s ratio", "Errors base", "Errors run"), compared.columns());
        assertEquals(3, compared.rowCount(), "look up, nap and the total");
        int nap = compared.indexOf("nap", 0);
        assertEquals("slower", compared.cell(nap, "Verdict"), "20 ms naps against 2 ms");
        // not a speed: the ratio shown is the two means' ratio, and the run whose nap sleeps 20 ms is the slower
        double ratio = number(compared.cell(nap, "Mean ratio"));
        double meanBase = number(compared.cell(nap, "Mean ms base"));
        double meanRun = number(compared.cell(nap, "Mean ms run"));
        assertTrue(meanRun >= 20 && ratio > 1, compared.cell(nap, "Mean ratio") + ", means " + meanBase + " and " + meanRun);
        assertEquals(meanRun / meanBase, ratio, 0.01 * ratio + 0.05, "the ratio of the shown means");
        assertEquals("Total", compared.cell(2, "Transaction"));
        String heading = bot.labelWithId(RunsPart.COMPARE_HEADING_ID).getText();
        assertTrue(heading.startsWith(slow + " against baseline " + base + ": ") && heading.contains("slower"),
                "without a baseline the older run is it: " + heading);
        Screenshots.capture(Screenshots.folder().resolve("compare.png"));

        // the slow run as baseline: the other run, selected alone, is compared with it
        runsPart.select(slow);
        bot.buttonWithId(RunsPart.BASELINE_BUTTON_ID).click();
        bot.waitUntil(Conditions.valueIs("the baseline marked", () -> list.cell(runsPart.row(slow), "Outcome"),
                "completed, baseline"));
        runsPart.select(base);
        assertEquals("faster", compared.cell(compared.indexOf("nap", 0), "Verdict"));
        assertTrue(bot.labelWithId(RunsPart.COMPARE_HEADING_ID).getText().startsWith(base + " against baseline " + slow));

        runsPart.select(slow);
        bot.buttonWithId(RunsPart.BASELINE_BUTTON_ID).click(); // Clear Baseline: leave the workspace as found
        bot.waitUntil(Conditions.valueIs("the baseline cleared", () -> list.cell(runsPart.row(slow), "Outcome"),
                "completed"));
    }

    private static double number(String cell) {
        return Double.parseDouble(cell.replace("x", "").replace(",", "").trim());
    }
}
