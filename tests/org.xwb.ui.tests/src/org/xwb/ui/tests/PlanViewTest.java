package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.plan.PlanJson;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.Target;
import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueSources;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.plans.PlanColors;
import org.xwb.ui.plans.PlanPart;
import org.xwb.ui.statements.StatementContext;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * The plan view on the real product and the embedded PostgreSQL with a small TPoX database, the
 * feature's demo: the kit's get_order (mixed workload) bound from its value sources explained ->
 * its XML index read, highlighted; the index dropped -> the sequential scan flagged "parses every
 * document" and the hint proposing the index; the index created from the hint -> the diff shows
 * the scan turned into the index scan.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PlanViewTest {

    private static final int OPERATOR = 0;
    private static final int NOTES = 7;

    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private static Workspace workspace;
    private static Target target;
    private static Path mixed;

    @BeforeAll
    static void buildASmallTpoxDatabase() throws Exception {
        workspace = Workspace.fromEnvironment().ensureLayout();
        target = TargetChoice.of("embedded").open(workspace);
        TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target,
                TpoxScale.forRun(200, 30, 1), LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                });
        mixed = prepared.workloads().get(KitWorkloads.MIXED);
    }

    @AfterAll
    static void leaveTheIndexes() throws Exception {
        target.createIndexes(WorkloadFiles.load(mixed)); // whatever a failed test dropped
        target.close();
    }

    @Test
    void getOrderReadsItsXmlIndexWithoutItParsesEveryDocumentAndTheHintsIndexBringsItBack() throws Exception {
        PlanPart part = openPlanView();
        StatementContext getOrder = getOrder();
        shown(part, () -> UIThread.syncRun(() -> part.explain(getOrder, false)));

        Tree tree = bot.widgetWithId(Tree.class, PlanPart.TREE_ID);
        bot.waitUntil(Conditions.valueIs("the plan's top operator", () -> rootText(tree, OPERATOR), "Index Scan"));
        assertEquals("order_id", UIThread.syncExec(() -> tree.getItem(0).getText(1)));
        assertEquals("XML index", rootText(tree, NOTES));
        assertEquals(PlanColors.XML_INDEX, rootBackground(tree), "the XML index read is highlighted");
        assertTrue(UIThread.syncExec(() -> part.plan().usesXmlIndex()));
        assertTrue(bot.labelWithId(PlanPart.STATUS_ID).getText().contains("XML index used"), bot.labelWithId(PlanPart.STATUS_ID)
                .getText());
        SWTBotTable hints = bot.tableWithId(PlanPart.HINTS_ID);
        bot.waitUntil(Conditions.valueIs("the hint's status", () -> hints.rowCount() == 1 ? hints.cell(0, "Status") : "",
                "served by an index"));
        assertEquals("order_id", hints.cell(0, "Index"));
        Screenshots.capture(Screenshots.folder().resolve("plan-view-index.png"));

        try (Connection c = target.connect(); Statement s = c.createStatement()) {
            s.execute("DROP INDEX order_id");
        }
        shown(part, () -> bot.buttonWithId(PlanPart.EXPLAIN_ID).click());
        bot.waitUntil(Conditions.valueIs("the plan's top operator without the index", () -> rootText(tree, OPERATOR),
                "Seq Scan"));
        assertTrue(rootText(tree, NOTES).contains("parses every document"), rootText(tree, NOTES));
        assertEquals(PlanColors.PARSES_EVERY_DOCUMENT, rootBackground(tree), "the full scan is flagged");
        bot.waitUntil(Conditions.valueIs("the hint once the index is gone", () -> hints.rowCount() == 1 ? hints.cell(0, "Status")
                : "", "the workload's index is not on the target"));
        assertEquals("order_id (not on target)", hints.cell(0, "Index"));
        assertEquals("/o:FIXML/o:Order/@ID", hints.cell(0, "Node"));
        assertEquals("DOUBLE", hints.cell(0, "Compared as"));
        String details = bot.textWithId(PlanPart.HINT_DETAILS_ID).getText();
        assertTrue(details.contains("CREATE INDEX IF NOT EXISTS order_id ON orders ((((xpath('/o:FIXML/o:Order/@ID', doc"),
                details);
        assertEquals("Create index order_id", bot.buttonWithId(PlanPart.CREATE_INDEX_ID).getText());
        Screenshots.capture(Screenshots.folder().resolve("plan-view.png"));

        shown(part, () -> bot.buttonWithId(PlanPart.CREATE_INDEX_ID).click());
        SWTBotTable changes = bot.tableWithId(PlanPart.CHANGES_ID);
        assertTrue(changes.rowCount() > 0, "the diff after the index");
        assertEquals("Seq Scan on orders", changes.cell(0, "Baseline"));
        assertEquals("Index Scan on order_id", changes.cell(0, "Now"));
        assertTrue(changes.cell(0, "What changed").contains("index now used (order_id, XML index)"), changes.cell(0,
                "What changed"));
        assertTrue(changes.cell(0, "Cost").matches(".* \u2192 .* \\(0\\.\\d+x\\)"), "cheaper: " + changes.cell(0, "Cost"));
        Tree baseline = bot.widgetWithId(Tree.class, PlanPart.BASELINE_TREE_ID);
        assertEquals("Seq Scan", rootText(baseline, OPERATOR));
        assertEquals("Index Scan", rootText(tree, OPERATOR));
        assertEquals(PlanColors.CHANGED, rootBackground(baseline));
        assertEquals(PlanColors.CHANGED, rootBackground(tree));
        assertTrue(rootText(tree, NOTES).contains("was Seq Scan on orders, index now used"), rootText(tree, NOTES));
        Screenshots.capture(Screenshots.folder().resolve("plan-diff.png"));

        Path plans = workspace.folder(Workspace.Folder.STATEMENTS).resolve(PlanJson.FOLDER);
        List<Path> earlier = savedPlans(plans); // an earlier run's, when the workspace is kept
        bot.buttonWithId(PlanPart.SAVE_ID).click();
        bot.waitUntil(Conditions.of("the saved plan", () -> savedPlans(plans).size() == earlier.size() + 1));
        Path saved = savedPlans(plans).stream().filter(f -> !earlier.contains(f)).findFirst().orElseThrow();
        assertEquals(UIThread.syncExec(part::plan), PlanJson.read(saved).plan());
    }

    @Test
    void explainAnalyzeShowsActualRowsTimeAndLoops() throws Exception {
        PlanPart part = openPlanView();
        StatementContext getOrder = getOrder();
        shown(part, () -> UIThread.syncRun(() -> part.explain(getOrder, true)));
        Tree tree = bot.widgetWithId(Tree.class, PlanPart.TREE_ID);
        assertEquals("1", rootText(tree, 4), "one order has the id");
        assertEquals("1", rootText(tree, 6), "loops");
        assertTrue(Double.parseDouble(rootText(tree, 5)) >= 0, rootText(tree, 5));
    }

    /** A baseline pinned for get_order is not the baseline of another transaction's statement, and is again for get_order. */
    @Test
    void aPinnedBaselineDoesNotCarryOverToAnUnrelatedStatement() throws Exception {
        PlanPart part = openPlanView();
        StatementContext getOrder = getOrder();
        shown(part, () -> UIThread.syncRun(() -> part.explain(getOrder, false)));
        UIThread.syncRun(part::pinBaseline);
        StatementContext other = new StatementContext("SELECT count(*) FROM orders", "postgresql", List.of(), "embedded",
                mixed, "count_orders");

        shown(part, () -> UIThread.syncRun(() -> part.explain(other, false)));
        assertFalse(UIThread.syncExec(part::comparing), "another statement's plan is shown alone, no baseline beside it");
        assertTrue(UIThread.syncExec(() -> part.baseline() != null), "the baseline stays pinned");

        shown(part, () -> UIThread.syncRun(() -> part.explain(getOrder, false)));
        assertTrue(UIThread.syncExec(part::comparing), "get_order's next plan is compared with its baseline");
        Tree baseline = bot.widgetWithId(Tree.class, PlanPart.BASELINE_TREE_ID);
        assertTrue(UIThread.syncExec(baseline::isVisible), "the baseline pane beside it");
    }

    /** Does what explains, and waits until the view shows the plan that gave (another than before). */
    private void shown(PlanPart part, Runnable explain) {
        org.xwb.core.plan.Plan before = UIThread.syncExec(part::plan);
        explain.run();
        bot.waitUntil(Conditions.of("a new plan in the plan view", () -> UIThread.syncExec(part::plan) != before), 120_000);
    }

    private static PlanPart openPlanView() {
        return UIThread.syncExec(() -> {
            EPartService parts = AppContext.get(EPartService.class);
            MPart part = parts.showPart(PlanPart.PART_ID, EPartService.PartState.ACTIVATE);
            return (PlanPart) part.getObject();
        });
    }

    /** The kit's get_order as the statement editor hands it over: its PostgreSQL text and a value drawn by its source. */
    private static StatementContext getOrder() throws Exception {
        Workload workload = WorkloadFiles.load(mixed);
        Transaction transaction = workload.getTransactions().stream().filter(t -> t.getId().equals("get_order")).findFirst()
                .orElseThrow();
        String text = transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql")).findFirst()
                .orElseThrow().getTexts().get(0);
        ParameterMarker marker = transaction.getParameters().get(0);
        long seed = RunSettingsDefaults.effective(workload).getSeed();
        try (ValueContext context = new ValueContext(mixed.getParent(), CollectionDocuments::open)) {
            Object value = ValueSources.compile(marker, 1, "transaction get_order", context).forUser(0, 1)
                    .next(new SplittableRandom(seed), new Object[1]);
            return new StatementContext(text, "postgresql", List.of(new ParameterBinder.Typed(marker.getType(), value)),
                    "embedded", mixed, "get_order");
        }
    }

    private static String rootText(Tree tree, int column) {
        return UIThread.syncExec(() -> tree.getItemCount() == 0 ? "" : tree.getItem(0).getText(column));
    }

    private static RGB rootBackground(Tree tree) {
        return UIThread.syncExec(() -> {
            TreeItem item = tree.getItem(0);
            return item.getBackground(OPERATOR).getRGB();
        });
    }

    private static List<Path> savedPlans(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".json")).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
