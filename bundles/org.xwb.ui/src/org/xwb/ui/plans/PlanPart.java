package org.xwb.ui.plans;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanFindings;
import org.xwb.core.plan.PlanJson;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNumbers;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.jobs.UiThread;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.statements.StatementContext;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The plan view: the access plan of a statement as a tree table and as a graph side by side, the
 * index hints of its XPath comparisons with "Create index", and, once a plan is pinned as the
 * baseline, the later plan beside it with what changed. The statement editor's Explain and
 * Explain Analyze call {@link #explain}; explains and index creation run as jobs.
 */
public class PlanPart {

    public static final String PART_ID = "org.xwb.ui.part.plan";
    public static final String TREE_ID = "org.xwb.ui.plans.tree";
    public static final String BASELINE_TREE_ID = "org.xwb.ui.plans.baselineTree";
    public static final String GRAPH_ID = "org.xwb.ui.plans.graph";
    public static final String STATUS_ID = "org.xwb.ui.plans.status";
    public static final String HINTS_ID = "org.xwb.ui.plans.hints";
    public static final String HINT_DETAILS_ID = "org.xwb.ui.plans.hintDetails";
    public static final String CREATE_INDEX_ID = "org.xwb.ui.plans.createIndex";
    public static final String CHANGES_ID = "org.xwb.ui.plans.changes";
    public static final String DETAILS_ID = "org.xwb.ui.plans.details";
    public static final String EXPLAIN_ID = "org.xwb.ui.plans.explain";
    public static final String ANALYZE_ID = "org.xwb.ui.plans.analyze";
    public static final String PIN_ID = "org.xwb.ui.plans.pin";
    public static final String UNPIN_ID = "org.xwb.ui.plans.unpin";
    public static final String SAVE_ID = "org.xwb.ui.plans.save";
    public static final String COMPARE_ID = "org.xwb.ui.plans.compare";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;

    private PlanTargets targets;
    private PlanColors colors;
    private Label status;
    private SashForm plans;
    private Composite baselinePane;
    private Label baselineTitle;
    private Label currentTitle;
    private PlanTree baselineTree;
    private PlanTree currentTree;
    private PlanGraph graph;
    private CTabFolder tabs;
    private CTabItem hintsTab;
    private CTabItem changesTab;
    private HintsPanel hints;
    private ChangesTable changes;
    private Text details;
    private Button explainAgain;
    private Button analyzeAgain;
    private Button pin;
    private Button unpin;
    private Button save;

    private StatementContext lastContext;
    private boolean lastAnalyze;
    private ExplainJob.Result current;
    private Plan baseline;
    private String baselineName;
    /** The statement the baseline is a plan of ({@link #statementOf}); a plan of another one is not compared with it. */
    private String baselineStatement;
    private SchemaKeyTypes keyTypes = SchemaKeyTypes.NONE;

    @PostConstruct
    void createControls(Composite parent) {
        targets = new PlanTargets(workspace);
        colors = new PlanColors(parent);
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new GridLayout(6, false));
        explainAgain = button(bar, EXPLAIN_ID, "Explain", "Explain the statement again", () -> explain(lastContext, false));
        analyzeAgain = button(bar, ANALYZE_ID, "Explain Analyze", "Run the statement in a transaction that is rolled back, "
                + "for actual rows, times and loops", () -> explain(lastContext, true));
        pin = button(bar, PIN_ID, "Pin as baseline", "Compare later plans with this one", this::pinBaseline);
        unpin = button(bar, UNPIN_ID, "Clear baseline", "Show plans alone again", this::clearBaseline);
        save = button(bar, SAVE_ID, "Save plan", "Save the plan as JSON under statements/plans", this::savePlan);
        button(bar, COMPARE_ID, "Compare with saved plan...", "Pin a saved plan as the baseline", this::compareWithSaved);
        status = new Label(parent, SWT.NONE);
        WidgetIds.set(status, STATUS_ID);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        SashForm main = new SashForm(parent, SWT.VERTICAL);
        main.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        plans = new SashForm(main, SWT.HORIZONTAL);
        baselinePane = pane(plans);
        baselineTitle = title(baselinePane);
        baselineTree = new PlanTree(baselinePane, BASELINE_TREE_ID, colors);
        baselineTree.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite currentPane = pane(plans);
        currentTitle = title(currentPane);
        currentTree = new PlanTree(currentPane, TREE_ID, colors);
        currentTree.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        graph = new PlanGraph(plans, GRAPH_ID, colors);
        tabs = new CTabFolder(main, SWT.BORDER);
        hints = new HintsPanel(tabs, colors);
        hints.onCreateIndex(this::createIndex);
        hintsTab = tab("Index hints", hints.control());
        changes = new ChangesTable(tabs, colors);
        changesTab = tab("Changes", changes.control());
        details = new Text(tabs, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        WidgetIds.set(details, DETAILS_ID);
        tab("Operator details", details);
        tabs.setSelection(hintsTab);
        main.setWeights(64, 36);

        currentTree.onSelect(node -> {
            graph.select(node);
            showDetails(node, current == null ? null : current.plan());
        });
        baselineTree.onSelect(node -> showDetails(node, baseline));
        graph.onSelect(node -> currentTree.select(node));
        layoutPlans();
        buttons();
        status.setText("Explain a statement (Explain in the statement editor) to see its plan here.");
    }

    /**
     * Explains the statement on its target (as a job) and shows the plan; with a baseline pinned,
     * beside the baseline with what changed.
     *
     * @param analyze run the statement (rolled back) for actual rows, times and loops
     */
    public void explain(StatementContext context, boolean analyze) {
        if (context == null) {
            return;
        }
        lastContext = context;
        lastAnalyze = analyze;
        status.setText((analyze ? "Explain Analyze " : "Explain ") + name(context) + " on " + context.target() + "...");
        buttons();
        new ExplainJob(context, analyze, targets, keyTypes, problems, result -> ui(() -> show(result)),
                message -> ui(() -> status.setText(message))).schedule();
    }

    /** Where index hints take key types from, for comparisons the statement does not type (a schema). */
    public void keyTypes(SchemaKeyTypes types) {
        this.keyTypes = types == null ? SchemaKeyTypes.NONE : types;
    }

    /** The plan shown last, or null. */
    public Plan plan() {
        return current == null ? null : current.plan();
    }

    /** The pinned baseline, or null. */
    public Plan baseline() {
        return baseline;
    }

    /** Pins the plan shown as the baseline later plans are compared with. */
    public void pinBaseline() {
        if (current != null) {
            pin(current.plan(), describe(current), statementOf(current.context()));
        }
    }

    private void pin(Plan plan, String name, String statement) {
        baseline = plan;
        baselineName = name;
        baselineStatement = statement;
        render();
        status.setText("Baseline pinned: " + name + ". The next explain is shown beside it.");
    }

    private void clearBaseline() {
        baseline = null;
        baselineName = null;
        baselineStatement = null;
        render();
    }

    private void show(ExplainJob.Result result) {
        current = result;
        render();
        Plan plan = result.plan();
        status.setText(describe(result) + ": total cost " + PlanNumbers.cost(plan.root().estimatedCost()) + ", XML index "
                + (plan.usesXmlIndex() ? "used" : "not used") + ", " + String.format(java.util.Locale.ROOT, "%.1f ms",
                        result.millis()));
        hints.show(result.hints(), result.hintsNote());
    }

    private void render() {
        if (current == null) {
            layoutPlans();
            buttons();
            return;
        }
        Plan plan = current.plan();
        if (comparing()) {
            PlanDiff diff = PlanDiff.compare(baseline, plan);
            double costliest = Math.max(PlanTree.maxCost(baseline.root()), PlanTree.maxCost(plan.root()));
            baselineTree.show(baseline, node -> diff.ofBefore(node).orElse(null), costliest);
            currentTree.show(plan, node -> diff.ofAfter(node).orElse(null), costliest);
            graph.show(plan, node -> diff.ofAfter(node).orElse(null));
            changes.show(diff.changes());
            // the figures first: the panes are narrow side by side; the names are in the tooltips
            baselineTitle.setText("Baseline: total cost " + PlanNumbers.cost(baseline.root().estimatedCost()) + " \u00b7 "
                    + baselineName);
            baselineTitle.setToolTipText(baselineName);
            currentTitle.setText("Now: total cost " + PlanNumbers.cost(plan.root().estimatedCost()) + " ("
                    + PlanNumbers.ratio(baseline.root().estimatedCost(), plan.root().estimatedCost()) + "), XML indexes "
                    + diff.xmlIndexes() + " \u00b7 " + describe(current));
            currentTitle.setToolTipText(describe(current));
            tabs.setSelection(changesTab);
        } else {
            baselineTree.clear();
            currentTree.show(plan, null);
            graph.show(plan, null);
            changes.show(List.of());
            currentTitle.setText(describe(current) + (baseline == plan ? " (pinned as the baseline)"
                    : baseline != null ? " (the baseline, of " + baselineName + ", stays pinned for its statement)" : ""));
            currentTitle.setToolTipText(null);
            tabs.setSelection(hintsTab);
        }
        showDetails(plan.root(), plan);
        layoutPlans();
        buttons();
    }

    /** Whether the plan shown is compared with the baseline: another plan of the same statement. */
    public boolean comparing() {
        return baseline != null && current != null && baseline != current.plan()
                && java.util.Objects.equals(baselineStatement, statementOf(current.context()));
    }

    /**
     * Which statement a plan is of: its workload and transaction when known. Statements of no
     * workload (a statement file) are not told apart: they compare with each other's baseline.
     */
    static String statementOf(StatementContext context) {
        return context == null || context.transaction() == null ? null
                : context.workloadFile() + "#" + context.transaction() + "@" + context.dialect();
    }

    /** Baseline and now side by side in a diff; the plan and its graph otherwise. */
    private void layoutPlans() {
        boolean diff = comparing();
        baselinePane.setVisible(diff);
        graph.control().setVisible(!diff);
        plans.setWeights(diff ? new int[] { 50, 50, 0 } : new int[] { 0, 55, 45 });
        plans.layout(true, true);
    }

    private void buttons() {
        explainAgain.setEnabled(lastContext != null);
        analyzeAgain.setEnabled(lastContext != null);
        pin.setEnabled(current != null && baseline != current.plan());
        unpin.setEnabled(baseline != null);
        save.setEnabled(current != null);
    }

    private void showDetails(PlanNode node, Plan plan) {
        if (node == null || plan == null) {
            details.setText("");
            return;
        }
        StringBuilder text = new StringBuilder(PlanDiff.label(node)).append('\n');
        for (PlanFindings.Finding finding : PlanFindings.of(plan).of(node)) {
            text.append(finding.kind() == PlanFindings.Kind.XML_INDEX ? "" : "\u26a0 ").append(finding.message()).append('\n');
        }
        text.append("cost ").append(PlanNumbers.cost(node.estimatedCost())).append(", rows ")
                .append(PlanNumbers.rows(node.estimatedRows()));
        if (node.measured()) {
            text.append("; actual rows ").append(PlanNumbers.rows(node.actualRows())).append(", time ")
                    .append(PlanNumbers.millis(node.actualTimeMs())).append(", loops ")
                    .append(PlanNumbers.number(node.actualLoops(), 0));
        }
        text.append("\n\n");
        for (Map.Entry<String, String> detail : node.details().entrySet()) {
            text.append(detail.getKey()).append(": ").append(detail.getValue()).append('\n');
        }
        details.setText(text.toString());
    }

    private void createIndex(IndexHint hint) {
        if (current == null || lastContext == null) {
            return;
        }
        Plan before = current.plan();
        String beforeName = describe(current);
        StatementContext context = lastContext;
        boolean analyze = lastAnalyze;
        hints.busy(true);
        status.setText("Creating index " + hint.proposal().getName() + " on " + context.target() + "...");
        new CreateIndexJob(hint, context.target(), targets, problems, () -> ui(() -> {
            pin(before, beforeName + ", before " + hint.proposal().getName(), statementOf(context));
            explain(context, analyze);
        }), message -> ui(() -> {
            status.setText(message);
            hints.busy(false);
        })).schedule();
    }

    private void savePlan() {
        if (current == null) {
            return;
        }
        Path file = PlanJson.fileFor(workspace.folder(Workspace.Folder.STATEMENTS), name(current.context()), Instant.now());
        try {
            PlanJson.save(file, current.plan(), new PlanJson.About(current.context().target(), current.server(), Instant.now()));
            status.setText("Saved the plan to " + workspace.root().relativize(file));
        } catch (java.io.IOException e) {
            status.setText("Cannot save the plan to " + file + ": " + e.getMessage());
            problems.error("Cannot save the plan: " + e.getMessage(), file.toString());
        }
    }

    private void compareWithSaved() {
        FileDialog dialog = new FileDialog(status.getShell(), SWT.OPEN);
        Path folder = workspace.folder(Workspace.Folder.STATEMENTS).resolve(PlanJson.FOLDER);
        dialog.setFilterPath(Files.isDirectory(folder) ? folder.toString() : workspace.root().toString());
        dialog.setFilterExtensions(new String[] { "*.json" });
        String chosen = dialog.open();
        if (chosen != null) {
            compareWith(Path.of(chosen));
        }
    }

    /** Pins a saved plan as the baseline; a file XWB cannot read is reported with its place. */
    public void compareWith(Path file) {
        try {
            PlanJson.Saved saved = PlanJson.read(file);
            // a saved plan is compared with the statement being worked on when it is pinned
            pin(saved.plan(), file.getFileName() + (saved.about().target().isEmpty() ? "" : " (" + saved.about().target() + ")"),
                    statementOf(current != null ? current.context() : lastContext));
        } catch (java.io.IOException | IllegalArgumentException e) {
            status.setText("Cannot read the plan file: " + e.getMessage());
            problems.error("Cannot read the plan file: " + e.getMessage(), file.toString());
        }
    }

    @PreDestroy
    void closeTargets() {
        if (targets != null) {
            targets.close();
        }
    }

    /** How a statement is named: its workload and transaction, else "statement". */
    static String name(StatementContext context) {
        if (context.transaction() != null && context.workloadFile() != null) {
            String file = context.workloadFile().getFileName().toString();
            return file.replaceFirst("\\.xwl$", "") + "/" + context.transaction();
        }
        return context.transaction() != null ? context.transaction() : "statement";
    }

    private static String describe(ExplainJob.Result result) {
        return name(result.context()) + " on " + result.context().target() + " (" + result.server() + ", "
                + (result.analyze() ? "executed and rolled back" : "estimated") + ")";
    }

    private void ui(Runnable action) {
        if (!status.isDisposed()) {
            UiThread.whileAlive(status.getDisplay(), status, action);
        }
    }

    private Button button(Composite bar, String id, String text, String tooltip, Runnable action) {
        Button button = new Button(bar, SWT.PUSH);
        WidgetIds.set(button, id);
        button.setText(text);
        button.setToolTipText(tooltip);
        button.addListener(SWT.Selection, event -> action.run());
        return button;
    }

    private static Composite pane(Composite parent) {
        Composite pane = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        pane.setLayout(layout);
        return pane;
    }

    private static Label title(Composite pane) {
        Label title = new Label(pane, SWT.NONE);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return title;
    }

    private CTabItem tab(String text, org.eclipse.swt.widgets.Control control) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(text);
        item.setControl(control);
        return item;
    }
}
