package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.xml.TpoxKit;

/**
 * Issue 33 in the workload editor: "Advise indexes..." on the XML Indexes page of the kit's mixed
 * workload without XML indexes and with only its order transactions (get_order, del_order,
 * insert_order: the dialog's behaviour needs no more; AdviseIndexesCommandTest advises the whole
 * mix), on the embedded PostgreSQL with a kit database of 200 customers; the advisor runs as a
 * job with the settings of the command line (parameter draws too), its table says to add an index
 * on the order id for get_order, the verification runs, and
 * "Apply to workload" makes the advised set the workload's indexes in one step Edit > Undo takes
 * back. Screenshot advisor.png.
 */
@ExtendWith(ScreenshotOnFailure.class)
class IndexAdvisorDialogTest {

    private static final String FILE = "tpox-mixed-advise.xwl";
    /** The mix's transactions on orders: the advisor's runs and explains on them take a third of the whole mix's. */
    private static final List<String> ORDER_TRANSACTIONS = List.of("get_order", "del_order", "insert_order");
    private static final String ID = "org.xwb.ui.workloadEditor.advisor.";
    private static final String INDEXES = "org.xwb.ui.workloadEditor.indexes";

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void theAdvisorProposesTheOrderIdIndexAndApplyingItIsOneUndoableStep() throws Exception {
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        Path folder = Files.createDirectories(KitWorkloads.folder(workspace)); // the kit's relative paths hold there
        Workload workload = WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
        workload.getCollections().forEach(c -> c.getIndexes().clear());
        workload.getTransactions().removeIf(t -> !ORDER_TRANSACTIONS.contains(t.getId()));
        assertEquals(ORDER_TRANSACTIONS.size(), workload.getTransactions().size(), "the kit's order transactions");
        workload.getTransactions().forEach(t -> t.setWeight(t.getId().equals("get_order") ? 40 : 30)); // adding up to 100
        WorkloadFiles.save(workload, folder.resolve(FILE));

        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", "tpox", FILE).doubleClick();
        bot.waitUntil(Conditions.of("the editor of " + FILE, () -> bot.hasCTabItem(FILE)));
        bot.cTabItem("XML Indexes").activate();
        SWTBotTable indexes = bot.tableWithId(INDEXES);
        assertEquals(0, indexes.rowCount());

        bot.buttonWithId("org.xwb.ui.workloadEditor.index.advise").click();
        SWTBotShell dialog = bot.shell("Advise XML Indexes - TPoX mixed");
        SWTBot in = dialog.bot();
        in.spinnerWithId(ID + "customers").setSelection(200);
        in.spinnerWithId(ID + "writeSeconds").setSelection(1);
        in.spinnerWithId(ID + "verifySeconds").setSelection(3);
        in.spinnerWithId(ID + "users").setSelection(2);
        assertEquals(3, in.spinnerWithId(ID + "draws").getSelection(), "the command line's default");
        in.spinnerWithId(ID + "draws").setSelection(8); // above the second pass's 7: the advice says 8
        in.buttonWithId(ID + "start").click();
        SWTBotTable advice = in.tableWithId(ID + "table");
        in.waitUntil(Conditions.of("the advice", () -> advice.rowCount() > 0 && in.buttonWithId(ID + "apply").isEnabled()),
                900_000);
        int orderId = -1;
        for (int row = 0; row < advice.rowCount(); row++) {
            if (advice.cell(row, "Path").equals("/o:FIXML/o:Order/@ID")) {
                orderId = row;
            }
        }
        assertTrue(orderId >= 0, "a candidate on the order id");
        assertTrue(advice.cell(orderId, "Serves").contains("get_order"), advice.cell(orderId, "Serves"));
        assertEquals("add", advice.cell(orderId, "Advice"));
        String name = advice.cell(orderId, "Index");
        String details = in.textWithId(ID + "details").getText();
        assertTrue(details.contains("Index Scan " + name), details);
        assertTrue(details.contains("CREATE INDEX IF NOT EXISTS " + name), details);
        assertTrue(details.contains("Verification, own indexes -> advised: "), details);
        assertTrue(details.contains("over 8 parameter draws"), "the dialog's draws reach the advisor: " + details);
        int chosen = (int) java.util.stream.IntStream.range(0, advice.rowCount())
                .filter(row -> advice.cell(row, "Advice").equals("add")).count();
        String status = in.labelWithId(ID + "status").getText();
        assertTrue(status.startsWith("Advised " + chosen + (chosen == 1 ? " XML index for " : " XML indexes for ")), status);
        Screenshots.capture(Screenshots.folder().resolve("advisor.png"));

        in.buttonWithId(ID + "apply").click();
        bot.waitUntil(Conditions.of("the advised set in the editor", () -> indexes.rowCount() == chosen));
        assertTrue(indexes.indexOf(name, 1) >= 0, "the order id index is the workload's now");
        dialog.close();

        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("one undo takes the whole set back", () -> indexes.rowCount() == 0));
        bot.cTabItem(FILE).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("closed", () -> !bot.hasCTabItem(FILE)));
        Workload onDisk = WorkloadFiles.load(folder.resolve(FILE));
        assertEquals(0, onDisk.getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum(),
                "nothing was saved");
        for (Collection c : onDisk.getCollections()) {
            assertTrue(c.getIndexes().isEmpty());
        }
    }
}
