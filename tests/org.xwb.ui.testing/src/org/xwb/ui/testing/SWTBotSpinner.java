package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Spinner;

public class SWTBotSpinner extends AbstractSWTBot<Spinner> {

    public SWTBotSpinner(Spinner spinner) {
        super(spinner);
    }

    public int getSelection() {
        return UIThread.syncExec(widget::getSelection);
    }

    public SWTBotSpinner setSelection(int value) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setSelection(value));
        notify(SWT.Selection);
        notify(SWT.Modify);
        return this;
    }
}
