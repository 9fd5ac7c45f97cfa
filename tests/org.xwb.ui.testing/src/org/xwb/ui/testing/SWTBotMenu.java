package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.MenuItem;

public class SWTBotMenu extends AbstractSWTBot<MenuItem> {

    public SWTBotMenu(MenuItem item) {
        super(item);
    }

    public String getText() {
        return UIThread.syncExec(() -> Texts.strip(widget.getText()));
    }

    /** Chooses the item; a modal dialog it opens does not block the caller. */
    public SWTBotMenu click() {
        assertEnabled();
        UIThread.syncRun(() -> {
            if ((widget.getStyle() & (SWT.CHECK | SWT.RADIO)) != 0) {
                widget.setSelection(!widget.getSelection());
            }
        });
        notify(SWT.Arm);
        notify(SWT.Selection);
        return this;
    }
}
