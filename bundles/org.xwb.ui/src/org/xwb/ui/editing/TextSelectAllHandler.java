package org.xwb.ui.editing;

import org.eclipse.swt.widgets.Control;

/** Edit > Select All (Ctrl+A): all of the focused text. */
public class TextSelectAllHandler extends TextEditHandler {

    @Override
    protected boolean appliesTo(Control focus) {
        return TextWidgets.isText(focus);
    }

    @Override
    protected void apply(Control focus) {
        TextWidgets.selectAll(focus);
    }
}
