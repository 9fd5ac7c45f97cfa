package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.results.Json;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.StagedPopulation;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * {@code xwb populate} on the embedded PostgreSQL: a line per stage, and the result folder the
 * workbench's Populate part writes too ({@link StagedPopulation#RESULT_FILES}; PopulateTest in the UI
 * tests reads the part's folder against the same list).
 */
class PopulateCommandTest {

    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-populate-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void twoStagesPrintALineEachAndWriteTheResultFolder() throws Exception {
        CommandRun run = CommandRun.of("populate", "--stages", "200,400", "--batch", "50", "--commit", "200",
                "--indexes", "after", "--target", "embedded");

        assertEquals(0, run.exitCode(), run.err() + run.out());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s+2\\s+400\\s+2,000\\s+1,200\\s.*")), run.out());
        Path runs = new Workspace(workspace).folder(Workspace.Folder.RUNS);
        Path folder;
        try (Stream<Path> listed = Files.list(runs)) {
            folder = listed.filter(p -> p.getFileName().toString().endsWith("-populate")).findFirst().orElseThrow();
        }
        try (Stream<Path> listed = Files.list(folder)) {
            assertEquals(StagedPopulation.RESULT_FILES, listed.map(p -> p.getFileName().toString()).sorted().toList());
        }
        List<String> stages = Files.readAllLines(folder.resolve("stages.csv"));
        assertEquals(4, stages.size(), stages.toString());
        assertTrue(stages.get(3).startsWith("2,400,2000,1200,"), stages.get(3));
        Map<?, ?> summary = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("populate.json")));
        assertEquals("completed", summary.get("outcome"));
        assertEquals(List.of(200L, 400L), summary.get("stages"));
        assertEquals("after", summary.get("indexes"));
        assertEquals(200L, summary.get("commit_interval"));
    }
}
