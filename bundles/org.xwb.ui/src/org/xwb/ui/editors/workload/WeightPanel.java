package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Spinner;
import org.xwb.model.Transaction;
import org.xwb.ui.WidgetIds;

/**
 * A slider and a spinner per transaction, with a lock per row. Dragging a slider previews the
 * re-balanced mix continuously; releasing it (or typing in the spinner) commits one undoable
 * edit. Weights are shown in tenths of a percent.
 */
public final class WeightPanel {

    /** Id prefix of the widgets of row i: {@code <prefix>.scale.i}, {@code .spinner.i}, {@code .lock.i}. */
    public static final String ID_PREFIX = "org.xwb.ui.workloadEditor.weight";
    private static final int SCALE = 10;

    /** What the panel asks of the editor. */
    public interface Listener {
        void preview(int row, double weight);

        void commit(int row, double weight);
    }

    private final ScrolledComposite scroller;
    private final Composite rows;
    private final Listener listener;
    private final List<Row> rowWidgets = new ArrayList<>();
    private boolean updating;

    public WeightPanel(Composite parent, Listener listener) {
        this.listener = listener;
        scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        rows = new Composite(scroller, SWT.NONE);
        rows.setLayout(new GridLayout(4, false));
        scroller.setContent(rows);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
    }

    public Composite control() {
        return scroller;
    }

    /** Locks by row, for the balancer. */
    public boolean[] locks() {
        boolean[] locks = new boolean[rowWidgets.size()];
        for (int i = 0; i < locks.length; i++) {
            locks[i] = rowWidgets.get(i).lock.getSelection();
        }
        return locks;
    }

    /** Rebuilds the rows when the transactions changed, then shows the weights. */
    public void show(List<Transaction> transactions, double[] weights) {
        if (rowWidgets.size() != transactions.size()) {
            boolean[] oldLocks = locks();
            rowWidgets.forEach(Row::dispose);
            rowWidgets.clear();
            for (int i = 0; i < transactions.size(); i++) {
                Row row = new Row(i);
                row.lock.setSelection(i < oldLocks.length && oldLocks[i]);
                rowWidgets.add(row);
            }
            rows.layout(true);
            scroller.setMinSize(rows.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        }
        updating = true;
        boolean renamed = false;
        try {
            for (int i = 0; i < transactions.size(); i++) {
                Row row = rowWidgets.get(i);
                String label = WorkloadLabels.label(transactions.get(i));
                if (!label.equals(row.name.getText())) {
                    row.name.setText(label);
                    renamed = true;
                }
                int value = (int) Math.round(weights[i] * SCALE);
                if (row.scale.getSelection() != value && !row.dragging) {
                    row.scale.setSelection(value);
                }
                if (row.spinner.getSelection() != value) {
                    row.spinner.setSelection(value);
                }
            }
        } finally {
            updating = false;
        }
        if (renamed) {
            rows.layout(true);
            scroller.setMinSize(rows.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        }
    }

    private final class Row {
        final Button lock;
        final Label name;
        final Scale scale;
        final Spinner spinner;
        boolean dragging;

        Row(int index) {
            lock = new Button(rows, SWT.CHECK);
            lock.setToolTipText("Lock: keep this weight when others move");
            WidgetIds.set(lock, ID_PREFIX + ".lock." + index);
            name = new Label(rows, SWT.NONE);
            name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
            scale = new Scale(rows, SWT.HORIZONTAL);
            scale.setMinimum(0);
            scale.setMaximum(100 * SCALE);
            scale.setIncrement(1);
            scale.setPageIncrement(10 * SCALE);
            GridData scaleData = new GridData(SWT.FILL, SWT.CENTER, true, false);
            scaleData.minimumWidth = 160;
            scale.setLayoutData(scaleData);
            WidgetIds.set(scale, ID_PREFIX + ".scale." + index);
            spinner = new Spinner(rows, SWT.BORDER);
            spinner.setDigits(1);
            spinner.setMinimum(0);
            spinner.setMaximum(100 * SCALE);
            spinner.setIncrement(1);
            spinner.setPageIncrement(10 * SCALE);
            WidgetIds.set(spinner, ID_PREFIX + ".spinner." + index);

            scale.addListener(SWT.MouseDown, event -> dragging = true);
            scale.addListener(SWT.MouseUp, event -> {
                if (dragging) {
                    dragging = false;
                    listener.commit(index, scale.getSelection() / (double) SCALE);
                }
            });
            scale.addListener(SWT.Selection, event -> {
                if (updating) {
                    return;
                }
                double weight = scale.getSelection() / (double) SCALE;
                if (dragging || event.detail == SWT.DRAG) {
                    listener.preview(index, weight);
                } else {
                    listener.commit(index, weight);
                }
            });
            spinner.addListener(SWT.Selection, event -> {
                if (!updating) {
                    listener.commit(index, spinner.getSelection() / (double) SCALE);
                }
            });
        }

        void dispose() {
            lock.dispose();
            name.dispose();
            scale.dispose();
            spinner.dispose();
        }
    }
}
