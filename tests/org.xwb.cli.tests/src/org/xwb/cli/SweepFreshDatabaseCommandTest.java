package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.kit.KitWorkloads;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TpoxKit;

/**
 * {@code xwb sweep --fresh-database N [--rebuild-per-point]}: the dashboard's fresh TPoX database
 * and its "rebuild" for a sweep, through the same session code (RunSession.sweep, whose database
 * contents per point SweepRebuildTest checks): built once for all points, or once per point; the
 * options that cannot apply are bad input in plain words.
 */
class SweepFreshDatabaseCommandTest {

    private static final Pattern READY = Pattern.compile("(?m)^Database ready: ");
    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-sweep-fresh-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void theDatabaseIsBuiltOnceForTheSweepOrAgainBeforeEveryPoint() {
        Path insertOnly = KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.INSERT_ONLY);
        CommandRun rebuilt = CommandRun.of("sweep", insertOnly, "--users", "1,2", "--duration", "2s", "--rampup", "0s",
                "--fresh-database", "50", "--rebuild-per-point");
        assertEquals(0, rebuilt.exitCode(), rebuilt.out() + rebuilt.err());
        assertEquals(2, count(READY, rebuilt.out()), "a database built before each point:\n" + rebuilt.out());
        assertEquals(2, count(Pattern.compile("(?m)^Point "), rebuilt.out()), rebuilt.out());
        assertTrue(rebuilt.out().contains("[2 users] "), "each point's progress names its users:\n" + rebuilt.out());
        assertTrue(Pattern.compile("(?m)^\\s+1\\s.*completed$").matcher(rebuilt.out()).find()
                && Pattern.compile("(?m)^\\s+2\\s.*completed$").matcher(rebuilt.out()).find(), rebuilt.out());

        CommandRun shared = CommandRun.of("sweep", insertOnly, "--users", "1,2", "--duration", "2s", "--rampup", "0s",
                "--fresh-database", "50");
        assertEquals(0, shared.exitCode(), shared.out() + shared.err());
        assertEquals(1, count(READY, shared.out()), "one database for both points:\n" + shared.out());
    }

    @Test
    void optionsThatCannotApplyAreBadInput() throws Exception {
        Path insertOnly = KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.INSERT_ONLY);
        CommandRun alone = CommandRun.of("sweep", insertOnly, "--users", "1", "--rebuild-per-point");
        assertEquals(XwbCommand.BAD_INPUT, alone.exitCode(), alone.out() + alone.err());
        assertTrue(alone.err().contains("--rebuild-per-point rebuilds the fresh TPoX database: give --fresh-database CUSTOMERS too"),
                alone.err());

        Path own = workspace.resolve("own.xwl");
        Files.write(own, org.xwb.model.io.WorkloadFiles.serialize(RunCommandTest.workload("own", "SELECT ?::bigint", "postgresql")));
        CommandRun notKit = CommandRun.of("sweep", own, "--users", "1", "--fresh-database", "50");
        assertEquals(XwbCommand.BAD_INPUT, notKit.exitCode(), notKit.out() + notKit.err());
        assertTrue(notKit.err().contains("--fresh-database builds the TPoX database of a TPoX kit workload"), notKit.err());

        CommandRun none = CommandRun.of("sweep", insertOnly, "--users", "1", "--fresh-database", "0");
        assertEquals(XwbCommand.BAD_INPUT, none.exitCode(), none.out() + none.err());
        assertTrue(none.err().contains("--fresh-database must be at least 1 customer, not 0"), none.err());
    }

    private static int count(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
