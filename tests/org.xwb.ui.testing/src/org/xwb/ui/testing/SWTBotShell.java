package org.xwb.ui.testing;

import org.eclipse.swt.widgets.Shell;

public class SWTBotShell extends AbstractSWTBot<Shell> {

    private final String title;

    public SWTBotShell(Shell shell) {
        super(shell);
        this.title = UIThread.syncExec(() -> shell.getText());
    }

    /** The title; after the shell closed, the title it had when found. */
    public String getText() {
        return UIThread.syncExec(() -> widget.isDisposed() ? title : widget.getText());
    }

    public SWTBotShell activate() {
        UIThread.syncRun(() -> {
            widget.forceActive();
            widget.setFocus();
        });
        return this;
    }

    public boolean isOpen() {
        return UIThread.syncExec(() -> !widget.isDisposed() && widget.isVisible());
    }

    public boolean isActive() {
        return UIThread.syncExec(() -> !widget.isDisposed() && widget.getDisplay().getActiveShell() == widget);
    }

    public void close() {
        UIThread.syncRun(() -> {
            if (!widget.isDisposed()) {
                widget.close();
            }
        });
    }

    /** A bot that searches only this shell. */
    public SWTBot bot() {
        return new SWTBot(widget);
    }
}
