package org.xwb.ui.populate;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.xwb.core.target.LoadOptions;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.WidgetIds;

/**
 * The Populate part's form: the target (the dashboard's chooser), the stages (customers per stage,
 * number of stages, seed) and the load knobs of seed 004 (batch size, commit interval, loaders,
 * XML indexes before or after), Start, Stop and the status line. The defaults are {@code xwb
 * populate}'s.
 */
final class PopulateForm {

    static final String BEFORE = "before loading";
    static final String AFTER = "after the last stage";

    /** What the form's buttons do. */
    interface Actions {
        void start();

        void stop();
    }

    private final Combo target;
    private final Spinner customersPerStage;
    private final Spinner stages;
    private final Spinner seed;
    private final Spinner batch;
    private final Spinner commit;
    private final Spinner loaders;
    private final Combo indexes;
    private final Button start;
    private final Button stop;
    private final Label status;

    PopulateForm(Composite parent, Actions actions) {
        Composite what = new Composite(parent, SWT.NONE);
        what.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.center = true;
        row.spacing = 6;
        what.setLayout(row);
        label(what, "Target");
        target = new Combo(what, SWT.READ_ONLY);
        WidgetIds.set(target, PopulatePart.TARGET_ID);
        customersPerStage = spinner(what, "Customers per stage", 1000, 1, 100_000_000, PopulatePart.CUSTOMERS_ID);
        customersPerStage.setToolTipText("Customers (and five orders each) every stage adds; stage 0 loads the securities");
        stages = spinner(what, "Stages", 3, 1, 1000, PopulatePart.STAGES_ID);
        seed = spinner(what, "Seed", 1, 0, Integer.MAX_VALUE, PopulatePart.ID_PREFIX + "seed");

        Composite how = new Composite(parent, SWT.NONE);
        how.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        how.setLayout(row);
        batch = spinner(how, "Batch size", LoadOptions.DEFAULT.batchSize(), 1, 1_000_000, PopulatePart.BATCH_ID);
        batch.setToolTipText("Documents per JDBC batch; Stop takes effect between batches");
        commit = spinner(how, "Commit every", LoadOptions.DEFAULT.commitInterval(), 1, 100_000_000,
                PopulatePart.COMMIT_ID);
        commit.setToolTipText("Documents per commit");
        loaders = spinner(how, "Loaders", LoadOptions.DEFAULT.loaders(), 1, 256, PopulatePart.LOADERS_ID);
        loaders.setToolTipText("Parallel loader connections (threads)");
        label(how, "XML indexes");
        indexes = new Combo(how, SWT.READ_ONLY);
        indexes.setItems(BEFORE, AFTER);
        indexes.select(0);
        WidgetIds.set(indexes, PopulatePart.INDEXES_ID);
        start = new Button(how, SWT.PUSH);
        start.setText("Start");
        start.setToolTipText("Replace the target's TPoX tables and load them stage by stage");
        WidgetIds.set(start, PopulatePart.START_ID);
        start.addListener(SWT.Selection, event -> actions.start());
        stop = new Button(how, SWT.PUSH);
        stop.setText("Stop");
        stop.setToolTipText("End after the batches being loaded: they are committed and the result folder says stopped");
        stop.setEnabled(false);
        WidgetIds.set(stop, PopulatePart.STOP_ID);
        stop.addListener(SWT.Selection, event -> actions.stop());

        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText("Ready.");
        WidgetIds.set(status, PopulatePart.STATUS_ID);
        ((GridLayout) parent.getLayout()).verticalSpacing = 4;
    }

    private static void label(Composite parent, String text) {
        FormWidgets.label(parent, text);
    }

    private static Spinner spinner(Composite parent, String label, int value, int min, int max, String id) {
        return FormWidgets.spinner(parent, label, value, min, max, 100, id);
    }

    Combo targetCombo() {
        return target;
    }

    /** Customers in the database after each stage: the per-stage count times 1, 2, 3, ... */
    List<Long> stages() {
        List<Long> totals = new ArrayList<>();
        for (int i = 1; i <= stages.getSelection(); i++) {
            totals.add((long) customersPerStage.getSelection() * i);
        }
        return totals;
    }

    long seed() {
        return seed.getSelection();
    }

    LoadOptions options() {
        return new LoadOptions(batch.getSelection(), commit.getSelection(), loaders.getSelection(), false);
    }

    boolean indexesAfter() {
        return indexes.getSelectionIndex() == 1;
    }

    void running(boolean running) {
        start.setEnabled(!running);
        stop.setEnabled(running);
    }

    boolean isRunning() {
        return stop.getEnabled();
    }

    void stopping() {
        stop.setEnabled(false);
    }

    void status(String text) {
        if (!status.isDisposed()) {
            status.setText(text);
        }
    }
}
