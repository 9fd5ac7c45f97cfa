package org.xwb.ui.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.statements.StatementResult;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.editors.workload.StatementPane;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.statements.BindPanel;
import org.xwb.ui.statements.ExecutionControls;
import org.xwb.ui.statements.ResultGrid;
import org.xwb.ui.statements.StatementEditorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true), on the demo database (1,000 customers,
 * as `xwb demo` builds it): each of the 7 TPoX queries of the mixed workload executed from its
 * statement editor, the time from pressing Execute to the rows on screen, with new values drawn
 * before each run (p50 and p95); then a 10,000-row result with XML cells shown and scrolled while
 * the dashboard's stall probe measures the UI thread. Writes target/benchmark-statement-editor.txt.
 */
class StatementEditorBenchmark {

    private static final List<String> QUERIES = List.of("get_order", "get_security", "customer_profile",
            "search_securities", "account_summary", "get_security_price", "customer_max_order");
    private static final int WARM_UP = Integer.getInteger("xwb.bench.warmup", 10);
    private static final int RUNS = Integer.getInteger("xwb.bench.runs", 60);
    private static final int CUSTOMERS = 1000;

    private final SWTBot bot = new SWTBot().withTimeout(120_000);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void executeTheSevenQueriesAndShowTenThousandRows() throws Exception {
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        try (Target target = TargetChoice.of("embedded").open(workspace)) {
            new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, TpoxScale.forRun(CUSTOMERS, 60, 42),
                    LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                    });
        }
        StringBuilder log = new StringBuilder(String.format(Locale.ROOT,
                "demo database: %d customers; %d warm-up and %d measured executions per query, new values before each%n",
                CUSTOMERS, WARM_UP, RUNS));
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", KitWorkloads.FOLDER, KitWorkloads.MIXED).doubleClick();
        for (String query : QUERIES) {
            StatementEditorPart editor = open(query);
            for (int i = 0; i < WARM_UP; i++) {
                executeAndWait(editor);
            }
            double[] millis = new double[RUNS];
            long rows = 0;
            for (int i = 0; i < RUNS; i++) {
                bot.buttonWithId(BindPanel.DRAW_AGAIN_ID).click();
                millis[i] = executeAndWait(editor);
                rows += UIThread.syncExec(editor::shownResult).totalRows();
            }
            StatementResult last = UIThread.syncExec(editor::shownResult);
            Arrays.sort(millis);
            log.append(String.format(Locale.ROOT,
                    "%-20s Execute to rows shown: p50 %6.1f ms, p95 %6.1f ms, max %6.1f ms; last run server %.1f ms, fetch %.1f ms; %.1f rows per run%n",
                    query, percentile(millis, 0.50), percentile(millis, 0.95), millis[millis.length - 1],
                    last.serverMillis(), last.fetchMillis(), rows / (double) RUNS));
            System.out.print(log);
        }
        log.append(tenThousandRows(workspace));
        Path out = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent()
                .resolve("benchmark-statement-editor.txt");
        Files.writeString(out, log, StandardCharsets.UTF_8);
        System.out.print(log);
    }

    /** 10,000 rows (the 5,000 orders twice, each with its document) shown, scrolled and a cell opened. */
    private String tenThousandRows(Workspace workspace) throws Exception {
        Path file = workspace.folder(Workspace.Folder.STATEMENTS).resolve("ten-thousand-rows.sql");
        Files.writeString(file, "SELECT id, doc FROM orders\nUNION ALL\nSELECT id, doc FROM orders\nORDER BY 1\n");
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("statements", file.getFileName().toString()).doubleClick();
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        StatementEditorPart editor = editor(file.getFileName().toString());
        Spinner rows = bot.widgetWithId(Spinner.class, ExecutionControls.ROWS_ID);
        UIThread.syncRun(() -> rows.setSelection(10_000));
        executeAndWait(editor); // warm-up
        List<String> lines = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            DashboardBenchmark.StallProbe probe = new DashboardBenchmark.StallProbe();
            probe.start();
            double shown = executeAndWait(editor);
            Table table = bot.widgetWithId(Table.class, ResultGrid.TABLE_ID);
            long scrolled = System.nanoTime();
            for (int top = 0; top < 10_000; top += 500) {
                int index = top;
                UIThread.syncRun(() -> table.setTopIndex(index));
            }
            double scrolling = (System.nanoTime() - scrolled) / 1e6;
            SWTBotTable grid = bot.tableWithId(ResultGrid.TABLE_ID);
            grid.select(9_999);
            String cell = UIThread.syncExec(editor::shownCell);
            double longest = probe.stop();
            StatementResult result = UIThread.syncExec(editor::shownResult);
            lines.add(String.format(Locale.ROOT,
                    "10,000 rows: %d rows kept of %d; Execute to rows shown %.0f ms (server %.0f ms, fetch %.0f ms); "
                            + "20 scroll positions in %.0f ms; last cell %d chars pretty-printed; longest UI stall %.1f ms; stalls > 30 ms %s%n",
                    result.rows().size(), result.totalRows(), shown, result.serverMillis(), result.fetchMillis(), scrolling,
                    cell.length(), longest, probe.stalls));
        }
        return String.join("", lines);
    }

    private StatementEditorPart open(String transaction) {
        bot.cTabItem(KitWorkloads.MIXED).activate();
        SWTBotTable transactions = bot.tableWithId(TransactionTable.TABLE_ID);
        transactions.select(transactions.indexOf(transaction, 0));
        bot.cTabItem("Statements").activate();
        bot.buttonWithId(StatementPane.OPEN_IN_EDITOR_ID).click();
        String label = transaction + " (postgresql)";
        bot.waitUntil(Conditions.of("the editor of " + transaction, () -> bot.hasCTabItem(label)));
        return editor(label);
    }

    /**
     * Presses Execute and waits until the editor has put the outcome on screen; the time between,
     * in ms. The wait reads the editor's counter, not a widget, so it takes nothing from the UI
     * thread it measures.
     */
    private double executeAndWait(StatementEditorPart editor) throws InterruptedException {
        long before = editor.runsShown();
        long start = System.nanoTime();
        bot.buttonWithId(ExecutionControls.EXECUTE_ID).click();
        while (editor.runsShown() == before) {
            if (System.nanoTime() - start > 120_000_000_000L) {
                throw new AssertionError("no result within 120 s");
            }
            Thread.sleep(0, 100_000);
        }
        StatementResult shown = UIThread.syncExec(editor::shownResult);
        if (shown == null) {
            throw new AssertionError("the run ended without rows: " + UIThread.syncExec(() -> bot.widgetWithId(
                    org.eclipse.swt.widgets.Label.class, ResultGrid.STATUS_ID).getText()));
        }
        return (editor.lastShownNanos() - start) / 1e6;
    }

    private static StatementEditorPart editor(String label) {
        return UIThread.syncExec(() -> {
            for (MPart part : AppContext.get(EPartService.class).getParts()) {
                if (label.equals(part.getLabel()) && part.getObject() instanceof StatementEditorPart editor) {
                    return editor;
                }
            }
            throw new AssertionError("no statement editor " + label);
        });
    }

    private static double percentile(double[] sorted, double p) {
        int index = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
