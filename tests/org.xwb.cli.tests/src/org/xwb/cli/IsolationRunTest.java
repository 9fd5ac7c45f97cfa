package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.results.Json;
import org.xwb.model.RunSettings;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.SampleWorkloads;
import org.xwb.testing.WorkspaceProperty;

/**
 * A run's transaction isolation (issue 16 item 7) on the embedded PostgreSQL: every transaction
 * divides by zero unless PostgreSQL's own {@code transaction_isolation} setting, read inside the
 * transaction, is the level asked for; so a run without failures proves every user's connection
 * ran at that level. The level comes from {@code --isolation}, else from the workload's run
 * settings, else the server's default (read committed).
 */
class IsolationRunTest {

    private static WorkspaceProperty property;
    private static Path workspace;

    @BeforeAll
    static void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-isolation-test");
        workspace = property.root();
    }

    @AfterAll
    static void restore() {
        property.close();
    }

    /** A workload whose transaction fails unless it runs at {@code level} (PostgreSQL's spelling). */
    private static Path workloadRunningAt(String name, String level, String isolationSetting) throws Exception {
        Workload w = RunCommandTest.workload(name, "SELECT ?::bigint / (CASE WHEN current_setting('transaction_isolation') = '"
                + level + "' THEN 1 ELSE 0 END)", "postgresql");
        if (isolationSetting != null) {
            RunSettings settings = SampleWorkloads.F.createRunSettings();
            settings.setIsolation(isolationSetting);
            w.setRunSettings(settings);
        }
        Path file = workspace.resolve(name + ".xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        return file;
    }

    private static Path resultFolder(CommandRun run) {
        Matcher folder = Pattern.compile("Results: (.+)").matcher(run.out());
        assertTrue(folder.find(), run.out());
        return Path.of(folder.group(1).strip());
    }

    @Test
    void isolationSerializableRunsEveryUserSerializableAndIsRecordedInRunJson() throws Exception {
        Path file = workloadRunningAt("serializable", "serializable", null);

        CommandRun asked = CommandRun.of("run", file, "--isolation", "serializable", "--users", "2", "--transactions",
                "20");
        assertEquals(0, asked.exitCode(), asked.out() + asked.err());
        assertTrue(asked.out().matches("(?s).*\\nTotal\\s+40\\s.*\\s0\\n.*"), "40 transactions, none failed: " + asked.out());
        Path folder = resultFolder(asked);
        Map<?, ?> settings = (Map<?, ?>) Json.parse(Files.readString(folder.resolve("run.json")));
        assertEquals("serializable", settings.get("isolation"));
        assertEquals("serializable", settings.get("isolation_on_target"), "PostgreSQL names it as ANSI does");
        assertTrue(Files.readString(folder.resolve("stats.txt")).contains("isolation serializable"));

        // without the option the server's default (read committed) fails every transaction
        CommandRun byDefault = CommandRun.of("run", file, "--users", "1", "--transactions", "10");
        assertNotEquals(0, byDefault.exitCode(), byDefault.out());
        assertTrue(byDefault.out().matches("(?s).*\\nTotal\\s+0\\s.*\\s10\\n.*"), "10 failed: " + byDefault.out());
        Map<?, ?> defaults = (Map<?, ?>) Json.parse(Files.readString(resultFolder(byDefault).resolve("run.json")));
        assertTrue(defaults.containsKey("isolation") && defaults.get("isolation") == null, defaults.toString());
    }

    @Test
    void theWorkloadsIsolationIsTheDefaultAndTheOptionOverridesIt() throws Exception {
        Path file = workloadRunningAt("repeatable", "repeatable read", "repeatable-read");

        CommandRun fromWorkload = CommandRun.of("run", file, "--transactions", "10");
        assertEquals(0, fromWorkload.exitCode(), fromWorkload.out() + fromWorkload.err());
        Map<?, ?> settings = (Map<?, ?>) Json.parse(Files.readString(resultFolder(fromWorkload).resolve("run.json")));
        assertEquals("repeatable-read", settings.get("isolation"));

        CommandRun overridden = CommandRun.of("run", file, "--transactions", "10", "--isolation", "read-committed");
        assertTrue(overridden.out().matches("(?s).*\\nTotal\\s+0\\s.*\\s10\\n.*"), "10 failed: " + overridden.out());
    }

    @Test
    void anUnknownLevelIsBadInputNamingTheLevelsThereAre() throws Exception {
        Path file = workloadRunningAt("unknown", "serializable", null);
        for (String command : new String[] { "run", "sweep" }) {
            CommandRun run = CommandRun.of(command, file, "--isolation", "snapshot", "--transactions", "1", "--users", "1");
            assertEquals(2, run.exitCode(), command + ": " + run.out() + run.err());
            assertTrue(run.err().contains("--isolation: 'snapshot' is not an isolation level; use one of read-committed, "
                    + "repeatable-read, serializable"), run.err());
        }
    }
}
