package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.validation.ValidateManyJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.FolderWriter;
import org.xwb.xml.generate.GeneratedDocument;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;

/**
 * Documents validated in the workbench: an invalid FIXML order opened in the editor shows the XSD
 * error (a required attribute missing) and the order rule it breaks, both located, and says which
 * schema and rule set it used; a folder of 1,000 generated orders and one large order validated from the navigator,
 * cancelled midway and then run in full, with the counts in Problems.
 */
@ExtendWith(ScreenshotOnFailure.class)
class DocumentValidationTest {

    private static final String ORDER = "invalid-order.xml";
    private static final String FOLDER = "validate-many-test";
    private final SWTBot bot = new SWTBot().withTimeout(120_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Path documents = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS);

    @Test
    void anInvalidOrderShowsItsSchemaErrorAndItsRuleViolationLocated() throws Exception {
        // no Side (required by the schema); Typ 2 is a limit order without a price (rule limit-order-has-price)
        Files.writeString(documents.resolve(ORDER), """
                <?xml version="1.0" encoding="UTF-8"?>
                <FIXML xmlns="http://www.fixprotocol.org/FIXML-4-4" v="4.4" r="20030618" s="20040109">
                \t<Order ID="103404" TrdDt="2003-06-25" Acct="104139870" Typ="2" QtyTyp="1">
                \t\t<Instrmt ID="6501252096" Sym="IBM" Src="9"/>
                \t\t<OrdQty Qty="417"/>
                \t</Order>
                </FIXML>
                """);
        XmlEditorPart editor = editors.open("documents", ORDER);

        SWTBotTable problems = editors.problems();
        editors.row(problems, where -> where.startsWith(ORDER + ":3:"), what -> what.contains("Side"));
        editors.row(problems, where -> where.startsWith(ORDER + ":3:"), what -> what.startsWith("Rule limit-order-has-price"));
        bot.waitUntil(Conditions.of("both marked in the editor", () -> UIThread.syncExec(editor::markedProblems).stream()
                .filter(mark -> mark.startsWith("error@3:")).count() >= 2));
        String status = UIThread.syncExec(editor::statusText);
        assertTrue(status.contains("fixml") && status.contains("fixml-order-rules.xml"), status);
        Screenshots.capture(Screenshots.folder().resolve("document-validation.png"));
    }

    @Test
    void aFolderOfAThousandOrdersIsValidatedAsAJobThatCanBeCancelled() throws Exception {
        Path folder = documents.resolve(FOLDER);
        ValueLists lists = ValueLists.load(TpoxKit.installed());
        Iterator<GeneratedDocument> orders = new TpoxGenerator(lists,
                GeneratorSettings.forCustomers(1_000 / GeneratorSettings.ORDERS_PER_CUSTOMER, 7, lists.symbolCount()))
                .documents(DocumentKind.ORDER);
        FolderWriter writer = new FolderWriter(folder);
        for (int i = 0; i < 1_000; i++) {
            writer.accept(orders.next());
        }
        // a large valid order (many routing hops) keeps a worker busy for seconds, whatever the machine:
        // Cancel reaches the run while it is inside that document (the validator reads it cancellably)
        writeLargeOrder(folder.resolve("large-order.xml"), 300_000);
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        SWTBotTable problems = editors.problems();

        validateFolder();
        bot.waitUntil(Conditions.of("the job in the status line", () -> progressText().startsWith("Validate " + FOLDER)));
        bot.linkWithId(ProgressLine.CANCEL_ID).click();
        int cancelled = editors.row(problems, where -> true, what -> what.startsWith("Validation cancelled after")
                || what.startsWith("Validated 1,001 documents"));
        String summary = problems.cell(cancelled, "Message");
        assertTrue(summary.startsWith("Validation cancelled after") && summary.contains(" of 1,001 documents"),
                "Cancel stops the run midway: " + summary);

        validateFolder();
        int full = editors.row(problems, where -> true, what -> what.startsWith("Validated 1,001 documents"));
        String counts = problems.cell(full, "Message");
        assertTrue(counts.contains("1,001 valid, 0 invalid"), counts);
        Screenshots.capture(Screenshots.folder().resolve("validate-many.png"));
    }

    /** A valid FIXML order grown with {@code hops} routing hops (about 50 bytes each). */
    static void writeLargeOrder(Path file, int hops) throws Exception {
        try (java.io.Writer out = Files.newBufferedWriter(file)) {
            out.write("""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <FIXML xmlns="http://www.fixprotocol.org/FIXML-4-4" v="4.4" r="20030618" s="20040109">
                    <Order ID="103404" TrdDt="2003-06-25" Acct="104139870" Side="1" TxnTm="2004-04-08T16:01:53" Typ="1">
                    <Hdr SID="5061115904" Snt="2004-03-05T11:19:06" SeqNum="4727">
                    """);
            for (int i = 0; i < hops; i++) {
                out.write("<Hop ID=\"" + i + "\" Ref=\"64\" Snt=\"2004-03-01T02:01:39\"/>\n");
            }
            out.write("""
                    </Hdr>
                    <Instrmt ID="6501252096" Sym="IBM" Src="9"/>
                    <OrdQty Qty="417"/>
                    </Order>
                    </FIXML>
                    """);
        }
    }

    private void validateFolder() {
        bot.cTabItem("Workspace").activate(); // the navigator active: Validate sees its selection
        bot.treeWithId(NavigatorPart.TREE_ID).select("documents", FOLDER);
        bot.treeWithId(NavigatorPart.TREE_ID).contextMenu("Validate").click();
    }

    private String progressText() {
        return UIThread.syncExec(() -> bot.widgetWithId(Label.class, ProgressLine.TEXT_ID).getText());
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll(ORDER);
        AppContext.get(ProblemsLog.class).replace(ValidateManyJob.OWNER, java.util.List.of());
        Files.deleteIfExists(documents.resolve(ORDER));
        XmlEditorBot.deleteFolder(documents.resolve(FOLDER));
        bot.menu("File", "Refresh Workspace").click();
    }
}
