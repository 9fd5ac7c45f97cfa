package org.xwb.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * The label-and-field pairs of XWB's forms (dashboard, populate, preferences; the New and Export
 * dialogs), with their widget ids.
 */
public final class FormWidgets {

    private FormWidgets() {
    }

    public static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    /** A label, then a spinner from {@code min} to {@code max} that Page Up/Down moves by {@code page}. */
    public static Spinner spinner(Composite parent, String label, int value, int min, int max, int page, String id) {
        label(parent, label);
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, min, max, 0, 1, page);
        WidgetIds.set(spinner, id);
        return spinner;
    }

    /** A dialog's form: a grid of {@code columns} filling the dialog's area. */
    public static Composite dialogForm(Composite area, int columns) {
        Composite form = new Composite(area, SWT.NONE);
        form.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        form.setLayout(new GridLayout(columns, false));
        return form;
    }

    /** A label, then a text field holding {@code value} that fills the rest of the row of {@code form}'s grid. */
    public static Text text(Composite form, String label, String id, String value) {
        label(form, label);
        Text text = new Text(form, SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, restOfRow(form), 1));
        text.setText(value);
        WidgetIds.set(text, id);
        return text;
    }

    /** A label, then a read-only combo that fills the rest of the row of {@code form}'s grid. */
    public static Combo choice(Composite form, String label, String id) {
        label(form, label);
        Combo combo = new Combo(form, SWT.READ_ONLY);
        combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, restOfRow(form), 1));
        WidgetIds.set(combo, id);
        return combo;
    }

    private static int restOfRow(Composite form) {
        return Math.max(1, ((GridLayout) form.getLayout()).numColumns - 1);
    }
}
