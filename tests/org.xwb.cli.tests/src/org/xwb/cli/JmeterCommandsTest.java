package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.results.Json;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.embedded.EmbeddedCredential;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.WorkloadRole;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * The JMeter way on the embedded server: {@code xwb export-jmeter} the kit's TPoX mixed workload,
 * {@code xwb jmeter} runs the plan with JMeter's engine (2 threads, 20 s) and imports its results
 * as a run folder whose transaction mix matches the weights, without an error; {@code xwb
 * import-jmeter} turns the same JMeter results into a second run folder with the same counts. The
 * password is in no output and no file but the workspace's password file.
 */
class JmeterCommandsTest {

    private static final Pattern RESULTS = Pattern.compile("(?m)^Results: (.+)$");
    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-jmeter-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void theMixedWorkloadExportedRunByJmeterAndImportedKeepsTheWeightsWithoutAnError() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--customers", "150", "--users", "2", "--duration", "2s", "--rampup", "1s");
        assertEquals(0, demo.exitCode(), demo.out() + demo.err());
        Path mixed = workspace.resolve("workloads/tpox/tpox-mixed.xwl");
        Path plan = workspace.resolve("jmeter/tpox-mixed.jmx");

        // paced (JMeter's Precise Throughput Timer): unpaced, a quiet machine ran out of the 150
        // customers' insert documents in 4 s (3,500 tx/s) and the run stopped early; 10 s at 200 tx/s
        // give the weights as many transactions as 20 s at 100 did, in half the wait
        CommandRun export = CommandRun.of("export-jmeter", mixed, "-o", plan, "--users", "2", "--duration", "10s",
                "--rampup", "2s", "--rate", "200");
        assertEquals(0, export.exitCode(), export.out() + export.err());
        assertTrue(Files.isRegularFile(plan), export.out());
        assertTrue(export.out().contains("Mix (one pass of"), export.out());

        CommandRun run = CommandRun.of("jmeter", plan);
        assertEquals(0, run.exitCode(), run.out() + run.err());
        Path folder = folder(run);
        Map<String, Object> summary = summary(folder);
        assertEquals("completed", summary.get("outcome"), run.out());
        assertEquals(0L, number(summary, "transactions_failed"), run.out());
        long counted = number(summary, "transactions_counted");
        assertTrue(counted > 0, run.out());
        assertEquals(2L, number(summary, "users"), run.out());

        double weights = 0;
        for (Map<String, Object> t : transactions(summary)) {
            weights += ((Number) t.get("weight")).doubleValue();
        }
        assertEquals(13, transactions(summary).size(), "every transaction of the mix is in the run");
        for (Map<String, Object> t : transactions(summary)) {
            double expected = 100 * ((Number) t.get("weight")).doubleValue() / weights;
            double actual = 100.0 * ((Number) t.get("count")).longValue() / counted;
            assertTrue(Math.abs(actual - expected) <= 3, t.get("id") + ": " + actual + " % of the transactions, weight gives "
                    + expected + " %\n" + run.out());
            assertEquals(0L, number(errorsOf(t), "failed"), t.get("id") + " failed\n" + run.out());
        }
        assertTrue(Files.readString(folder.resolve("run.json")).contains("\"load_generator\""), "the run says JMeter ran it");
        for (String file : List.of("intervals.csv", "histograms.hlog", "stats.txt", "environment.json", "jmeter/results.jtl")) {
            assertTrue(Files.size(folder.resolve(file)) > 0, file);
        }

        // the same JMeter results imported by hand: the same counts
        CommandRun imported = CommandRun.of("import-jmeter", plan, folder.resolve("jmeter/results.jtl"), "--engines",
                "host-a:1099");
        assertEquals(0, imported.exitCode(), imported.out() + imported.err());
        Path second = folder(imported);
        assertFalse(second.equals(folder));
        Map<String, Object> again = summary(second);
        assertEquals(counted, number(again, "transactions_counted"));
        assertTrue(Files.readString(second.resolve("run.json")).contains("host-a:1099"));

        EmbeddedLayout layout = EmbeddedLayout.of(new Workspace(workspace));
        String password = EmbeddedCredential.read(layout.credentialFile()).password();
        String workloads = EmbeddedCredential.read(layout.workloadCredentialFile(), WorkloadRole.NAME).password();
        for (CommandRun r : List.of(export, run, imported)) {
            assertFalse(r.out().contains(password) || r.err().contains(password), "the password was printed");
            assertFalse(r.out().contains(workloads) || r.err().contains(workloads), "the plan's password was printed");
        }
        assertEquals(List.of(), EmbeddedPasswordTest.filesContaining(workspace, password, layout.credentialFile()));
        assertEquals(List.of(), EmbeddedPasswordTest.filesContaining(workspace, workloads,
                layout.workloadCredentialFile()));
    }

    @Test
    void aPlanWithoutItsDescriptionIsBadInputNamingTheFile() throws Exception {
        Path plan = Files.writeString(workspace.resolve("alone.jmx"), "<jmeterTestPlan/>", StandardCharsets.UTF_8);
        CommandRun run = CommandRun.of("import-jmeter", plan, plan);
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("alone.xwb.json"), run.err());
    }

    private static Path folder(CommandRun run) {
        Matcher m = RESULTS.matcher(run.out());
        assertTrue(m.find(), run.out());
        return Path.of(m.group(1).strip());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> summary(Path folder) throws IOException {
        return (Map<String, Object>) Json.parse(Files.readString(folder.resolve("summary.json")));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> transactions(Map<String, Object> summary) {
        return (List<Map<String, Object>>) summary.get("transactions");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> errorsOf(Map<String, Object> transaction) {
        return (Map<String, Object>) transaction.get("errors");
    }

    private static long number(Map<String, Object> map, String key) {
        return ((Number) map.get(key)).longValue();
    }
}
