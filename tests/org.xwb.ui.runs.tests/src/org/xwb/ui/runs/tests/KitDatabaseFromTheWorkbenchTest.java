package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.swt.widgets.Link;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.design.DatabaseIds;
import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotButton;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.WidgetNotFoundException;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/**
 * The kit database from the workbench, on the embedded XQuery target (BaseX): Start on a target
 * without it offers to build it (a job with progress and Cancel, cancelled once, then built), after
 * which Start runs; then the workload editor's "Draw id ranges from the database..." reads that
 * database's ids for a workload whose ranges miss them (a collection's range, an ids parameter on an
 * id list the database lacks), shows old beside new, and applies them as one undo step.
 */
@ExtendWith(ScreenshotOnFailure.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KitDatabaseFromTheWorkbenchTest {

    private static final String OFFER_ID = RunDashboardPart.ID_PREFIX + "buildKitDatabase";
    private static final String TARGET = "basex";

    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String edited = "id-ranges-" + Long.toString(System.currentTimeMillis(), 36) + ".xwl";

    @Test
    @Order(1)
    void anEmptyTargetOffersToBuildTheKitDatabaseAsACancellableJobThenStartRuns() throws Exception {
        try (Target basex = TargetChoice.of(TARGET).open(workspace)) { // an empty target, whatever ran before
            basex.dropSchema(WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED)));
        }
        DashboardBot dashboard = DashboardBot.open(bot);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(TARGET);
        dashboard.chooseWorkload(KitWorkloads.MIXED);
        SWTBotButton prepare = bot.buttonWithId(RunDashboardPart.PREPARE_ID);
        if (prepare.isChecked()) {
            prepare.click(); // the database is not built by the run: Start checks the target
        }
        assertFalse(offerShown(), "nothing offered before Start");
        dashboard.users(1).duration(3).rampUp(0).start();
        bot.waitUntil(Conditions.of("Start's check: no kit database", () -> dashboard.status().contains("no kit database")));
        bot.waitUntil(Conditions.of("the offer to build it", KitDatabaseFromTheWorkbenchTest::offerShown));
        String offer = bot.linkWithId(OFFER_ID).getText();
        assertTrue(offer.contains("Build the kit database on " + TARGET), offer);
        Screenshots.capture(Screenshots.folder().resolve("kit-database-offer.png"));

        // a large one, cancelled from the status line while it is built
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(20_000);
        bot.linkWithId(OFFER_ID).click();
        bot.waitUntil(Conditions.of("the build in the status line",
                () -> progressText().startsWith("Build the kit database on " + TARGET)));
        bot.linkWithId(ProgressLine.CANCEL_ID).click();
        bot.waitUntil(Conditions.of("the build cancelled", () -> dashboard.status().contains("was cancelled")), 300_000);
        assertTrue(offerShown(), "still offered after a cancel");

        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(100);
        bot.linkWithId(OFFER_ID).click();
        bot.waitUntil(Conditions.of("the kit database built",
                () -> dashboard.status().startsWith("Kit database built on " + TARGET)), 600_000);
        assertFalse(offerShown(), "the offer goes once the database is there");
        try (Target basex = TargetChoice.of(TARGET).open(workspace)) {
            Workload mixed = WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
            for (String name : new String[] { "custacc", "orders", "security" }) {
                Optional<IdRange> ids = DatabaseIds.read(basex, collection(mixed, name));
                assertTrue(ids.isPresent(), name + " holds documents on " + TARGET);
            }
        }

        dashboard.start();
        String summary = dashboard.waitForSummary("completed", 300_000);
        assertTrue(summary.contains("on " + TARGET), summary);
        Screenshots.capture(Screenshots.folder().resolve("kit-database-built-run.png"));
    }

    @Test
    @Order(2)
    void drawIdRangesFromTheDatabaseShowsOldAndNewAndAppliesThemAsOneUndoStep() throws Exception {
        Path installed = KitWorkloads.folder(workspace).resolve(KitWorkloads.MIXED);
        assertTrue(Files.isRegularFile(installed), "the kit's workload installed by the build: " + installed);
        IdRange custaccIds;
        try (Target basex = TargetChoice.of(TARGET).open(workspace)) {
            custaccIds = DatabaseIds.read(basex, collection(WorkloadFiles.load(installed), "custacc")).orElseThrow();
        }
        // ranges from elsewhere: custacc's misses the database, customer_profile draws from an id list it lacks
        Workload workload = WorkloadFiles.load(installed);
        collection(workload, "custacc").setFirstId(500_000);
        collection(workload, "custacc").setLastId(600_000);
        Collection custids = XwbFactory.eINSTANCE.createCollection();
        custids.setName("custids");
        custids.setFirstId(1002);
        custids.setLastId(101_001);
        workload.getCollections().add(custids);
        ((IdsSource) workload.getTransactions().stream().filter(t -> t.getId().equals("customer_profile")).findFirst()
                .orElseThrow().getParameters().get(0).getSource()).setCollection(custids);
        String name = edited;
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(name);
        WorkloadFiles.save(workload, file);

        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", name).doubleClick();
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(name)));
        bot.cTabItem(name).activate();
        bot.cTabItem("Collections").activate();
        bot.comboBoxWithId("org.xwb.ui.workloadEditor.collection.target").setSelection(TARGET);
        bot.buttonWithId("org.xwb.ui.workloadEditor.idRanges.draw").click();
        SWTBotShell dialog = bot.shell("Draw Id Ranges from the Database").activate();
        SWTBotTable rows = dialog.bot().tableWithId("org.xwb.ui.workloadEditor.idRanges.table");
        int custacc = rows.indexOf("collection custacc", 0);
        assertTrue(custacc >= 0, "custacc's range is a row");
        assertEquals("500000..600000", rows.cell(custacc, "Now"));
        assertEquals(custaccIds.first() + ".." + custaccIds.last(), rows.cell(custacc, "From the database"));
        int profile = rows.indexOf("transaction customer_profile, parameter 1: ids", 0);
        assertTrue(profile >= 0, "customer_profile's parameter is a row");
        assertEquals("custids 1002..101001", rows.cell(profile, "Now"));
        assertEquals("custacc " + custaccIds.first() + ".." + custaccIds.last(), rows.cell(profile, "From the database"));
        Screenshots.capture(Screenshots.folder().resolve("draw-id-ranges.png"));
        dialog.bot().button("Apply").click();

        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("the ranges saved", () -> drawsFrom(file, "custacc", custaccIds.first())));
        bot.menu("Edit", "Undo").click();
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("one undo took both back", () -> drawsFrom(file, "custids", 500_000)));
    }

    /** The saved workload: customer_profile draws from {@code list} and custacc starts at {@code custaccFirst}. */
    private static boolean drawsFrom(Path file, String list, long custaccFirst) {
        try {
            Workload saved = WorkloadFiles.load(file);
            IdsSource ids = (IdsSource) saved.getTransactions().stream().filter(t -> t.getId().equals("customer_profile"))
                    .findFirst().orElseThrow().getParameters().get(0).getSource();
            return ids.getCollection().getName().equals(list) && collection(saved, "custacc").getFirstId() == custaccFirst;
        } catch (Exception being) {
            return false; // being written: polled again
        }
    }

    private static Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> c.getName().equals(name)).findFirst().orElseThrow();
    }

    /** The bot finds visible controls only: found at once is shown. */
    private static boolean offerShown() {
        try {
            new SWTBot().withTimeout(0).widgetWithId(Link.class, OFFER_ID);
            return true;
        } catch (WidgetNotFoundException hidden) {
            return false;
        }
    }

    private String progressText() {
        return UIThread.syncExec(() -> bot.widgetWithId(org.eclipse.swt.widgets.Label.class, ProgressLine.TEXT_ID)
                .getText());
    }

    @AfterEach
    void defaultTargetAgain() {
        new XmlEditorBot(bot).closeAll(edited); // unsaved changes dropped
        DashboardBot.open(bot);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection("embedded"); // other tests expect it
    }
}
