package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.StatsTable;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.OneValueRuns;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * Failures and results explained where the user looks, on the embedded PostgreSQL: a run whose
 * every transaction fails stops early and says why (the message itself, in the summary and
 * Problems); the statistics table shows rows and bytes fetched and each error message with its
 * count; a query that never returned a row gets a warning in Problems asking about its ranges.
 */
@ExtendWith(ScreenshotOnFailure.class)
class FailuresExplainedTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);

    @AfterEach
    void removeWorkloads() throws Exception {
        for (String name : List.of("all-fail-", "explained-")) {
            Files.deleteIfExists(workspace.folder(Workspace.Folder.WORKLOADS).resolve(name + stamp + ".xwl"));
        }
    }

    @Test
    void aRunWhoseTransactionsAllFailStopsEarlyAndSaysWhy() throws Exception {
        String file = "all-fail-" + stamp + ".xwl";
        write(file, transaction("broken", 1, "SELECT v FROM xwb_no_such_table WHERE id = ?::int", 1, 1000));

        DashboardBot dashboard = OneValueRuns.start(bot, file, 2); // an hour's run
        String summary = dashboard.waitForSummary("failed", 120_000);

        assertTrue(summary.contains("stopped early: all "), summary);
        assertTrue(summary.contains("relation \"xwb_no_such_table\" does not exist"), "the reason itself: " + summary);
        assertTrue(summary.contains("no p95"), "no latency to tell: " + summary);
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        assertTrue(problems.entries().stream().anyMatch(e -> e.message().contains("stopped early")
                && e.message().contains("does not exist")), "the reason in Problems: " + problems.entries());
        assertTrue(Files.isRegularFile(DashboardBot.folderOf(summary).resolve("summary.json")),
                "the failed run keeps what it measured");
        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        assertTrue(stats.cell(stats.indexOf("broken", 0), "Error messages").matches("\\d+ x other: ERROR: relation.*"),
                stats.cell(stats.indexOf("broken", 0), "Error messages"));
    }

    @Test
    void rowsBytesErrorMessagesAndAZeroRowWarningShowInTheTableAndProblems() throws Exception {
        String file = "explained-" + stamp + ".xwl";
        write(file, transaction("document", 4, "SELECT repeat('ab', 50) FROM generate_series(1, ?::int)", 1, 3)
                + transaction("nothing", 2, "SELECT 1 WHERE ?::int < 0", 1, 1000)
                + transaction("broken", 1, "SELECT v FROM xwb_no_such_table WHERE id = ?::int", 1, 1000));

        DashboardBot dashboard = OneValueRuns.start(bot, file, 2);
        bot.waitUntil(Conditions.of("the run measuring", () -> dashboard.stopButton().isEnabled()));
        bot.waitUntil(Conditions.of("a few seconds measured", () -> bot.tableWithId(StatsTable.TABLE_ID).rowCount() > 0
                && count(bot.tableWithId(StatsTable.TABLE_ID), "Total") > 200), 120_000);
        dashboard.stop();
        dashboard.waitForSummary("stopped", 60_000);

        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        int document = stats.indexOf("document", 0);
        long rows = number(stats.cell(document, "Rows"));
        assertTrue(rows > 0, "rows fetched");
        assertEquals(100 * rows, number(stats.cell(document, "Bytes")), "100 bytes a row");
        assertEquals(0, number(stats.cell(stats.indexOf("nothing", 0), "Rows")));
        String messages = stats.cell(stats.indexOf("broken", 0), "Error messages");
        assertTrue(messages.matches("\\d+ x other: ERROR: relation \"xwb_no_such_table\" does not exist.*"), messages);
        assertEquals(number(stats.cell(stats.indexOf("broken", 0), "Errors")),
                Long.parseLong(messages.substring(0, messages.indexOf(' '))), "the message counted each time");

        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        String runId = DashboardBot.folderOf(dashboard.summary()).getFileName().toString();
        assertTrue(problems.entries().stream().anyMatch(e -> e.message().equals("Run " + runId + ": nothing returned 0 "
                + "rows in " + stats.cell(stats.indexOf("nothing", 0), "Count") + " transactions: do its parameter "
                + "ranges match the data in the database?")), "the 0-row warning: " + problems.entries());
        assertTrue(problems.entries().stream().anyMatch(e -> e.message().startsWith("Run " + runId + ": error rate")
                && e.message().contains("broken: " + messages.split("; ")[0])), // the measured one; others may follow
                "the error itself in Problems: " + problems.entries());

        Table table = bot.widgetWithId(Table.class, StatsTable.TABLE_ID);
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        SashForm body = UIThread.syncExec(() -> (SashForm) table.getParent());
        int[] weights = UIThread.syncExec(body::getWeights);
        int[] order = UIThread.syncExec(table::getColumnOrder);
        try {
            UIThread.syncRun(() -> { // as a user drags the sash and the columns: names, rows, bytes and messages together
                body.setWeights(45, 55);
                List<String> first = List.of("Transaction", "Count", "Errors", "Rows", "Bytes", "Error messages");
                List<Integer> moved = new ArrayList<>();
                first.forEach(title -> moved.add(columnIndex(table, title)));
                for (int i : order) {
                    if (!moved.contains(i)) {
                        moved.add(i);
                    }
                }
                table.setColumnOrder(moved.stream().mapToInt(Integer::intValue).toArray());
                table.showColumn(table.getColumn(0)); // the names in view
            });
            bot.waitUntil(Conditions.of("the throughput chart drawn at its new size", () -> UIThread.syncExec(() -> {
                Point size = throughput.getSize();
                return throughput.pixelGiven(size.x - 1, size.y - 1) >= 0 && throughput.pixelGiven(size.x, 0) < 0;
            })));
            Screenshots.capture(Screenshots.folder().resolve("statistics-errors-rows.png"));
        } finally {
            UIThread.syncRun(() -> {
                body.setWeights(weights);
                table.setColumnOrder(order);
            });
        }
    }

    private static int columnIndex(Table table, String title) {
        TableColumn[] columns = table.getColumns();
        for (int i = 0; i < columns.length; i++) {
            if (columns[i].getText().equals(title)) {
                return i;
            }
        }
        throw new AssertionError("no column " + title);
    }

    private static long count(SWTBotTable stats, String transaction) {
        int row = stats.indexOf(transaction, 0);
        return row < 0 ? 0 : number(stats.cell(row, "Count"));
    }

    private static long number(String cell) {
        return cell.isBlank() ? -1 : Long.parseLong(cell.replace(",", ""));
    }

    private void write(String file, String transactions) throws Exception {
        Files.writeString(workspace.folder(Workspace.Folder.WORKLOADS).resolve(file), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="%s">
                  <dialect>postgresql</dialect>
                %s</workload>
                """.formatted(file.replace(".xwl", ""), transactions));
    }

    private static String transaction(String id, int weight, String sql, int min, int max) {
        return """
                  <transaction id="%s" weight="%d">
                    <statement dialect="postgresql">
                      <text>%s</text>
                    </statement>
                    <parameter type="INTEGER">
                      <uniformInt min="%d" max="%d"/>
                    </parameter>
                  </transaction>
                """.formatted(id, weight, sql.replace("<", "&lt;"), min, max);
    }
}
