package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.compare.RunComparison;
import org.xwb.kit.advisor.Advice;
import org.xwb.kit.advisor.AdviceText;
import org.xwb.kit.advisor.AdvisorSettings;
import org.xwb.kit.advisor.Candidate;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;
import org.xwb.report.ComparisonRows;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.workload.jobs.AdviseIndexesJob;
import org.xwb.ui.run.TargetChoices;

/**
 * "Advise indexes..." of the XML Indexes page: the advisor's settings, the advisor as a job
 * ({@link AdviseIndexesJob}), its table per candidate, the reasons with the plans, the DDL and the
 * verification; "Apply to workload" makes the advised set the workload's XML indexes in one undoable
 * step of the editor. Modeless, so the workbench stays usable while the advisor measures.
 */
final class AdviseIndexesDialog extends Dialog {

    static final String TITLE = "Advise XML Indexes";
    static final String ID = "org.xwb.ui.workloadEditor.advisor.";
    static final String TABLE_ID = ID + "table";
    static final String DETAILS_ID = ID + "details";
    static final String STATUS_ID = ID + "status";
    static final String START_ID = ID + "start";
    static final String APPLY_ID = ID + "apply";
    private static final int APPLY = IDialogConstants.CLIENT_ID + 1;
    /** The fields' first values: the command line's defaults (the runs directory is set when the advisor starts). */
    private static final AdvisorSettings DEFAULTS = AdvisorSettings.defaults(java.nio.file.Path.of("runs"));

    private final EditorContext context;
    private TargetChoices targets;
    private Spinner customers;
    private Spinner writeSeconds;
    private Spinner verifySeconds;
    private Spinner users;
    private Spinner draws;
    private Button start;
    private Label status;
    private Table table;
    private Text details;
    private Advice advice;
    private Job running;

    AdviseIndexesDialog(Shell shell, EditorContext context) {
        super(shell);
        this.context = context;
        setShellStyle((getShellStyle() & ~SWT.APPLICATION_MODAL) | SWT.MODELESS | SWT.RESIZE | SWT.MAX);
        setBlockOnOpen(false);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE + " - " + context.editing().workload().getName());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = new Composite(area, SWT.NONE);
        form.setLayout(new GridLayout(8, false)); // the target, its database and the runs' lengths
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        FormWidgets.label(form, "Target:");
        org.eclipse.swt.widgets.Combo choice = new org.eclipse.swt.widgets.Combo(form, SWT.READ_ONLY);
        WidgetIds.set(choice, ID + "target");
        targets = new TargetChoices(choice, context.workspace(), context.problems());
        targets.refresh();
        customers = FormWidgets.spinner(form, "Kit database customers (0: as is):", 0, 0, 10_000_000, 1000,
                ID + "customers");
        customers.setToolTipText("Build the kit's TPoX database of this many customers first; 0 measures the database "
                + "as it is");
        writeSeconds = FormWidgets.spinner(form, "Write runs, s:", (int) DEFAULTS.writeSeconds(), 1, 600, 10,
                ID + "writeSeconds");
        verifySeconds = FormWidgets.spinner(form, "Verify runs, s (0: none):", (int) DEFAULTS.verifySeconds(), 0, 3600, 10,
                ID + "verifySeconds");
        Composite how = new Composite(area, SWT.NONE); // a row of its own: users, draws, Advise side by side
        how.setLayout(new GridLayout(5, false));
        how.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        users = FormWidgets.spinner(how, "Users:", DEFAULTS.verifyUsers(), 1, 256, 4, ID + "users");
        draws = FormWidgets.spinner(how, "Parameter draws:", DEFAULTS.draws(), 1, 100, 5, ID + "draws");
        draws.setToolTipText(AdvisorSettings.DRAWS_MEANING + " (the second pass takes at least "
                + org.xwb.kit.advisor.IndexAdvisor.SECOND_PASS_DRAWS + "); " + AdvisorSettings.FEWER_DRAWS);
        start = new Button(how, SWT.PUSH);
        start.setText("Advise");
        start.setToolTipText("Builds and drops XML indexes on the target and runs the workload's transactions there");
        WidgetIds.set(start, START_ID);
        start.addListener(SWT.Selection, event -> startOrCancel());
        status = new Label(area, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setText("The advisor changes the target's XML indexes: it ends with the advised set (docs/index-advisor.md).");
        WidgetIds.set(status, STATUS_ID);
        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 260;
        tableData.widthHint = 1100;
        table.setLayoutData(tableData);
        WidgetIds.set(table, TABLE_ID);
        for (String header : AdviceText.HEADER) {
            TableColumn column = new TableColumn(table, SWT.NONE);
            column.setText(header);
            column.pack();
        }
        details = new Text(area, SWT.MULTI | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData detailsData = new GridData(SWT.FILL, SWT.FILL, true, true);
        detailsData.heightHint = 220;
        details.setLayoutData(detailsData);
        details.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
        WidgetIds.set(details, DETAILS_ID);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        Button apply = createButton(parent, APPLY, "Apply to workload", false);
        apply.setEnabled(false);
        apply.setToolTipText("Make the advised set the workload's XML indexes (Edit > Undo takes it back)");
        WidgetIds.set(apply, APPLY_ID);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, false);
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == APPLY) {
            apply();
        } else if (id == IDialogConstants.CLOSE_ID) {
            close();
        } else {
            super.buttonPressed(id);
        }
    }

    private void startOrCancel() {
        if (running != null) {
            running.cancel();
            status.setText("Cancelling...");
            return;
        }
        targets.refresh();
        AdvisorSettings settings = AdvisorSettings.defaults(context.workspace()
                .folder(org.xwb.core.workspace.Workspace.Folder.RUNS).resolve("advisor-" + java.time.LocalDateTime
                        .now().format(java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))))
                .withCustomers(customers.getSelection())
                .withWriteRuns(writeSeconds.getSelection(), DEFAULTS.writeUsers())
                .withVerification(verifySeconds.getSelection(), users.getSelection())
                .withDraws(draws.getSelection());
        advice = null;
        getButton(APPLY).setEnabled(false);
        table.removeAll();
        details.setText("");
        start.setText("Cancel");
        running = new AdviseIndexesJob(context.problems(), context.workspace(), targets.selected(), getShell().getDisplay(),
                context.editing().workload(), context.editing().file(), settings,
                text -> alive(() -> status.setText(text)), this::show, outcome -> alive(() -> {
                    running = null;
                    start.setText("Advise");
                    status.setText(outcome);
                }));
        running.schedule();
    }

    private void alive(Runnable action) {
        if (getShell() != null && !getShell().isDisposed()) {
            action.run();
        }
    }

    private void show(Advice shown) {
        alive(() -> {
            advice = shown;
            table.removeAll();
            for (List<String> row : AdviceText.rows(shown)) {
                new TableItem(table, SWT.NONE).setText(row.toArray(String[]::new));
            }
            for (TableColumn column : table.getColumns()) {
                column.pack();
                column.setWidth(Math.min(column.getWidth(), 220)); // long paths and transaction lists: the numbers and the advice stay in view
            }
            List<String> lines = new ArrayList<>(AdviceText.reasons(shown));
            lines.add("");
            lines.add("DDL of the advised set:");
            lines.addAll(AdviceText.ddl(shown));
            RunComparison verification = shown.verification();
            if (verification != null) {
                lines.add("");
                lines.add("Verification, own indexes -> advised: " + ComparisonRows.tally(verification));
                lines.add(String.join(" | ", ComparisonRows.HEADER));
                verification.rows().forEach(row -> lines.add(String.join(" | ", ComparisonRows.cells(row))));
            }
            lines.add("");
            shown.notes().forEach(note -> lines.add("Note: " + note));
            lines.add(String.format(Locale.ROOT, "Advisor time: %.1f s (of which building the database %.1f s)",
                    shown.seconds(), shown.buildSeconds()));
            details.setText(String.join("\n", lines));
            getButton(APPLY).setEnabled(true);
        });
    }

    /** The advised set as the workload's XML indexes, one undo step; declared indexes kept are the same objects. */
    private void apply() {
        if (advice == null) {
            return;
        }
        Map<Collection, List<XmlIndex>> wanted = new LinkedHashMap<>();
        for (Collection collection : context.editing().workload().getCollections()) {
            List<XmlIndex> indexes = new ArrayList<>();
            for (Candidate candidate : advice.chosen()) {
                if (!candidate.collection().getName().equals(collection.getName())) {
                    continue;
                }
                Optional<XmlIndex> own = collection.getIndexes().stream()
                        .filter(i -> i.getName().equalsIgnoreCase(candidate.name())).findFirst();
                indexes.add(own.orElseGet(() -> EcoreUtil.copy(candidate.index())));
            }
            wanted.put(collection, indexes);
        }
        context.editing().replaceIndexes("Apply the advised XML indexes", wanted);
        status.setText("Applied: the workload declares the " + advice.chosen().size()
                + " advised XML indexes (Edit > Undo takes it back; Save writes the file)");
    }

    @Override
    public boolean close() {
        if (running != null) {
            running.cancel();
        }
        return super.close();
    }
}
