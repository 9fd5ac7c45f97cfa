package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * The way a user works: prepare a TPoX database once ({@code xwb demo}), then run the mixed
 * workload on it again and again ({@code xwb run}, a {@code xwb sweep} of two points). Every run
 * inserts documents no earlier run inserted, so none fails with a duplicate key (before, the second
 * run failed 7 % of its transactions on orders_pkey / custacc_pkey).
 */
class RepeatedRunsCommandTest {

    private static final Pattern INSERTS_AFTER = Pattern.compile("inserts into orders continue after id (\\d+)");
    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-repeat-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void prepareOnceThenTheMixedWorkloadRunsThreeTimesAndASweepWithoutAFailure() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--customers", "150", "--users", "4", "--duration", "2s", "--rampup", "1s");
        assertNoFailures("demo (prepares, run 1)", demo);
        String mixed = workspace.resolve("workloads/tpox/tpox-mixed.xwl").toString();
        List<Long> startsAfter = new ArrayList<>();
        for (int run = 2; run <= 3; run++) {
            CommandRun again = CommandRun.of("run", mixed, "--users", "4", "--duration", "2s", "--rampup", "1s");
            assertNoFailures("run " + run, again);
            Matcher after = INSERTS_AFTER.matcher(again.out());
            assertTrue(after.find(), "run " + run + " says where its inserts start:\n" + again.out());
            startsAfter.add(Long.parseLong(after.group(1)));
        }
        assertTrue(startsAfter.get(1) > startsAfter.get(0), "run 3 starts after what run 2 inserted: " + startsAfter);
        CommandRun sweep = CommandRun.of("sweep", mixed, "--users", "2,4", "--duration", "2s", "--rampup", "1s");
        assertNoFailures("sweep", sweep);
        Matcher points = INSERTS_AFTER.matcher(sweep.out());
        assertTrue(points.find() && points.find(), "each point continues after the last:\n" + sweep.out());
        Matcher rows = Pattern.compile("(?m)^\\s+([24])\\s+\\S+\\s+\\S+\\s+\\S+\\s+(\\d+)\\s+(\\S+)$").matcher(sweep.out());
        int found = 0;
        while (rows.find()) {
            found++;
            assertEquals("0", rows.group(2), "sweep point of " + rows.group(1) + " users failed:\n" + sweep.out());
        }
        assertEquals(2, found, "two points in the sweep's table:\n" + sweep.out());
    }

    /** Exit 0 and an error column of 0 for every transaction, inserts included. */
    private static void assertNoFailures(String what, CommandRun run) {
        assertEquals(0, run.exitCode(), what + ":\n" + run.out() + run.err());
        for (String transaction : List.of("insert_order", "insert_custacc", "del_order", "del_custacc")) {
            Matcher row = Pattern.compile("(?m)^" + transaction + "\\s+(\\d+)\\s.*\\s(\\d+)$").matcher(run.out());
            while (row.find()) {
                assertEquals("0", row.group(2), what + ": " + transaction + " failed:\n" + run.out());
            }
        }
        Matcher total = Pattern.compile("(?m)^(?:Total|total)\\s.*\\s(\\d+)$").matcher(run.out());
        while (total.find()) {
            assertEquals("0", total.group(1), what + ": failures in total:\n" + run.out());
        }
    }
}
