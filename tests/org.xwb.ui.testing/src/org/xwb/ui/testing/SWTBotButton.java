package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;

public class SWTBotButton extends AbstractSWTBot<Button> {

    public SWTBotButton(Button button) {
        super(button);
    }

    public String getText() {
        return UIThread.syncExec(() -> Texts.strip(widget.getText()));
    }

    /** Presses the button; a check box or radio button toggles first, as a real click would. */
    public SWTBotButton click() {
        UIThread.syncRun(() -> {
            int style = widget.getStyle();
            if ((style & SWT.CHECK) != 0 || (style & SWT.TOGGLE) != 0) {
                widget.setSelection(!widget.getSelection());
            } else if ((style & SWT.RADIO) != 0) {
                widget.setSelection(true);
            }
        });
        clickWidget();
        return this;
    }

    public boolean isChecked() {
        return UIThread.syncExec(widget::getSelection);
    }
}
