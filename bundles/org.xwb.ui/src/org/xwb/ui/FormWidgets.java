package org.xwb.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;

/** The label-and-spinner pairs of XWB's forms (dashboard, populate, preferences), with their widget ids. */
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
}
