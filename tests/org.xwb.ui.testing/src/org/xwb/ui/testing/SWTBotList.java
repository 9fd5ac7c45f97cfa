package org.xwb.ui.testing;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;

/** A plain SWT list: its items, and choosing one as a double-click (or Enter) would. */
public class SWTBotList extends AbstractSWTBot<org.eclipse.swt.widgets.List> {

    public SWTBotList(org.eclipse.swt.widgets.List list) {
        super(list);
    }

    public List<String> items() {
        return UIThread.syncExec(() -> List.of(widget.getItems()));
    }

    /** Selects the item and fires DefaultSelection (a double-click). */
    public SWTBotList doubleClick(String item) {
        assertEnabled();
        int index = items().indexOf(item);
        if (index < 0) {
            throw new WidgetNotFoundException("No item '" + item + "' in list: " + items());
        }
        UIThread.syncRun(() -> widget.select(index));
        notify(SWT.Selection);
        notify(SWT.DefaultSelection, new Event());
        return this;
    }
}
