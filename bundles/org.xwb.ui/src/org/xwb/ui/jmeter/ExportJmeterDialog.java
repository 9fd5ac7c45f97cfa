package org.xwb.ui.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.results.RunFolder;
import org.xwb.core.run.RunConfig;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.TitledAreaDialog;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.TargetChoices;

/**
 * File > Export > JMeter Test Plan: the workload, the target the plan connects to, the run
 * settings JMeter starts with (the workload's, changed here), how many JMeter engines will share
 * the insert documents, and where the plan goes. The same export as {@code xwb export-jmeter}.
 */
final class ExportJmeterDialog extends TitledAreaDialog {

    static final String TITLE = "Export JMeter Test Plan";
    private static final String HEADING = "A workload as an Apache JMeter test plan";
    private static final String MESSAGE = "JDBC requests, the weighted mix, value files and insert documents beside the "
            + "plan. The password is never written: xwb jmeter gives it at run time.";
    static final String ID = "org.xwb.ui.jmeter.export.";

    /** What to export, read when OK was pressed. */
    record Choice(Path workload, String target, int users, double durationSeconds, double rampUpSeconds, int engines,
            Path plan) {
    }

    private final Workspace workspace;
    private final ProblemsLog problems;
    private final Path initialWorkload;
    private final List<Path> workloads = new ArrayList<>();
    private Combo workload;
    private TargetChoices targets;
    private Spinner users;
    private Text duration;
    private Text rampUp;
    private Spinner engines;
    private Text plan;
    private Choice choice;

    ExportJmeterDialog(Shell shell, Workspace workspace, ProblemsLog problems, Path workload) {
        super(shell, TITLE, HEADING, MESSAGE);
        this.workspace = workspace;
        this.problems = problems;
        this.initialWorkload = workload;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = FormWidgets.dialogForm(area, 3);

        listWorkloads();
        workload = FormWidgets.choice(form, "Workload:", ID + "workload");
        workload.setItems(workloads.stream().map(p -> workspace.root().relativize(p).toString()).toArray(String[]::new));

        Combo target = FormWidgets.choice(form, "Target:", ID + "target");
        targets = new TargetChoices(target, workspace, problems);
        targets.refresh();

        label(form, "Threads per engine:");
        users = new Spinner(form, SWT.BORDER);
        users.setValues(1, 1, 100_000, 0, 1, 10);
        WidgetIds.set(users, ID + "users");
        filler(form);
        duration = seconds(form, "Measured time (s):", "duration");
        rampUp = seconds(form, "Ramp-up (s):", "rampup");
        label(form, "JMeter engines:");
        Composite enginesRow = new Composite(form, SWT.NONE); // the hint beside the spinner, not in the Browse column
        enginesRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        GridLayout rowLayout = new GridLayout(2, false);
        rowLayout.marginWidth = 0;
        rowLayout.marginHeight = 0;
        enginesRow.setLayout(rowLayout);
        engines = new Spinner(enginesRow, SWT.BORDER);
        engines.setValues(1, 1, 64, 0, 1, 1);
        WidgetIds.set(engines, ID + "engines");
        new Label(enginesRow, SWT.NONE).setText("the insert documents are split into one part per engine");

        label(form, "Plan file:");
        plan = new Text(form, SWT.BORDER);
        plan.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(plan, ID + "plan");
        Button browse = new Button(form, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, event -> browse());

        workload.addListener(SWT.Selection, event -> workloadChosen());
        plan.addListener(SWT.Modify, event -> check());
        duration.addListener(SWT.Modify, event -> check());
        rampUp.addListener(SWT.Modify, event -> check());
        int index = initialWorkload == null ? -1 : workloads.indexOf(initialWorkload.toAbsolutePath().normalize());
        if (index >= 0 || !workloads.isEmpty()) {
            workload.select(Math.max(0, index));
            workloadChosen();
        }
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(IDialogConstants.OK_ID).setText("Export");
        check();
    }

    /** The workload's run settings and a plan named after it, in the workspace's jmeter/ folder. */
    private void workloadChosen() {
        Path file = selectedWorkload();
        if (file == null) {
            return;
        }
        try {
            Workload w = WorkloadFiles.load(file);
            RunConfig config = RunConfig.from(w.getRunSettings()).build();
            users.setSelection(config.users());
            duration.setText(number(config.durationSeconds() > 0 ? config.durationSeconds() : 60));
            rampUp.setText(number(config.rampUpSeconds()));
            plan.setText(workspace.root().resolve("jmeter").resolve(RunFolder.slug(w.getName()) + ".jmx").toString());
            setErrorMessage(null);
        } catch (IOException | RuntimeException e) {
            setErrorMessage("Cannot read " + file.getFileName() + ": " + e.getMessage());
        }
        check();
    }

    private Path selectedWorkload() {
        int index = workload.getSelectionIndex();
        return index < 0 ? null : workloads.get(index);
    }

    private void check() {
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok == null) {
            return;
        }
        String problem = problem();
        if (problem != null && selectedWorkload() != null) {
            setErrorMessage(problem);
        } else if (getErrorMessage() != null && !getErrorMessage().startsWith("Cannot read")) {
            setErrorMessage(null);
        }
        ok.setEnabled(problem == null);
    }

    private String problem() {
        if (selectedWorkload() == null) {
            return "Choose a workload";
        }
        if (parse(duration.getText()) == null || parse(duration.getText()) <= 0) {
            return "The measured time is a number of seconds above 0";
        }
        if (parse(rampUp.getText()) == null) {
            return "The ramp-up is a number of seconds";
        }
        try {
            Path file = Path.of(plan.getText().strip());
            if (!file.isAbsolute() || !file.getFileName().toString().endsWith(".jmx")) {
                return "The plan file is an absolute path ending in .jmx";
            }
        } catch (InvalidPathException e) {
            return "The plan file is not a path: " + e.getMessage();
        }
        return null;
    }

    @Override
    protected void okPressed() {
        choice = new Choice(selectedWorkload(), targets.selected(), users.getSelection(), parse(duration.getText()),
                parse(rampUp.getText()), engines.getSelection(), Path.of(plan.getText().strip()));
        super.okPressed();
    }

    Choice choice() {
        return choice;
    }

    private void browse() {
        FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.jmx" });
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            plan.setText(chosen.endsWith(".jmx") ? chosen : chosen + ".jmx");
        }
    }

    private void listWorkloads() {
        try (Stream<Path> files = Files.walk(workspace.folder(Workspace.Folder.WORKLOADS))) {
            files.filter(p -> p.getFileName().toString().endsWith(".xwl") && Files.isRegularFile(p))
                    .map(p -> p.toAbsolutePath().normalize()).sorted().forEach(workloads::add);
        } catch (IOException e) {
            problems.error("Cannot list the workloads: " + e.getMessage(), workspace.folder(Workspace.Folder.WORKLOADS));
        }
    }

    private Text seconds(Composite form, String text, String id) {
        label(form, text);
        Text field = new Text(form, SWT.BORDER);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 80;
        field.setLayoutData(data);
        WidgetIds.set(field, ID + id);
        filler(form);
        return field;
    }

    private static void label(Composite form, String text) {
        new Label(form, SWT.NONE).setText(text);
    }

    private static void filler(Composite form) {
        new Label(form, SWT.NONE);
    }

    private static Double parse(String text) {
        try {
            double value = Double.parseDouble(text.strip());
            return Double.isFinite(value) && value >= 0 ? value : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
