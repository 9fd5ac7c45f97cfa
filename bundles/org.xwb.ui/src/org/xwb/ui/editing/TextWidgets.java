package org.xwb.ui.editing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ST;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;

/**
 * Cut, copy, paste, delete and select all on the text widgets XWB uses (StyledText of the
 * editors and the scratchpad, Text fields, editable Combos), each as the widget's own key does.
 */
final class TextWidgets {

    private TextWidgets() {
    }

    static boolean isText(Control control) {
        return control instanceof StyledText || control instanceof Text
                || control instanceof Combo combo && (combo.getStyle() & SWT.READ_ONLY) == 0;
    }

    static boolean isEditable(Control control) {
        return switch (control) {
        case StyledText text -> text.getEditable();
        case Text text -> text.getEditable();
        case Combo combo -> (combo.getStyle() & SWT.READ_ONLY) == 0;
        case null, default -> false;
        };
    }

    static void cut(Control control) {
        switch (control) {
        case StyledText text -> text.cut();
        case Text text -> text.cut();
        case Combo combo -> combo.cut();
        default -> {
        }
        }
    }

    static void copy(Control control) {
        switch (control) {
        case StyledText text -> text.copy();
        case Text text -> text.copy();
        case Combo combo -> combo.copy();
        default -> {
        }
        }
    }

    static void paste(Control control) {
        switch (control) {
        case StyledText text -> text.paste();
        case Text text -> text.paste();
        case Combo combo -> combo.paste();
        default -> {
        }
        }
    }

    static void selectAll(Control control) {
        switch (control) {
        case StyledText text -> text.selectAll();
        case Text text -> text.selectAll();
        case Combo combo -> combo.setSelection(new Point(0, combo.getText().length()));
        default -> {
        }
        }
    }

    /** The selection, else the character after the caret, as the Delete key does. */
    static void delete(Control control) {
        switch (control) {
        case StyledText text -> text.invokeAction(ST.DELETE_NEXT);
        case Text text -> {
            Point selection = text.getSelection();
            if (selection.x == selection.y && selection.x < text.getCharCount()) {
                text.setSelection(selection.x, selection.x + 1);
            }
            text.insert("");
        }
        default -> {
        }
        }
    }
}
