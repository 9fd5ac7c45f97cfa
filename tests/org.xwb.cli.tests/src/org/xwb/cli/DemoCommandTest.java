package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/** `xwb demo` end to end: the embedded server, a fresh TPoX database, the 13-transaction mix. */
class DemoCommandTest {

    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-demo-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void theDemoRunsEveryTransactionOfTheMixWithoutErrorsAndNamesItsResultFolder() throws Exception {
        CommandRun run = CommandRun.of("demo", "--customers", "150", "--users", "2", "--duration", "3s", "--rampup", "1s");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        for (String transaction : List.of("get_order", "get_security", "customer_profile", "search_securities",
                "account_summary", "get_security_price", "customer_max_order", "upd_custacc", "upd_security",
                "del_custacc", "del_order", "insert_custacc", "insert_order")) {
            Matcher row = Pattern.compile("(?m)^" + transaction + "\\s+(\\d+)\\s.*\\s(\\d+)$").matcher(run.out());
            assertTrue(row.find(), transaction + " in the summary:\n" + run.out());
            assertEquals("0", row.group(2), transaction + " had errors:\n" + run.out());
        }
        Matcher results = Pattern.compile("Results: (\\S+)").matcher(run.out());
        assertTrue(results.find(), run.out());
        Path folder = Path.of(results.group(1));
        assertTrue(folder.startsWith(workspace), folder.toString());
        for (String file : List.of("summary.json", "intervals.csv", "stats.txt", "workload.xwl", "environment.json")) {
            assertTrue(Files.isRegularFile(folder.resolve(file)), file);
        }
    }

    @Test
    void theDemoRunsTheXQueryMixOnTheEmbeddedXQueryTargetWithoutErrors() throws Exception {
        // the kit's xquery statements on BaseX in XWB's process; the insert pool is sized for the run's length
        // (TpoxScale.forRun), so the run ends by its clock however fast the machine is
        CommandRun run = CommandRun.of("demo", "--target", "basex", "--customers", "100", "--users", "2", "--duration", "3s",
                "--rampup", "1s");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("Target: BaseX "), "the demo names the XQuery target:\n" + run.out());
        assertTrue(run.out().contains("Outcome completed; 2 users, "), run.out());
        Matcher total = Pattern.compile("(?m)^Total\\s+(\\d+)\\s.*\\s(\\d+)$").matcher(run.out());
        assertTrue(total.find(), run.out());
        assertTrue(Long.parseLong(total.group(1)) > 0, run.out());
        assertEquals("0", total.group(2), "errors:\n" + run.out());
        Matcher results = Pattern.compile("Results: (\\S+)").matcher(run.out());
        assertTrue(results.find(), run.out());
        String environment = Files.readString(Path.of(results.group(1)).resolve("environment.json"));
        assertTrue(environment.contains("\"basex\""), "the run folder names the target kind: " + environment);
    }
}
