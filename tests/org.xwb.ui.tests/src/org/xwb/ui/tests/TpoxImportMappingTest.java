package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.ui.testing.TpoxImportDialog.allTexts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.TpoxPluginFiles;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.TpoxImportDialog;
import org.xwb.ui.testing.UIThread;

/**
 * New Workload from a TPoX file written for an XQuery database (every transaction a Java
 * plug-in): the dialog shows the fn:collection names the queries use, each with the workload's
 * collection to map it to (guessed first, changeable), and per transaction what the import makes
 * of it; the workload written has the chosen names in its statements, as
 * {@code xwb import-tpox --collection} writes them.
 */
@ExtendWith(ScreenshotOnFailure.class)
class TpoxImportMappingTest {

    private static final String ID = TpoxImportDialog.ID;

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);

    @Test
    void theCollectionNamesOfThePluginQueriesAreMappedToTheWorkloadsCollections() throws Exception {
        Path tpox = TpoxPluginFiles.copy(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox-plugins-" + stamp),
                TpoxPluginFiles.XQUERY_PLUGINS);
        SWTBotShell dialog = TpoxImportDialog.open(bot, "plugins " + stamp, tpox);

        assertEquals("orders", dialog.bot().comboBoxWithId(ID + "collection.CLN_Order").getText());
        assertEquals("security", dialog.bot().comboBoxWithId(ID + "collection.CLN_Security").getText());
        assertEquals("custacc", dialog.bot().comboBoxWithId(ID + "collection.CLN_Customer").getText(),
                "no collection of that name: the one holding CustAcc documents");
        assertEquals(List.of("custacc", "orders", "security", "keep the name CLN_Customer"),
                dialog.bot().comboBoxWithId(ID + "collection.CLN_Customer").items());
        String notes = dialog.bot().textWithId(ID + "importNotes").getText();
        assertTrue(notes.contains("get_order (plug-in org.tpox.xqj.XQueryTransaction): lifted into an xquery statement: "),
                notes);
        assertFalse(notes.contains("not lifted"), notes);
        org.eclipse.swt.widgets.Text notesBox = dialog.bot().textWithId(ID + "importNotes").widget;
        assertTrue(UIThread.syncExec(() -> notesBox.getHorizontalBar() == null && (notesBox.getStyle() & SWT.WRAP) != 0),
                "the notes wrap at the box's width: no sideways scrolling to read a note");
        // the user keeps CLN_Security as it is (say the database is named so)
        dialog.bot().comboBoxWithId(ID + "collection.CLN_Security").setSelection("keep the name CLN_Security");
        Screenshots.capture(Screenshots.folder().resolve("import-tpox.png"));
        dialog.bot().button("OK").click();

        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("plugins-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the workload", () -> Files.isRegularFile(file)));
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        Workload workload = WorkloadFiles.load(file);
        assertEquals(List.of("xquery"), workload.getDialects());
        String texts = String.join("\n", workload.getTransactions().stream().flatMap(t -> t.getStatements().stream())
                .flatMap(s -> s.getTexts().stream()).toList());
        assertTrue(texts.contains("fn:collection(\"orders\")") && texts.contains("fn:collection(\"custacc\")"), texts);
        assertFalse(texts.contains("CLN_Order") || texts.contains("CLN_Customer"), texts);
        assertTrue(texts.contains("fn:collection(\"CLN_Security\")"), "kept as chosen:\n" + texts);

        // changed afterwards in the workload editor: the kept name mapped after all
        bot.cTabItem(file.getFileName().toString()).activate();
        bot.cTabItem("Collections").activate();
        bot.buttonWithId("org.xwb.ui.workloadEditor.collection.mapNames").click();
        SWTBotShell map = bot.shell("Map Collection Names").activate();
        String mapId = "org.xwb.ui.workloadEditor.mapCollections.collection.";
        assertEquals("security", map.bot().comboBoxWithId(mapId + "CLN_Security").getText(), "the guess for a kept name");
        assertEquals("orders", map.bot().comboBoxWithId(mapId + "orders").getText(), "a mapped name stays");
        assertEquals("custacc", map.bot().comboBoxWithId(mapId + "custacc").getText());
        Screenshots.capture(Screenshots.folder().resolve("map-collection-names.png"));
        map.bot().button("OK").click();
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("the remapped statements saved", () -> allTexts(file).contains("fn:collection(\"security\")")));
        String remapped = allTexts(file);
        assertFalse(remapped.contains("CLN_Security"), remapped);
        assertTrue(remapped.contains("fn:collection(\"orders\")") && remapped.contains("fn:collection(\"custacc\")"), remapped);

        // a collection renamed on the Collections page: the statements that name it follow (one undo step)
        org.xwb.ui.testing.SWTBotTable collections = bot.tableWithId("org.xwb.ui.workloadEditor.collections");
        int orders = -1;
        for (int row = 0; row < collections.rowCount(); row++) {
            if (collections.cell(row, "Name").equals("orders")) {
                orders = row;
            }
        }
        collections.select(orders);
        bot.textWithId("org.xwb.ui.workloadEditor.collection.name").setText("orders_renamed").pressEnter();
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("the renamed collection's statements saved",
                () -> allTexts(file).contains("fn:collection(\"orders_renamed\")")));
        assertFalse(allTexts(file).contains("fn:collection(\"orders\")"), allTexts(file));
        close(file);
    }

    @Test
    void pluginsTheImportCannotLiftAreNamedBeforeTheWorkloadIsWritten() throws Exception {
        Path tpox = TpoxPluginFiles.copy(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox-mixed-" + stamp),
                TpoxPluginFiles.MIXED_PLUGINS);
        SWTBotShell dialog = TpoxImportDialog.open(bot, "mixed " + stamp, tpox);

        bot.waitUntil(Conditions.of("the mapping of CLN_Order",
                () -> "orders".equals(dialog.bot().comboBoxWithId(ID + "collection.CLN_Order").getText())));
        String notes = dialog.bot().textWithId(ID + "importNotes").getText();
        assertTrue(notes.contains("new_order (plug-in org.tpox.jdbc.CallableTransaction): not lifted: "), notes);
        assertTrue(notes.contains("daily_report (plug-in com.acme.tpox.ReportJob): not lifted: "), notes);
        assertTrue(notes.contains("2 plug-in transactions are imported without a statement"), notes);
        Screenshots.capture(Screenshots.folder().resolve("import-tpox-mixed.png"));
        dialog.bot().button("OK").click();

        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("mixed-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the workload, with what it could not lift", () -> Files.isRegularFile(file)));
        Workload workload = WorkloadFiles.load(file);
        Transaction getOrder = workload.getTransactions().get(0);
        Statement statement = getOrder.getStatements().get(0);
        assertTrue(statement.getTexts().get(0).contains("fn:collection(\"orders\")"), statement.getTexts().get(0));
        assertEquals("com.acme.tpox.ReportJob", workload.getTransactions().get(3).getPluginClass());
        assertTrue(workload.getTransactions().get(3).getStatements().isEmpty());
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        close(file);
    }

    /** A file whose id lists and names are not the database's: the kit database's collections are offered and guessed. */
    @Test
    void theKitDatabasesCollectionsAreOfferedAndGuessedFromTheRootElementAndNamespace() throws Exception {
        Path tpox = TpoxPluginFiles.copy(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox-wild-" + stamp),
                TpoxPluginFiles.WILD_XXS);
        SWTBotShell dialog = TpoxImportDialog.open(bot, "wild " + stamp, tpox);

        bot.waitUntil(Conditions.of("the mapping of CLN_Customer",
                () -> "custacc".equals(dialog.bot().comboBoxWithId(ID + "collection.CLN_Customer").getText())));
        assertEquals(List.of("custids", "orderids", "newcustomers", "custacc", "orders", "security",
                "keep the name CLN_Customer"), dialog.bot().comboBoxWithId(ID + "collection.CLN_Customer").items(),
                "the workload's id lists and the kit database's collections");
        assertEquals("orders", dialog.bot().comboBoxWithId(ID + "collection.CLN_Order").getText(),
                "FIXML of the FIXML namespace: the kit's orders");
        assertEquals("security", dialog.bot().comboBoxWithId(ID + "collection.CLN_Security").getText());
        Screenshots.capture(Screenshots.folder().resolve("import-mapped.png"));
        dialog.bot().button("OK").click();

        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("wild-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the workload", () -> Files.isRegularFile(file)));
        Workload workload = WorkloadFiles.load(file);
        assertTrue(workload.getCollections().stream().map(c -> c.getName()).toList()
                .containsAll(List.of("custacc", "orders", "security")), "the kit's collections joined");
        String texts = allTexts(file);
        assertTrue(texts.contains("fn:collection(\"custacc\")/Customer") && texts.contains("fn:collection(\"orders\")")
                && texts.contains("db:add(\"custacc\""), texts);
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        close(file);
    }

    private void close(Path file) {
        bot.cTabItem(file.getFileName().toString()).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("closed", () -> !bot.hasCTabItem(file.getFileName().toString())));
    }
}
