package org.xwb.ui.testing;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;

public class SWTBotCombo extends AbstractSWTBot<Combo> {

    public SWTBotCombo(Combo combo) {
        super(combo);
    }

    public String getText() {
        return UIThread.syncExec(() -> widget.getText());
    }

    public List<String> items() {
        return UIThread.syncExec(() -> List.of(widget.getItems()));
    }

    public SWTBotCombo setSelection(String text) {
        assertEnabled();
        int index = items().indexOf(text);
        if (index < 0) {
            throw new WidgetNotFoundException("No item '" + text + "' in combo: " + items());
        }
        UIThread.syncRun(() -> widget.select(index));
        // GTK tells Modify before Selection; a Selection listener may dispose the combo (a form rebuilt)
        notify(SWT.Modify);
        notify(SWT.Selection);
        return this;
    }

    public SWTBotCombo setText(String text) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setText(text));
        notify(SWT.Modify);
        return this;
    }
}
