package org.xwb.ui.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.Sweep;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.session.RunRequest;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.charts.LiveCharts;
import org.xwb.report.charts.RunStart;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The run dashboard: choose a workload, target and settings ({@link LaunchForm}); Start and Stop;
 * watch throughput, latency, errors and users live ({@link LiveCharts}, {@link StatsTable}); read the
 * summary and open the result folder ({@link RunOutcome}). The run happens off the UI thread
 * ({@link DashboardRun}); this class puts the pieces together.
 */
public class RunDashboardPart {

    public static final String ID_PREFIX = "org.xwb.ui.run.";
    public static final String START_ID = ID_PREFIX + "start";
    public static final String STOP_ID = ID_PREFIX + "stop";
    public static final String WORKLOAD_ID = ID_PREFIX + "workload";
    public static final String TARGET_ID = ID_PREFIX + "target";
    public static final String USERS_ID = ID_PREFIX + "users";
    public static final String DURATION_ID = ID_PREFIX + "duration";
    public static final String RAMP_UP_ID = ID_PREFIX + "rampUp";
    public static final String PREPARE_ID = ID_PREFIX + "prepare";
    public static final String CUSTOMERS_ID = ID_PREFIX + "customers";
    public static final String ISOLATION_ID = ID_PREFIX + "isolation";
    public static final String SWEEP_ID = ID_PREFIX + "sweep";
    public static final String SWEEP_REBUILD_ID = ID_PREFIX + "sweepRebuild";
    public static final String STATUS_ID = ID_PREFIX + "status";
    public static final String SUMMARY_ID = ID_PREFIX + "summary";
    public static final String PROGRESS_ID = ID_PREFIX + "progress";
    public static final String EXPORT_ID = ID_PREFIX + "export";
    public static final String LOG_SCALE_ID = ID_PREFIX + "logScale";
    public static final String UNSAVED_TITLE = "Unsaved Workload";
    public static final String SAVE_AND_RUN = "Save and Run";
    public static final String RUN_SAVED = "Run Saved Version";
    /** The Welcome page's demo: workload, database size, users and seconds. */
    public static final String DEMO_WORKLOAD = "tpox-mixed.xwl";
    public static final int DEMO_CUSTOMERS = 200;
    public static final int DEMO_USERS = 4;
    public static final int DEMO_SECONDS = 60;
    /** Kit workloads not yet in the workspace show with this suffix. */
    public static final String KIT_SUFFIX = "  (TPoX kit)";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;
    @Inject
    private IEventBroker events;
    @Inject
    private EditorOpener editors;

    private LaunchForm form;
    private WorkloadChoices workloads;
    private TargetChoices targets;
    private LiveCharts charts;
    private StatsTable stats;
    private RunOutcome outcome;
    private KitDatabaseOffer kitDatabase;
    private DashboardRun run;
    /** "Sweep point 2 of 3, 2 users. " before the status while a sweep runs; else empty. */
    private String sweepPoint = "";
    private Path defaultsShownFor;

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        form = new LaunchForm(parent, new LaunchForm.Actions() {
            @Override
            public void start() {
                RunDashboardPart.this.start();
            }

            @Override
            public void stop() {
                run.stop(); // as Cancel in the status line: the run says when it is stopping
            }

            @Override
            public void exportCharts() {
                try {
                    form.status("Charts written to " + RunDashboardPart.this.exportCharts());
                } catch (IOException e) {
                    form.status("Cannot export the charts: " + e.getMessage());
                }
            }

            @Override
            public void logScale(boolean log) {
                charts.setLogScale(log);
            }

            @Override
            public void workloadChosen() {
                offerFreshDatabase();
                showWorkloadDefaults();
            }
        });
        workloads = new WorkloadChoices(form.workloadCombo(), workspace, problems);
        targets = new TargetChoices(form.targetCombo(), workspace, problems);
        SashForm body = new SashForm(parent, SWT.HORIZONTAL);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        charts = new LiveCharts(body);
        if (form.logScale()) { // Window > Preferences
            charts.setLogScale(true);
        }
        stats = new StatsTable(body);
        stats.onSelection(charts::select); // selected transactions' latency and errors instead of the totals
        body.setWeights(66, 34);
        outcome = new RunOutcome(parent, form::status, problems, events, editors);
        kitDatabase = new KitDatabaseOffer(parent, workspace, problems, form::customers, form::status);
        run = new DashboardRun(parent, workspace, problems);
        refreshChoices();
    }

    /**
     * The Welcome page's first button: the TPoX mixed workload on the embedded PostgreSQL with a
     * fresh small database, live charts. Nothing happens to a run already going on.
     */
    public void runDemo() {
        if (form.isRunning()) {
            form.status("A run is going on: Stop it before starting the demo.");
            return;
        }
        refreshChoices();
        targets.choose(ProfileStore.EMBEDDED);
        if (!workloads.choose(DEMO_WORKLOAD)) {
            form.status("The TPoX kit's " + DEMO_WORKLOAD + " is not installed: no demo.");
            return;
        }
        offerFreshDatabase();
        showWorkloadDefaults();
        form.demo(DEMO_CUSTOMERS, DEMO_USERS, DEMO_SECONDS);
        start();
    }

    /** Workloads of the workspace (and the kit's, until installed) and the target profiles. */
    public void refreshChoices() {
        workloads.refresh();
        targets.refresh();
        offerFreshDatabase();
        showWorkloadDefaults();
    }

    /**
     * A workload chosen (or shown first) brings its own run settings into the form as defaults; the
     * same workload chosen again after a refresh keeps what the user typed.
     */
    private void showWorkloadDefaults() {
        Path file = workloads.selected();
        if (file == null || defaultsShownFor != null && (file.equals(defaultsShownFor)
                || DashboardRun.isKitWorkload(file) && file.getFileName().equals(defaultsShownFor.getFileName()))) {
            return; // the same workload (a kit workload a run has just installed in the workspace, too)
        }
        defaultsShownFor = file;
        try {
            form.defaults(WorkloadFiles.load(file).getRunSettings());
        } catch (IOException unreadable) {
            // Start reports an unreadable workload with its line and column
        }
    }

    private void offerFreshDatabase() {
        Path file = workloads.selected();
        form.offerFreshDatabase(file != null && DashboardRun.isKitWorkload(file));
    }

    /** Workloads saved or installed since the list was read show up when the dashboard is shown. */
    @Focus
    void onFocus() {
        if (!form.isRunning()) { // not while a run uses the choices
            refreshChoices();
        }
        form.focus();
    }

    private void start() {
        Path file = workloads.selected();
        if (file == null) {
            form.status("Choose a workload first.");
            return;
        }
        RunRequest request = form.request(file, targets.selected());
        List<Integer> sweepUsers = form.sweepUsers();
        if (request == null || sweepUsers == null || !new UnsavedEditorCheck(editors).readyToRun(form.workloadCombo().getShell(), file,
                form::status)) {
            return;
        }
        // the session reads the workload and checks the settings (every sweep point's) and the target
        // (its collections and ids, unless it builds a fresh database) before any user starts; a bad
        // one ends the job with its message in the status line and Problems
        sweepPoint = "";
        charts.reset(RunStart.NONE); // the last run's charts go; this run's come with its start
        stats.reset(false);
        outcome.clear();
        kitDatabase.hide();
        form.running(true);
        form.progress(0);
        if (sweepUsers.isEmpty()) {
            run.start(request, shown);
        } else {
            run.sweep(request, sweepUsers, form.sweepRebuildsPerPoint(), shown);
        }
        form.workloadCombo().getDisplay().timerExec(250, this::tick);
    }

    /** Progress bar and status while the driver runs (four times a second). */
    private void tick() {
        RunPhase phase = run.phase();
        if (form.workloadCombo().isDisposed() || !form.isRunning() || form.stopPressed() && phase == RunPhase.DONE) {
            return;
        }
        if (phase != null) {
            double elapsed = run.elapsedSeconds();
            double total = form.runSeconds();
            form.progress((int) Math.min(1000, 1000 * elapsed / Math.max(1, total)));
            form.status(String.format(Locale.ROOT, "%s%s: %.0f / %.0f s, %d points", sweepPoint,
                    DashboardRun.label(phase), elapsed, total, charts.intervals()));
        }
        form.workloadCombo().getDisplay().timerExec(250, this::tick);
    }

    /** What the run reports, on the UI thread. */
    private final DashboardRun.Listener shown = new DashboardRun.Listener() {
        @Override
        public void status(String text) {
            form.status(text);
        }

        @Override
        public void stopping() {
            if (form.isRunning()) {
                form.stopping();
                form.status(run.phase() == null ? "Stopping: the database preparation ends after its current batch..."
                        : "Stopping: finishing the transactions in flight...");
            }
        }

        @Override
        public void interval(IntervalSnapshot snapshot) {
            charts.add(snapshot);
            stats.add(snapshot);
        }

        @Override
        public void indexEvent(IndexEvent event) {
            charts.mark(event);
            stats.mark(event);
        }

        @Override
        public void finished(RunSummary summary, Path folder) {
            stats.show(summary);
            form.progress(1000);
            form.running(false);
            outcome.finished(summary, folder);
            refreshChoices(); // a fresh TPoX database installs the kit workloads into the workspace
        }

        @Override
        public void runStarted(RunStart start) {
            charts.reset(start);
            stats.reset(start.insertsDocuments());
        }

        @Override
        public void pointStarted(int index, int count, int users) {
            form.progress(0);
            sweepPoint = "Sweep point " + (index + 1) + " of " + count + ", " + users + (users == 1 ? " user. " : " users. ");
            form.status(sweepPoint);
        }

        @Override
        public void sweepFinished(Sweep sweep, Path lastPoint) {
            form.progress(1000);
            form.running(false);
            sweepPoint = "";
            outcome.sweepFinished(sweep, lastPoint);
            refreshChoices();
        }

        @Override
        public void stoppedBeforeTheRun(String message) {
            form.progress(0);
            form.running(false);
            outcome.stoppedBeforeTheRun(message);
        }

        @Override
        public void failed(String message, Path folder) {
            form.running(false);
            outcome.failed(message, folder);
        }

        @Override
        public void kitDatabaseMissing(String target) {
            kitDatabase.offer(target);
        }
    };

    /** Writes every chart shown as PNG and SVG into the last run's folder; returns the folder written. */
    public Path exportCharts() throws IOException {
        if (outcome.lastFolder() == null) {
            throw new IOException("No run has finished yet");
        }
        Path folder = outcome.lastFolder().resolve("charts");
        charts.export(folder);
        return folder;
    }

    @PreDestroy
    void dispose() {
        run.close();
    }
}
