package org.xwb.kit;

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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.results.Json;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;

/**
 * The staged population {@code xwb populate} and the workbench's Populate part run, on the
 * embedded PostgreSQL: the result folder it writes, and a stop that takes effect between batches
 * and leaves a folder that agrees with the tables.
 */
class StagedPopulationTest {

    /** Batches of 10 in commits of 50: a stop between batches leaves a whole number of batches. */
    private static final LoadOptions SMALL_BATCHES = new LoadOptions(10, 50, 2, false);
    /** The TPoX tables' indexes other than their keys (the XML indexes). */
    private static final String XML_INDEXES = "pg_indexes WHERE tablename IN ('security', 'custacc', 'orders')"
            + " AND indexdef NOT LIKE '%UNIQUE%'";
    private static Workspace workspace;
    private static Target target;

    @BeforeAll
    static void open() throws Exception {
        workspace = new Workspace(Files.createTempDirectory("xwb-populate-test")).ensureLayout();
        target = TargetKinds.open(ProfileStore.defaultEmbedded(), workspace);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(workspace == null ? null : workspace.root());
    }

    @Test
    void twoStagesWriteTheResultFolderAndReportEachStage() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        Path folder = StagedPopulation.newFolder(workspace);
        StagedPopulation.Outcome outcome = new StagedPopulation(TpoxKit.installed(), workspace).populate(target,
                List.of(100L, 200L), 3, SMALL_BATCHES, false, folder, new StagedPopulation.Listener() {
                    @Override
                    public void stageStarted(int number, double seconds) {
                        events.add("start " + number);
                    }

                    @Override
                    public void stageDone(StagedPopulation.Stage stage) {
                        events.add("done " + stage.number());
                    }
                }, () -> false);

        assertFalse(outcome.stopped());
        assertEquals(List.of("start 0", "done 0", "start 1", "done 1", "start 2", "done 2"), events);
        assertEquals(StagedPopulation.RESULT_FILES, files(folder));
        List<String> stages = Files.readAllLines(folder.resolve("stages.csv"));
        assertEquals(4, stages.size(), "header, securities, two stages: " + stages);
        assertTrue(stages.get(2).startsWith("1,100,500,600,"), stages.get(2));
        assertTrue(stages.get(3).startsWith("2,200,1000,600,"), stages.get(3));
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("populate.json")));
        assertEquals("completed", summary.get("outcome"));
        assertEquals(List.of(100L, 200L), summary.get("stages"));
        assertEquals(10L, summary.get("batch_size"));
        assertEquals("before", summary.get("indexes"));
        assertEquals(200, count("custacc"));
        assertTrue(count(XML_INDEXES) > 0, "indexes before: the kit's XML indexes are there");
        assertEquals(1000, count("orders"));
        assertEquals(outcome.stages().stream().mapToLong(StagedPopulation.Stage::documents).sum(),
                summary.get("documents"));
    }

    @Test
    void aStopEndsThePopulationBetweenBatchesWithAFolderThatSaysSo() throws Exception {
        AtomicInteger secondStageQuestions = new AtomicInteger();
        List<Integer> started = new CopyOnWriteArrayList<>();
        Path folder = StagedPopulation.newFolder(workspace);
        StagedPopulation.Outcome outcome = new StagedPopulation(TpoxKit.installed(), workspace).populate(target,
                List.of(100L, 200L), 3, SMALL_BATCHES, true, folder, new StagedPopulation.Listener() {
                    @Override
                    public void stageStarted(int number, double seconds) {
                        started.add(number);
                    }
                    // Stop pressed a few batches into the second stage
                }, () -> started.contains(2) && secondStageQuestions.incrementAndGet() > 3);

        assertTrue(outcome.stopped());
        assertEquals(StagedPopulation.RESULT_FILES, files(folder), "the same files as a completed population");
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("populate.json")));
        assertEquals("stopped", summary.get("outcome"));
        assertEquals(2L, summary.get("stopped_in_stage"));
        List<String> stages = Files.readAllLines(folder.resolve("stages.csv"));
        assertEquals(4, stages.size(), "the stopped stage has its row: " + stages);
        long customers = count("custacc");
        assertTrue(customers > 100 && customers < 200, "stopped inside the second stage's customers: " + customers);
        assertEquals(0, (customers - 100) % 10, "whole batches of 10: " + customers);
        assertTrue(stages.get(3).startsWith("2," + customers + ",500,"),
                "the row says what the table holds: " + stages.get(3) + " vs " + customers + " customers");
        assertEquals(500, count("orders"), "no order of the stopped stage");
        assertEquals(0, count(XML_INDEXES), "indexes after: not created after a stop");
    }

    private static List<String> files(Path folder) throws Exception {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static long count(String table) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
