package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.Json;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.StagedPopulation;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.populate.PopulatePart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * Staged population from the workbench (Run > Populate TPoX Database...) on the embedded
 * PostgreSQL: two stages of 200 customers chart their insert rate with a line per stage and a table
 * row per stage, and write the folder {@code xwb populate} writes; Stop ends a population between
 * batches with a folder that says so and agrees with the tables.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PopulateTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void twoStagesChartTheirInsertRateAndWriteTheFolderXwbPopulateWrites() throws Exception {
        open();
        settings(200, 2, 50, 200, 2);
        bot.comboBoxWithId(PopulatePart.INDEXES_ID).setSelection("after the last stage");
        bot.buttonWithId(PopulatePart.START_ID).click();

        String status = waitForTheEnd();
        assertTrue(status.startsWith("Populated 2 stage(s): "), status);
        SWTBotTable stages = bot.tableWithId(PopulatePart.STAGES_TABLE_ID);
        assertEquals(3, stages.rowCount(), "the securities and two stages");
        assertEquals("1", stages.cell(1, "Stage"));
        assertEquals("2", stages.cell(2, "Stage"));
        assertEquals("400", stages.cell(2, "Customers"));
        assertEquals("2,000", stages.cell(2, "Orders"));
        assertEquals("1,200", stages.cell(2, "Documents"), "200 customers and their 1,000 orders");
        assertTrue(Double.parseDouble(stages.cell(2, "docs/s").replace(",", "")) > 0, "docs/s per stage");

        LiveChartCanvas chart = bot.widgetWithId(LiveChartCanvas.class, PopulatePart.CHART_ID);
        List<Double> starts = chart.read(c -> markers(c.getXYPlot()));
        assertEquals(3, starts.size(), "a line where the securities, stage 1 and stage 2 start: " + starts);
        assertTrue(chart.read(c -> positivePointsBetween(c.getXYPlot(), starts.get(1), starts.get(2))) > 0,
                "stage 1 has insert-rate points");
        assertTrue(chart.read(c -> positivePointsBetween(c.getXYPlot(), starts.get(2), Double.MAX_VALUE)) > 0,
                "stage 2 has insert-rate points");
        Screenshots.capture(Screenshots.folder().resolve("populate.png"));

        Path folder = folderOf(status);
        assertEquals(StagedPopulation.RESULT_FILES, files(folder), "the files xwb populate writes");
        List<String> csv = Files.readAllLines(folder.resolve("stages.csv"));
        assertEquals("stage,customers_total,orders_total,documents,megabytes,seconds,docs_per_s,mb_per_s", csv.get(0));
        assertEquals(4, csv.size(), csv.toString());
        assertTrue(csv.get(3).startsWith("2,400,2000,1200,"), csv.get(3));
        assertTrue(Files.readAllLines(folder.resolve("timeline.csv")).stream().anyMatch(l -> l.startsWith("2,orders,")),
                "the timeline has stage 2's orders");
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("populate.json")));
        assertEquals("completed", summary.get("outcome"));
        assertEquals(List.of(200L, 400L), summary.get("stages"));
        assertEquals(50L, summary.get("batch_size"));
        assertEquals(200L, summary.get("commit_interval"));
        assertEquals("after", summary.get("indexes"));
    }

    @Test
    void stopEndsThePopulationBetweenBatchesWithAFolderThatSaysSo() throws Exception {
        open();
        settings(5000, 2, 10, 10, 1); // one batch per commit: a stop leaves whole batches
        bot.comboBoxWithId(PopulatePart.INDEXES_ID).setSelection("before loading");
        bot.buttonWithId(PopulatePart.START_ID).click();
        bot.waitUntil(Conditions.of("stage 1 loading", () -> status().startsWith("Stage 1: ")), 240_000);
        bot.buttonWithId(PopulatePart.STOP_ID).click();

        String status = waitForTheEnd();
        assertTrue(status.startsWith("Stopped: "), status);
        Path folder = folderOf(status);
        assertEquals(StagedPopulation.RESULT_FILES, files(folder), "a stopped population writes the same files");
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("populate.json")));
        assertEquals("stopped", summary.get("outcome"));
        List<String> csv = Files.readAllLines(folder.resolve("stages.csv"));
        String[] last = csv.get(csv.size() - 1).split(",");
        long customers = Long.parseLong(last[1]);
        long orders = Long.parseLong(last[2]);
        assertTrue(customers < 10_000, "the second stage was not finished: " + csv);
        try (Target target = TargetKinds.open(ProfileStore.defaultEmbedded(),
                AppContext.get(Workspace.class))) {
            assertEquals(customers, count(target, "custacc"), "stages.csv says what the table holds");
            assertEquals(orders, count(target, "orders"), "stages.csv says what the table holds");
        }
        assertEquals(0, customers % 10, "whole batches of 10 customers: " + customers);
        assertEquals(0, orders % 10, "whole batches of 10 orders: " + orders);
        SWTBotTable stages = bot.tableWithId(PopulatePart.STAGES_TABLE_ID);
        assertEquals(csv.size() - 1, stages.rowCount(), "a table row per stages.csv row");
        Screenshots.capture(Screenshots.folder().resolve("populate-stopped.png"));
    }

    private void open() {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Run", "Populate TPoX Database...").click();
        bot.waitUntil(Conditions.of("the Populate part in front", () -> bot.cTabItem("Populate").isActive()));
    }

    private void settings(int customers, int stages, int batch, int commit, int loaders) {
        bot.comboBoxWithId(PopulatePart.TARGET_ID).setSelection(ProfileStore.EMBEDDED);
        bot.spinnerWithId(PopulatePart.CUSTOMERS_ID).setSelection(customers);
        bot.spinnerWithId(PopulatePart.STAGES_ID).setSelection(stages);
        bot.spinnerWithId(PopulatePart.BATCH_ID).setSelection(batch);
        bot.spinnerWithId(PopulatePart.COMMIT_ID).setSelection(commit);
        bot.spinnerWithId(PopulatePart.LOADERS_ID).setSelection(loaders);
    }

    private String status() {
        return bot.labelWithId(PopulatePart.STATUS_ID).getText();
    }

    /** Waits until Start is enabled again and the status names the result folder; returns the status. */
    private String waitForTheEnd() {
        bot.waitUntil(Conditions.of("the population ended", () -> bot.buttonWithId(PopulatePart.START_ID).isEnabled()
                && status().contains("; results in ")), 300_000);
        return status();
    }

    private static Path folderOf(String status) {
        return Path.of(status.substring(status.lastIndexOf("; results in ") + "; results in ".length()).trim());
    }

    private static List<String> files(Path folder) throws Exception {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The stage lines' positions, in seconds, in order. */
    private static List<Double> markers(XYPlot plot) {
        Collection<?> markers = plot.getDomainMarkers(Layer.FOREGROUND);
        List<Double> starts = new ArrayList<>();
        if (markers != null) {
            for (Object marker : markers) {
                starts.add(((ValueMarker) (Marker) marker).getValue());
            }
        }
        return starts.stream().sorted().toList();
    }

    /** Points in (from, to] whose docs/s and MB/s are both above 0. */
    private static int positivePointsBetween(XYPlot plot, double from, double to) {
        XYDataset documents = plot.getDataset(0);
        XYDataset megabytes = plot.getDataset(1);
        int positive = 0;
        for (int i = 0; i < Math.min(documents.getItemCount(0), megabytes.getItemCount(0)); i++) {
            double x = documents.getXValue(0, i);
            if (x > from && x <= to && documents.getYValue(0, i) > 0 && megabytes.getYValue(0, i) > 0) {
                positive++;
            }
        }
        return positive;
    }

    private static long count(Target target, String table) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
