package org.xwb.ui.editing;

import org.eclipse.swt.widgets.Control;

/** Edit > Copy (Ctrl+C): the focused text's selection to the clipboard. */
public class TextCopyHandler extends TextEditHandler {

    @Override
    protected boolean appliesTo(Control focus) {
        return TextWidgets.isText(focus);
    }

    @Override
    protected void apply(Control focus) {
        TextWidgets.copy(focus);
    }
}
