package org.xwb.ui;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/**
 * A JFace title-area dialog set up once: the window title, and the title and message shown under
 * it when the dialog area is created. A subclass calls {@code super.createDialogArea(parent)} first
 * and fills the area it returns; it may still change the message later (a validation's).
 */
public abstract class TitledAreaDialog extends TitleAreaDialog {

    private final String windowTitle;
    private final String title;
    private final String message;

    protected TitledAreaDialog(Shell parent, String windowTitle, String title, String message) {
        super(parent);
        this.windowTitle = windowTitle;
        this.title = title;
        this.message = message;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(windowTitle);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Control area = super.createDialogArea(parent);
        setTitle(title);
        setMessage(message);
        return area;
    }
}
