package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Event;

/** A CTabFolder tab; e4 renders each part of a stack as one. */
public class SWTBotCTabItem extends AbstractSWTBot<CTabItem> {

    public SWTBotCTabItem(CTabItem item) {
        super(item);
    }

    public String getText() {
        return UIThread.syncExec(() -> Texts.strip(widget.getText()));
    }

    /** Brings the tab to the front as a click on it would (the folder fires Selection). */
    public SWTBotCTabItem activate() {
        UIThread.syncRun(() -> {
            widget.getParent().setSelection(widget);
            Event event = new Event();
            event.item = widget;
            event.widget = widget.getParent();
            widget.getParent().notifyListeners(SWT.Selection, event);
        });
        return this;
    }

    public boolean isActive() {
        return UIThread.syncExec(() -> widget.getParent().getSelection() == widget);
    }

    public boolean isShowing() {
        return UIThread.syncExec(() -> !widget.isDisposed() && widget.isShowing());
    }
}
