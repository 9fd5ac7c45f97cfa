package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jfree.chart.plot.Marker;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.RunResults;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.MarkSplit;
import org.xwb.report.charts.LiveChart;
import org.xwb.report.charts.RunCharts;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.run.LiveRuns;
import org.xwb.ui.run.StatsTable;
import org.xwb.ui.run.charts.LiveCharts;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.ErrorLogGuard;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotButton;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Issue 33, an index created during a live run: a small kit database on the embedded PostgreSQL
 * (a short run builds it), its order_id index dropped from the workload editor's XML Indexes page
 * with no run going on (as before: nothing recorded anywhere), then the mixed workload runs and the
 * same page creates, while the users go on, first an index the server refuses (an error dialog, no
 * Internal Error, the run goes on) and then order_id. The run's run.json has "build started" and
 * "build done", every chart shown has both as labelled lines, the statistics table shows get_order's
 * mean and rate before -> after the mark as its intervals give them, and get_order, which found its
 * order by reading every order before, is faster after. Screenshot live-index-mark.png.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LiveIndexMarkTest {

    private static final String WORKLOAD = "tpox-mixed.xwl";
    private static final String INDEX = "order_id";
    private static final String BROKEN = "order_broken";
    private static final String INDEX_ID = "org.xwb.ui.workloadEditor.index.";
    private static final Pattern POINTS = Pattern.compile("(\\d+) points");

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void orderIdCreatedDuringTheRunIsMarkedOnTheChartsSplitsTheTableAndIsInRunJson() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload(WORKLOAD);
        dashboard.users(2).duration(3).rampUp(1).freshDatabase(200).start();
        Path building = DashboardBot.folderOf(dashboard.waitForSummary("completed", 900_000));

        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", "tpox", WORKLOAD).doubleClick();
        bot.waitUntil(Conditions.of("the editor of " + WORKLOAD, () -> bot.hasCTabItem(WORKLOAD)));
        bot.cTabItem("XML Indexes").activate();
        SWTBotTable indexes = bot.tableWithId("org.xwb.ui.workloadEditor.indexes");
        int row = indexes.indexOf(INDEX, 1);
        assertTrue(row >= 0, "the kit's mixed workload has " + INDEX);
        indexes.select(row);
        assertEquals("embedded", bot.comboBoxWithId(INDEX_ID + "target").getText());
        bot.buttonWithId(INDEX_ID + "drop").click();
        bot.waitUntil(Conditions.of("order_id dropped", () -> status().startsWith("Dropped XML index " + INDEX)), 120_000);
        assertTrue(!status().contains("marked"), "no run goes on: nothing marked: " + status());
        assertEquals(List.of(), RunResults.read(building).events(), "a change after a run is not the run's");

        dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload(WORKLOAD);
        SWTBotButton prepare = bot.buttonWithId(RunDashboardPart.PREPARE_ID);
        if (prepare.isChecked() && prepare.isEnabled()) {
            prepare.click(); // the database without order_id, as it is
        }
        dashboard.users(2).duration(50).rampUp(1).start();
        DashboardBot running = dashboard;
        // eight 1 s intervals of get_order reading every order are a "before" the split shows plainly
        bot.waitUntil(Conditions.of("8 intervals without order_id", () -> points(running.status()) >= 8), 300_000);

        bot.cTabItem(WORKLOAD).activate();
        // first an index the server refuses (an XPath cut short): an error dialog, the run goes on
        int before = indexes.rowCount();
        bot.buttonWithId(INDEX_ID + "addIndex").click();
        bot.waitUntil(Conditions.of("a new index", () -> indexes.rowCount() == before + 1));
        bot.textWithId(INDEX_ID + "name").setText(BROKEN).pressEnter();
        bot.textWithId(INDEX_ID + "path").setText("/o:FIXML/o:Order/@ID[").pressEnter();
        bot.waitUntil(Conditions.of("the broken index named", () -> indexes.indexOf(BROKEN, 1) >= 0));
        bot.buttonWithId(INDEX_ID + "create").click();
        SWTBotShell failure = bot.shell("Create XML index " + BROKEN + " on embedded failed");
        String said = UIThread.syncExec(() -> texts(failure.widget));
        assertTrue(said.contains("failed: ") && said.contains("The run goes on"), said);
        failure.bot().button("OK").click();
        assertEquals(List.of(), ErrorLogGuard.closeInternalErrorDialogs(), "no Internal Error dialog");
        assertTrue(status().startsWith("Create XML index " + BROKEN + " on embedded failed: "), status());
        assertTrue(LiveRuns.on("embedded") != null, "the run goes on");

        indexes.select(indexes.indexOf(INDEX, 1));
        bot.buttonWithId(INDEX_ID + "create").click();
        bot.waitUntil(Conditions.of("order_id created during the run",
                () -> status().startsWith("Created XML index " + INDEX)), 120_000);
        assertTrue(status().contains(", marked at "), "recorded on the run: " + status());

        // five intervals after the mark are enough for "after"; then Stop. Indexed, the mix runs so
        // fast that a 200-customer database's insert pool can run out first: the run then stops itself
        dashboard = DashboardBot.open(bot);
        DashboardBot indexed = dashboard;
        int marked = points(indexed.status());
        bot.waitUntil(Conditions.of("five intervals after the mark", () -> points(indexed.status()) >= marked + 5
                || !indexed.summary().isBlank()), 120_000);
        if (indexed.summary().isBlank()) {
            indexed.stop();
        }
        bot.waitUntil(Conditions.of("the run's summary", () -> indexed.summary().startsWith("completed")
                || indexed.summary().startsWith("stopped")), 180_000);
        Path folder = DashboardBot.folderOf(indexed.summary());
        List<IndexEvent> events = RunResults.read(folder).events();
        assertEquals(List.of(BROKEN, BROKEN, INDEX, INDEX), events.stream().map(IndexEvent::index).toList(),
                "run.json: " + events);
        assertEquals(List.of(IndexEvent.Kind.BUILD_STARTED, IndexEvent.Kind.BUILD_FAILED, IndexEvent.Kind.BUILD_STARTED,
                IndexEvent.Kind.BUILD_DONE), events.stream().map(IndexEvent::kind).toList(), "run.json: " + events);
        assertTrue(!events.get(1).detail().isBlank(), "why it failed: " + events.get(1));
        IndexEvent done = events.get(3);

        List<String> markedCharts = new ArrayList<>();
        for (LiveChart chart : RunCharts.all()) {
            LiveChartCanvas canvas = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(chart.exportName()));
            if (!UIThread.syncExec(canvas::isVisible)) {
                continue;
            }
            List<String> labels = canvas.read(c -> {
                @SuppressWarnings("unchecked")
                Collection<Marker> marks = c.getXYPlot().getDomainMarkers(Layer.FOREGROUND);
                return marks == null ? List.<String>of() : marks.stream().map(Marker::getLabel).toList();
            });
            assertEquals(events.stream().map(IndexEvent::label).toList(), labels, chart.exportName());
            markedCharts.add(chart.exportName());
        }
        assertTrue(markedCharts.size() >= 4, "every chart shown is marked: " + markedCharts);

        SWTBotTable stats = bot.tableWithId(StatsTable.TABLE_ID);
        int getOrder = stats.indexOf("get_order", 0);
        assertTrue(getOrder >= 0, "a get_order row");
        double[] mean = sides(stats.cell(getOrder, StatsTable.MEAN_SPLIT));
        double[] rate = sides(stats.cell(getOrder, StatsTable.RATE_SPLIT));
        MarkSplit fromIntervals = MarkSplit.at(done.seconds(), RunResults.read(folder).intervals()).get("get_order");
        // before the mark: the same intervals, to the table's rounding; after it: the run was stopped
        // in an interval, whose part the file has and the live table may not, so within 1 %
        assertEquals(fromIntervals.before().meanMs(), mean[0], 0.011, "before: the intervals' mean");
        assertEquals(fromIntervals.before().txPerSecond(), rate[0], 0.051, "before: the intervals' rate");
        assertEquals(fromIntervals.after().meanMs(), mean[1], Math.max(0.011, fromIntervals.after().meanMs() / 100),
                "after: the intervals' mean");
        assertEquals(fromIntervals.after().txPerSecond(), rate[1], Math.max(0.051, fromIntervals.after().txPerSecond() / 100),
                "after: the intervals' rate");
        Screenshots.capture(Screenshots.folder().resolve("live-index-mark.png"));
        assertTrue(mean[1] < mean[0], "get_order reads one order by its index after the mark, every order before: "
                + stats.cell(getOrder, StatsTable.MEAN_SPLIT) + " ms");

        // the broken index goes again: the workload as it is on disk (the tab of the changed editor has a '*')
        bot.cTabItem(bot.hasCTabItem("*" + WORKLOAD) ? "*" + WORKLOAD : WORKLOAD).activate();
        indexes.select(indexes.indexOf(INDEX, 1));
        bot.menu("Edit", "Undo").click();
        bot.menu("Edit", "Undo").click();
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("the added index undone", () -> indexes.indexOf(BROKEN, 1) < 0
                && indexes.rowCount() == before));
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("the editor closed", () -> !bot.hasCTabItem(WORKLOAD)));
    }

    /**
     * A failure halfway leaves the workload's editor changed: later tests would meet its "Save
     * Changes" question when they start a run. Undo its edits and close it.
     */
    @AfterEach
    void closeTheWorkloadUnsaved() {
        // Edit > Undo back to the file as it is (the test's own edits are three), then close it
        for (int undo = 0; undo < 10 && bot.hasCTabItem("*" + WORKLOAD); undo++) {
            bot.cTabItem("*" + WORKLOAD).activate();
            bot.menu("Edit", "Undo").click();
        }
        if (bot.hasCTabItem(WORKLOAD)) {
            bot.cTabItem(WORKLOAD).activate();
            bot.menu("File", "Close").click();
        }
    }

    /** The texts of a dialog's labels. */
    private static String texts(org.eclipse.swt.widgets.Composite parent) {
        StringBuilder text = new StringBuilder();
        for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
            if (child instanceof org.eclipse.swt.widgets.Label label) {
                text.append(label.getText()).append(' ');
            } else if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                text.append(texts(inner));
            }
        }
        return text.toString();
    }

    private String status() {
        return bot.labelWithId(INDEX_ID + "status").getText();
    }

    private static int points(String status) {
        Matcher m = POINTS.matcher(status);
        return status.startsWith("Measuring") && m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** "12.34 -> 1.23" as {12.34, 1.23}. */
    private static double[] sides(String cell) {
        String[] parts = cell.split(" -> ");
        assertEquals(2, parts.length, cell);
        return new double[] { Double.parseDouble(parts[0].replace(",", "")), Double.parseDouble(parts[1].replace(",", "")) };
    }
}
