package org.xwb.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.RunPhase;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The run dashboard: choose a workload, target and settings; Start and Stop; watch throughput,
 * latency, errors and users live; read the summary and open the result folder. The run itself
 * happens off the UI thread; interval snapshots reach the charts in one batch per UI turn, so a
 * slow repaint never holds up the virtual users.
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
    public static final String STATUS_ID = ID_PREFIX + "status";
    public static final String SUMMARY_ID = ID_PREFIX + "summary";
    public static final String PROGRESS_ID = ID_PREFIX + "progress";
    public static final String UNSAVED_TITLE = "Unsaved Workload";
    public static final String SAVE_AND_RUN = "Save and Run";
    public static final String RUN_SAVED = "Run Saved Version";
    /** Kit workloads not yet in the workspace show with this suffix. */
    static final String KIT_SUFFIX = "  (TPoX kit)";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;
    @Inject
    private IEventBroker events;
    @Inject
    private EditorOpener editors;

    private Display display;
    private Combo workloadCombo;
    private Combo targetCombo;
    private Spinner users;
    private Spinner duration;
    private Spinner rampUp;
    private Spinner thinkTime;
    private Spinner rate;
    private Text seed;
    private Button prepare;
    private Spinner customers;
    private Button start;
    private Button stop;
    private ProgressBar progress;
    private Label status;
    private Link summaryLink;
    private LiveCharts charts;
    private StatsTable stats;
    private final List<Path> workloadFiles = new ArrayList<>();

    private final ExecutorService runner = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "xwb-dashboard-run");
        thread.setDaemon(true);
        return thread;
    });
    private RunSession session;
    private final ConcurrentLinkedQueue<IntervalSnapshot> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private volatile RunPhase phase;
    private volatile double phaseSeconds;
    private volatile long phaseStartedNanos;
    private Path lastFolder;
    private String profilesError;

    @PostConstruct
    void createControls(Composite parent) {
        display = parent.getDisplay();
        session = new RunSession(workspace);
        parent.setLayout(new GridLayout(1, false));
        createLaunchForm(parent);
        SashForm body = new SashForm(parent, SWT.HORIZONTAL);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        charts = new LiveCharts(body);
        stats = new StatsTable(body);
        body.setWeights(66, 34);
        summaryLink = new Link(parent, SWT.WRAP);
        summaryLink.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(summaryLink, SUMMARY_ID);
        summaryLink.addListener(SWT.Selection, event -> openResult());
        refreshChoices();
    }

    private void createLaunchForm(Composite parent) {
        Composite what = new Composite(parent, SWT.NONE);
        what.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        what.setLayout(new GridLayout(4, false));
        label(what, "Workload");
        workloadCombo = new Combo(what, SWT.READ_ONLY);
        workloadCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(workloadCombo, WORKLOAD_ID);
        label(what, "Target");
        targetCombo = new Combo(what, SWT.READ_ONLY);
        targetCombo.setLayoutData(new GridData(160, SWT.DEFAULT));
        WidgetIds.set(targetCombo, TARGET_ID);

        Composite form = new Composite(parent, SWT.NONE);
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        org.eclipse.swt.layout.RowLayout wrapping = new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL);
        wrapping.center = true;
        wrapping.spacing = 6;
        form.setLayout(wrapping);
        users = spinner(form, "Users", 1, 1, 10_000, USERS_ID);
        users.setSelection(4);
        duration = spinner(form, "Duration s", 30, 1, 86_400, DURATION_ID);
        rampUp = spinner(form, "Ramp-up s", 5, 0, 3_600, RAMP_UP_ID);
        thinkTime = spinner(form, "Think ms", 0, 0, 600_000, ID_PREFIX + "think");
        rate = spinner(form, "Rate tx/s", 0, 0, 10_000_000, ID_PREFIX + "rate");
        rate.setToolTipText("Total transactions per second; 0 runs as fast as possible");
        label(form, "Seed");
        seed = new Text(form, SWT.BORDER);
        seed.setText("42");
        seed.setLayoutData(new org.eclipse.swt.layout.RowData(70, SWT.DEFAULT));
        WidgetIds.set(seed, ID_PREFIX + "seed");

        Composite row = new Composite(parent, SWT.NONE);
        row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        row.setLayout(new GridLayout(8, false));
        prepare = new Button(row, SWT.CHECK);
        prepare.setText("Build a fresh TPoX database first:");
        prepare.setToolTipText("Generate, load and index TPoX documents before the run (TPoX kit workloads only)");
        prepare.setSelection(true);
        WidgetIds.set(prepare, PREPARE_ID);
        customers = new Spinner(row, SWT.BORDER);
        customers.setValues(1000, 10, 10_000_000, 0, 100, 1000);
        WidgetIds.set(customers, CUSTOMERS_ID);
        label(row, "customers");
        start = new Button(row, SWT.PUSH);
        start.setText("Start");
        WidgetIds.set(start, START_ID);
        start.addListener(SWT.Selection, event -> start());
        stop = new Button(row, SWT.PUSH);
        stop.setText("Stop");
        stop.setToolTipText("Finish the transactions in flight and write the results");
        stop.setEnabled(false);
        WidgetIds.set(stop, STOP_ID);
        stop.addListener(SWT.Selection, event -> {
            stop.setEnabled(false);
            status.setText(phase == null ? "Stopping: the database preparation ends after its current batch..."
                    : "Stopping: finishing the transactions in flight...");
            session.stop();
        });
        progress = new ProgressBar(row, SWT.HORIZONTAL | SWT.SMOOTH);
        progress.setLayoutData(new GridData(180, SWT.DEFAULT));
        WidgetIds.set(progress, PROGRESS_ID);
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText("Ready.");
        WidgetIds.set(status, STATUS_ID);
        Button export = new Button(row, SWT.PUSH);
        export.setText("Export charts");
        export.setToolTipText("Write the charts as PNG and SVG into the run's folder (charts/)");
        WidgetIds.set(export, ID_PREFIX + "export");
        export.addListener(SWT.Selection, event -> {
            try {
                status.setText("Charts written to " + exportCharts());
            } catch (IOException e) {
                status.setText("Cannot export the charts: " + e.getMessage());
            }
        });
        Button log = new Button(row, SWT.CHECK);
        log.setText("Log latency axis");
        log.addListener(SWT.Selection, event -> charts.setLogScale(log.getSelection()));
        workloadCombo.addListener(SWT.Selection, event -> updatePrepareState());
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    private static Spinner spinner(Composite parent, String label, int value, int min, int max, String id) {
        label(parent, label);
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, min, max, 0, 1, 10);
        WidgetIds.set(spinner, id);
        return spinner;
    }

    /** Workloads of the workspace (and the kit's, until installed) and the target profiles. */
    public void refreshChoices() {
        int selectedIndex = workloadCombo.getSelectionIndex();
        Path selected = selectedIndex < 0 || selectedIndex >= workloadFiles.size() ? null : workloadFiles.get(selectedIndex);
        workloadFiles.clear();
        List<String> labels = new ArrayList<>();
        Path folder = workspace.folder(Workspace.Folder.WORKLOADS);
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.walk(folder, 3)) {
                files.filter(p -> p.toString().endsWith(".xwl")).sorted().forEach(p -> {
                    workloadFiles.add(p);
                    labels.add(folder.relativize(p).toString());
                });
            } catch (IOException e) {
                problems.warning("Cannot list workloads: " + e.getMessage(), folder.toString());
            }
        }
        try {
            Path kit = org.xwb.xml.TpoxKit.installed().root().resolve("workloads");
            for (String name : List.of(KitWorkloads.MIXED, KitWorkloads.QUERY_ONLY, KitWorkloads.INSERT_ONLY)) {
                if (workloadFiles.stream().noneMatch(p -> p.getFileName().toString().equals(name))) {
                    workloadFiles.add(kit.resolve(name));
                    labels.add(name + KIT_SUFFIX);
                }
            }
        } catch (RuntimeException noKit) {
            problems.warning("The TPoX kit is not installed: " + noKit.getMessage(), "org.xwb.samples.tpox");
        }
        workloadCombo.setItems(labels.toArray(String[]::new));
        int index = workloadFiles.indexOf(selected);
        if (index < 0 && selected != null) {
            // a kit workload a run just installed in the workspace: the same workload, now in the workspace
            index = indexOfFileName(selected.getFileName().toString());
        }
        if (index < 0) {
            index = labels.stream().filter(l -> l.contains(KitWorkloads.MIXED)).findFirst().map(labels::indexOf).orElse(0);
        }
        workloadCombo.select(Math.max(0, index));
        String selectedTarget = targetCombo.getText();
        try {
            targetCombo.setItems(ProfileStore.names(new ProfileStore(workspace).load()).toArray(String[]::new));
            profilesError = null;
        } catch (IOException e) {
            targetCombo.setItems(ProfileStore.EMBEDDED);
            if (!String.valueOf(e.getMessage()).equals(profilesError)) { // once, not at every activation
                profilesError = String.valueOf(e.getMessage());
                problems.error("Cannot read the target profiles: " + e.getMessage(), ProfileStore.FILE_NAME);
            }
        }
        int target = targetCombo.indexOf(selectedTarget);
        targetCombo.select(target >= 0 ? target : Math.max(0, targetCombo.indexOf(ProfileStore.EMBEDDED)));
        updatePrepareState();
    }

    private int indexOfFileName(String name) {
        for (int i = 0; i < workloadFiles.size(); i++) {
            if (workloadFiles.get(i).getFileName().toString().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Workloads saved or installed since the list was read show up when the dashboard is shown. */
    @Focus
    void onFocus() {
        if (start.isEnabled()) { // not while a run uses the choices
            refreshChoices();
        }
        workloadCombo.setFocus(); // not Start: Enter must not launch a run
    }

    private void updatePrepareState() {
        int index = workloadCombo.getSelectionIndex();
        boolean kit = index >= 0 && KitWorkloads.isKitWorkload(workloadFiles.get(index));
        prepare.setEnabled(kit);
        customers.setEnabled(kit);
        if (!kit) {
            prepare.setSelection(false);
        }
    }

    private void start() {
        int index = workloadCombo.getSelectionIndex();
        if (index < 0) {
            status.setText("Choose a workload first.");
            return;
        }
        long seedValue;
        try {
            seedValue = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            status.setText("Seed: not a whole number: " + seed.getText());
            return;
        }
        Path file = workloadFiles.get(index);
        if (!saveOpenEditorFirst(file)) {
            return;
        }
        RunRequest request = new RunRequest(file, targetCombo.getText(), users.getSelection(), duration.getSelection(),
                rampUp.getSelection(), thinkTime.getSelection(), rate.getSelection(), seedValue,
                prepare.getSelection() && prepare.isEnabled() ? customers.getSelection() : 0);
        List<String> names;
        boolean inserts;
        try {
            Workload workload = WorkloadFiles.load(file);
            names = workload.getTransactions().stream().filter(t -> t.getWeight() > 0).map(RunDashboardPart::label).toList();
            inserts = InsertRateChart.appliesTo(workload);
        } catch (IOException e) {
            status.setText("Cannot read the workload: " + e.getMessage());
            problems.error(e.getMessage(), file.toString());
            return;
        }
        charts.reset(names, rampUp.getSelection(), inserts);
        stats.reset(inserts);
        summaryLink.setText("");
        start.setEnabled(false);
        stop.setEnabled(true);
        progress.setMaximum(1000);
        progress.setSelection(0);
        phase = null;
        runner.execute(() -> execute(request));
        display.timerExec(250, this::tick);
    }

    /**
     * The driver reads the workload from its file: an editor with unsaved changes to it is saved
     * first, or the user runs the saved version knowingly, or nothing starts. False to not start.
     */
    private boolean saveOpenEditorFirst(Path file) {
        MPart editor = editors.editorOf(file);
        if (editor == null || !editor.isDirty()) {
            return true;
        }
        MessageDialog ask = new MessageDialog(workloadCombo.getShell(), UNSAVED_TITLE, null,
                "'" + file.getFileName() + "' has unsaved changes in its editor. The run reads the workload from its file.",
                MessageDialog.QUESTION, 0, SAVE_AND_RUN, RUN_SAVED, IDialogConstants.CANCEL_LABEL);
        switch (ask.open()) {
            case 0:
                if (editors.save(editor)) {
                    return true;
                }
                status.setText("Not started: " + file.getFileName() + " could not be saved (see Problems).");
                return false;
            case 1:
                return true;
            default:
                status.setText("Not started.");
                return false;
        }
    }

    private static String label(Transaction transaction) {
        return transaction.getName() == null || transaction.getName().isBlank() ? transaction.getId() : transaction.getName();
    }

    /** Off the UI thread. */
    private void execute(RunRequest request) {
        RunSession.Progress preparing = new RunSession.Progress() {
            @Override
            public void status(String text) {
                ui(() -> status.setText(text));
            }

            @Override
            public void step(TpoxDatabase.Step step, String detail) {
                ui(() -> status.setText(step.label() + (detail.isEmpty() ? "" : ": " + detail) + "..."));
            }

            @Override
            public void progress(LoadProgress load) {
                ui(() -> status.setText(String.format(Locale.ROOT, "Loading: %,d documents, %,.0f docs/s, %.1f MB/s",
                        load.documents(), load.docsPerSecond(), load.mbPerSecond())));
            }
        };
        RunListener listener = new RunListener() {
            @Override
            public void phaseChanged(RunPhase newPhase, double elapsedSeconds) {
                phase = newPhase;
                phaseSeconds = elapsedSeconds;
                phaseStartedNanos = System.nanoTime();
            }

            @Override
            public void interval(IntervalSnapshot snapshot) {
                pending.add(snapshot);
                if (drainScheduled.compareAndSet(false, true)) {
                    ui(RunDashboardPart.this::drain);
                }
            }
        };
        try {
            RunSummary summary = session.execute(request, preparing, listener);
            ui(() -> finished(summary, session.folder()));
        } catch (TpoxDatabase.StoppedException | InterruptedException stopped) {
            ui(() -> stoppedBeforeTheRun(stopped.getMessage()));
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            ui(() -> failed(message, session.folder()));
        }
    }

    /** On the UI thread: every snapshot that arrived since the last turn. */
    private void drain() {
        drainScheduled.set(false);
        IntervalSnapshot snapshot;
        while ((snapshot = pending.poll()) != null) {
            charts.add(snapshot);
            stats.add(snapshot);
        }
    }

    /** Progress bar and status while the driver runs (four times a second). */
    private void tick() {
        if (progress.isDisposed() || !stop.getEnabled() && phase == RunPhase.DONE) {
            return;
        }
        RunPhase current = phase;
        if (current != null) {
            double elapsed = phaseSeconds + (System.nanoTime() - phaseStartedNanos) / 1e9;
            double total = rampUp.getSelection() + duration.getSelection();
            int done = (int) Math.min(1000, 1000 * elapsed / Math.max(1, total));
            if (done != progress.getSelection()) {
                progress.setSelection(done);
            }
            String what = switch (current) {
            case STARTING -> "Connecting users";
            case RAMP_UP -> "Ramp-up";
            case MEASURE -> "Measuring";
            case STOPPING -> "Stopping";
            case DONE -> "Writing results";
            };
            String text = String.format(Locale.ROOT, "%s: %.0f / %.0f s, %d points", what, elapsed, total,
                    charts.throughputPoints());
            if (!text.equals(status.getText())) {
                status.setText(text); // a label's new text lays out the form again: only when it changes
            }
        }
        if (!start.getEnabled()) {
            display.timerExec(250, this::tick);
        }
    }

    private void finished(RunSummary summary, Path folder) {
        drain();
        stats.show(summary);
        lastFolder = folder;
        progress.setSelection(1000);
        start.setEnabled(true);
        stop.setEnabled(false);
        var total = summary.total();
        Double p95 = total.latency().percentilesMs().get(95.0);
        String inserted = total.documents() == 0 ? ""
                : String.format(Locale.ROOT, " (%,.1f docs/s, %.2f MB/s)", total.documentsPerSecond(),
                        total.megabytesPerSecond());
        String overThreshold = summary.errorsOverThreshold()
                ? String.format(Locale.ROOT, ", over the %.2f %% threshold", 100 * summary.errorThreshold())
                : "";
        String text = String.format(Locale.ROOT,
                "%s: %,d transactions in %.1f s, %,.1f tx/s%s, p95 %.2f ms, %,d failed (%.2f %%%s), %d users on %s. <a>%s</a>",
                summary.outcome().key(), total.count(), summary.measuredSeconds(), total.txPerSecond(), inserted,
                p95 == null ? Double.NaN : p95, total.errors().failed(), 100 * summary.errorRate(), overThreshold,
                summary.users(), summary.target().profile(), folder);
        summaryLink.setText(text);
        summaryLink.getParent().layout(true);
        // why a run ended early (e.g. it ran out of documents to insert) belongs next to the outcome
        status.setText("Done: " + summary.outcome().key() + (summary.failure() == null ? "." : " (" + summary.failure() + ")."));
        if (summary.failure() != null) {
            problems.warning("Run " + summary.runId() + " " + summary.outcome().key() + ": " + summary.failure(),
                    String.valueOf(folder));
        }
        if (summary.errorsOverThreshold()) {
            problems.warning("Run " + summary.runId() + ": error rate " + String.format(Locale.ROOT, "%.2f %%",
                    100 * summary.errorRate()) + " is over the threshold; see stats.txt", String.valueOf(folder));
        }
        events.post(RunEvents.FINISHED, folder);
        refreshChoices(); // a fresh TPoX database installs the kit workloads into the workspace
    }

    /** Stop pressed while the database was being built: nothing was measured, nothing failed. */
    private void stoppedBeforeTheRun(String message) {
        start.setEnabled(true);
        stop.setEnabled(false);
        progress.setSelection(0);
        status.setText(message);
        summaryLink.setText("The run did not start: " + message);
        lastFolder = null;
        problems.info(message, "run dashboard");
    }

    private void failed(String message, Path folder) {
        drain();
        start.setEnabled(true);
        stop.setEnabled(false);
        status.setText("Failed: " + message);
        summaryLink.setText(folder == null ? "The run did not start: " + message
                : "The run failed: " + message + ". What it measured is in <a>" + folder + "</a>");
        lastFolder = folder;
        problems.error(message, folder == null ? "run dashboard" : folder.toString());
        if (folder != null) {
            events.post(RunEvents.FINISHED, folder);
        }
    }

    private void openResult() {
        if (lastFolder != null && Files.isRegularFile(lastFolder.resolve("stats.txt"))) {
            editors.open(lastFolder.resolve("stats.txt"));
        }
    }

    /** Writes every chart as PNG and SVG into the last run's folder; returns the folder written. */
    public Path exportCharts() throws IOException {
        if (lastFolder == null) {
            throw new IOException("No run has finished yet");
        }
        Path target = Files.createDirectories(lastFolder.resolve("charts"));
        for (Map.Entry<String, LiveChartCanvas> chart : charts.shownCharts().entrySet()) {
            chart.getValue().export(target.resolve(chart.getKey() + ".png"), true, 1000, 600);
            chart.getValue().export(target.resolve(chart.getKey() + ".svg"), false, 1000, 600);
        }
        return target;
    }

    private void ui(Runnable code) {
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (!status.isDisposed()) {
                    code.run();
                }
            });
        }
    }

    /** For tests: the live charts. */
    public LiveCharts charts() {
        return charts;
    }

    @PreDestroy
    void dispose() {
        session.close();
        runner.shutdownNow();
    }
}
