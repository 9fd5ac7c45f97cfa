package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.workload.GenerateDocumentsDialog;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.ui.validation.DocumentValidation;
import org.xwb.ui.validation.ValidationSetup;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.validate.CancellationToken;
import org.xwb.xml.validate.CompiledSchema;

/**
 * File > New for schemas and documents on the real product: an XML schema with the namespace the
 * user names opens in the schema editor and compiles; an XML document of the kit's Customer
 * element opens in the XML editor with its namespace, schema location and required children and is
 * valid with the engine the editor and {@code xwb validate} use; TPoX documents are generated into
 * documents/ as a job that can be cancelled, the first one opened.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NewXmlFilesTest {

    private static final String SCHEMA_ID = "org.xwb.ui.schema.newSchema.";
    private static final String DOCUMENT_ID = "org.xwb.ui.schema.newDocument.";

    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);
    private final Path schema = workspace.folder(Workspace.Folder.SCHEMAS).resolve("new-" + stamp + ".xsd");
    private final Path document = workspace.folder(Workspace.Folder.DOCUMENTS).resolve("customer-" + stamp + ".xml");
    private final Path generated = workspace.folder(Workspace.Folder.DOCUMENTS).resolve("generated-" + stamp);

    @Test
    void aNewSchemaHasTheNamespaceTheUserNamesOpensInTheSchemaEditorAndCompiles() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "New", "XML Schema...").click();
        SWTBotShell dialog = bot.shell("New XML Schema").activate();
        dialog.bot().textWithId(SCHEMA_ID + "name").setText("new-" + stamp);
        dialog.bot().textWithId(SCHEMA_ID + "folder").setText("schemas");
        dialog.bot().textWithId(SCHEMA_ID + "element").setText("Portfolio");
        dialog.bot().textWithId(SCHEMA_ID + "namespace").setText("portfolios");
        bot.waitUntil(Conditions.of("OK refused for a namespace without a scheme",
                () -> !dialog.bot().button("OK").isEnabled()));
        dialog.bot().textWithId(SCHEMA_ID + "namespace").setText("urn:example:portfolios");
        bot.waitUntil(Conditions.valueIs("the file to be created", () -> dialog.bot().labelWithId(SCHEMA_ID + "file").getText(),
                "Creates schemas/new-" + stamp + ".xsd"));
        dialog.bot().button("OK").click();

        XmlEditorPart editor = editors.editor(schema.getFileName().toString());
        assertTrue(UIThread.syncExec(editor::isSchema), "opens in the schema editor");
        String text = Files.readString(schema);
        assertTrue(text.contains("targetNamespace=\"urn:example:portfolios\""), text);
        CompiledSchema.compile(schema); // throws with the located errors when the new schema is not valid
        bot.waitUntil(Conditions.of("the outline's global element",
                () -> UIThread.syncExec(() -> editor.schemaModel()) != null
                        && UIThread.syncExec(() -> editor.schemaModel().globalElementNames()).equals(List.of("Portfolio"))));
    }

    @Test
    void aNewDocumentOfTheKitsCustomerHasItsNamespaceSchemaAndRequiredChildrenAndIsValid() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "New", "XML Document...").click();
        SWTBotShell dialog = bot.shell("New XML Document").activate();
        dialog.bot().comboBoxWithId(DOCUMENT_ID + "schema").setSelection("kit: custacc.xsd");
        bot.waitUntil(Conditions.of("the schema's global elements", () -> dialog.bot().comboBoxWithId(DOCUMENT_ID + "element")
                .items().contains("Customer")));
        dialog.bot().comboBoxWithId(DOCUMENT_ID + "element").setSelection("Customer");
        assertEquals("customer.xml", dialog.bot().textWithId(DOCUMENT_ID + "name").getText(), "named after the element");
        dialog.bot().textWithId(DOCUMENT_ID + "name").setText(document.getFileName().toString());
        dialog.bot().textWithId(DOCUMENT_ID + "folder").setText("documents");
        bot.waitUntil(Conditions.valueIs("the file to be created", () -> dialog.bot().labelWithId(DOCUMENT_ID + "file").getText(),
                "Creates documents/" + document.getFileName()));
        Screenshots.capture(Screenshots.folder().resolve("new-xml-document-dialog.png"));
        dialog.bot().button("OK").click();

        XmlEditorPart editor = editors.editor(document.getFileName().toString());
        String text = Files.readString(document);
        TpoxKit kit = TpoxKit.installed();
        assertTrue(text.contains("<Customer xmlns=\"" + TpoxKit.CUSTACC_NAMESPACE + "\""), text);
        assertTrue(text.contains("xsi:schemaLocation=\"" + TpoxKit.CUSTACC_NAMESPACE + " "
                + kit.custaccSchema().toAbsolutePath().normalize().toUri()), text);
        assertTrue(text.contains("<Name>") && text.contains("<FirstName>") && text.contains("<Addresses/>"), text);

        DocumentValidation.Outcome outcome = DocumentValidation.validate(document, new ValidationSetup(workspace),
                CancellationToken.NEVER);
        assertEquals(List.of(), outcome.problems(), text);
        assertTrue(outcome.schema().contains("custacc.xsd (named by the document)"), outcome.schema());
        bot.waitUntil(Conditions.of("the editor's status: valid against custacc.xsd", () -> {
            String status = UIThread.syncExec(editor::statusText);
            return status.contains("custacc.xsd") && status.endsWith("valid");
        }));
        Screenshots.capture(Screenshots.folder().resolve("new-xml-document.png"));
    }

    @Test
    void tpoxDocumentsAreGeneratedIntoDocumentsAsAJobThatCanBeCancelled() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        // a million orders: Cancel reaches the job long before the end on any machine
        generate(1_000_000, "11");
        bot.waitUntil(Conditions.of("the job in the status line", () -> progressText().startsWith("Generate 1000000 order")));
        bot.linkWithId(ProgressLine.CANCEL_ID).click();
        String[] cancelled = { null };
        bot.waitUntil(Conditions.of("the cancelled generation in Problems", () -> {
            cancelled[0] = problems.entries().stream().map(ProblemsLog.Entry::message)
                    .filter(m -> m.contains(generated.toString()) && m.endsWith(", cancelled")).findFirst().orElse(null);
            return cancelled[0] != null;
        }), 120_000);
        long kept = count(generated.resolve("order"));
        assertTrue(kept < 1_000_000, "stopped midway: " + kept);
        assertTrue(cancelled[0].startsWith(String.format(java.util.Locale.ROOT, "Generated %,d order documents", kept)),
                "Problems counts what was kept: " + kept + " files, " + cancelled[0]);
        if (kept > 0) { // Cancel may come before the first document on a fast machine
            editors.editor("order100000.xml"); // what was written is there: the first one opens
            editors.closeAll("order100000.xml");
        }

        XmlEditorBot.deleteFolder(generated);
        generate(50, "11");
        bot.waitUntil(Conditions.of("the generation in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().startsWith("Generated 50 order documents") && !e.message().endsWith("cancelled")
                        && e.message().contains(generated.toString()))), 120_000);
        assertEquals(50, count(generated.resolve("order")));
        Path first = generated.resolve("order").resolve("order100000.xml");
        XmlEditorPart editor = editors.editor(first.getFileName().toString());
        assertEquals(first.toAbsolutePath().normalize(), UIThread.syncExec(editor::file).toAbsolutePath().normalize());
        DocumentValidation.Outcome outcome = DocumentValidation.validate(first, new ValidationSetup(workspace),
                CancellationToken.NEVER);
        assertEquals(0, outcome.errors(), outcome.problems().toString());
    }

    private void generate(int count, String seed) {
        bot.menu("File", "New", "TPoX Documents...").click();
        SWTBotShell dialog = bot.shell(GenerateDocumentsDialog.TITLE).activate();
        assertEquals("order", dialog.bot().comboBoxWithId(GenerateDocumentsDialog.ID + "kind").getText());
        assertEquals("documents", dialog.bot().textWithId(GenerateDocumentsDialog.ID + "folder").getText(),
                "into the workspace's documents/, shown as the navigator shows it, not as an absolute path");
        dialog.bot().spinnerWithId(GenerateDocumentsDialog.ID + "count").setSelection(count);
        dialog.bot().textWithId(GenerateDocumentsDialog.ID + "seed").setText(seed);
        // relative to the workspace, as shown
        dialog.bot().textWithId(GenerateDocumentsDialog.ID + "folder").setText("documents/" + generated.getFileName());
        Screenshots.capture(Screenshots.folder().resolve("generate-documents.png"));
        dialog.bot().button("Generate").click();
    }

    private static long count(Path folder) throws Exception {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    private String progressText() {
        return UIThread.syncExec(() -> bot.widgetWithId(Label.class, ProgressLine.TEXT_ID).getText());
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll(schema.getFileName().toString(), document.getFileName().toString(), "order100000.xml");
        bot.waitUntil(Conditions.of("no generation running", () -> !progressText().startsWith("Generate ")), 120_000);
        Files.deleteIfExists(schema);
        Files.deleteIfExists(document);
        XmlEditorBot.deleteFolder(generated);
        assertFalse(Files.exists(generated));
    }
}
