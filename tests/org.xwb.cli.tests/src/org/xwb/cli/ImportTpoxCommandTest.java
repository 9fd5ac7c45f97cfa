package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TpoxPluginFiles;

class ImportTpoxCommandTest {

    @TempDir
    Path temp;

    private Path tpox;

    @BeforeEach
    void writeATpoxWorkload() throws Exception {
        Files.writeString(temp.resolve("get_order.sql"), """
                SELECT doc FROM "order" WHERE id = ?
                %
                """);
        tpox = temp.resolve("workload.xml");
        Files.writeString(tpox, """
                <?xml version="1.0"?>
                <workload name="two">
                  <collections>
                    <collection name="order"><ids first="1" last="1000"/></collection>
                  </collections>
                  <transactions>
                    <transaction id="1" name="get_order" weight="70">
                      <location>get_order.sql</location>
                      <parameters><parameter><ids collection="order"/></parameter></parameters>
                    </transaction>
                    <transaction id="2" name="del_order" weight="30">
                      <statements><statement>DELETE FROM "order" WHERE id = ?</statement></statements>
                      <parameters><parameter><ids collection="order"/></parameter></parameters>
                    </transaction>
                  </transactions>
                </workload>
                """);
    }

    @Test
    void importsIntoAWorkloadFile() throws Exception {
        Path xwl = temp.resolve("two.xwl");

        CommandRun run = CommandRun.of("import-tpox", tpox, "-o", xwl);

        assertEquals(XwbCommand.OK, run.exitCode(), run.err());
        assertTrue(run.out().contains("Imported 2 transactions and 1 collections from " + tpox + " into " + xwl + " (dialect db2)"), run.out());
        Workload workload = WorkloadFiles.load(xwl);
        assertEquals("get_order", workload.getTransactions().get(0).getId());
        assertEquals("db2", workload.getTransactions().get(0).getStatements().get(0).getDialect());
    }

    @Test
    void theDialectCanBeChosen() throws Exception {
        Path xwl = temp.resolve("pg.xwl");
        assertEquals(XwbCommand.OK, CommandRun.of("import-tpox", tpox, "-o", xwl, "--dialect", "postgresql").exitCode());
        assertEquals("postgresql", WorkloadFiles.load(xwl).getDialects().get(0));
    }

    @Test
    void badInputExitsWith2AndTheLocatedErrorAndWritesNothing() throws Exception {
        Files.writeString(tpox, Files.readString(tpox).replace("weight=\"30\"", "weight=\"20\""));
        Path xwl = temp.resolve("two.xwl");

        CommandRun run = CommandRun.of("import-tpox", tpox, "-o", xwl);

        assertEquals(XwbCommand.BAD_INPUT, run.exitCode());
        assertEquals(tpox + ":6:17: the transaction weights add up to 90, not 100", run.err().strip());
        assertFalse(Files.exists(xwl));
    }

    @Test
    void anExistingOutputIsOnlyReplacedWithForce() throws Exception {
        Path xwl = temp.resolve("two.xwl");
        Files.writeString(xwl, "precious");

        CommandRun refused = CommandRun.of("import-tpox", tpox, "-o", xwl);
        assertEquals(XwbCommand.BAD_INPUT, refused.exitCode());
        assertTrue(refused.err().contains("exists; use --force"), refused.err());
        assertEquals("precious", Files.readString(xwl));

        assertEquals(XwbCommand.OK, CommandRun.of("import-tpox", tpox, "-o", xwl, "--force").exitCode());
        assertEquals("two", WorkloadFiles.load(xwl).getName());
    }

    /** A file of Java plug-ins is imported, not refused: each transaction says what it became. */
    @Test
    void pluginTransactionsAreImportedWithWhatWasLiftedAndCheckNamesTheOnesThatNeedAStatement() throws Exception {
        Path plugins = TpoxPluginFiles.copy(temp.resolve("plugins"), TpoxPluginFiles.MIXED_PLUGINS);
        Path xwl = temp.resolve("mixed.xwl");

        CommandRun run = CommandRun.of("import-tpox", plugins, "-o", xwl, "--collection", "CLN_Order=orders");

        assertEquals(XwbCommand.OK, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("Imported 5 transactions and 2 collections from " + plugins + " into " + xwl
                + " (dialects xquery, db2)"), run.out());
        assertTrue(run.out().contains("\n  get_order (plug-in org.tpox.xqj.XQueryTransaction): lifted into an xquery statement: "
                + "$id as xs:string <- ids orders"), run.out());
        assertTrue(run.out().contains("\n  new_order (plug-in org.tpox.jdbc.CallableTransaction): not lifted: "), run.out());
        assertTrue(run.out().contains("2 plug-in transactions were not lifted: new_order, daily_report need a statement"),
                run.out());
        Workload workload = WorkloadFiles.load(xwl);
        assertEquals("org.tpox.jdbc.CallableTransaction", workload.getTransactions().get(2).getPluginClass());
        String getOrder = workload.getTransactions().get(0).getStatements().get(0).getTexts().get(0);
        assertTrue(getOrder.contains("fn:collection(\"orders\")"), "the mapped collection name: " + getOrder);

        CommandRun check = CommandRun.of("check", xwl, "--dialect", "xquery");
        assertEquals(XwbCommand.RUN_ERRORS, check.exitCode(), check.out() + check.err());
        assertTrue(check.out().contains(xwl + ": transaction new_order: error: transaction new_order (plug-in "
                + "org.tpox.jdbc.CallableTransaction) needs a statement for dialect xquery"), check.out());
        assertTrue(check.out().contains(xwl + ": transaction daily_report: error: transaction daily_report (plug-in "
                + "com.acme.tpox.ReportJob) needs a statement for dialect xquery"), check.out());
    }

    @Test
    void aCollectionMappingWithoutTargetIsBadInput() throws Exception {
        Path plugins = TpoxPluginFiles.copy(temp.resolve("plugins"), TpoxPluginFiles.MIXED_PLUGINS);
        Path xwl = temp.resolve("mixed.xwl");

        CommandRun run = CommandRun.of("import-tpox", plugins, "-o", xwl, "--collection", "CLN_Order");

        assertEquals(XwbCommand.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("--collection CLN_Order=: give NAME=collection"), run.err());
        assertFalse(Files.exists(xwl));
    }

    @Test
    void aMissingOutputOptionIsAUsageError() {
        CommandRun run = CommandRun.of("import-tpox", tpox);
        assertEquals(XwbCommand.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("Missing required option: '--output=<file.xwl>'"), run.err());
    }
}
