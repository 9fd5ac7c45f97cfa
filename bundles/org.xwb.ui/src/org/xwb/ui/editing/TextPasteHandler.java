package org.xwb.ui.editing;

import org.eclipse.swt.widgets.Control;

/** Edit > Paste (Ctrl+V): the clipboard's text into the focused text. */
public class TextPasteHandler extends TextEditHandler {

    @Override
    protected boolean appliesTo(Control focus) {
        return TextWidgets.isEditable(focus);
    }

    @Override
    protected void apply(Control focus) {
        TextWidgets.paste(focus);
    }
}
