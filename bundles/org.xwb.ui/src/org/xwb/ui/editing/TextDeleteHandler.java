package org.xwb.ui.editing;

import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;

/**
 * Edit > Delete (Delete): the focused text's selection, else the character after the caret. Only
 * StyledText and Text fields: in other widgets (an editable Combo, a spinner) the Delete key goes
 * to the widget itself.
 */
public class TextDeleteHandler extends TextEditHandler {

    @Override
    protected boolean appliesTo(Control focus) {
        return (focus instanceof StyledText || focus instanceof Text) && TextWidgets.isEditable(focus);
    }

    @Override
    protected void apply(Control focus) {
        TextWidgets.delete(focus);
    }
}
