package org.xwb.ui.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.Widget;

/**
 * A small SWTBot look-alike for driving the real product from a test thread. SWTBot itself is
 * only published on Eclipse's p2 sites, which the build cannot reach; the names here follow
 * SWTBot's ({@code bot.button("Run").click()}, {@code bot.waitUntil(...)}) so moving to SWTBot
 * later is a change of imports.
 * <p>
 * Widgets are found by their text or by an id stored with {@code widget.setData(ID_KEY, id)};
 * finders wait up to {@link #timeout} for a widget to appear. All widget access runs on the UI
 * thread.
 */
public class SWTBot {

    /** SWTBot's own key for widget ids, so ids set in the product keep working under SWTBot. */
    public static final String ID_KEY = "org.eclipse.swtbot.widget.key";
    public static final long DEFAULT_TIMEOUT_MS = 10_000;
    private static final long POLL_MS = 50;

    private final Composite scope;
    private long timeout = DEFAULT_TIMEOUT_MS;

    /** A bot that searches every shell of the display. */
    public SWTBot() {
        this(null);
    }

    /** A bot that searches only below {@code scope} (e.g. one dialog). */
    public SWTBot(Composite scope) {
        this.scope = scope;
    }

    public SWTBot withTimeout(long millis) {
        SWTBot bot = new SWTBot(scope);
        bot.timeout = millis;
        return bot;
    }

    public Display display() {
        return UIThread.display();
    }

    // ---- waiting -------------------------------------------------------------------------------

    public void waitUntil(ICondition condition) {
        waitUntil(condition, timeout);
    }

    public void waitUntil(ICondition condition, long timeoutMillis) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        Exception last = null;
        while (true) {
            try {
                if (condition.test()) {
                    return;
                }
                last = null;
            } catch (Exception e) {
                last = e;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new TimeoutException("Timed out after " + timeoutMillis + " ms: " + condition.getFailureMessage(),
                        last);
            }
            UIThread.sleep(POLL_MS);
        }
    }

    public void waitWhile(ICondition condition, long timeoutMillis) {
        waitUntil(Conditions.not(condition), timeoutMillis);
    }

    // ---- shells --------------------------------------------------------------------------------

    public SWTBotShell shell(String title) {
        Shell shell = waitFor("shell titled '" + title + "'", () -> {
            for (Shell candidate : display().getShells()) {
                if (!candidate.isDisposed() && candidate.isVisible() && title.equals(candidate.getText())) {
                    return candidate;
                }
            }
            return null;
        });
        return new SWTBotShell(shell);
    }

    public SWTBotShell activeShell() {
        return new SWTBotShell(waitFor("an active shell", () -> display().getActiveShell()));
    }

    public List<SWTBotShell> shells() {
        return UIThread.syncExec(() -> {
            List<SWTBotShell> shells = new ArrayList<>();
            for (Shell shell : display().getShells()) {
                if (!shell.isDisposed() && shell.isVisible()) {
                    shells.add(new SWTBotShell(shell));
                }
            }
            return shells;
        });
    }

    // ---- controls ------------------------------------------------------------------------------

    public SWTBotButton button(String label) {
        return new SWTBotButton(find(Button.class, "button '" + label + "'", b -> label.equals(Texts.strip(b.getText()))));
    }

    public SWTBotButton buttonWithId(String id) {
        return new SWTBotButton(find(Button.class, "button with id " + id, hasId(id)));
    }

    public SWTBotLink linkWithId(String id) {
        return new SWTBotLink(find(org.eclipse.swt.widgets.Link.class, "link with id " + id, hasId(id)));
    }

    public SWTBotText text() {
        return new SWTBotText(find(Text.class, "a text field", t -> true));
    }

    public SWTBotText textWithId(String id) {
        return new SWTBotText(find(Text.class, "text with id " + id, hasId(id)));
    }

    /** The text field that follows the label {@code label} in its parent (SWTBot's rule). */
    public SWTBotText textWithLabel(String label) {
        return new SWTBotText(findAfterLabel(Text.class, label));
    }

    public SWTBotLabel label(String text) {
        return new SWTBotLabel(find(Label.class, "label '" + text + "'", l -> text.equals(Texts.strip(l.getText()))));
    }

    public SWTBotLabel labelWithId(String id) {
        return new SWTBotLabel(find(Label.class, "label with id " + id, hasId(id)));
    }

    public SWTBotTable table() {
        return new SWTBotTable(find(Table.class, "a table", t -> true));
    }

    public SWTBotTable tableWithId(String id) {
        return new SWTBotTable(find(Table.class, "table with id " + id, hasId(id)));
    }

    public SWTBotTree tree() {
        return new SWTBotTree(find(Tree.class, "a tree", t -> true));
    }

    public SWTBotTree treeWithId(String id) {
        return new SWTBotTree(find(Tree.class, "tree with id " + id, hasId(id)));
    }

    public SWTBotList listWithId(String id) {
        return new SWTBotList(find(org.eclipse.swt.widgets.List.class, "list with id " + id, hasId(id)));
    }

    public SWTBotSpinner spinnerWithId(String id) {
        return new SWTBotSpinner(find(Spinner.class, "spinner with id " + id, hasId(id)));
    }

    public SWTBotScale scaleWithId(String id) {
        return new SWTBotScale(find(Scale.class, "scale with id " + id, hasId(id)));
    }

    public SWTBotCombo comboBoxWithId(String id) {
        return new SWTBotCombo(find(Combo.class, "combo with id " + id, hasId(id)));
    }

    /** A tool bar item by id (tool items are not controls, so they have their own finder). */
    public SWTBotToolbarButton toolItemWithId(String id) {
        org.eclipse.swt.widgets.ToolItem item = waitFor("tool item with id " + id, () -> {
            for (org.eclipse.swt.widgets.ToolBar bar : findAll(org.eclipse.swt.widgets.ToolBar.class, b -> true)) {
                for (org.eclipse.swt.widgets.ToolItem candidate : bar.getItems()) {
                    if (hasId(id).test(candidate)) {
                        return candidate;
                    }
                }
            }
            return null;
        });
        return new SWTBotToolbarButton(item);
    }

    /** Any control by id, for custom widgets (charts, canvases). */
    public <T extends Control> T widgetWithId(Class<T> type, String id) {
        return find(type, type.getSimpleName() + " with id " + id, hasId(id));
    }

    /** A tab of a CTabFolder, e.g. an e4 part's tab, by its title. */
    public SWTBotCTabItem cTabItem(String title) {
        CTabItem item = waitFor("tab '" + title + "'", () -> {
            for (CTabFolder folder : findAll(CTabFolder.class, f -> true)) {
                for (CTabItem candidate : folder.getItems()) {
                    if (title.equals(Texts.strip(candidate.getText()))) {
                        return candidate;
                    }
                }
            }
            return null;
        });
        return new SWTBotCTabItem(item);
    }

    /** Whether a tab with this title exists now (no waiting). */
    public boolean hasCTabItem(String title) {
        return UIThread.syncExec(() -> {
            for (CTabFolder folder : findAll(CTabFolder.class, f -> true)) {
                for (CTabItem candidate : folder.getItems()) {
                    if (title.equals(Texts.strip(candidate.getText()))) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    /** A menu item of the active shell's menu bar, by path: {@code menu("Help", "About XWB")}. */
    public SWTBotMenu menu(String... path) {
        MenuItem item = waitFor("menu " + String.join(" > ", path), () -> {
            for (Shell shell : display().getShells()) {
                MenuItem found = findMenuItem(shell.getMenuBar(), path, 0);
                if (found != null) {
                    return found;
                }
            }
            return null;
        });
        return new SWTBotMenu(item);
    }

    /**
     * An item of {@code control}'s context menu, by path: {@code contextMenu(tree, "New", "Folder...")}.
     * The menu is shown to its renderer (e4 fills it on SWT.Show) without popping it up on screen.
     */
    public SWTBotMenu contextMenu(Control control, String... path) {
        MenuItem item = waitFor("context menu " + String.join(" > ", path), () -> {
            Menu menu = control.getMenu();
            if (menu == null || menu.isDisposed()) {
                return null;
            }
            menu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
            MenuItem found = findMenuItem(menu, path, 0);
            menu.notifyListeners(org.eclipse.swt.SWT.Hide, new org.eclipse.swt.widgets.Event());
            return found;
        });
        return new SWTBotMenu(item);
    }

    // ---- screenshots ---------------------------------------------------------------------------

    /** Saves a PNG of the whole display. */
    public Path captureScreenshot(Path file) {
        return Screenshots.capture(file);
    }

    // ---- finding -------------------------------------------------------------------------------

    private static MenuItem findMenuItem(Menu menu, String[] path, int depth) {
        if (menu == null || menu.isDisposed()) {
            return null;
        }
        for (MenuItem item : menu.getItems()) {
            if (path[depth].equals(Texts.strip(item.getText()))) {
                if (depth == path.length - 1) {
                    return item;
                }
                Menu submenu = item.getMenu();
                if (submenu != null) {
                    // JFace menu managers fill a menu when it is about to show
                    submenu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
                    submenu.notifyListeners(org.eclipse.swt.SWT.Hide, new org.eclipse.swt.widgets.Event());
                }
                return findMenuItem(submenu, path, depth + 1);
            }
        }
        return null;
    }

    static Predicate<Widget> hasId(String id) {
        return widget -> id.equals(widget.getData(ID_KEY));
    }

    private <T extends Control> T find(Class<T> type, String description, Predicate<? super T> matcher) {
        return waitFor(description, () -> {
            List<T> all = findAll(type, matcher);
            return all.isEmpty() ? null : all.get(0);
        });
    }

    private <T extends Control> T findAfterLabel(Class<T> type, String label) {
        return waitFor(type.getSimpleName() + " after label '" + label + "'", () -> {
            for (Label candidate : findAll(Label.class, l -> label.equals(Texts.strip(l.getText())))) {
                Control[] siblings = candidate.getParent().getChildren();
                for (int i = List.of(siblings).indexOf(candidate) + 1; i < siblings.length; i++) {
                    if (type.isInstance(siblings[i])) {
                        return type.cast(siblings[i]);
                    }
                }
            }
            return null;
        });
    }

    /** Must run on the UI thread. Visible controls only, searched depth first, active shell first. */
    <T extends Control> List<T> findAll(Class<T> type, Predicate<? super T> matcher) {
        List<T> found = new ArrayList<>();
        for (Composite root : roots()) {
            collect(root, type, matcher, found);
        }
        return found;
    }

    private List<Composite> roots() {
        if (scope != null) {
            return scope.isDisposed() ? List.of() : List.of(scope);
        }
        List<Composite> roots = new ArrayList<>();
        Shell active = display().getActiveShell();
        if (active != null) {
            roots.add(active);
        }
        for (Shell shell : display().getShells()) {
            if (shell != active && shell.isVisible()) {
                roots.add(shell);
            }
        }
        return roots;
    }

    private static <T extends Control> void collect(Control control, Class<T> type, Predicate<? super T> matcher,
            List<T> found) {
        if (control.isDisposed() || !control.isVisible()) {
            return;
        }
        if (type.isInstance(control) && matcher.test(type.cast(control))) {
            found.add(type.cast(control));
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, type, matcher, found);
            }
        }
    }

    /** Polls {@code lookup} on the UI thread until it returns non-null or the timeout passes. */
    <T> T waitFor(String description, java.util.function.Supplier<T> lookup) {
        long deadline = System.currentTimeMillis() + timeout;
        while (true) {
            T result = UIThread.syncExec(lookup);
            if (result != null) {
                return result;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new WidgetNotFoundException("Could not find " + description + " within " + timeout + " ms"
                        + (scope == null ? "" : " below " + Objects.toString(scope)) + "; shells: " + shellTitles());
            }
            UIThread.sleep(POLL_MS);
        }
    }

    private List<String> shellTitles() {
        return UIThread.syncExec(() -> {
            List<String> titles = new ArrayList<>();
            for (Shell shell : display().getShells()) {
                titles.add("'" + shell.getText() + "'" + (shell.isVisible() ? "" : " (hidden)"));
            }
            return titles;
        });
    }
}
