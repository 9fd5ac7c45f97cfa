package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.scratchpad.ScratchpadPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;

/**
 * The XPath scratchpad against the active document, the kit's order 123: the order's @ID comes
 * back with its type, and the PostgreSQL xpath() form, with the document's namespace bound to a
 * prefix, goes to the clipboard.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ScratchpadTest {

    private static final String ORDER = "scratchpad-order.xml";
    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Path documents = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS);

    @Test
    void returnsAnOrdersIdAndProducesThePostgresXpathForm() throws Exception {
        Files.copy(TpoxKit.installed().documents().resolve("order123.xml"), documents.resolve(ORDER));
        editors.open("documents", ORDER);
        bottomStackShare("45", "55"); // as a user drags the sash up to see the results
        bot.cTabItem("XPath Scratchpad").activate();
        StyledText expression = bot.widgetWithId(StyledText.class, ScratchpadPart.EXPRESSION_ID);
        UIThread.syncRun(() -> expression.setText("/FIXML/Order/@ID"));
        bot.buttonWithId(ScratchpadPart.EVALUATE_ID).click();

        SWTBotTable results = bot.tableWithId(ScratchpadPart.RESULTS_ID);
        bot.waitUntil(Conditions.valueIs("result rows", results::rowCount, 1));
        assertTrue(results.cell(0, "Value").contains("103404"), results.cell(0, "Value"));
        assertTrue(results.cell(0, "Type").contains("attribute"), results.cell(0, "Type"));
        String status = UIThread.syncExec(() -> bot.widgetWithId(Label.class, ScratchpadPart.STATUS_ID).getText());
        assertTrue(status.startsWith("1 item in ") && status.contains(ORDER), status);

        bot.buttonWithId(ScratchpadPart.POSTGRES_ID).click();
        Text form = bot.widgetWithId(Text.class, ScratchpadPart.FORM_ID);
        bot.waitUntil(Conditions.of("the PostgreSQL form", () -> UIThread.syncExec(form::getText).startsWith("xpath('")));
        String sql = UIThread.syncExec(form::getText);
        assertTrue(sql.contains("Order/@ID") && sql.contains("ARRAY[ARRAY['") && sql.contains("http://www.fixprotocol.org/FIXML-4-4"), sql);
        String clipboard = UIThread.syncExec(() -> {
            Clipboard board = new Clipboard(UIThread.display());
            try {
                return (String) board.getContents(TextTransfer.getInstance());
            } finally {
                board.dispose();
            }
        });
        assertTrue(sql.equals(clipboard), "the clipboard holds the form: " + clipboard);
        Screenshots.capture(Screenshots.folder().resolve("scratchpad.png"));
    }

    private static void bottomStackShare(String bottom, String editors) {
        EModelService models = AppContext.get(EModelService.class);
        MApplication application = AppContext.get(MApplication.class);
        UIThread.syncRun(() -> {
            models.find("org.xwb.ui.partstack.bottom", application).setContainerData(bottom);
            models.find(EditorOpener.EDITOR_STACK_ID, application).setContainerData(editors);
        });
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        bottomStackShare("28", "72"); // the shipped layout
        editors.closeAll(ORDER);
        Files.deleteIfExists(documents.resolve(ORDER));
        bot.menu("File", "Refresh Workspace").click();
    }
}
