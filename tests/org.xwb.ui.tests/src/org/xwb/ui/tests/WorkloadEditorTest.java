package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.workload.MixChart;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.editors.workload.WeightPanel;
import org.xwb.ui.editors.workload.WorkloadEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotScale;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/** The workload editor on a real file: drag a weight, keep the sum at 100, save, undo, reopen. */
@ExtendWith(ScreenshotOnFailure.class)
class WorkloadEditorTest {

    private static final String FILE = "editor-test.xwl";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private static Path file;

    @BeforeAll
    static void writeWorkload() throws Exception {
        Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);
        file = workloads.resolve(FILE);
        Workload workload = WorkloadFiles.load(copyOfMixed(Files.createTempDirectory("xwb-editor-test")));
        WorkloadFiles.save(workload, file);
    }

    /** A four-transaction mix: 40/30/20/10. */
    private static Path copyOfMixed(Path folder) throws Exception {
        Path source = folder.resolve("source-" + FILE);
        Files.writeString(source, """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="editor test">
                  <dialect>postgresql</dialect>
                  <collection name="orders" firstId="1" lastId="100"/>
                  <transaction id="get_order" weight="40">
                    <statement dialect="postgresql">
                      <text>SELECT doc FROM orders WHERE id = ?</text>
                    </statement>
                    <parameter type="BIGINT">
                      <ids collection="orders"/>
                    </parameter>
                  </transaction>
                  <transaction id="count_orders" weight="30">
                    <statement dialect="postgresql">
                      <text>SELECT count(*) FROM orders</text>
                    </statement>
                  </transaction>
                  <transaction id="del_order" weight="20">
                    <statement dialect="postgresql">
                      <text>DELETE FROM orders WHERE id = ?</text>
                    </statement>
                    <parameter type="BIGINT">
                      <ids collection="orders"/>
                    </parameter>
                  </transaction>
                  <transaction id="touch" weight="10">
                    <statement dialect="postgresql">
                      <text>UPDATE orders SET doc = doc WHERE id = ?</text>
                    </statement>
                    <parameter type="BIGINT">
                      <uniformInt min="1" max="100"/>
                    </parameter>
                  </transaction>
                </workload>
                """);
        return source;
    }

    @Test
    void dragAWeightKeepsTheSumAt100UpdatesThePieSavesUndoesAndReopens() throws Exception {
        bot.shell(MainWindowTest.MAIN_WINDOW).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads").select();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE);
        SWTBotTable table = bot.tableWithId(TransactionTable.TABLE_ID);
        assertEquals(4, table.rowCount());
        assertEquals("40.0", table.cell(0, "Weight"));
        double pieBefore = pieValue("get_order");
        assertEquals(40.0, pieBefore, 1e-9);

        SWTBotScale first = bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0");
        first.drag(700); // 70.0 %
        bot.waitUntil(Conditions.valueIs("weight of get_order", () -> table.cell(0, "Weight"), "70.0"));
        assertEquals(100.0, sumOfWeightColumn(table), 1e-6, "weights still sum to 100");
        assertEquals(70.0, pieValue("get_order"), 1e-9, "the pie shows the new weight");
        assertNotEquals(30.0, pieValue("count_orders"), "the other slices moved");
        assertTrue(bot.hasCTabItem("*" + FILE), "editor is dirty");
        Screenshots.capture(Screenshots.folder().resolve("workload-editor.png"));

        bot.menu("File", "Save").click();
        bot.cTabItem(FILE);
        bot.waitUntil(Conditions.of("file saved with get_order at 70",
                () -> weightsOnDisk().get(0).getWeight() == 70.0));
        double saved = weightsOnDisk().stream().mapToDouble(Transaction::getWeight).sum();
        assertEquals(100.0, saved, 1e-6, "saved weights sum to 100");

        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.valueIs("weight after undo", () -> table.cell(0, "Weight"), "40.0"));
        assertEquals(40.0, pieValue("get_order"), 1e-9);
        bot.menu("Edit", "Redo").click();
        bot.waitUntil(Conditions.valueIs("weight after redo", () -> table.cell(0, "Weight"), "70.0"));
        bot.menu("File", "Save").click();

        // close and reopen: the editor shows what is on disk
        bot.cTabItem(FILE).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("editor closed", () -> !bot.hasCTabItem(FILE)));
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE);
        SWTBotTable reopened = bot.tableWithId(TransactionTable.TABLE_ID);
        bot.waitUntil(Conditions.valueIs("reopened weight", () -> reopened.cell(0, "Weight"), "70.0"));
        assertTrue(bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText().contains("0 errors"),
                bot.labelWithId(WorkloadEditorPart.STATUS_ID).getText());
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
