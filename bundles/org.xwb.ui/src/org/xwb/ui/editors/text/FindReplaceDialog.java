package org.xwb.ui.editors.text;

import java.util.regex.PatternSyntaxException;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.text.IFindReplaceTarget;
import org.eclipse.jface.text.IFindReplaceTargetExtension;
import org.eclipse.jface.text.IFindReplaceTargetExtension3;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.xwb.ui.TitledDialog;
import org.xwb.ui.WidgetIds;

/**
 * Edit > Find/Replace (Ctrl+F) on the active text editor: find forward or backward, case, whole
 * word, regular expressions, wrap; replace one, or all as a single undoable edit. Modeless, so the
 * user can edit between searches. (Eclipse's own dialog lives in a bundle that is not on Maven
 * Central.)
 */
public final class FindReplaceDialog extends TitledDialog {

    public static final String TITLE = "Find/Replace";
    public static final String FIND_ID = "org.xwb.ui.findReplace.find";
    public static final String REPLACE_ID = "org.xwb.ui.findReplace.replace";
    public static final String STATUS_ID = "org.xwb.ui.findReplace.status";
    private static final int FIND_NEXT = IDialogConstants.CLIENT_ID + 1;
    private static final int FIND_PREVIOUS = IDialogConstants.CLIENT_ID + 2;
    private static final int REPLACE = IDialogConstants.CLIENT_ID + 3;
    private static final int REPLACE_FIND = IDialogConstants.CLIENT_ID + 4;
    private static final int REPLACE_ALL = IDialogConstants.CLIENT_ID + 5;

    private Searchable target;
    private Text find;
    private Text replace;
    private Button caseSensitive;
    private Button wholeWord;
    private Button regex;
    private Button wrap;
    private Label status;

    public FindReplaceDialog(Shell parent, Searchable target) {
        super(parent, TITLE);
        this.target = target;
        setShellStyle(SWT.DIALOG_TRIM | SWT.MODELESS | SWT.RESIZE);
        setBlockOnOpen(false);
    }

    /** Searches another editor from now on (the dialog stays open across editors). */
    public void retarget(Searchable searchable, String selected) {
        this.target = searchable;
        if (find != null && !find.isDisposed() && selected != null && !selected.isEmpty() && !selected.contains("\n")) {
            find.setText(selected);
            find.selectAll();
        }
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        new Label(area, SWT.NONE).setText("Find:");
        find = new Text(area, SWT.BORDER);
        find.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(find, FIND_ID);
        new Label(area, SWT.NONE).setText("Replace with:");
        replace = new Text(area, SWT.BORDER);
        replace.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(replace, REPLACE_ID);
        Composite options = new Composite(area, SWT.NONE);
        options.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        options.setLayout(new GridLayout(2, true));
        caseSensitive = check(options, "Case sensitive");
        wholeWord = check(options, "Whole word");
        regex = check(options, "Regular expression");
        wrap = check(options, "Wrap search");
        wrap.setSelection(true);
        regex.addListener(SWT.Selection, event -> wholeWord.setEnabled(!regex.getSelection()));
        status = new Label(area, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        WidgetIds.set(status, STATUS_ID);
        return area;
    }

    private static Button check(Composite parent, String label) {
        Button button = new Button(parent, SWT.CHECK);
        button.setText(label);
        return button;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, FIND_NEXT, "Find &Next", true);
        createButton(parent, FIND_PREVIOUS, "Find &Previous", false);
        createButton(parent, REPLACE, "&Replace", false);
        createButton(parent, REPLACE_FIND, "Replace/Fin&d", false);
        createButton(parent, REPLACE_ALL, "Replace &All", false);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, false);
    }

    @Override
    protected void buttonPressed(int id) {
        status.setText("");
        try {
            switch (id) {
            case FIND_NEXT -> found(findNext(true));
            case FIND_PREVIOUS -> found(findNext(false));
            case REPLACE -> replaceSelection();
            case REPLACE_FIND -> {
                replaceSelection();
                found(findNext(true));
            }
            case REPLACE_ALL -> replaceAll();
            case IDialogConstants.CLOSE_ID -> close();
            default -> super.buttonPressed(id);
            }
        } catch (PatternSyntaxException e) {
            status.setText("Not a regular expression: " + e.getDescription());
        }
    }

    private void found(boolean found) {
        status.setText(found ? "" : "\"" + find.getText() + "\" not found");
    }

    private IFindReplaceTargetExtension3 search() {
        return (IFindReplaceTargetExtension3) target.findReplaceTarget();
    }

    private boolean findNext(boolean forward) {
        if (find.getText().isEmpty()) {
            return false;
        }
        IFindReplaceTarget plain = target.findReplaceTarget();
        Point selection = plain.getSelection();
        int start = forward ? selection.x + selection.y : selection.x - 1;
        int at = find(start, forward);
        if (at < 0 && wrap.getSelection()) {
            at = find(forward ? 0 : -1, forward);
        }
        return at >= 0;
    }

    private int find(int start, boolean forward) {
        return search().findAndSelect(start, find.getText(), forward, caseSensitive.getSelection(),
                wholeWord.isEnabled() && wholeWord.getSelection(), regex.getSelection());
    }

    private void replaceSelection() {
        IFindReplaceTarget plain = target.findReplaceTarget();
        if (!plain.isEditable()) {
            status.setText("The file is read-only");
            return;
        }
        if (plain.getSelection().y > 0 || regex.getSelection()) {
            search().replaceSelection(replace.getText(), regex.getSelection());
        }
    }

    private void replaceAll() {
        IFindReplaceTarget plain = target.findReplaceTarget();
        if (!plain.isEditable() || find.getText().isEmpty()) {
            status.setText(plain.isEditable() ? "" : "The file is read-only");
            return;
        }
        int count = 0;
        IFindReplaceTargetExtension extension = plain instanceof IFindReplaceTargetExtension e ? e : null;
        target.beginCompoundChange();
        try {
            if (extension != null) {
                extension.setReplaceAllMode(true);
            }
            int from = 0;
            while (true) {
                int at = find(from, true);
                if (at < 0) {
                    break;
                }
                search().replaceSelection(replace.getText(), regex.getSelection());
                count++;
                Point after = plain.getSelection();
                from = after.x + Math.max(after.y, at == after.x && after.y == 0 ? 1 : 0);
            }
        } finally {
            if (extension != null) {
                extension.setReplaceAllMode(false);
            }
            target.endCompoundChange();
        }
        status.setText(count == 1 ? "1 match replaced" : count + " matches replaced");
    }
}
