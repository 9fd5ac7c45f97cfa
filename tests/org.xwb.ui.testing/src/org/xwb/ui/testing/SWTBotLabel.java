package org.xwb.ui.testing;

import org.eclipse.swt.widgets.Label;

public class SWTBotLabel extends AbstractSWTBot<Label> {

    public SWTBotLabel(Label label) {
        super(label);
    }

    public String getText() {
        return UIThread.syncExec(() -> widget.getText());
    }
}
