package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Transaction;
import org.xwb.xml.TpoxKit;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.workload.MixChart;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.editors.workload.WeightPanel;
import org.xwb.ui.editors.workload.WorkloadEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.Keys;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotScale;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/** The workload editor on a real file: drag a weight, keep the sum at 100, save, undo, reopen. */
@ExtendWith(ScreenshotOnFailure.class)
class WorkloadEditorTest {

    private static final String FILE = "mixed-editor-test.xwl";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private static Path file;

    @BeforeAll
    static void copyTheTpoxMixedWorkload() throws Exception {
        Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);
        file = workloads.resolve(FILE);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void dragAWeightKeepsTheSumAt100UpdatesThePieSavesUndoesAndReopens() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads").select();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE).activate();
        SWTBotTable table = bot.tableWithId(TransactionTable.TABLE_ID);
        assertEquals(13, table.rowCount(), "the 13 TPoX transactions");
        assertEquals("10.0", table.cell(0, "Weight"));
        assertEquals(10.0, pieValue("get_order"), 1e-9);

        SWTBotScale first = bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0");
        first.drag(300); // get_order to 30.0 %
        bot.waitUntil(Conditions.valueIs("weight of get_order", () -> table.cell(0, "Weight"), "30.0"));
        assertEquals(100.0, sumOfWeightColumn(table), 1e-6, "weights still sum to 100");
        assertEquals(30.0, pieValue("get_order"), 1e-9, "the pie shows the new weight");
        assertTrue(pieValue("get_security") < 10.0, "the other slices shrank: " + pieValue("get_security"));
        assertTrue(bot.hasCTabItem("*" + FILE), "editor is dirty");
        Screenshots.capture(Screenshots.folder().resolve("workload-editor.png"));

        bot.menu("File", "Save").click();
        bot.cTabItem(FILE);
        bot.waitUntil(Conditions.of("file saved with get_order at 70",
                () -> weightsOnDisk().get(0).getWeight() == 30.0));
        double saved = weightsOnDisk().stream().mapToDouble(Transaction::getWeight).sum();
        assertEquals(100.0, saved, 1e-6, "saved weights sum to 100");

        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.valueIs("weight after undo", () -> table.cell(0, "Weight"), "10.0"));
        assertEquals(10.0, pieValue("get_order"), 1e-9);
        bot.menu("Edit", "Redo").click();
        bot.waitUntil(Conditions.valueIs("weight after redo", () -> table.cell(0, "Weight"), "30.0"));
        bot.menu("File", "Save").click();

        // close and reopen: the editor shows what is on disk
        bot.cTabItem(FILE).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("editor closed", () -> !bot.hasCTabItem(FILE)));
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE);
        SWTBotTable reopened = bot.tableWithId(TransactionTable.TABLE_ID);
        bot.waitUntil(Conditions.valueIs("reopened weight", () -> reopened.cell(0, "Weight"), "30.0"));
        // statements and parameter sources of the selected transaction (get_order)
        reopened.select(0);
        bot.cTabItem("Statements").activate();
        String statement = bot.widgetWithId(org.eclipse.swt.custom.StyledText.class,
                "org.xwb.ui.workloadEditor.statements.postgresql") == null ? "" : UIThread.syncExec(() -> bot
                        .widgetWithId(org.eclipse.swt.custom.StyledText.class, "org.xwb.ui.workloadEditor.statements.postgresql")
                        .getText());
        assertTrue(statement.contains("FROM orders") && statement.contains("= ?"), statement);
        Screenshots.capture(Screenshots.folder().resolve("workload-statements.png"));
        bot.cTabItem("Parameters").activate();
        SWTBotTable parameters = bot.tableWithId(org.xwb.ui.editors.workload.ParameterPane.TABLE_ID);
        assertEquals(1, parameters.rowCount(), "get_order has one marker");
        parameters.select(0);
        String preview = bot.textWithId(org.xwb.ui.editors.workload.ParameterPane.PREVIEW_ID).getText();
        String[] values = preview.split("\n");
        assertEquals(10, values.length, preview);
        for (String value : values) {
            long id = Long.parseLong(value.strip());
            assertTrue(id >= 100000 && id <= 104999, "an order id of the workload's range: " + value);
        }
        Screenshots.capture(Screenshots.folder().resolve("workload-parameters.png"));
        bot.cTabItem("Weights").activate();

        // the preset puts Table 6 back
        bot.toolItemWithId("org.xwb.ui.workloadEditor.tool.TPoX mixed").click();
        bot.waitUntil(Conditions.valueIs("TPoX mixed preset", () -> reopened.cell(0, "Weight"), "10.0"));
        assertEquals(100.0, sumOfWeightColumn(reopened), 1e-6);
        assertTrue(bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText().contains("0 errors"),
                bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText());
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved, not dirty", () -> !bot.hasCTabItem("*" + FILE)));
    }

    /** Ctrl+S saves the dirty editor as File > Save does: the window's key bindings reach the editor. */
    @Test
    void ctrlSSavesTheDirtyEditor() throws Exception {
        String name = "ctrl-s-test.xwl";
        Path saved = file.resolveSibling(name);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), saved,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", name).doubleClick();
        bot.cTabItem(name).activate();
        bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0").drag(300); // get_order to 30.0 %
        bot.waitUntil(Conditions.of("editor is dirty", () -> bot.hasCTabItem("*" + name)));
        org.eclipse.swt.widgets.Table table = bot.widgetWithId(org.eclipse.swt.widgets.Table.class, TransactionTable.TABLE_ID);
        UIThread.syncRun(table::setFocus);
        bot.waitUntil(Conditions.of("the table focused", () -> UIThread.syncExec(table::isFocusControl)));

        Keys.ctrl('s');
        bot.waitUntil(Conditions.of("saved, not dirty", () -> !bot.hasCTabItem("*" + name)));
        assertEquals(30.0, WorkloadFiles.load(saved).getTransactions().get(0).getWeight(), 1e-9, "get_order's weight on disk");
    }

    /** Each workload gets an editor of its own: the second one opened used to bring the first back instead. */
    @Test
    void aSecondWorkloadOpensInAnEditorOfItsOwnBesideTheFirst() throws Exception {
        Path second = file.resolveSibling("second-editor-test.xwl");
        Files.copy(file, second, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try {
            bot.shell(MainWindow.TITLE).activate();
            bot.menu("File", "Refresh Workspace").click();
            bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
            bot.waitUntil(Conditions.of(FILE + " in front", () -> bot.cTabItem(FILE).isActive()));
            bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", second.getFileName().toString()).doubleClick();
            bot.waitUntil(Conditions.of("the second workload in front, in its own editor",
                    () -> bot.cTabItem(second.getFileName().toString()).isActive()));
            assertTrue(bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText().endsWith(second.toString()),
                    "the editor in front shows the second file: " + bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText());
            assertTrue(bot.hasCTabItem(FILE), "the first editor stays open");
            bot.menu("File", "Close").click();
            bot.waitUntil(Conditions.of("second editor closed", () -> !bot.hasCTabItem(second.getFileName().toString())));
        } finally {
            Files.deleteIfExists(second);
        }
    }

    private List<Transaction> weightsOnDisk() {
        try {
            return WorkloadFiles.load(file).getTransactions();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static double sumOfWeightColumn(SWTBotTable table) {
        double sum = 0;
        for (int row = 0; row < table.rowCount(); row++) {
            sum += Double.parseDouble(table.cell(row, "Weight"));
        }
        return sum;
    }

    @SuppressWarnings("unchecked")
    private double pieValue(String key) {
        ChartComposite chart = bot.widgetWithId(ChartComposite.class, MixChart.CHART_ID);
        return UIThread.syncExec(() -> {
            PiePlot<String> plot = (PiePlot<String>) chart.getChart().getPlot();
            Number value = plot.getDataset().getKeys().contains(key) ? plot.getDataset().getValue(key) : 0;
            return value.doubleValue();
        });
    }
}
