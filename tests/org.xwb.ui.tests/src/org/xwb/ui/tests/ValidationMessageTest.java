package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.ProblemsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;

/**
 * Validation messages a person can read, on the kit's real FIXML order with deliberate errors in
 * its 8-line Order start tag: no namespace URIs in the message, the whole message under the
 * Problems table, and the underline on the attribute the message names, not on the whole tag.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ValidationMessageTest {

    private static final String FILE = "order654-broken.xml";
    private final SWTBot bot = new SWTBot().withTimeout(120_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Path file = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS).resolve(FILE);

    @Test
    void theMessageNamesAttributeAndElementAndTheUnderlineIsOnTheAttribute() throws Exception {
        String kit = Files.readString(TpoxKit.installed().documents().resolve("order654.xml"), StandardCharsets.US_ASCII);
        String text = kit.replace("MinQty=\"775.48\"", "MinQty=\"lots\"");
        assertFalse(text.equals(kit), "the kit's order has MinQty=\"775.48\"");
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        XmlEditorPart editor = editors.open("documents", FILE);

        String expected = "cvc-attribute.3: The value 'lots' of attribute 'MinQty' on element 'Order' is not valid with "
                + "respect to its type, 'MinQty_t'.";
        SWTBotTable problems = editors.problems();
        int row = editors.row(problems, where -> where.startsWith(FILE + ":"), what -> what.startsWith("cvc-attribute.3"));
        bot.waitUntil(Conditions.of("the marks", () -> UIThread.syncExec(editor::markedRanges).keySet().stream()
                .anyMatch(message -> message.startsWith("cvc-attribute.3"))));
        Map<String, int[]> ranges = UIThread.syncExec(editor::markedRanges);
        String message = ranges.keySet().stream().filter(m -> m.startsWith("cvc-attribute.3")).findFirst().orElseThrow();
        assertEquals(expected, message, "the document's names, no namespace URI");
        int attribute = text.indexOf("MinQty=\"lots\"");
        assertArrayEquals(new int[] { attribute, "MinQty=\"lots\"".length() }, ranges.get(message),
                "the underline is on the attribute, not the 8-line tag");
        String datatype = ranges.keySet().stream().filter(m -> m.startsWith("cvc-datatype-valid")).findFirst().orElseThrow();
        int order = text.indexOf("<Order ");
        assertArrayEquals(new int[] { order, "<Order".length() }, ranges.get(datatype),
                "a message naming no attribute marks the element's name: " + datatype);

        problems.select(row);
        Text detail = bot.widgetWithId(Text.class, ProblemsPart.DETAIL_ID);
        bot.waitUntil(Conditions.valueIs("the whole message under the table", () -> UIThread.syncExec(detail::getText),
                expected));
        assertTrue(UIThread.syncExec(() -> detail.getLineCount()) >= 1);
        UIThread.syncRun(() -> {
            editor.textWidget().setTopIndex(2);
            Display.getCurrent().setCursorLocation(0, 0);
        });
        Screenshots.capture(Screenshots.folder().resolve("validation-message.png"));
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll(FILE);
        Files.deleteIfExists(file);
        bot.menu("File", "Refresh Workspace").click();
    }
}
