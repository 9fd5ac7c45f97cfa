package org.xwb.ui;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.widgets.Shell;

/**
 * A plain JFace dialog whose window title is given once, to the constructor: the dialogs without a
 * title area extend it instead of each overriding {@code configureShell}. A dialog with a title
 * and a message under the window title extends {@link TitledAreaDialog}.
 */
public abstract class TitledDialog extends Dialog {

    private final String windowTitle;

    protected TitledDialog(Shell parent, String windowTitle) {
        super(parent);
        this.windowTitle = windowTitle;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(windowTitle);
    }
}
