package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.ui.testing.TpoxImportDialog.allTexts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.TpoxPluginFiles;
import org.xwb.ui.parts.ProblemsPart;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotCombo;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.TpoxImportDialog;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.BatchFileWriter;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.Layout;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;

/**
 * The must-show corpus ({@link TpoxPluginFiles#WILD_XXS}: CLN_ names, id lists at the TPoX XXS
 * ranges, a store-document plug-in) taken to a run in the workbench: New Workload from the TPoX
 * file maps the names onto the kit database's collections; the dashboard's Start first asks the
 * target what {@code xwb check --target} asks, so the import whose id lists the database lacks does
 * not start and says why; imported again with the ids drawn from the database, it runs on the
 * embedded XQuery target with 0 errors and rows for every query.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ImportMappedRunTest {

    private static final String ID = TpoxImportDialog.ID;

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);

    @Test
    void theWildCorpusImportedWithTheMappingRunsOnTheEmbeddedXQueryTargetFromTheDashboard() throws Exception {
        Path tpox = TpoxPluginFiles.copy(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox-run-" + stamp),
                TpoxPluginFiles.WILD_XXS);
        newCustomers(tpox.resolveSibling("data"));

        // mapped, CLN_Security kept, ids as the file has them
        Path unfit = importMapped("unfit " + stamp, tpox, false);
        assertTrue(WorkloadFiles.load(unfit).getCollections().stream().noneMatch(c -> c.getName().equals("security")));
        // the workload editor's Map Collection Names offers the kit database's security beside the workload's own
        bot.cTabItem(unfit.getFileName().toString()).activate();
        bot.cTabItem("Collections").activate();
        bot.buttonWithId("org.xwb.ui.workloadEditor.collection.mapNames").click();
        SWTBotShell map = bot.shell("Map Collection Names").activate();
        SWTBotCombo security = map.bot().comboBoxWithId("org.xwb.ui.workloadEditor.mapCollections.collection.CLN_Security");
        assertTrue(security.items().containsAll(List.of("custids", "orderids", "custacc", "orders", "security")),
                security.items().toString());
        assertEquals("security", security.getText(), "guessed from the root element and namespace");
        Screenshots.capture(Screenshots.folder().resolve("map-collection-names-kit.png"));
        map.bot().button("OK").click();
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("the kit's security joined the saved workload", () -> joined(unfit, "security")));

        // Start checks the target first: the id lists are not the database's, the run does not start
        DashboardBot dashboard = DashboardBot.open(bot);
        SWTBotCombo targets = bot.comboBoxWithId(RunDashboardPart.TARGET_ID);
        targets.setSelection("basex");
        dashboard.chooseWorkload(unfit.getFileName().toString());
        dashboard.users(2).duration(6).rampUp(1).start();
        bot.waitUntil(Conditions.of("Start's check in the status line", () -> dashboard.status().contains("Not started")));
        String status = dashboard.status();
        assertTrue(status.contains("on target basex") && status.contains("see Problems"), status);
        assertTrue(!status.contains("no kit database") || status.contains("Start tpox-mixed.xwl with Fresh TPoX database"),
                "an empty target: how to build the kit database: " + status);
        assertTrue(dashboard.startButton().isEnabled(), "no run: Start is offered again");
        Screenshots.capture(Screenshots.folder().resolve("import-mapped-not-started.png"));
        bot.cTabItem("Problems").activate();
        SWTBotTable problems = bot.tableWithId(ProblemsPart.TABLE_ID);
        bot.waitUntil(Conditions.of("the check's problem in Problems",
                () -> messages(problems).stream().anyMatch(m -> m.startsWith("Target basex: collection custids cannot be read"))));

        // the kit database on basex, as the dashboard builds it
        DashboardBot.open(bot);
        targets.setSelection("basex");
        dashboard.chooseWorkload("tpox-mixed.xwl");
        dashboard.users(1).duration(2).rampUp(0).freshDatabase(100).start();
        dashboard.waitForSummary("completed", 600_000);

        // imported again, ids drawn from the database: the run starts and finds rows
        Path fit = importMapped("fit " + stamp, tpox, true);
        DashboardBot.open(bot);
        targets.setSelection("basex");
        dashboard.chooseWorkload(fit.getFileName().toString());
        // a paced run: the 100 new customers (50 a user) last it however fast the machine is
        bot.spinnerWithId(RunDashboardPart.ID_PREFIX + "rate").setSelection(40);
        dashboard.users(2).duration(8).rampUp(1).start();
        String summary = dashboard.waitForSummary("completed", 300_000);
        Screenshots.capture(Screenshots.folder().resolve("import-mapped-run.png"));

        assertTrue(summary.contains("2 users on basex"), summary);
        RunSummary run = RunResults.summary(DashboardBot.folderOf(summary));
        for (TransactionSummary tx : run.transactions()) {
            assertEquals(0, tx.errors().failed(), tx.id() + " had errors: " + tx);
        }
        for (String query : List.of("get_order", "customer_profile", "securities_by_sector")) {
            TransactionSummary tx = run.transactions().stream().filter(t -> t.id().equals(query)).findFirst()
                    .orElseThrow();
            assertTrue(tx.count() > 0 && tx.affectedRows() > 0, query + " returned rows: " + tx);
        }
        TransactionSummary store = run.transactions().stream().filter(t -> t.id().equals("store_customer")).findFirst()
                .orElseThrow();
        assertTrue(store.count() > 0 && store.documents() > 0, "documents stored: " + store);
    }

    @AfterEach
    void defaultTargetAgain() {
        bot.spinnerWithId(RunDashboardPart.ID_PREFIX + "rate").setSelection(0);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection("embedded"); // other tests expect it
    }

    private static List<String> messages(SWTBotTable table) {
        return java.util.stream.IntStream.range(0, table.rowCount()).mapToObj(row -> table.cell(row, "Message")).toList();
    }

    private static boolean joined(Path file, String collection) {
        try {
            return WorkloadFiles.load(file).getCollections().stream().anyMatch(c -> c.getName().equals(collection))
                    && allTexts(file).contains("fn:collection(\"" + collection + "\")");
        } catch (WorkloadFileException e) {
            return false; // being written: the condition polls again
        }
    }

    /** The documents the store-document plug-in inserts: the file's data/custacc batch files. */
    private static void newCustomers(Path data) throws Exception {
        ValueLists lists = ValueLists.load(TpoxKit.installed());
        TpoxGenerator generator = new TpoxGenerator(lists,
                GeneratorSettings.forCustomers(100, 1, lists.symbolCount()).withLayout(Layout.ONE_LINE));
        try (BatchFileWriter writer = new BatchFileWriter(data, 50)) {
            generator.generate(1, writer);
        }
        assertTrue(Files.isRegularFile(data.resolve("custacc/batch1.xml")), "batch files under " + data);
    }

    /** New Workload from the TPoX file with the guessed mapping onto the kit database's collections. */
    private Path importMapped(String name, Path tpox, boolean idsFromTheDatabase) {
        SWTBotShell dialog = TpoxImportDialog.open(bot, name, tpox);
        bot.waitUntil(Conditions.of("the mapping of CLN_Customer",
                () -> "custacc".equals(dialog.bot().comboBoxWithId(ID + "collection.CLN_Customer").getText())));
        assertEquals("orders", dialog.bot().comboBoxWithId(ID + "collection.CLN_Order").getText());
        assertEquals("security", dialog.bot().comboBoxWithId(ID + "collection.CLN_Security").getText());
        if (!idsFromTheDatabase) { // kept here, mapped afterwards in the workload editor
            dialog.bot().comboBoxWithId(ID + "collection.CLN_Security").setSelection("keep the name CLN_Security");
        } else {
            dialog.bot().buttonWithId(ID + "refitIds").click();
        }
        dialog.bot().button("OK").click();
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(name.replace(' ', '-') + ".xwl");
        bot.waitUntil(Conditions.of("the workload " + file, () -> Files.isRegularFile(file)));
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        return file;
    }
}
