package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.ToolItem;

/** A push item of a tool bar. */
public class SWTBotToolbarButton extends AbstractSWTBot<ToolItem> {

    public SWTBotToolbarButton(ToolItem item) {
        super(item);
    }

    public String getText() {
        return UIThread.syncExec(() -> Texts.strip(widget.getText()));
    }

    @Override
    public boolean isEnabled() {
        return UIThread.syncExec(() -> widget.isEnabled());
    }

    public SWTBotToolbarButton click() {
        assertEnabled();
        notify(SWT.Selection);
        return this;
    }
}
