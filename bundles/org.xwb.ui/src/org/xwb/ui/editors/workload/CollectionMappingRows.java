package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.xwb.ui.WidgetIds;

/**
 * One row per {@code fn:collection("NAME")} an xquery statement uses, with the workload's
 * collection it should name instead, or "keep the name". New Workload's TPoX import and the
 * workload editor's Map Collection Names both show these rows; the texts change through
 * {@link org.xwb.model.tpox.CollectionMapping}.
 */
public final class CollectionMappingRows {

    /** The last item of every row's combo, followed by the name: the statements keep it. */
    public static final String KEEP = "keep the name";

    private final Composite rows;
    private final String idPrefix;
    private final Map<String, Combo> combos = new LinkedHashMap<>();

    /** Rows in a two-column composite of their own; each combo gets the id {@code idPrefix + "collection." + NAME}. */
    public CollectionMappingRows(Composite parent, String idPrefix) {
        this.idPrefix = idPrefix;
        rows = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        rows.setLayout(layout);
    }

    public Control control() {
        return rows;
    }

    /**
     * Shows a row per name, its combo on {@code initial}'s collection (else on "keep"), or
     * {@code empty} as a sentence when there are no names.
     */
    public void show(List<String> names, List<String> collections, Map<String, String> initial, String intro, String empty) {
        clear();
        if (names.isEmpty()) {
            sentence(empty);
            return;
        }
        sentence(intro);
        for (String name : names) {
            new Label(rows, SWT.NONE).setText("fn:collection(\"" + name + "\") ->");
            Combo combo = new Combo(rows, SWT.READ_ONLY);
            List<String> items = new ArrayList<>(collections);
            items.add(KEEP + " " + name);
            combo.setItems(items.toArray(String[]::new));
            String first = initial.get(name);
            combo.select(first != null && collections.contains(first) ? collections.indexOf(first) : items.size() - 1);
            WidgetIds.set(combo, idPrefix + "collection." + name);
            combos.put(name, combo);
        }
    }

    /** A sentence across both columns instead of rows (no names, or nothing to read). */
    public void sentence(String text) {
        Label label = new Label(rows, SWT.WRAP);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        data.widthHint = 560;
        label.setLayoutData(data);
        label.setText(text);
    }

    /** Removes every row and sentence. */
    public void clear() {
        combos.clear();
        for (Control old : rows.getChildren()) {
            old.dispose();
        }
    }

    /** NAME -> the collection chosen; names kept as they are are not in it. */
    public Map<String, String> mapping() {
        Map<String, String> mapping = new LinkedHashMap<>();
        combos.forEach((name, combo) -> {
            if (!combo.isDisposed() && !combo.getText().startsWith(KEEP)) {
                mapping.put(name, combo.getText());
            }
        });
        return mapping;
    }
}
