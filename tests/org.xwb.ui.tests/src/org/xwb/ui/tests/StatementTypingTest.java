package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Statement;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.workload.StatementPane;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.statements.StatementTexts;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.Keys;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * Typing in the workload editor's Statements tab, key by key through the X server as a person
 * types: at a person's pace and in bursts, with pauses longer than the editor's idle commit, so
 * the edit is committed, the workload revalidated and the pane refreshed while typing goes on
 * (each pause right after a space or a new line, which the model's stripped texts do not hold).
 * The statement once ended scrambled: the refresh rewrote the text, the caret jumped to the start
 * and the next keys landed there. The text on screen and the saved file must hold what was typed.
 */
@ExtendWith(ScreenshotOnFailure.class)
class StatementTypingTest {

    private static final String FILE = "typing-test.xwl";
    /** Longer than StatementPane's idle commit (700 ms): each pause commits and revalidates. */
    private static final long PAUSE_MS = 1_200;
    /** A person's pace: about eight keys a second. */
    private static final long KEY_MS = 120;
    private static Path file;
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @BeforeAll
    static void copyAWorkload() throws Exception {
        Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);
        file = workloads.resolve(FILE);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void statementsTypedKeyByKeyWhileTheEditorRevalidatesAreSavedAsTyped() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE).activate();
        bot.tableWithId(TransactionTable.TABLE_ID).select(0);
        bot.cTabItem("Statements").activate();
        StyledText editor = bot.widgetWithId(StyledText.class, StatementPane.FOLDER_ID + ".postgresql");
        UIThread.syncRun(() -> {
            editor.setText("");
            editor.getShell().forceActive();
            editor.setFocus();
        });
        bot.waitUntil(Conditions.of("the statement viewer focused", () -> UIThread.syncExec(editor::isFocusControl)));

        // paced: key by key; burst: a chunk at once; every chunk but the last ends on a space or a
        // new line and is followed by a pause in which the editor commits and revalidates
        List<String> paced = List.of("select o.doc ", "from orders o ", "where o.id = ? ");
        List<String> bursts = List.of("and o.x = 2\n", "%\n", "select count(1) from orders ", "where id = ?");
        StringBuilder typed = new StringBuilder();
        for (String chunk : paced) {
            typeKeys(chunk, KEY_MS);
            typed.append(chunk);
            pauseAndCheck(editor, typed.toString());
        }
        for (String chunk : bursts) {
            typeKeys(chunk, 0);
            typed.append(chunk);
            pauseAndCheck(editor, typed.toString());
        }
        bot.waitUntil(Conditions.of("the editor dirty", () -> bot.hasCTabItem("*" + FILE)));

        Keys.ctrl('s');
        bot.waitUntil(Conditions.of("saved", () -> !bot.hasCTabItem("*" + FILE)));
        Statement saved = WorkloadFiles.load(file).getTransactions().get(0).getStatements().stream()
                .filter(s -> "postgresql".equals(s.getDialect())).findFirst().orElseThrow();
        assertEquals(StatementTexts.split(typed.toString()), List.copyOf(saved.getTexts()),
                "the saved statements are the typed ones");
        assertEquals(List.of("select o.doc from orders o where o.id = ? and o.x = 2",
                "select count(1) from orders where id = ?"), List.copyOf(saved.getTexts()));
    }

    /** Waits past the idle commit, then checks the screen holds what was typed, caret at its end. */
    private void pauseAndCheck(StyledText editor, String typed) {
        bot.waitUntil(Conditions.valueIs("the text typed so far", () -> UIThread.syncExec(editor::getText), typed));
        long until = System.currentTimeMillis() + PAUSE_MS; // a person's pause: this is input, not a wait for a result
        while (System.currentTimeMillis() < until) {
            UIThread.syncRun(() -> {
            });
            sleep(50);
        }
        assertEquals(typed, UIThread.syncExec(editor::getText), "the text after the pause (commit and revalidation)");
        assertEquals(typed.length(), (int) UIThread.syncExec(editor::getCaretOffset), "the caret stays where typing goes on");
        assertTrue(UIThread.syncExec(editor::isFocusControl), "the viewer keeps the focus");
    }

    /** Posts each character as the keyboard sends it (key down, key up); shifted characters with Shift. */
    private static void typeKeys(String text, long pauseMs) {
        for (char c : text.toCharArray()) {
            UIThread.syncRun(() -> {
                Display display = Display.getCurrent();
                boolean shift = "()*%?".indexOf(c) >= 0;
                if (shift) {
                    post(display, SWT.KeyDown, SWT.SHIFT, '\0');
                }
                int code = c == '\n' ? SWT.CR : 0;
                post(display, SWT.KeyDown, code, c == '\n' ? '\0' : c);
                post(display, SWT.KeyUp, code, c == '\n' ? '\0' : c);
                if (shift) {
                    post(display, SWT.KeyUp, SWT.SHIFT, '\0');
                }
            });
            if (pauseMs > 0) {
                sleep(pauseMs);
            }
        }
    }

    private static void post(Display display, int type, int keyCode, char character) {
        Event event = new Event();
        event.type = type;
        event.keyCode = keyCode;
        event.character = character;
        if (!display.post(event)) {
            throw new IllegalStateException("The display did not take the key " + (int) character);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
