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
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TpoxPluginFiles;
import org.xwb.testing.WorkspaceProperty;

/**
 * A TPoX workload written for an XQuery database (every transaction a Java plug-in) taken from
 * its file to a run on the embedded XQuery target, with nothing but xwb commands: generate,
 * import-tpox with the collection names mapped, load, run.
 */
class XQueryPluginRunCommandTest {

    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-xquery-plugins-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void theImportedPluginWorkloadRunsOnTheXQueryTargetWith2UsersWithoutErrors() throws Exception {
        Path tpox = TpoxPluginFiles.copy(workspace.resolve("tpox"), TpoxPluginFiles.XQUERY_PLUGINS);
        Path data = tpox.resolveSibling("data");
        CommandRun generated = CommandRun.of("generate", "--customers", "200", "-o", data, "--batch-files",
                "--docs-per-file", "50");
        assertEquals(XwbCommand.OK, generated.exitCode(), generated.out() + generated.err());

        Path xwl = tpox.resolveSibling("plugins.xwl");
        CommandRun imported = CommandRun.of("import-tpox", tpox, "-o", xwl, "--collection", "CLN_Order=orders",
                "--collection", "CLN_Customer=custacc", "--collection", "CLN_Security=security");
        assertEquals(XwbCommand.OK, imported.exitCode(), imported.out() + imported.err());
        assertTrue(imported.out().contains("(dialect xquery)"), imported.out());
        Workload workload = WorkloadFiles.load(xwl);
        String getOrder = workload.getTransactions().get(0).getStatements().get(0).getTexts().get(0);
        assertTrue(getOrder.contains("fn:collection(\"orders\")") && !getOrder.contains("CLN_Order"), getOrder);

        // the database holds the first half of the generated documents (the workload's id ranges: 100
        // customers, 500 orders); its inserts draw from all of them and continue after the highest id the
        // database holds, so the import's 10 and 2 batch files become 20 and 4 (100 customers, 500 orders left)
        String text = Files.readString(xwl);
        for (String[] files : List.of(new String[] { "data/order", "10", "20" }, new String[] { "data/custacc", "2", "4" })) {
            String before = "directory=\"" + files[0] + "\" filePrefix=\"batch\" filePostfix=\".xml\" firstFileId=\"1\" lastFileId=\""
                    + files[1] + "\"";
            assertTrue(text.contains(before), text);
            text = text.replace(before, before.replace("lastFileId=\"" + files[1], "lastFileId=\"" + files[2]));
        }
        Files.writeString(xwl, text);
        for (String[] collection : List.of(new String[] { "orders", "order", "10" }, new String[] { "custacc", "custacc", "2" })) {
            Path loaded = tpox.resolveSibling("loaded").resolve(collection[1]);
            Files.createDirectories(loaded);
            for (int batch = 1; batch <= Integer.parseInt(collection[2]); batch++) {
                Files.copy(data.resolve(collection[1]).resolve("batch" + batch + ".xml"), loaded.resolve("batch" + batch + ".xml"));
            }
            CommandRun load = CommandRun.of("load", "--target", "basex", "--workload", xwl, "--collection", collection[0],
                    loaded);
            assertEquals(XwbCommand.OK, load.exitCode(), load.out() + load.err());
        }
        CommandRun securities = CommandRun.of("load", "--target", "basex", "--workload", xwl, "--collection", "security",
                data.resolve("security"));
        assertEquals(XwbCommand.OK, securities.exitCode(), securities.out() + securities.err());

        // paced at 100 tx/s: the 100 customers' documents last the 11 s however fast the machine is (unpaced, a
        // quiet machine inserted all 100 CustAcc documents in 9 s and the run stopped, out of documents)
        CommandRun run = CommandRun.of("run", xwl, "--target", "basex", "--users", "2", "--duration", "10s", "--rampup",
                "1s", "--seed", "3", "--rate", "100");

        assertEquals(XwbCommand.OK, run.exitCode(), run.out() + run.err());
        Matcher total = Pattern.compile("(?m)^Total\\s+(\\d+)\\s.*\\s(\\d+)$").matcher(run.out());
        assertTrue(total.find(), run.out());
        assertTrue(Long.parseLong(total.group(1)) > 0, run.out());
        assertEquals("0", total.group(2), "errors:\n" + run.out());
        assertTrue(run.out().contains("Outcome completed; 2 users, "), run.out());
        for (String transaction : List.of("get_order", "get_security", "customer_profile", "store_order", "update_price",
                "delete_order")) {
            Matcher row = Pattern.compile("(?m)^" + transaction + "\\s+(\\d+)\\s").matcher(run.out());
            assertTrue(row.find() && Long.parseLong(row.group(1)) > 0, transaction + " ran:\n" + run.out());
        }
    }
}
