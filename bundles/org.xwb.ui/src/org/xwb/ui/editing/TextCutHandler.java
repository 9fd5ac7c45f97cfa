package org.xwb.ui.editing;

import org.eclipse.swt.widgets.Control;

/** Edit > Cut (Ctrl+X): the focused text's selection to the clipboard. */
public class TextCutHandler extends TextEditHandler {

    @Override
    protected boolean appliesTo(Control focus) {
        return TextWidgets.isEditable(focus);
    }

    @Override
    protected void apply(Control focus) {
        TextWidgets.cut(focus);
    }
}
