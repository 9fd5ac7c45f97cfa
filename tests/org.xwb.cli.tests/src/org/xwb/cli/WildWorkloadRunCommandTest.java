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
import org.xwb.core.results.RunResults;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.IdsSource;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TpoxPluginFiles;
import org.xwb.testing.WorkspaceProperty;

/**
 * The must-show corpus file ({@link TpoxPluginFiles#WILD_XXS}: CLN_ collection names, id lists at
 * the TPoX XXS ranges, a store-document plug-in) from its file to a run on the kit database of the
 * embedded XQuery target, with xwb commands only: demo builds the database, import-tpox maps the
 * names onto its collections and refits the ids, run runs it: 0 errors and rows for every query.
 */
class WildWorkloadRunCommandTest {

    private Path workspace;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-wild-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close();
    }

    @Test
    void theWildXxsFileImportsMappedToTheKitDatabaseAndRunsOnTheXQueryTargetWithRowsAndNoErrors() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--target", "basex", "--customers", "150", "--users", "1", "--duration",
                "1s", "--rampup", "0s");
        assertEquals(XwbCommand.OK, demo.exitCode(), demo.out() + demo.err());
        Path tpox = TpoxPluginFiles.copy(workspace.resolve("wild"), TpoxPluginFiles.WILD_XXS);
        CommandRun generated = CommandRun.of("generate", "--customers", "100", "-o", tpox.resolveSibling("data"),
                "--batch-files", "--docs-per-file", "50");
        assertEquals(XwbCommand.OK, generated.exitCode(), generated.out() + generated.err());

        // mapped but not refitted: xwb check --target says the id lists miss the database before a run finds nothing
        Path raw = tpox.resolveSibling("wild-raw.xwl");
        assertEquals(XwbCommand.OK, CommandRun.of("import-tpox", tpox, "-o", raw, "--collection", "CLN_Customer=custacc",
                "--collection", "CLN_Order=orders", "--collection", "CLN_Security=security").exitCode());
        CommandRun unfit = CommandRun.of("check", raw, "--target", "basex");
        assertEquals(XwbCommand.RUN_ERRORS, unfit.exitCode(), unfit.out() + unfit.err());
        assertTrue(unfit.out().contains(raw + ": basex: error: collection custids cannot be read on target basex"),
                unfit.out());

        Path xwl = tpox.resolveSibling("wild.xwl");
        CommandRun imported = CommandRun.of("import-tpox", tpox, "-o", xwl, "--collection", "CLN_Customer=custacc",
                "--collection", "CLN_Order=orders", "--collection", "CLN_Security=security", "--refit-ids");
        assertEquals(XwbCommand.OK, imported.exitCode(), imported.out() + imported.err());
        assertTrue(imported.out().contains("store_customer (plug-in org.tpox.xqj.StoreDocument): lifted into an xquery "
                + "statement: $content as document-node() <- files newcustomers"), imported.out());
        assertTrue(Pattern.compile("fitted: transaction customer_profile: ids from custacc \\(1000\\.\\.\\d+, the "
                + "database's\\) instead of custids \\(1002\\.\\.101001\\)").matcher(imported.out()).find(), imported.out());
        assertTrue(imported.out().contains("fitted: id list orderids dropped: no parameter uses it"), imported.out());
        Workload workload = WorkloadFiles.load(xwl);
        workload.getTransactions().stream().flatMap(t -> t.getParameters().stream())
                .filter(p -> p.getSource() instanceof IdsSource).forEach(p -> assertTrue(
                        List.of("custacc", "orders").contains(((IdsSource) p.getSource()).getCollection().getName()),
                        "ids from the database's collections"));

        CommandRun fit = CommandRun.of("check", xwl, "--target", "basex");
        assertTrue(fit.out().contains(xwl + ": on target basex: 0 error(s)"), fit.out() + fit.err());
        Workload missing = WorkloadFiles.load(xwl);
        missing.getCollections().stream().filter(c -> c.getName().equals("custacc")).forEach(c -> {
            c.setFirstId(500_000);
            c.setLastId(600_000);
        });
        Path miss = tpox.resolveSibling("wild-miss.xwl");
        WorkloadFiles.save(missing, miss);
        CommandRun misses = CommandRun.of("check", miss, "--target", "basex");
        assertEquals(XwbCommand.RUN_ERRORS, misses.exitCode(), misses.out() + misses.err());
        assertTrue(misses.out().contains("error: the ids of collection custacc (500000..600000) miss every id the database "
                + "holds (1000.."), misses.out());

        CommandRun run = CommandRun.of("run", xwl, "--target", "basex", "--users", "2", "--duration", "6s", "--rampup",
                "1s", "--seed", "5", "--rate", "60");

        assertRanWithRowsAndNoErrors(run);
    }

    @Test
    void theSqlCorpusImportsMappedToTheKitDatabaseAndRunsOnTheEmbeddedPostgresWithRowsAndNoErrors() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--customers", "150", "--users", "1", "--duration", "1s", "--rampup",
                "0s");
        assertEquals(XwbCommand.OK, demo.exitCode(), demo.out() + demo.err());
        Path tpox = TpoxPluginFiles.copy(workspace.resolve("wild-sql"), TpoxPluginFiles.WILD_XXS_SQL);
        Path data = tpox.resolveSibling("data");
        CommandRun generated = CommandRun.of("generate", "--customers", "100", "-o", data, "--batch-files",
                "--docs-per-file", "50");
        assertEquals(XwbCommand.OK, generated.exitCode(), generated.out() + generated.err());
        // new customers: ids the database does not hold yet (its table's id is the primary key)
        try (var files = Files.list(data.resolve("custacc"))) {
            for (Path batch : files.toList()) {
                Matcher id = Pattern.compile("<Customer id=\"(\\d+)\"").matcher(Files.readString(batch));
                StringBuilder shifted = new StringBuilder();
                while (id.find()) {
                    id.appendReplacement(shifted, "<Customer id=\"" + (Long.parseLong(id.group(1)) + 900_000) + "\"");
                }
                id.appendTail(shifted);
                Files.writeString(batch, shifted);
            }
        }

        Path xwl = tpox.resolveSibling("wild-sql.xwl");
        CommandRun imported = CommandRun.of("import-tpox", tpox, "-o", xwl, "--dialect", "postgresql", "--collection",
                "CLN_Customer=custacc", "--collection", "CLN_Order=orders", "--collection", "CLN_Security=security",
                "--refit-ids");
        assertEquals(XwbCommand.OK, imported.exitCode(), imported.out() + imported.err());
        assertTrue(imported.out().contains("fitted: transaction store_customer: postgresql document insert into table "
                + "custacc"), imported.out());
        assertTrue(Pattern.compile("fitted: transaction get_order: ids from orders \\(100000\\.\\.\\d+, the "
                + "database's\\) instead of orderids \\(103282\\.\\.603281\\)").matcher(imported.out()).find(),
                imported.out());
        Workload workload = WorkloadFiles.load(xwl);
        for (Transaction transaction : workload.getTransactions()) {
            for (org.xwb.model.Statement statement : transaction.getStatements()) {
                statement.getTexts().forEach(text -> assertTrue(!text.contains("CLN_"), "mapped: " + text));
            }
        }
        org.xwb.model.Statement insert = workload.getTransactions().stream()
                .filter(t -> t.getId().equals("store_customer")).findFirst().orElseThrow().getStatements().stream()
                .filter(s -> "postgresql".equals(s.getDialect())).findFirst().orElseThrow();
        assertTrue(insert.getTexts().get(0).startsWith("INSERT INTO custacc (id, doc)"), insert.getTexts().get(0));
        assertTrue(insert.getTexts().get(0).contains("CAST(? AS xml)"), "the document is a bound parameter");

        CommandRun fit = CommandRun.of("check", xwl, "--target", "embedded");
        assertTrue(fit.out().contains(xwl + ": on target embedded: 0 error(s)"), fit.out() + fit.err());

        CommandRun run = CommandRun.of("run", xwl, "--target", "embedded", "--users", "2", "--duration", "6s",
                "--rampup", "1s", "--seed", "5", "--rate", "60");

        assertRanWithRowsAndNoErrors(run);
    }

    /**
     * The run of the imported workload: exit 0, 0 errors in the Total row, rows for every query and
     * documents stored by the insert, read back from the run folder the command names.
     */
    private static void assertRanWithRowsAndNoErrors(CommandRun run) throws Exception {
        assertEquals(XwbCommand.OK, run.exitCode(), run.out() + run.err());
        Matcher total = Pattern.compile("(?m)^Total\\s+(\\d+)\\s.*\\s(\\d+)$").matcher(run.out());
        assertTrue(total.find(), run.out());
        assertEquals("0", total.group(2), "errors:\n" + run.out());
        Matcher results = Pattern.compile("(?m)^Results: (.+)$").matcher(run.out());
        assertTrue(results.find(), run.out());
        RunSummary summary = RunResults.summary(Path.of(results.group(1).strip()));
        for (String query : List.of("get_order", "customer_profile", "securities_by_sector")) {
            TransactionSummary tx = summary.transactions().stream().filter(t -> t.id().equals(query)).findFirst()
                    .orElseThrow();
            assertTrue(tx.count() > 0 && tx.affectedRows() > 0, query + " returned rows: " + tx);
        }
        TransactionSummary store = summary.transactions().stream().filter(t -> t.id().equals("store_customer"))
                .findFirst().orElseThrow();
        assertTrue(store.count() > 0 && store.documents() > 0, "documents stored: " + store);
    }
}
