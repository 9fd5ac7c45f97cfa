package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.text.FindReplaceDialog;
import org.xwb.ui.editors.text.TextEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.statements.ExecutionControls;
import org.xwb.ui.statements.StatementEditorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;

/**
 * The statement editor on the common text-editor base: undo back to the saved text is clean,
 * Find/Replace from the Edit menu replaces all, Save writes the file, a save that cannot replace
 * the file leaves it and the edits alone, a file changed on disk is reloaded; Execute and Explain
 * act on the statement at the caret when the editor holds two.
 */
@ExtendWith(ScreenshotOnFailure.class)
class StatementEditorEditingTest {

    private static final Workspace WORKSPACE = Workspace.fromEnvironment();
    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private Path file;

    @Test
    void undoFindReplaceSafeSaveAndReloadOnTheCommonBase() throws Exception {
        String original = "SELECT 6 * 7 AS answer\n";
        StatementEditorPart editor = open("base-editing.sql", original);
        assertTrue(editor instanceof TextEditorPart, "the statement editor is a text editor of the common base");

        UIThread.syncRun(() -> editor.textWidget().replaceTextRange(original.length() - 1, 0, ", 1 AS answer_too"));
        assertTrue(UIThread.syncExec(editor::isDirty), "an edit makes the editor dirty");
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.valueIs("the text after Undo", () -> UIThread.syncExec(editor::text), original));
        assertFalse(UIThread.syncExec(editor::isDirty), "undo back to the saved text is clean");
        bot.menu("Edit", "Redo").click();
        bot.waitUntil(Conditions.of("the edit back after Redo", () -> UIThread.syncExec(editor::text).contains("answer_too")));

        bot.menu("Edit", "Find/Replace...").click();
        SWTBotShell dialog = bot.shell(FindReplaceDialog.TITLE).activate();
        dialog.bot().textWithLabel("Find:").setText("answer");
        dialog.bot().textWithLabel("Replace with:").setText("result");
        dialog.bot().button("Replace All").click();
        bot.waitUntil(Conditions.of("both replaced", () -> !UIThread.syncExec(editor::text).contains("answer")));
        dialog.bot().button("Close").click();
        String replaced = "SELECT 6 * 7 AS result, 1 AS result_too\n";
        assertEquals(replaced, UIThread.syncExec(editor::text));
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("Replace All undone in one step",
                () -> UIThread.syncExec(editor::text).equals("SELECT 6 * 7 AS answer, 1 AS answer_too\n")));
        bot.menu("Edit", "Redo").click();
        bot.waitUntil(Conditions.valueIs("Replace All again", () -> UIThread.syncExec(editor::text), replaced));

        // the file replaced by a non-empty folder: the safe save cannot put the text there and says so
        Files.delete(file);
        Files.createDirectory(file);
        Files.writeString(file.resolve("keep.txt"), "x");
        bot.menu("File", "Save").click();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the refused save in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().startsWith("Not saved, base-editing.sql is unchanged"))));
        assertTrue(UIThread.syncExec(editor::isDirty), "the edits are still unsaved");
        assertEquals("x", Files.readString(file.resolve("keep.txt")), "what was there is untouched");
        Files.delete(file.resolve("keep.txt"));
        Files.delete(file);

        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved", () -> !UIThread.syncExec(editor::isDirty)));
        assertEquals(replaced, Files.readString(file));

        String changed = "SELECT 'changed on disk' AS note\n";
        Files.writeString(file, changed);
        bot.waitUntil(Conditions.valueIs("the text reloaded from disk", () -> UIThread.syncExec(editor::text), changed));
        assertFalse(UIThread.syncExec(editor::isDirty), "a reloaded file has no unsaved edits");
    }

    @Test
    void executeAndExplainActOnTheStatementAtTheCaretOfTwo() throws Exception {
        String text = "SELECT 1 AS first_one;\nSELECT 2 AS second_one;\n";
        StatementEditorPart editor = open("two-statements.sql", text);
        UIThread.syncRun(() -> editor.textWidget().setCaretOffset(text.indexOf("second_one")));
        assertEquals("SELECT 2 AS second_one", UIThread.syncExec(() -> editor.currentStatement().orElseThrow().text()),
                "Explain gets the second statement only");
        bot.buttonWithId(ExecutionControls.EXPLAIN_ID).click();
        bot.waitUntil(Conditions.of("the second statement's plan in the plan view", () -> UIThread.syncExec(() -> {
            MPart part = AppContext.get(EPartService.class).findPart(org.xwb.ui.plans.PlanPart.PART_ID);
            return part != null && part.getObject() instanceof org.xwb.ui.plans.PlanPart plans && plans.plan() != null;
        })));
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        assertTrue(problems.entries().stream().noneMatch(e -> e.message().contains("syntax error")), "no syntax error");

        bot.cTabItem("two-statements.sql").activate();
        UIThread.syncRun(() -> editor.textWidget().setCaretOffset(text.indexOf("first_one")));
        bot.buttonWithId(ExecutionControls.EXECUTE_ID).click();
        bot.waitUntil(Conditions.of("the first statement's row", () -> UIThread.syncExec(editor::shownResult) != null));
        assertEquals("first_one", UIThread.syncExec(editor::shownResult).columns().get(0).name());

        UIThread.syncRun(() -> editor.textWidget().setSelection(text.indexOf("SELECT 2"), text.lastIndexOf(";")));
        assertEquals("SELECT 2 AS second_one", UIThread.syncExec(() -> editor.currentStatement().orElseThrow().text()),
                "the selection when there is one");
    }

    private StatementEditorPart open(String name, String text) throws Exception {
        file = WORKSPACE.ensureLayout().folder(Workspace.Folder.STATEMENTS).resolve(name);
        Files.writeString(file, text);
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("statements", name).doubleClick();
        bot.waitUntil(Conditions.of("the editor of " + name, () -> bot.hasCTabItem(name)));
        return UIThread.syncExec(() -> {
            for (MPart part : AppContext.get(EPartService.class).getParts()) {
                if (name.equals(part.getLabel()) && part.getObject() instanceof StatementEditorPart editor) {
                    return editor;
                }
            }
            throw new AssertionError("no statement editor " + name);
        });
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.getParts().stream().filter(p -> p.getObject() instanceof StatementEditorPart).toList()
                .forEach(part -> {
                    part.setDirty(false);
                    parts.hidePart(part, true);
                }));
        if (file != null && Files.isRegularFile(file)) {
            Files.delete(file);
        }
    }
}
