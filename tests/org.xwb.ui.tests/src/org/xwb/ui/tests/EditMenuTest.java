package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.ui.editing.KeysDialog;
import org.xwb.ui.editing.WheelGuard;
import org.xwb.ui.editors.text.TextEditorPart;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.scratchpad.ScratchpadPart;
import org.xwb.ui.statements.StatementEditorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.Keys;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;

/**
 * Eclipse-standard editing on the real product: Edit > Select All, Copy, Paste, Cut, Delete, Undo
 * in each kind of editor (XML document, schema, statement), a workload editor's text field and
 * the scratchpad, with Ctrl+A, Ctrl+Enter posted as real keys; Window > Show View; Help > Keys;
 * the mouse wheel over an unfocused spinner.
 */
@ExtendWith(ScreenshotOnFailure.class)
class EditMenuTest {

    private static final Workspace WORKSPACE = Workspace.fromEnvironment();
    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final List<Path> created = new ArrayList<>();

    @Test
    void editMenuInAnXmlDocumentASchemaAndAStatement() throws Exception {
        XmlEditorPart xml = openXml("documents", "edit-menu.xml", "<a><b/></a>\n");
        checkTextEditor(xml, "<a><b/></a>\n");
        XmlEditorPart schema = openXml("schemas", "edit-menu.xsd", "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"/>\n");
        checkTextEditor(schema, "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"/>\n");
        assertTrue(bot.menu("Edit", "Find/Replace...").isEnabled(), "Find/Replace in a schema");

        Path sql = file(Workspace.Folder.STATEMENTS, "edit-menu.sql", "SELECT 1 AS one\n");
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("statements", sql.getFileName().toString()).doubleClick();
        bot.waitUntil(Conditions.of("the statement editor", () -> bot.hasCTabItem("edit-menu.sql")));
        StatementEditorPart statement = part("edit-menu.sql", StatementEditorPart.class);
        checkTextEditor(statement, "SELECT 1 AS one\n");
        assertTrue(bot.menu("Edit", "Find/Replace...").isEnabled(), "Find/Replace in the statement editor");
    }

    /** Ctrl+A (a real key) selects all; Copy, Paste, Cut, Delete and Undo from the Edit menu. */
    private void checkTextEditor(TextEditorPart editor, String original) {
        StyledText text = UIThread.syncExec(editor::textWidget);
        focus(text);
        Keys.ctrl('a');
        bot.waitUntil(Conditions.valueIs("Ctrl+A selects all", () -> UIThread.syncExec(() -> text.getSelectionCount()),
                original.length()));
        bot.menu("Edit", "Copy").click();
        UIThread.syncRun(() -> text.setSelection(original.length()));
        bot.menu("Edit", "Paste").click();
        bot.waitUntil(Conditions.valueIs("pasted at the end", () -> UIThread.syncExec(editor::text), original + original));
        bot.menu("Edit", "Select All").click();
        bot.menu("Edit", "Cut").click();
        bot.waitUntil(Conditions.valueIs("all cut", () -> UIThread.syncExec(editor::text), ""));
        bot.menu("Edit", "Paste").click();
        UIThread.syncRun(() -> text.setSelection(0));
        bot.menu("Edit", "Delete").click();
        bot.waitUntil(Conditions.valueIs("one character deleted", () -> UIThread.syncExec(editor::text),
                (original + original).substring(1)));
        for (int i = 0; i < 4 && !UIThread.syncExec(editor::text).equals(original); i++) {
            bot.menu("Edit", "Undo").click();
        }
        assertEquals(original, UIThread.syncExec(editor::text), "undone back to the original");
        assertFalse(UIThread.syncExec(editor::isDirty), "and clean");
    }

    @Test
    void editMenuInAWorkloadTextField() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", KitWorkloads.FOLDER, KitWorkloads.MIXED).doubleClick();
        bot.cTabItem(KitWorkloads.MIXED).activate();
        Text description = bot.widgetWithId(Text.class, "org.xwb.ui.workloadEditor.workload.description");
        String original = UIThread.syncExec(description::getText);
        assertFalse(original.isEmpty(), "the kit's mix has a description");
        focus(description);
        bot.menu("Edit", "Select All").click();
        assertEquals(original.length(), (int) UIThread.syncExec(description::getSelectionCount));
        bot.menu("Edit", "Copy").click();
        bot.menu("Edit", "Delete").click();
        assertEquals("", UIThread.syncExec(description::getText), "Delete removes the selection");
        bot.menu("Edit", "Paste").click();
        bot.menu("Edit", "Paste").click();
        assertEquals(original + original, UIThread.syncExec(description::getText));
        bot.menu("Edit", "Select All").click();
        bot.menu("Edit", "Cut").click();
        bot.menu("Edit", "Paste").click();
        assertEquals(original + original, UIThread.syncExec(description::getText), "cut and pasted back");
        focus(bot.widgetWithId(Control.class, NavigatorPart.TREE_ID)); // leaving the field puts it into the workload
        bot.cTabItem("*" + KitWorkloads.MIXED).activate();
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.valueIs("the workload's undo", () -> UIThread.syncExec(description::getText), original));
    }

    @Test
    void scratchpadSelectAllCutUndoAndCtrlEnterEvaluates() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        openXml("documents", "edit-menu-pad.xml", "<r><i>1</i><i>2</i></r>\n");
        bot.cTabItem("XPath Scratchpad").activate();
        StyledText expression = bot.widgetWithId(StyledText.class, ScratchpadPart.EXPRESSION_ID);
        focus(expression);
        UIThread.syncRun(() -> expression.setText("count(//i)"));
        Keys.ctrl('a');
        bot.waitUntil(Conditions.valueIs("Ctrl+A selects all", () -> UIThread.syncExec(expression::getSelectionCount), 10));
        bot.menu("Edit", "Cut").click();
        assertEquals("", UIThread.syncExec(expression::getText));
        bot.menu("Edit", "Undo").click();
        assertEquals("count(//i)", UIThread.syncExec(expression::getText), "Edit > Undo in the scratchpad");
        focus(expression);
        Keys.ctrl(SWT.CR);
        bot.waitUntil(Conditions.of("evaluated by Ctrl+Enter", () -> UIThread.syncExec(() -> bot.widgetWithId(
                org.eclipse.swt.widgets.Label.class, ScratchpadPart.STATUS_ID).getText()).startsWith("1 item")));
        assertEquals("count(//i)", UIThread.syncExec(expression::getText), "Enter typed nothing");
    }

    @Test
    void showViewListsEveryViewAndShowsAClosedOne() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.hidePart(parts.findPart("org.xwb.ui.part.problems")));
        bot.waitUntil(Conditions.of("Problems closed", () -> !bot.hasCTabItem("Problems")));
        List<String> labels = UIThread.syncExec(() -> {
            MenuItem showView = findMenuItem("Window", "Show View");
            showView.getMenu().notifyListeners(SWT.Show, new Event());
            List<String> found = new ArrayList<>();
            for (MenuItem item : showView.getMenu().getItems()) {
                found.add(item.getText().replace("&", ""));
            }
            return found;
        });
        assertEquals(List.of("Workspace", "Welcome", "Run Dashboard", "Runs", "Plan", "Targets", "Populate", "Problems",
                "XPath Scratchpad", "Content Model").stream().sorted().toList(), labels.stream().sorted().toList(),
                "every view of the window, open or closed, no editor");
        bot.menu("Window", "Show View", "Problems").click();
        bot.waitUntil(Conditions.of("Problems shown and active", () -> UIThread.syncExec(() -> {
            MPart problems = parts.findPart("org.xwb.ui.part.problems");
            return problems.isToBeRendered() && problems.getWidget() != null && parts.getActivePart() == problems;
        })));
    }

    @Test
    void helpKeysListsTheBindingsWithCommandAndKey() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Help", "Keys...").click();
        SWTBotShell dialog = bot.shell(KeysDialog.TITLE).activate();
        SWTBotTable table = dialog.bot().tableWithId(KeysDialog.TABLE_ID);
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < table.rowCount(); i++) {
            rows.add(table.cell(i, 0) + " = " + table.cell(i, 1));
        }
        Screenshots.capture(Screenshots.folder().resolve("help-keys.png"));
        dialog.bot().button("Close").click();
        bot.waitUntil(Conditions.not(Conditions.shellIsOpen(KeysDialog.TITLE)));
        for (String expected : List.of("Copy = Ctrl+C", "Cut = Ctrl+X", "Paste = Ctrl+V", "Select All = Ctrl+A",
                "Undo = Ctrl+Z", "Redo = Ctrl+Y", "Redo = Shift+Ctrl+Z", "Find/Replace = Ctrl+F", "Save = Ctrl+S",
                "Execute Statement = Ctrl+Enter", "Explain Statement = Ctrl+E")) {
            assertTrue(rows.contains(expected), expected + " in " + rows);
        }
        assertTrue(rows.contains("Delete = Delete"), rows.toString());
    }

    @Test
    void theWheelOverAnUnfocusedSpinnerChangesNoValue() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Run Dashboard").activate();
        Spinner spinner = UIThread.syncExec(() -> visibleSpinner(mainShell()));
        int before = UIThread.syncExec(spinner::getSelection);
        focus(bot.widgetWithId(Control.class, NavigatorPart.TREE_ID));
        AtomicInteger wheels = new AtomicInteger();
        List<String> all = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<Boolean> doit = new java.util.concurrent.CopyOnWriteArrayList<>();
        Listener seen = event -> { // after the guard's filter: sees whether the wheel may still reach the spinner
            all.add(String.valueOf(event.widget));
            if (event.widget == spinner) {
                doit.add(event.doit);
                wheels.incrementAndGet();
            }
        };
        UIThread.syncRun(() -> Display.getCurrent().addFilter(SWT.MouseVerticalWheel, seen));
        try {
            wheel(spinner, -1);
            bot.waitUntil(new org.xwb.ui.testing.ICondition() {
                @Override
                public boolean test() {
                    return wheels.get() > 0;
                }

                @Override
                public String getFailureMessage() {
                    return "the wheel event over " + spinner + "; wheel events seen: " + all;
                }
            });
            UIThread.syncRun(() -> { }); // the event's handling is done
            assertEquals(before, (int) UIThread.syncExec(spinner::getSelection), "the unfocused spinner kept its value");
            assertEquals(List.of(false), doit, "the guard kept the wheel from the spinner");

            // without the guard the same wheel goes on to the spinner: so the check above can fail (whether GTK then
            // changes the value differs: under Xvfb with GTK 3 it did not, the user's desktop did)
            Listener guard = UIThread.syncExec(() -> (Listener) Display.getCurrent().getData(WheelGuard.class.getName()));
            UIThread.syncRun(() -> Display.getCurrent().removeFilter(SWT.MouseVerticalWheel, guard));
            try {
                int seenBefore = wheels.get();
                wheel(spinner, -1);
                bot.waitUntil(Conditions.of("the second wheel event", () -> wheels.get() > seenBefore));
                assertEquals(List.of(false, true), doit, "unguarded, the wheel reaches the spinner");
            } finally {
                UIThread.syncRun(() -> Display.getCurrent().addFilter(SWT.MouseVerticalWheel, guard));
            }
        } finally {
            UIThread.syncRun(() -> {
                Display.getCurrent().removeFilter(SWT.MouseVerticalWheel, seen);
                spinner.setSelection(before);
                spinner.notifyListeners(SWT.Selection, new Event());
            });
        }
    }

    /** Real wheel notches over the control (X server events, not SWT's notifications). */
    private static void wheel(Control control, int count) {
        Point center = UIThread.syncExec(() -> {
            Rectangle bounds = control.getBounds();
            return control.getParent().toDisplay(bounds.x + bounds.width / 3, bounds.y + bounds.height / 2);
        });
        RealPointer.wheelAt(center.x, center.y, count);
    }

    private void focus(Control control) {
        UIThread.syncRun(control::setFocus);
        bot.waitUntil(Conditions.of("the focus on " + control, () -> UIThread.syncExec(control::isFocusControl)));
    }

    private XmlEditorPart openXml(String folder, String name, String text) throws Exception {
        Workspace.Folder kind = "schemas".equals(folder) ? Workspace.Folder.SCHEMAS : Workspace.Folder.DOCUMENTS;
        file(kind, name, text);
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        return editors.open(folder, name);
    }

    private Path file(Workspace.Folder folder, String name, String text) throws Exception {
        Path file = WORKSPACE.ensureLayout().folder(folder).resolve(name);
        Files.writeString(file, text);
        created.add(file);
        return file;
    }

    private static <T> T part(String label, Class<T> type) {
        return UIThread.syncExec(() -> {
            for (MPart part : AppContext.get(EPartService.class).getParts()) {
                if (label.equals(part.getLabel()) && type.isInstance(part.getObject())) {
                    return type.cast(part.getObject());
                }
            }
            throw new AssertionError("no part " + label);
        });
    }

    private static Shell mainShell() {
        for (Shell shell : Display.getCurrent().getShells()) {
            if (MainWindow.TITLE.equals(shell.getText())) {
                return shell;
            }
        }
        throw new AssertionError("no main window");
    }

    private static MenuItem findMenuItem(String... path) {
        org.eclipse.swt.widgets.Menu menu = mainShell().getMenuBar();
        MenuItem found = null;
        for (String label : path) {
            menu.notifyListeners(SWT.Show, new Event());
            found = null;
            for (MenuItem item : menu.getItems()) {
                if (item.getText().replace("&", "").split("\t")[0].equals(label)) {
                    found = item;
                }
            }
            if (found == null) {
                throw new AssertionError("no menu item " + label);
            }
            menu = found.getMenu();
        }
        return found;
    }

    private static Spinner visibleSpinner(Composite parent) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Spinner spinner && spinner.isVisible() && spinner.isEnabled()) {
                return spinner;
            }
            if (child instanceof Composite composite && child.isVisible()) {
                Spinner found = visibleSpinner(composite);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        UIThread.syncRun(() -> {
            for (Shell shell : Display.getCurrent().getShells()) {
                if (KeysDialog.TITLE.equals(shell.getText())) {
                    shell.close(); // a failed test left it open: it would block the next ones
                }
            }
        });
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.showPart("org.xwb.ui.part.problems", EPartService.PartState.VISIBLE));
        UIThread.syncRun(() -> parts.getParts().stream()
                .filter(p -> p.getObject() instanceof TextEditorPart || KitWorkloads.MIXED.equals(p.getLabel()))
                .toList().forEach(part -> {
                    part.setDirty(false);
                    parts.hidePart(part, true);
                }));
        for (Path file : created) {
            Files.deleteIfExists(file);
        }
        bot.menu("File", "Refresh Workspace").click();
    }
}
