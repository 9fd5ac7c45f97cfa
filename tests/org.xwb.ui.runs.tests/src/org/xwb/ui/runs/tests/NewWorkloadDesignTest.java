package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.Json;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.editors.workload.ParameterPane;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.editors.workload.WeightPanel;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * A workload designed from nothing in the workbench and run: New > Workload (blank), a collection
 * of 500 generated orders with the kit's FIXML schema, an XML index on the order's ID typed with
 * the schema's completion (its DDL checked for PostgreSQL and DB2), two transactions (one using
 * the index with a marker drawn from the collection's ids) weighted 70/30 by dragging, run
 * settings, Load and Create index on the embedded target, a 3 s run from the dashboard with the
 * workload's settings as its defaults; then Save As, rename and delete in the navigator, and undo
 * of the delete.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NewWorkloadDesignTest {

    private static final String EDITOR = "org.xwb.ui.workloadEditor.";
    private static final String COLLECTION = EDITOR + "collection.";
    private static final String INDEX = EDITOR + "index.";
    private static final String FIXML = "http://www.fixprotocol.org/FIXML-4-4";
    private static final String ID_EXPRESSION = "((xpath('/o:FIXML/o:Order/@ID', doc, ARRAY[ARRAY['o', '" + FIXML
            + "']]))[1]::text::double precision)";

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String name = "design-" + Long.toString(System.currentTimeMillis(), 36);
    private final Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(name + ".xwl");

    @Test
    void aWorkloadDesignedFromNothingRunsItsMixAndIsSavedAsRenamedDeletedAndRestored() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        newBlankWorkload();
        collectionOfGeneratedOrders();
        transactions();
        indexOnTheOrderId();
        runSettings();
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved", () -> !bot.hasCTabItem("*" + file.getFileName())));
        loadAndCreateTheIndex();
        runFromTheDashboard();
        saveAsRenameDeleteUndo();
    }

    private void newBlankWorkload() throws Exception {
        bot.menu("File", "New", "Workload...").click();
        SWTBotShell dialog = bot.shell("New Workload").activate();
        dialog.bot().textWithId("org.xwb.ui.newWorkload.name").setText(name);
        dialog.bot().textWithId("org.xwb.ui.newWorkload.folder").setText("workloads");
        bot.waitUntil(Conditions.valueIs("the file to be created",
                () -> dialog.bot().labelWithId("org.xwb.ui.newWorkload.file").getText(), "Creates workloads/" + name + ".xwl"));
        assertTrue(dialog.bot().buttonWithId("org.xwb.ui.newWorkload.start.blank").isChecked(), "blank is the default");
        capture("new-workload.png");
        dialog.bot().button("OK").click();
        bot.waitUntil(Conditions.of("the new file", () -> Files.isRegularFile(file)));
        bot.cTabItem(file.getFileName().toString()).activate();
        Workload blank = WorkloadFiles.load(file);
        assertEquals(name, blank.getName());
        assertTrue(blank.getCollections().isEmpty() && blank.getTransactions().isEmpty());
        assertEquals(List.of("postgresql", "db2"), blank.getDialects());
        bot.textWithId(EDITOR + "workload.dialects").setText("postgresql").pressEnter(); // statements for PostgreSQL only
    }

    private void collectionOfGeneratedOrders() throws Exception {
        bot.cTabItem("Collections").activate();
        bot.buttonWithId(COLLECTION + "add").click();
        bot.textWithId(COLLECTION + "name").setText("design_orders").pressEnter();
        SWTBotTable collections = bot.tableWithId(EDITOR + "collections");
        bot.waitUntil(Conditions.valueIs("collection name", () -> collections.cell(0, "Name"), "design_orders"));

        bot.buttonWithId(COLLECTION + "generate").click();
        SWTBotShell generate = bot.shell("Generate TPoX Documents").activate();
        assertEquals("order", generate.bot().comboBoxWithId(EDITOR + "generate.kind").getText());
        assertEquals(500, generate.bot().spinnerWithId(EDITOR + "generate.count").getSelection());
        generate.bot().textWithId(EDITOR + "generate.seed").setText("7");
        generate.bot().button("Generate").click();

        bot.waitUntil(Conditions.valueIs("the generated ids", () -> collections.cell(0, "Ids"), "100000..100499"), 60_000);
        bot.waitUntil(Conditions.of("the count preview", () -> bot.labelWithId(COLLECTION + "preview").getText()
                .startsWith("500 documents, ")), 60_000);
        assertEquals("kit:fixml-4-4/fixml-main-4-4.xsd", bot.textWithId(COLLECTION + "schema").getText());
        assertEquals("/o:FIXML/o:Order/@ID", bot.textWithId(COLLECTION + "idPath").getText());
        assertEquals(List.of("o = " + FIXML), bot.listWithId(COLLECTION + "namespaces").items());

        bot.buttonWithId(COLLECTION + "validate").click();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the validation's summary in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().contains("design_orders against kit:fixml-4-4/fixml-main-4-4.xsd: 500 documents, "
                        + "0 invalid, 0 problems"))), 120_000);
    }

    private void transactions() throws Exception {
        bot.cTabItem("Mix").activate();
        transaction("get_design_order", "SELECT doc FROM design_orders WHERE " + ID_EXPRESSION + " = ?");
        SWTBotTable markers = bot.tableWithId(ParameterPane.TABLE_ID);
        assertEquals("Ids collection=design_orders", markers.cell(0, "Source"));
        for (String value : bot.textWithId(ParameterPane.PREVIEW_ID).getText().split("\n")) {
            long id = Long.parseLong(value.strip());
            assertTrue(id >= 100_000 && id <= 100_499, value + " is an id of the collection");
        }
        transaction("get_design_row", "SELECT doc FROM design_orders WHERE id = ?");

        SWTBotTable table = bot.tableWithId(TransactionTable.TABLE_ID);
        assertEquals(2, table.rowCount());
        bot.cTabItem("Weights").activate();
        bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0").drag(700);
        bot.waitUntil(Conditions.valueIs("weight of the first", () -> table.cell(0, "Weight"), "70.0"));
        assertEquals("30.0", table.cell(1, "Weight"), "the other takes the rest");
    }

    /** Adds a transaction with a postgresql statement and one BIGINT marker drawn from the collection's ids. */
    private void transaction(String id, String sql) throws Exception {
        bot.toolItemWithId(EDITOR + "tool.Add").click();
        bot.cTabItem("Details").activate();
        bot.textWithId(EDITOR + "transaction.id").setText(id).pressEnter();
        SWTBotTable table = bot.tableWithId(TransactionTable.TABLE_ID);
        bot.waitUntil(Conditions.of("transaction " + id, () -> table.indexOf(id, 0) >= 0));

        bot.cTabItem("Statements").activate();
        bot.buttonWithId("org.xwb.ui.workloadEditor.statements.add").click();
        StyledText text = bot.widgetWithId(StyledText.class, "org.xwb.ui.workloadEditor.statements.postgresql");
        UIThread.syncRun(() -> text.setText(sql));
        bot.waitUntil(Conditions.of("the statement in the model", () -> statementOf(id).equals(sql)));

        bot.cTabItem("Parameters").activate();
        bot.buttonWithId("org.xwb.ui.workloadEditor.addParameter").click();
        SWTBotTable markers = bot.tableWithId(ParameterPane.TABLE_ID);
        bot.waitUntil(Conditions.of("a marker", () -> markers.rowCount() == 1));
        markers.select(0);
        bot.comboBoxWithId(ParameterPane.TYPE_ID).setSelection("BIGINT");
        bot.comboBoxWithId(ParameterPane.KIND_ID).setSelection("ids: random id of a collection");
        bot.comboBoxWithId("org.xwb.ui.workloadEditor.source.collection").setSelection("design_orders");
        bot.waitUntil(Conditions.of("ten ids drawn", () -> bot.textWithId(ParameterPane.PREVIEW_ID).getText()
                .lines().count() == 10));
    }

    private String statementOf(String transaction) {
        return UIThread.syncExec(() -> editorWorkload().getTransactions().stream().filter(t -> t.getId().equals(transaction))
                .findFirst().map(t -> t.getStatements().isEmpty() ? "" : t.getStatements().get(0).getTexts().get(0))
                .orElse(""));
    }

    private void indexOnTheOrderId() throws Exception {
        bot.cTabItem("XML Indexes").activate();
        bot.buttonWithId(INDEX + "addIndex").click();
        bot.textWithId(INDEX + "name").setText("design_order_id").pressEnter();
        Text path = bot.widgetWithId(Text.class, INDEX + "path");

        type(path, "/o:FIXML/o:Ordr/@ID");
        bot.textWithId(INDEX + "path").pressEnter();
        bot.waitUntil(Conditions.of("a path the schema cannot match", () -> bot.labelWithId(INDEX + "problems").getText()
                .contains("allows no node at /o:FIXML/o:Ordr/@ID")));

        type(path, "/o:FIXML/o:Ord");
        bot.listWithId(INDEX + "names").doubleClick("o:Order");
        type(path, UIThread.syncExec(path::getText) + "/");
        assertTrue(bot.listWithId(INDEX + "names").items().contains("@ID  (xs:string)"),
                "the order's attributes from the schema: " + bot.listWithId(INDEX + "names").items());
        bot.listWithId(INDEX + "names").doubleClick("@ID  (xs:string)");
        assertEquals("/o:FIXML/o:Order/@ID", UIThread.syncExec(path::getText));
        bot.textWithId(INDEX + "path").pressEnter();
        bot.comboBoxWithId(INDEX + "keyType").setSelection("DOUBLE");
        bot.tableWithId(INDEX + "usedBy").check(0, true);

        bot.waitUntil(Conditions.valueIs("the PostgreSQL DDL", () -> bot.textWithId(INDEX + "ddl.postgresql").getText(),
                "CREATE INDEX IF NOT EXISTS design_order_id ON design_orders ((" + ID_EXPRESSION + "))"));
        assertEquals("CREATE INDEX design_order_id ON design_orders (doc) GENERATE KEY USING XMLPATTERN 'declare namespace "
                + "o=\"" + FIXML + "\"; /o:FIXML/o:Order/@ID' AS SQL DOUBLE", bot.textWithId(INDEX + "ddl.db2").getText());
        bot.waitUntil(Conditions.valueIs("no problem left", () -> bot.labelWithId(INDEX + "problems").getText(), ""));
        capture("indexes.png");
    }

    /** A screenshot without a tooltip of wherever the pointer happens to rest. */
    private static void capture(String name) {
        UIThread.syncRun(() -> UIThread.display().setCursorLocation(UIThread.display().getBounds().width - 1,
                UIThread.display().getBounds().height - 1));
        Screenshots.capture(Screenshots.folder().resolve(name));
    }

    private static void type(Text text, String value) {
        UIThread.syncRun(() -> {
            text.setFocus();
            text.setText(value);
            text.setSelection(value.length());
            text.notifyListeners(SWT.KeyUp, new org.eclipse.swt.widgets.Event());
        });
    }

    private void runSettings() {
        bot.cTabItem("Run Settings").activate();
        bot.textWithId(EDITOR + "run.users").setText("2").pressEnter();
        bot.textWithId(EDITOR + "run.durationSeconds").setText("3").pressEnter();
        bot.textWithId(EDITOR + "run.rampUpSeconds").setText("1").pressEnter();
        bot.textWithId(EDITOR + "run.seed").setText("5").pressEnter();
        bot.comboBoxWithId(EDITOR + "run.isolation").setSelection("read-committed");
        bot.waitUntil(Conditions.of("the run settings in the model", () -> UIThread.syncExec(() -> {
            var settings = editorWorkload().getRunSettings();
            return settings != null && settings.getUsers().equals(List.of(2)) && settings.getDurationSeconds() == 3
                    && settings.getRampUpSeconds() == 1 && settings.getSeed() == 5
                    && "read-committed".equals(settings.getIsolation());
        })));
        capture("run-settings.png");
    }

    private void loadAndCreateTheIndex() throws Exception {
        Workload saved = WorkloadFiles.load(file);
        Collection orders = saved.getCollections().get(0);
        assertEquals(IndexKeyType.DOUBLE, orders.getIndexes().get(0).getKeyType());
        assertEquals(List.of("get_design_order"), orders.getIndexes().get(0).getUsedBy().stream().map(Transaction::getId)
                .toList());
        assertEquals(List.of(70.0, 30.0), saved.getTransactions().stream().map(Transaction::getWeight).toList());

        bot.cTabItem("Collections").activate();
        bot.buttonWithId(COLLECTION + "load").click();
        bot.waitUntil(Conditions.of("the load", () -> bot.labelWithId(COLLECTION + "loadStatus").getText()
                .startsWith("Loaded 500 documents")), 180_000);
        capture("collections.png");

        bot.cTabItem("XML Indexes").activate();
        bot.buttonWithId(INDEX + "drop").click();
        bot.waitUntil(Conditions.of("dropped", () -> bot.labelWithId(INDEX + "status").getText()
                .startsWith("Dropped XML index design_order_id")), 120_000);
        assertEquals(0, indexesNamed("design_order_id"));
        bot.buttonWithId(INDEX + "create").click();
        bot.waitUntil(Conditions.of("created", () -> bot.labelWithId(INDEX + "status").getText()
                .startsWith("Created XML index design_order_id")), 120_000);
        assertEquals(1, indexesNamed("design_order_id"));
        String plan = planOfTheFirstStatement();
        assertTrue(plan.contains("design_order_id"), "get_design_order's statement can use the index:\n" + plan);
    }

    /**
     * PostgreSQL's plan of get_design_order's statement for one id, sequential scans off: on 500
     * rows the planner may prefer to read the table, but it can only name the index if the
     * statement's expression matches the index's.
     */
    private String planOfTheFirstStatement() throws Exception {
        try (Target target = TargetChoice.of("embedded").open(workspace); Connection c = target.connect();
                Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("SET LOCAL enable_seqscan = off");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rs = s.executeQuery("EXPLAIN " + statementOf("get_design_order").replace("?", "100007"))) {
                while (rs.next()) {
                    plan.append(rs.getString(1)).append('\n');
                }
            }
            c.rollback();
            return plan.toString();
        }
    }

    private int indexesNamed(String index) throws Exception {
        try (Target target = TargetChoice.of("embedded").open(workspace); Connection c = target.connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_indexes WHERE indexname = '" + index + "'")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private void runFromTheDashboard() throws Exception {
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload(file.getFileName().toString());
        assertEquals(2, bot.spinnerWithId(RunDashboardPart.USERS_ID).getSelection(), "the workload's users");
        assertEquals(3, bot.spinnerWithId(RunDashboardPart.DURATION_ID).getSelection(), "the workload's duration");
        assertEquals(1, bot.spinnerWithId(RunDashboardPart.RAMP_UP_ID).getSelection(), "the workload's ramp-up");
        assertFalse(bot.buttonWithId(RunDashboardPart.PREPARE_ID).isEnabled(), "no TPoX database for this workload");
        dashboard.start();
        Path folder = DashboardBot.folderOf(dashboard.waitForSummary("completed", 180_000));
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("summary.json")));
        assertEquals(0L, ((Number) summary.get("transactions_failed")).longValue(), "no errors: " + summary.get("transactions"));
        List<?> transactions = (List<?>) summary.get("transactions");
        double first = share(transactions.get(0), "get_design_order");
        double second = share(transactions.get(1), "get_design_row");
        assertTrue(Math.abs(first - 70) <= 3 && Math.abs(second - 30) <= 3, "shares " + first + " / " + second);
        assertTrue(((Number) summary.get("transactions_counted")).longValue() > 100, "a real run: " + summary);
    }

    private static double share(Object transaction, String id) {
        Map<?, ?> values = (Map<?, ?>) transaction;
        assertEquals(id, values.get("id"));
        return ((Number) values.get("share_percent")).doubleValue();
    }

    private void saveAsRenameDeleteUndo() throws Exception {
        bot.cTabItem(file.getFileName().toString()).activate();
        bot.menu("File", "Save As...").click();
        SWTBotShell saveAs = bot.shell("Save As").activate();
        saveAs.bot().text().setText("workloads/" + name + "-saved.xwl");
        saveAs.bot().button("OK").click();
        Path saved = file.resolveSibling(name + "-saved.xwl");
        bot.waitUntil(Conditions.of("the editor on the new file", () -> bot.hasCTabItem(saved.getFileName().toString())));
        assertEquals(WorkloadFiles.load(file).getTransactions().size(), WorkloadFiles.load(saved).getTransactions().size());

        SWTBotTree tree = bot.treeWithId(NavigatorPart.TREE_ID);
        bot.menu("File", "Refresh Workspace").click();
        tree.setFocus(); // as the right-click does: the navigator is the active part, its selection the commands'
        tree.select("workloads", saved.getFileName().toString());
        tree.contextMenu("Rename...").click();
        SWTBotShell rename = bot.shell("Rename").activate();
        rename.bot().text().setText(name + "-renamed.xwl");
        rename.bot().button("OK").click();
        Path renamed = file.resolveSibling(name + "-renamed.xwl");
        bot.waitUntil(Conditions.of("renamed on disk", () -> Files.isRegularFile(renamed) && !Files.exists(saved)));
        assertFalse(bot.hasCTabItem(saved.getFileName().toString()), "the editor of the old name was closed");

        tree.select("workloads", renamed.getFileName().toString());
        tree.contextMenu("Delete").click();
        bot.waitUntil(Conditions.of("deleted", () -> !Files.exists(renamed)));
        Path trash = workspace.root().resolve(FileOperations.TRASH);
        try (var binned = Files.walk(trash)) {
            assertTrue(binned.anyMatch(p -> p.getFileName().toString().equals(renamed.getFileName().toString())),
                    "in the trash folder " + trash);
        }
        tree.setFocus();
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("restored by undo", () -> Files.isRegularFile(renamed)));
        bot.waitUntil(Conditions.of("in the navigator again",
                () -> tree.expandNode("workloads").children().contains(renamed.getFileName().toString())));
    }

    /** The workload the editor edits (on the UI thread). */
    private Workload editorWorkload() {
        return AppContext.get(org.eclipse.e4.ui.workbench.modeling.EPartService.class).getParts().stream()
                .filter(p -> p.getObject() instanceof org.xwb.ui.editors.workload.WorkloadEditorPart
                        && file.toString().equals(p.getPersistedState().get("xwb.file")))
                .map(p -> ((org.xwb.ui.editors.workload.WorkloadEditorPart) p.getObject()).editing().workload())
                .findFirst().orElseThrow();
    }
}
