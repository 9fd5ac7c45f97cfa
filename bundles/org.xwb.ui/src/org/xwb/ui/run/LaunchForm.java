package org.xwb.ui.run;

import java.nio.file.Path;
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
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.target.IsolationLevel;
import org.xwb.kit.session.RunRequest;
import org.xwb.model.RunSettings;
import org.xwb.model.XwbPackage;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.preferences.XwbPreferences;

/**
 * The dashboard's launch form: what to run (workload, target), how (users, duration, ramp-up, think
 * time, rate, isolation, seed, a fresh TPoX database), Start and Stop, the progress bar and the status line.
 * It turns the fields into a {@link RunRequest}; what the buttons do is the dashboard's.
 */
final class LaunchForm {

    /** The isolation choice that sets none: the target's own default. */
    static final String TARGET_DEFAULT = "target default";

    /** What the form's buttons ask for. */
    interface Actions {
        void start();

        void stop();

        void exportCharts();

        void logScale(boolean log);

        void workloadChosen();
    }

    private final Combo workload;
    private final Combo target;
    private final Spinner users;
    private final Spinner duration;
    private final Spinner rampUp;
    private final Spinner thinkTime;
    private final Spinner rate;
    private final Combo isolation;
    private final Text sweep;
    private final Text seed;
    private final Button prepare;
    private final Spinner customers;
    private final Button start;
    private final Button stop;
    private final Button rebuildPerPoint;
    private final ProgressBar progress;
    private final Label status;
    private final Button log;
    /** The run's statistics interval: the workload's own, else Window > Preferences' chart interval. */
    private double intervalSeconds;

    LaunchForm(Composite parent, Actions actions) {
        Composite what = new Composite(parent, SWT.NONE);
        what.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        // the seed here, not after the rate: that row wrapped it onto a row of its own at 1280 pixels,
        // height the charts need more (the status line of the jobs takes a line at the bottom)
        what.setLayout(new GridLayout(8, false));
        label(what, "Workload");
        workload = new Combo(what, SWT.READ_ONLY);
        workload.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(workload, RunDashboardPart.WORKLOAD_ID);
        label(what, "Target");
        target = new Combo(what, SWT.READ_ONLY);
        target.setLayoutData(new GridData(160, SWT.DEFAULT));
        WidgetIds.set(target, RunDashboardPart.TARGET_ID);
        label(what, "Seed");
        seed = new Text(what, SWT.BORDER);
        seed.setText("42");
        seed.setLayoutData(new GridData(70, SWT.DEFAULT));
        WidgetIds.set(seed, RunDashboardPart.ID_PREFIX + "seed");
        // here, not after the rate: that row wrapped it onto a row of its own
        label(what, "Isolation");
        isolation = new Combo(what, SWT.READ_ONLY);
        isolation.add(TARGET_DEFAULT);
        for (IsolationLevel level : IsolationLevel.values()) {
            isolation.add(level.label());
        }
        isolation.select(0);
        isolation.setToolTipText("Transaction isolation of every user's connection (the workload's run settings"
                + " choose it first); run.json records it and the target's name for it");
        WidgetIds.set(isolation, RunDashboardPart.ISOLATION_ID);

        Composite how = new Composite(parent, SWT.NONE);
        how.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        RowLayout wrapping = new RowLayout(SWT.HORIZONTAL);
        wrapping.center = true;
        wrapping.spacing = 6;
        how.setLayout(wrapping);
        XwbPreferences preferred = XwbPreferences.load(); // Window > Preferences; a workload's own settings win
        users = spinner(how, "Users", preferred.users(), 1, 10_000, RunDashboardPart.USERS_ID);
        duration = spinner(how, "Duration s", preferred.durationSeconds(), 1, 86_400, RunDashboardPart.DURATION_ID);
        rampUp = spinner(how, "Ramp-up s", preferred.rampUpSeconds(), 0, 3_600, RunDashboardPart.RAMP_UP_ID);
        thinkTime = spinner(how, "Think ms", 0, 0, 600_000, RunDashboardPart.ID_PREFIX + "think");
        rate = spinner(how, "Rate tx/s", 0, 0, 10_000_000, RunDashboardPart.ID_PREFIX + "rate");
        rate.setToolTipText("Total transactions per second; 0 runs as fast as possible");
        intervalSeconds = preferred.chartIntervalSeconds();

        Composite row = new Composite(parent, SWT.NONE);
        row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        row.setLayout(new GridLayout(11, false));
        prepare = new Button(row, SWT.CHECK);
        prepare.setText("Fresh TPoX database:");
        prepare.setToolTipText("Generate, load and index TPoX documents before the run (TPoX kit workloads only)");
        prepare.setSelection(true);
        WidgetIds.set(prepare, RunDashboardPart.PREPARE_ID);
        customers = new Spinner(row, SWT.BORDER);
        customers.setValues(1000, 10, 10_000_000, 0, 100, 1000);
        WidgetIds.set(customers, RunDashboardPart.CUSTOMERS_ID);
        label(row, "customers");
        // in this row, not next to Users: that row wrapped, and the charts lost the height they need
        label(row, "Sweep");
        sweep = new Text(row, SWT.BORDER);
        sweep.setMessage("users: 1,2,4");
        sweep.setLayoutData(new GridData(70, SWT.DEFAULT));
        sweep.setToolTipText("User counts, e.g. 1,2,4,8: Start runs one run per count (each with the duration and"
                + " ramp-up set here, on the same database unless rebuild is checked) and plots throughput and p95 against users in Runs;"
                + " empty: one run with Users");
        WidgetIds.set(sweep, RunDashboardPart.SWEEP_ID);
        sweep.addListener(SWT.Modify, event -> users.setEnabled(sweep.getText().isBlank()));
        rebuildPerPoint = new Button(row, SWT.CHECK);
        rebuildPerPoint.setText("rebuild"); // short: at 1280 pixels a longer label pushed "Log latency axis" out of the row
        rebuildPerPoint.setToolTipText("With a fresh TPoX database: build it again before every sweep point, so no"
                + " point runs on what an earlier one inserted; unchecked, the points share one database");
        WidgetIds.set(rebuildPerPoint, RunDashboardPart.SWEEP_REBUILD_ID);
        start = new Button(row, SWT.PUSH);
        start.setText("Start");
        WidgetIds.set(start, RunDashboardPart.START_ID);
        start.addListener(SWT.Selection, event -> actions.start());
        stop = new Button(row, SWT.PUSH);
        stop.setText("Stop");
        stop.setToolTipText("Finish the transactions in flight and write the results");
        stop.setEnabled(false);
        WidgetIds.set(stop, RunDashboardPart.STOP_ID);
        stop.addListener(SWT.Selection, event -> actions.stop());
        progress = new ProgressBar(row, SWT.HORIZONTAL | SWT.SMOOTH);
        progress.setLayoutData(new GridData(50, SWT.DEFAULT));
        WidgetIds.set(progress, RunDashboardPart.PROGRESS_ID);
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText("Ready.");
        WidgetIds.set(status, RunDashboardPart.STATUS_ID);
        Button export = new Button(row, SWT.PUSH);
        export.setText("Export charts");
        export.setToolTipText("Write the charts as PNG and SVG into the run's folder (charts/)");
        WidgetIds.set(export, RunDashboardPart.EXPORT_ID);
        export.addListener(SWT.Selection, event -> actions.exportCharts());
        log = new Button(row, SWT.CHECK);
        log.setText("Log latency axis");
        log.setSelection(preferred.logLatencyAxis());
        WidgetIds.set(log, RunDashboardPart.LOG_SCALE_ID);
        log.addListener(SWT.Selection, event -> actions.logScale(log.getSelection()));
        workload.addListener(SWT.Selection, event -> actions.workloadChosen());
    }

    private static void label(Composite parent, String text) {
        FormWidgets.label(parent, text);
    }

    private static Spinner spinner(Composite parent, String label, int value, int min, int max, String id) {
        return FormWidgets.spinner(parent, label, value, min, max, 10, id);
    }

    /** The Welcome page's demo: one run of {@code users} for {@code seconds} on a fresh database of {@code customers}. */
    void demo(int customers, int users, int seconds) {
        prepare.setSelection(true);
        this.customers.setSelection(customers);
        sweep.setText("");
        this.users.setSelection(users);
        duration.setSelection(seconds);
        rampUp.setSelection(0); // the first chart point comes with the first interval
    }

    boolean logScale() {
        return log.getSelection();
    }

    Combo workloadCombo() {
        return workload;
    }

    Combo targetCombo() {
        return target;
    }

    /** The workload's isolation (its run settings' name; null or unknown: the target's default) as the choice. */
    private void isolationDefault(String workloadIsolation) {
        IsolationLevel level;
        try {
            level = IsolationLevel.parse(workloadIsolation);
        } catch (IllegalArgumentException unknown) {
            level = null; // the workload's validation reports it at its line
        }
        isolation.setText(level == null ? TARGET_DEFAULT : level.label());
    }

    /**
     * The workload's own run settings as the form's values, those it states (users: the first
     * of a sweep's); users, duration, ramp-up and the interval it does not state come from Window >
     * Preferences, the others keep what the form shows. Isolation: the workload's, else the target's default.
     */
    void defaults(RunSettings settings) {
        isolationDefault(settings == null ? null : settings.getIsolation());
        XwbPreferences preferred = XwbPreferences.load();
        users.setSelection(preferred.users());
        duration.setSelection(preferred.durationSeconds());
        rampUp.setSelection(preferred.rampUpSeconds());
        intervalSeconds = preferred.chartIntervalSeconds();
        if (settings == null) {
            return;
        }
        XwbPackage model = XwbPackage.eINSTANCE;
        if (settings.eIsSet(model.getRunSettings_IntervalSeconds())) {
            intervalSeconds = settings.getIntervalSeconds();
        }
        if (!settings.getUsers().isEmpty()) {
            users.setSelection(settings.getUsers().get(0));
        }
        if (settings.eIsSet(model.getRunSettings_DurationSeconds())) {
            duration.setSelection((int) Math.round(settings.getDurationSeconds()));
        }
        if (settings.eIsSet(model.getRunSettings_RampUpSeconds())) {
            rampUp.setSelection((int) Math.round(settings.getRampUpSeconds()));
        }
        if (settings.eIsSet(model.getRunSettings_ThinkTimeMillis())) {
            thinkTime.setSelection((int) Math.round(settings.getThinkTimeMillis()));
        }
        if (settings.eIsSet(model.getRunSettings_Rate())) {
            rate.setSelection((int) Math.round(settings.getRate()));
        }
        if (settings.eIsSet(model.getRunSettings_Seed())) {
            seed.setText(String.valueOf(settings.getSeed()));
        }
    }

    /** A fresh TPoX database can be built for kit workloads only. */
    void offerFreshDatabase(boolean kitWorkload) {
        prepare.setEnabled(kitWorkload);
        customers.setEnabled(kitWorkload);
        if (!kitWorkload) {
            prepare.setSelection(false);
        }
    }

    /** The request the fields describe, or null (the status line says what is wrong). */
    RunRequest request(Path workloadFile, String targetProfile) {
        long seedValue;
        try {
            seedValue = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            status("Seed: not a whole number: " + seed.getText());
            return null;
        }
        return new RunRequest(workloadFile, targetProfile, users.getSelection(), duration.getSelection(),
                rampUp.getSelection(), thinkTime.getSelection(), rate.getSelection(), seedValue,
                prepare.getSelection() && prepare.isEnabled() ? customers.getSelection() : 0)
                .intervalSeconds(intervalSeconds)
                .allFailStopSeconds(XwbPreferences.allFailStopSeconds())
                .isolation(isolation.getText().equals(TARGET_DEFAULT) ? null : IsolationLevel.parse(isolation.getText()));
    }

    /**
     * The sweep's user counts, empty for one run; null when the field is not a list of whole
     * numbers of at least 1 (the status line says what is wrong).
     */
    List<Integer> sweepUsers() {
        List<Integer> counts = new ArrayList<>();
        for (String part : sweep.getText().split("[,\\s]+")) {
            if (part.isEmpty()) {
                continue;
            }
            try {
                counts.add(Integer.parseInt(part));
            } catch (NumberFormatException e) {
                counts.add(0);
            }
            if (counts.get(counts.size() - 1) < 1) {
                status("Sweep users: '" + part + "' is not a user count; give whole numbers of at least 1, e.g. 1,2,4,8");
                return null;
            }
        }
        return counts;
    }

    /** Whether a sweep with a fresh TPoX database builds it again for every point. */
    boolean sweepRebuildsPerPoint() {
        return rebuildPerPoint.getSelection();
    }

    /** Ramp-up plus duration: what the progress bar counts to. */
    double runSeconds() {
        return rampUp.getSelection() + duration.getSelection();
    }

    /** Start is offered when no run is going on, Stop while one is. */
    void running(boolean running) {
        start.setEnabled(!running);
        stop.setEnabled(running);
    }

    boolean isRunning() {
        return !start.getEnabled();
    }

    /** Stop was pressed during the current run. */
    boolean stopPressed() {
        return isRunning() && !stop.getEnabled();
    }

    /** Stop pressed: no second stop. */
    void stopping() {
        stop.setEnabled(false);
    }

    /** Progress in thousandths. */
    void progress(int thousandths) {
        if (progress.getMaximum() != 1000) {
            progress.setMaximum(1000);
        }
        if (thousandths != progress.getSelection()) {
            progress.setSelection(thousandths);
        }
    }

    /** The customers a fresh TPoX database gets (also when the form does not build one now). */
    long customers() {
        return customers.getSelection();
    }

    /** A label's new text lays out the form again: only when it changes. */
    void status(String text) {
        if (!text.equals(status.getText())) {
            status.setText(text);
        }
    }

    void focus() {
        workload.setFocus(); // not Start: Enter must not launch a run
    }
}
