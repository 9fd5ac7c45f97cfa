package org.xwb.ui.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.Widget;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.UIThread;

/**
 * The widgets {@link ExploratoryTest} acts on, found afresh before every action in the main
 * window (and in the dialogs it opens), and the action itself, posted to the event loop so a
 * modal dialog it opens does not block the test.
 */
final class ExplorerWidgets {

    /**
     * Labels and tooltips left out: they write or delete the user's files, open a native file
     * dialog (no SWT shell a test can close), start long database jobs, or leave the workbench.
     */
    static final Pattern LEFT_OUT = Pattern.compile("(?i).*\\b(quit|exit|save|delete|paste|browse|export|run|start|stop"
            + "|populate|load|create on target|drop on target|create index|test connection|file manager|report"
            + "|compare with saved|add tpox sample|restart|kill)\\b.*");
    /** What a user might type: nothing, a number out of range, words where numbers go, XML and SQL characters. */
    static final List<String> INPUTS = List.of("", " ", "-1", "0", "abc", "99999999999999999999", "1e309", "NaN",
            "<a>", "'", "%", "/", "//@x", "o:Order", "select", "\u00fc\u20ac", "x".repeat(300));

    private final Random random;

    ExplorerWidgets(Random random) {
        this.random = random;
    }

    /**
     * Lets the event loop run what the last action posted: a runnable sent after it runs after it
     * (or inside the modal dialog it opened, whose loop runs it too).
     */
    void settle() {
        for (int i = 0; i < 3; i++) {
            UIThread.syncRun(() -> {
            });
        }
    }

    /** Selects a row of a table and opens it (double-click), as in Problems, Runs or Targets. */
    String openTableRow() {
        return act(org.eclipse.swt.widgets.Table.class, mainShell(), table -> table.isVisible() && table.isEnabled()
                && table.getItemCount() > 0, table -> {
                    int row = random.nextInt(table.getItemCount());
                    table.setSelection(row);
                    Event select = new Event();
                    select.item = table.getItem(row);
                    table.notifyListeners(SWT.Selection, select);
                    Event open = new Event();
                    open.item = table.getItem(row);
                    table.notifyListeners(SWT.DefaultSelection, open);
                }, table -> "open a row of table " + id(table));
    }

    String activateTab() {
        return act(CTabItem.class, mainShell(), item -> !item.isDisposed() && item.getParent().isVisible(), item -> {
            CTabFolder folder = item.getParent();
            folder.setSelection(item);
            Event event = new Event();
            event.item = item;
            folder.notifyListeners(SWT.Selection, event);
        }, item -> "tab " + item.getText());
    }

    String chooseMenuItem() {
        List<MenuItem> items = UIThread.syncExec(() -> {
            List<MenuItem> leaves = new ArrayList<>();
            Shell shell = mainShell();
            if (shell != null) {
                leaves(shell.getMenuBar(), leaves);
            }
            return leaves.stream().filter(MenuItem::isEnabled).filter(item -> allowed(item.getText(), null)).toList();
        });
        if (items.isEmpty()) {
            return "menu: none enabled";
        }
        MenuItem item = items.get(random.nextInt(items.size()));
        String label = UIThread.syncExec(() -> path(item));
        post(item, () -> {
            if ((item.getStyle() & (SWT.CHECK | SWT.RADIO)) != 0) {
                item.setSelection(!item.getSelection());
            }
            item.notifyListeners(SWT.Selection, new Event());
        });
        return "menu " + label;
    }

    String pressButtonOrTool() {
        if (random.nextBoolean()) {
            return act(ToolItem.class, mainShell(), item -> item.isEnabled() && item.getParent().isVisible()
                    && allowed(item.getText(), item.getToolTipText()), item -> item.notifyListeners(SWT.Selection, new Event()),
                    item -> "tool " + item.getText() + " (" + item.getToolTipText() + ")");
        }
        return pressButton(mainShell());
    }

    private String pressButton(Shell shell) {
        return act(Button.class, shell, button -> button.isVisible() && button.isEnabled()
                && allowed(button.getText(), button.getToolTipText()), button -> {
                    if ((button.getStyle() & (SWT.CHECK | SWT.RADIO | SWT.TOGGLE)) != 0) {
                        button.setSelection(!button.getSelection());
                    }
                    button.notifyListeners(SWT.Selection, new Event());
                }, button -> "button " + button.getText() + " (" + button.getToolTipText() + ")");
    }

    String typeIntoField() {
        return typeIntoField(mainShell());
    }

    private String typeIntoField(Shell shell) {
        String input = random.nextInt(4) == 0 ? null : INPUTS.get(random.nextInt(INPUTS.size())); // null: keep the default
        return act(Control.class, shell, control -> editable(control) && control.isVisible() && control.isEnabled(), control -> {
            control.setFocus();
            if (control instanceof Text text) {
                text.setText(input == null ? text.getText() : input);
                text.notifyListeners(SWT.DefaultSelection, new Event());
            } else if (control instanceof StyledText text) {
                text.setText(input == null ? text.getText() : input);
            } else if (control instanceof Combo combo) {
                combo.setText(input == null ? combo.getText() : input);
                combo.notifyListeners(SWT.DefaultSelection, new Event());
            } else if (control instanceof Spinner spinner) {
                spinner.setSelection(input == null ? spinner.getSelection() : random.nextInt(Integer.MAX_VALUE));
                spinner.notifyListeners(SWT.Selection, new Event());
            }
            control.notifyListeners(SWT.FocusOut, new Event()); // the user moves on: the field commits
        }, control -> "type " + (input == null ? "(default)" : "'" + abbreviate(input) + "'") + " into "
                + control.getClass().getSimpleName() + " " + id(control));
    }

    /**
     * Acts in each open dialog as in the window (a field, a button that is not OK/Finish), then
     * cancels it: Cancel, else Close or No, else the shell's close (Escape). Returns what was done.
     */
    List<String> handleDialogs() {
        List<String> done = new ArrayList<>();
        for (int round = 0; round < 5; round++) {
            List<Shell> dialogs = UIThread.syncExec(this::dialogs);
            if (dialogs.isEmpty()) {
                return done;
            }
            Shell dialog = dialogs.get(dialogs.size() - 1);
            String title = UIThread.syncExec(() -> dialog.isDisposed() ? "" : dialog.getText());
            if (round == 0 && random.nextBoolean()) {
                done.add(title + ": " + typeIntoField(dialog));
                settle();
            }
            if (UIThread.syncExec(dialog::isDisposed)) {
                continue;
            }
            Button cancel = UIThread.syncExec(() -> cancelButton(dialog));
            post(dialog, () -> {
                if (cancel != null && !cancel.isDisposed()) {
                    cancel.notifyListeners(SWT.Selection, new Event());
                } else if (!dialog.isDisposed()) {
                    dialog.close();
                }
            });
            settle();
            done.add(title + ": " + (cancel == null ? "closed" : UIThread.syncExec(() -> cancel.isDisposed() ? "pressed"
                    : cancel.getText())));
        }
        List<String> left = UIThread.syncExec(() -> dialogs().stream().map(Shell::getText).toList());
        if (!left.isEmpty()) {
            throw new AssertionError("Dialogs that do not close on Cancel or Escape: " + left);
        }
        return done;
    }

    private List<Shell> dialogs() {
        List<Shell> open = new ArrayList<>();
        for (Shell shell : UIThread.display().getShells()) {
            if (!shell.isDisposed() && shell.isVisible() && shell != mainShell()
                    && !org.xwb.ui.testing.ErrorLogGuard.INTERNAL_ERROR.equals(shell.getText())) {
                open.add(shell);
            }
        }
        return open;
    }

    private static Button cancelButton(Composite parent) {
        Button found = null;
        for (Control child : parent.getChildren()) {
            if (child instanceof Button button && button.isVisible() && button.isEnabled()) {
                String text = button.getText().replace("&", "");
                if (text.equals("Cancel")) {
                    return button;
                }
                if (found == null && (text.equals("Close") || text.equals("No"))) {
                    found = button;
                }
            } else if (child instanceof Composite inner) {
                Button deeper = cancelButton(inner);
                if (deeper != null && deeper.getText().replace("&", "").equals("Cancel")) {
                    return deeper;
                }
                found = found == null ? deeper : found;
            }
        }
        return found;
    }

    private <W extends Widget> String act(Class<W> type, Shell shell, java.util.function.Predicate<W> usable,
            java.util.function.Consumer<W> action, java.util.function.Function<W, String> describe) {
        if (shell == null) {
            return type.getSimpleName() + ": no window";
        }
        List<W> found = UIThread.syncExec(() -> {
            List<W> all = new ArrayList<>();
            collect(shell, type, all);
            return all.stream().filter(w -> !w.isDisposed() && usable.test(w)).toList();
        });
        if (found.isEmpty()) {
            return type.getSimpleName() + ": none usable";
        }
        W widget = found.get(random.nextInt(found.size()));
        String description = UIThread.syncExec(() -> describe.apply(widget));
        post(widget, () -> action.accept(widget));
        return description;
    }

    private static <W extends Widget> void collect(Control control, Class<W> type, List<W> into) {
        if (type.isInstance(control)) {
            into.add(type.cast(control));
        }
        if (control instanceof CTabFolder folder && type == CTabItem.class) {
            for (CTabItem item : folder.getItems()) {
                into.add(type.cast(item));
            }
        }
        if (control instanceof ToolBar bar && type == ToolItem.class) {
            for (ToolItem item : bar.getItems()) {
                into.add(type.cast(item));
            }
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, type, into);
            }
        }
    }

    /** Runs the action from the event loop; its exceptions reach e4's handler, as a user's click's would. */
    private static void post(Widget widget, Runnable action) {
        UIThread.display().asyncExec(() -> {
            if (!widget.isDisposed()) {
                action.run();
            }
        });
    }

    private static void leaves(Menu menu, List<MenuItem> into) {
        if (menu == null) {
            return;
        }
        menu.notifyListeners(SWT.Show, new Event()); // e4 fills a menu and updates its enablement when shown
        for (MenuItem item : menu.getItems()) {
            if (item.getMenu() != null) {
                leaves(item.getMenu(), into);
            } else if ((item.getStyle() & SWT.SEPARATOR) == 0) {
                into.add(item);
            }
        }
        menu.notifyListeners(SWT.Hide, new Event());
    }

    private static String path(MenuItem item) {
        String label = item.getText().replace("&", "").split("\t")[0];
        MenuItem parent = item.getParent().getParentItem();
        return parent == null ? label : path(parent) + " > " + label;
    }

    private static boolean editable(Control control) {
        if (control instanceof Text text) {
            return text.getEditable();
        }
        if (control instanceof StyledText text) {
            return text.getEditable();
        }
        if (control instanceof Combo combo) {
            return (combo.getStyle() & SWT.READ_ONLY) == 0;
        }
        return control instanceof Spinner;
    }

    static boolean allowed(String text, String tooltip) {
        String label = (text == null ? "" : text.replace("&", "").split("\t")[0]) + " " + (tooltip == null ? "" : tooltip);
        return !LEFT_OUT.matcher(label.replace('\n', ' ')).matches();
    }

    private static String id(Control control) {
        Object id = control.getData(org.xwb.ui.WidgetIds.KEY);
        return id == null ? "" : id.toString();
    }

    private static String abbreviate(String input) {
        return input.length() > 20 ? input.substring(0, 20) + "...(" + input.length() + ")" : input;
    }

    private static Shell mainShell() {
        return UIThread.syncExec(() -> {
            for (Shell shell : UIThread.display().getShells()) {
                if (!shell.isDisposed() && MainWindow.TITLE.equals(shell.getText())) {
                    return shell;
                }
            }
            return null;
        });
    }
}
