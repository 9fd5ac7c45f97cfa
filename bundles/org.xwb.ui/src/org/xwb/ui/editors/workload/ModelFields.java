package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.ui.WidgetIds;

/**
 * Form fields bound to a model value: a field shows the value (or, empty, a hint such as the
 * default), and its edit becomes one undoable change when the user presses Enter or leaves the
 * field. A value that cannot be taken leaves the model alone and says why in the field's tooltip,
 * in red. {@link #refresh()} shows the model again, except in the field being typed in.
 */
final class ModelFields {

    /** Thrown by a writer for text it cannot take; the message is shown to the user. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    private record Binding(Control control, Supplier<String> read, Supplier<String> hint, Supplier<Boolean> enabled) {
    }

    private final String idPrefix;
    private final List<Binding> bindings = new ArrayList<>();

    ModelFields(String idPrefix) {
        this.idPrefix = idPrefix;
    }

    /** A label and a one-line text field in a two-column grid. */
    Text text(Composite parent, String label, String tip, String id, Supplier<String> read, Consumer<String> write,
            Supplier<String> hint, Supplier<Boolean> enabled) {
        Label caption = new Label(parent, SWT.NONE);
        caption.setText(label);
        caption.setToolTipText(tip);
        Text text = new Text(parent, SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text.setToolTipText(tip);
        WidgetIds.set(text, idPrefix + id);
        Runnable commit = () -> {
            if (!text.isEnabled() || Objects.equals(text.getText().strip(), nonNull(read.get()))) {
                return;
            }
            try {
                write.accept(text.getText().strip());
                text.setForeground(null);
                text.setToolTipText(tip);
            } catch (Refused | IllegalArgumentException refused) {
                text.setForeground(text.getDisplay().getSystemColor(SWT.COLOR_RED));
                text.setToolTipText(refused.getMessage());
            }
        };
        text.addListener(SWT.DefaultSelection, event -> commit.run());
        text.addListener(SWT.FocusOut, event -> commit.run());
        bindings.add(new Binding(text, read, hint, enabled));
        return text;
    }

    /** A label and a read-only choice; the writer gets the chosen item. */
    Combo choice(Composite parent, String label, String tip, String id, List<String> items, Supplier<String> read,
            Consumer<String> write, Supplier<Boolean> enabled) {
        Label caption = new Label(parent, SWT.NONE);
        caption.setText(label);
        caption.setToolTipText(tip);
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        combo.setItems(items.toArray(String[]::new));
        combo.setToolTipText(tip);
        combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(combo, idPrefix + id);
        combo.addListener(SWT.Selection, event -> {
            if (!Objects.equals(combo.getText(), nonNull(read.get()))) {
                write.accept(combo.getText());
            }
        });
        bindings.add(new Binding(combo, read, () -> null, enabled));
        return combo;
    }

    /** Shows the model's values again (not in the text field that has the focus: the user is typing there). */
    void refresh() {
        for (Binding binding : bindings) {
            Control control = binding.control();
            if (control.isDisposed()) {
                continue;
            }
            boolean enabled = binding.enabled().get();
            if (control.getEnabled() != enabled) {
                control.setEnabled(enabled);
            }
            String value = enabled ? nonNull(binding.read().get()) : "";
            if (control instanceof Text text) {
                if (!text.isFocusControl() && !text.getText().equals(value)) {
                    text.setText(value);
                    text.setForeground(null);
                }
                String hint = enabled ? binding.hint().get() : null;
                if (!Objects.equals(text.getMessage(), nonNull(hint))) {
                    text.setMessage(nonNull(hint));
                }
            } else if (control instanceof Combo combo && !combo.getText().equals(value)) {
                int index = combo.indexOf(value);
                if (index >= 0) {
                    combo.select(index);
                } else {
                    combo.deselectAll();
                }
            }
        }
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}
