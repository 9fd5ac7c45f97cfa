package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.text.FindReplaceDialog;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;

/**
 * Editing in the XML editor: undo back to the saved text is clean again and redo dirty, Save
 * writes the text, Find/Replace replaces all, and a file changed on disk with no unsaved edits
 * is reloaded.
 */
@ExtendWith(ScreenshotOnFailure.class)
class XmlTextEditingTest {

    private static final String FILE = "editing-test.xml";
    private static final String ORIGINAL = "<a>\n  <b/>\n  <b/>\n</a>\n";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Path file = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS).resolve(FILE);

    @Test
    void undoRedoSaveFindReplaceAndReloadFromDisk() throws Exception {
        Files.writeString(file, ORIGINAL);
        XmlEditorPart editor = editors.open("documents", FILE);

        UIThread.syncRun(() -> editor.textWidget().replaceTextRange(ORIGINAL.indexOf("</a>"), 0, "  <c/>\n"));
        assertTrue(UIThread.syncExec(editor::isDirty), "an edit makes the editor dirty");
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.valueIs("the text after Undo", () -> UIThread.syncExec(editor::text), ORIGINAL));
        assertFalse(UIThread.syncExec(editor::isDirty), "undo back to the saved text is clean");
        bot.menu("Edit", "Redo").click();
        bot.waitUntil(Conditions.of("the edit back after Redo", () -> UIThread.syncExec(editor::text).contains("<c/>")));
        assertTrue(UIThread.syncExec(editor::isDirty), "redo is an unsaved edit again");

        bot.menu("Edit", "Find/Replace...").click();
        SWTBotShell dialog = bot.shell(FindReplaceDialog.TITLE).activate();
        dialog.bot().textWithLabel("Find:").setText("<b/>");
        dialog.bot().textWithLabel("Replace with:").setText("<d/>");
        dialog.bot().button("Replace All").click();
        bot.waitUntil(Conditions.of("both replaced", () -> !UIThread.syncExec(editor::text).contains("<b/>")));
        dialog.bot().button("Close").click();

        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved", () -> !UIThread.syncExec(editor::isDirty)));
        assertEquals("<a>\n  <d/>\n  <d/>\n  <c/>\n</a>\n", Files.readString(file));

        String changed = "<a>\n  <changed-on-disk/>\n</a>\n";
        Files.writeString(file, changed);
        bot.waitUntil(Conditions.valueIs("the text reloaded from disk", () -> UIThread.syncExec(editor::text), changed));
        assertFalse(UIThread.syncExec(editor::isDirty), "a reloaded file has no unsaved edits");
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll(FILE);
        Files.deleteIfExists(file);
        bot.menu("File", "Refresh Workspace").click();
    }
}
