package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.workload.ParameterPane;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.editors.workload.WeightPanel;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * The demo's own order: shape the TPoX mix in the editor, then run it. The sample workloads come
 * from the File menu; Start with unsaved changes asks to save; the run uses the edited weights; the
 * fresh database refits the workload's id ranges without undoing the edit; the editor shows the
 * refitted file when it is looked at again.
 */
@ExtendWith(ScreenshotOnFailure.class)
class EditThenRunTest {

    private static final String MIXED = "tpox-mixed.xwl";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void anUnsavedEditIsSavedBeforeTheRunAndSurvivesTheFreshDatabase() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Add TPoX Sample Workloads").click();
        Path file = Workspace.fromEnvironment().folder(Workspace.Folder.WORKLOADS).resolve("tpox").resolve(MIXED);
        bot.cTabItem(MIXED).activate();
        assertTrue(Files.isRegularFile(file), "the samples are in the workspace: " + file);

        SWTBotTable table = bot.tableWithId(TransactionTable.TABLE_ID);
        assertEquals("get_order", table.cell(0, "Name"));
        double edited = "25.0".equals(table.cell(0, "Weight")) ? 20.0 : 25.0;
        bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0").drag((int) Math.round(edited * 10));
        bot.waitUntil(Conditions.valueIs("weight of get_order", () -> table.cell(0, "Weight"), String.valueOf(edited)));
        assertTrue(bot.hasCTabItem("*" + MIXED), "the editor has unsaved changes");
        assertNotEquals(edited, weightOfGetOrder(WorkloadFiles.load(file)), "not on disk yet");

        DashboardBot dashboard = DashboardBot.open(bot);
        assertEquals("tpox/" + MIXED, dashboard.chooseWorkload(MIXED), "the workspace's copy, the one edited");
        dashboard.users(1).duration(3).rampUp(0).freshDatabase(100).start();

        SWTBotShell ask = bot.shell(RunDashboardPart.UNSAVED_TITLE);
        Screenshots.capture(Screenshots.folder().resolve("dashboard-unsaved-workload.png"));
        ask.bot().button(RunDashboardPart.SAVE_AND_RUN).click();

        Path folder = DashboardBot.folderOf(dashboard.waitForSummary("completed", 180_000));
        assertEquals(edited, weightOfGetOrder(WorkloadFiles.load(folder.resolve("workload.xwl"))), 1e-9,
                "the run used the weight set in the editor");
        Workload onDisk = WorkloadFiles.load(file);
        assertEquals(edited, weightOfGetOrder(onDisk), 1e-9, "the fresh database kept the user's weight");
        Collection orders = collection(onDisk, "orders");
        assertEquals(500, orders.getLastId() - orders.getFirstId() + 1, "refitted to the 500 orders of 100 customers");
        assertFalse(bot.hasCTabItem("*" + MIXED), "saved, so no longer dirty");

        // looking at the editor again shows the refitted file: get_order draws ids of the new range
        bot.cTabItem(MIXED).activate();
        SWTBotTable reloaded = bot.tableWithId(TransactionTable.TABLE_ID);
        bot.waitUntil(Conditions.valueIs("weight after reload", () -> reloaded.cell(0, "Weight"), String.valueOf(edited)));
        reloaded.select(0);
        bot.cTabItem("Parameters").activate();
        bot.tableWithId(ParameterPane.TABLE_ID).select(0);
        String[] preview = bot.textWithId(ParameterPane.PREVIEW_ID).getText().split("\n");
        assertEquals(10, preview.length);
        for (String value : preview) {
            long id = Long.parseLong(value.strip());
            assertTrue(id >= orders.getFirstId() && id <= orders.getLastId(),
                    value + " is an order id of the refitted range " + orders.getFirstId() + ".." + orders.getLastId());
        }
        bot.cTabItem("Weights").activate();
        bot.cTabItem(MIXED).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("editor closed", () -> !bot.hasCTabItem(MIXED)));
    }

    private static double weightOfGetOrder(Workload workload) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals("get_order")).findFirst().orElseThrow()
                .getWeight();
    }

    private static Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> c.getName().equals(name)).findFirst().orElseThrow();
    }
}
