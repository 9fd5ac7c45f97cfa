package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.xml.ContentModelPart;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.ui.validation.DocumentValidation;
import org.xwb.xml.TpoxKit;

/**
 * What the XML editor does with files it must not edit and the schema reading aids: a 50 MB
 * document opens read-only with its notice (the open time printed, not asserted) and its
 * validation is a job Cancel stops; a binary file is refused with a message, no editor full of
 * bytes and no dialog; the Content Model view of the kit's Customer (and FIXML's Order, a type
 * derived by extension) lists particles with cardinalities; "Validate with..." picks a schema and
 * the errors follow the pick.
 */
@ExtendWith(ScreenshotOnFailure.class)
class XmlEditorLimitsTest {

    private static final String FOLDER = "editor-limits-test";
    private static final String PORTFOLIO_NS = "urn:example:xwb-validate-with";
    private final SWTBot bot = new SWTBot().withTimeout(120_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final Path documents = workspace.folder(Workspace.Folder.DOCUMENTS).resolve(FOLDER);
    private final Path schemas = workspace.folder(Workspace.Folder.SCHEMAS).resolve(FOLDER);
    private final List<String> opened = new ArrayList<>();

    @Test
    void a50MegabyteDocumentOpensReadOnlyWithItsNoticeAndValidatesAsAJobThatCanBeCancelled() throws Exception {
        Path big = Files.createDirectories(documents).resolve("big-order.xml");
        DocumentValidationTest.writeLargeOrder(big, 1_050_000); // about 52 MB
        opened.add(big.getFileName().toString());

        long start = System.nanoTime();
        XmlEditorPart editor = editors.open("documents", FOLDER, big.getFileName().toString());
        bot.waitUntil(Conditions.of("the text shown", () -> UIThread.syncExec(() -> editor.textWidget().getCharCount()) > 0));
        long openMillis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf(Locale.ROOT, "XmlEditorLimitsTest: %.1f MB document open and shown in %d ms (goal: 2 s; not asserted)%n",
                Files.size(big) / 1e6, openMillis);

        String notice = UIThread.syncExec(editor::notice);
        assertTrue(notice.startsWith("Read-only: ") && notice.contains("MB is over the editor's 10 MB limit"), notice);
        assertTrue(!UIThread.syncExec(() -> editor.textWidget().getEditable()), "read-only");

        // on open it validates as a job with Cancel in the status line (over 1 MB: not a quiet one)
        bot.waitUntil(Conditions.of("the validation job in the status line",
                () -> progressText().startsWith("Validate " + big.getFileName())));
        bot.linkWithId(ProgressLine.CANCEL_ID).click();
        bot.waitUntil(Conditions.of("the editor says the validation was cancelled",
                () -> UIThread.syncExec(editor::statusText).endsWith("validation cancelled")));
        DocumentValidation.Outcome outcome = UIThread.syncExec(editor::lastValidation);
        assertTrue(outcome.cancelled(), "the outcome is the cancelled run");
        bot.waitUntil(Conditions.of("the job gone from the status line",
                () -> !progressText().startsWith("Validate " + big.getFileName())));
    }

    @Test
    void aBinaryFileIsRefusedWithAMessageAndNoEditorFullOfBytes() throws Exception {
        Path binary = Files.createDirectories(documents).resolve("image.xml");
        byte[] bytes = new byte[4096];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        Files.write(binary, bytes);
        opened.add(binary.getFileName().toString());

        XmlEditorPart editor = editors.open("documents", FOLDER, binary.getFileName().toString());
        bot.waitUntil(Conditions.of("the notice", () -> !UIThread.syncExec(editor::notice).isEmpty()));
        assertEquals("image.xml is not a text file (it contains NUL bytes); XWB opens text files only.",
                UIThread.syncExec(editor::notice));
        assertEquals(0, (int) UIThread.syncExec(() -> editor.textWidget().getCharCount()), "no bytes shown as text");
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the warning in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().startsWith("image.xml is not a text file"))));
        List<String> shells = bot.shells().stream().map(SWTBotShell::getText).toList();
        assertEquals(List.of(MainWindow.TITLE), shells, "no dialog, no stack trace");
    }

    @Test
    void theContentModelViewShowsAKitElementsParticlesWithCardinalities() throws Exception {
        XmlEditorBot.copyFolder(TpoxKit.installed().schemas(), schemas);
        opened.add("custacc.xsd");
        opened.add("fixml-order-base-4-4.xsd");
        XmlEditorPart custacc = editors.open("schemas", FOLDER, "custacc.xsd");
        SWTBotTree outline = bot.treeWithId(XmlEditorPart.OUTLINE_ID);
        bot.waitUntil(Conditions.of("the outline's elements", () -> outline.items().stream().anyMatch(i -> i.startsWith("Elements ("))));
        String elements = outline.items().stream().filter(i -> i.startsWith("Elements (")).findFirst().orElseThrow();
        outline.expandNode(elements, "Customer").select();
        outline.contextMenu("Show Content Model").click();

        bot.waitUntil(Conditions.valueIs("the view's title", () -> UIThread.syncExec(
                () -> bot.widgetWithId(Label.class, ContentModelPart.TITLE_ID).getText()), "Content model of Customer (custacc.xsd)"));
        expandAll(4);
        List<String> rows = rows();
        assertEquals("Customer : CustomerType | 1", rows.get(0));
        assertTrue(rows.contains("  @id : integer | required"), rows.toString());
        assertTrue(rows.contains("    Name : NameType | 1"), rows.toString());
        assertTrue(rows.contains("    Addresses : AddressesType | 1"), rows.toString());
        assertTrue(rows.contains("        Title : string | 0..1"), rows.toString());
        assertTrue(rows.contains("        MiddleName : string | 0..10"), rows.toString());
        assertTrue(rows.contains("        ShortName : string | 1..*"), rows.toString());
        maximized(true); // as the stack's Maximize button does: the tree, not three rows of it
        Screenshots.capture(Screenshots.folder().resolve("content-model.png"));
        maximized(false);

        // FIXML's Order extends Abstract_message_t: the base's Hdr and the extension's particles both show
        XmlEditorPart order = editors.open("schemas", FOLDER, "fixml-4-4", "fixml-order-base-4-4.xsd");
        bot.waitUntil(Conditions.of("the FIXML schema model read", () -> UIThread.syncExec(order::schemaModel) != null));
        UIThread.syncRun(() -> order.showContentModel("Order"));
        bot.waitUntil(Conditions.valueIs("the view's title", () -> UIThread.syncExec(() -> bot.widgetWithId(Label.class,
                ContentModelPart.TITLE_ID).getText()), "Content model of Order (fixml-order-base-4-4.xsd)"));
        expandAll(5);
        List<String> orderRows = rows();
        assertTrue(orderRows.stream().anyMatch(row -> row.strip().equals("Hdr : MessageHeader_t | 0..1")), orderRows.toString());
        assertTrue(orderRows.stream().anyMatch(row -> row.strip().equals("Instrmt : Instrument_Block_t | 1")), orderRows.toString());
        assertTrue(custacc.isSchema());
    }

    @Test
    void validateWithPicksASchemaAndTheErrorsFollowIt() throws Exception {
        Files.createDirectories(schemas);
        // two schemas for one root: strict needs the owner's id, lax does not
        Files.writeString(schemas.resolve("portfolio-strict.xsd"), portfolioSchema("required"));
        Files.writeString(schemas.resolve("portfolio-lax.xsd"), portfolioSchema("optional"));
        Path document = Files.createDirectories(documents).resolve("portfolio.xml");
        Files.writeString(document, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Portfolio xmlns=\"" + PORTFOLIO_NS + "\">\n"
                + "\t<Owner name=\"Ann\"/>\n</Portfolio>\n");
        opened.add("portfolio.xml");
        XmlEditorPart editor = editors.open("documents", FOLDER, "portfolio.xml");
        bot.waitUntil(Conditions.of("the first validation", () -> UIThread.syncExec(editor::lastValidation) != null));

        validateWith("portfolio-strict.xsd");
        bot.waitUntil(Conditions.of("validated with the strict schema", () -> UIThread.syncExec(editor::statusText)
                .contains("portfolio-strict.xsd (chosen with Validate with...)")));
        bot.waitUntil(Conditions.of("the missing id marked at line 3", () -> UIThread.syncExec(editor::markedProblems).stream()
                .anyMatch(mark -> mark.startsWith("error@3:"))));
        editors.row(editors.problems(), where -> where.startsWith("portfolio.xml:3:"), what -> what.contains("'id'"));

        validateWith("portfolio-lax.xsd");
        bot.waitUntil(Conditions.of("validated with the lax schema: valid", () -> {
            String status = UIThread.syncExec(editor::statusText);
            return status.contains("portfolio-lax.xsd (chosen with Validate with...)") && status.endsWith("valid");
        }));
        assertEquals(List.of(), UIThread.syncExec(editor::markedProblems));
    }

    private void validateWith(String schema) {
        bot.cTabItem("portfolio.xml").activate(); // the command acts on the active XML editor
        bot.menu("Edit", "Validate with...").click();
        SWTBotShell dialog = bot.shell("Validate with").activate();
        String label = workspace.root().relativize(schemas.resolve(schema)).toString();
        dialog.bot().listWithId("org.xwb.ui.validateWith.list").doubleClick(label);
        bot.waitUntil(Conditions.shellCloses(dialog));
    }

    private static String portfolioSchema(String idUse) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" targetNamespace=\"" + PORTFOLIO_NS + "\"\n"
                + "\txmlns=\"" + PORTFOLIO_NS + "\" elementFormDefault=\"qualified\">\n"
                + "\t<xs:element name=\"Portfolio\">\n\t\t<xs:complexType>\n\t\t\t<xs:sequence>\n"
                + "\t\t\t\t<xs:element name=\"Owner\">\n\t\t\t\t\t<xs:complexType>\n"
                + "\t\t\t\t\t\t<xs:attribute name=\"id\" type=\"xs:int\" use=\"" + idUse + "\"/>\n"
                + "\t\t\t\t\t\t<xs:attribute name=\"name\" type=\"xs:string\"/>\n"
                + "\t\t\t\t\t</xs:complexType>\n\t\t\t\t</xs:element>\n"
                + "\t\t\t</xs:sequence>\n\t\t</xs:complexType>\n\t</xs:element>\n</xs:schema>\n";
    }

    /** The Content Model view's rows, depth-first: two spaces per level, "label | occurs". */
    private List<String> rows() {
        return UIThread.syncExec(() -> {
            Tree tree = bot.widgetWithId(Tree.class, ContentModelPart.TREE_ID);
            List<String> rows = new ArrayList<>();
            for (TreeItem item : tree.getItems()) {
                collect(item, "", rows);
            }
            return rows;
        });
    }

    /** Maximizes (or restores) the stack of the Content Model view, as its Maximize button does. */
    private static void maximized(boolean on) {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> {
            MUIElement stack = parts.findPart(ContentModelPart.PART_ID).getParent();
            if (on) {
                stack.getTags().add("Maximized"); // IPresentationEngine.MAXIMIZED
            } else {
                stack.getTags().remove("Maximized");
            }
        });
    }

    /** Expands the Content Model view's nodes down to {@code depth} levels (JFace makes children on Expand). */
    private void expandAll(int depth) {
        for (int level = 0; level < depth; level++) {
            List<TreeItem> closed = UIThread.syncExec(() -> {
                List<TreeItem> found = new ArrayList<>();
                for (TreeItem item : bot.widgetWithId(Tree.class, ContentModelPart.TREE_ID).getItems()) {
                    closedBelow(item, found);
                }
                return found;
            });
            closed.forEach(item -> new SWTBotTree.SWTBotTreeItem(item).expand());
        }
    }

    private static void closedBelow(TreeItem item, List<TreeItem> found) {
        if (item.getItemCount() == 0) {
            return;
        }
        if (!item.getExpanded()) {
            found.add(item);
            return;
        }
        for (TreeItem child : item.getItems()) {
            closedBelow(child, found);
        }
    }

    private static void collect(TreeItem item, String indent, List<String> rows) {
        rows.add(indent + item.getText(0) + " | " + item.getText(1));
        if (item.getExpanded()) {
            for (TreeItem child : item.getItems()) {
                collect(child, indent + "  ", rows);
            }
        }
    }

    private String progressText() {
        return UIThread.syncExec(() -> bot.widgetWithId(Label.class, ProgressLine.TEXT_ID).getText());
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll(opened.toArray(String[]::new));
        XmlEditorBot.deleteFolder(documents);
        XmlEditorBot.deleteFolder(schemas);
    }
}
