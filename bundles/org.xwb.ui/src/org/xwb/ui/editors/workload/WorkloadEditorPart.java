package org.xwb.ui.editors.workload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.MDirtyable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.CollectionSchemas;
import org.xwb.kit.design.IndexChecks;
import org.xwb.model.Collection;
import org.xwb.model.ParameterMarker;
import org.xwb.model.RunSettings;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.Severity;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.model.weights.WeightBalancer;
import org.xwb.model.weights.WeightPresets;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.Revealing;
import org.xwb.ui.editors.SavingAs;
import org.xwb.ui.editors.UndoRedoTarget;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.ui.run.RunEvents;
import org.xwb.ui.statements.StatementEditors;
import org.xwb.xml.TpoxKit;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The workload editor: the transaction table with the mix chart beside it, weight sliders,
 * statements per dialect and parameter sources. Every change is an undoable command; the file is
 * replaced only by a complete, valid save. Problems show on the rows and in the Problems part.
 */
public class WorkloadEditorPart implements UndoRedoTarget, Revealing, SavingAs {

    public static final String STATUS_ID = "org.xwb.ui.workloadEditor.status";
    public static final String DIALECT_ID = "org.xwb.ui.workloadEditor.dialect";
    /** The editor's pages: Mix, Collections, XML Indexes, Run Settings. */
    public static final String PAGES_ID = "org.xwb.ui.workloadEditor.pages";

    @Inject
    private MDirtyable dirtyable;
    @Inject
    private ProblemsLog problems;
    @Inject
    private MPart part;
    @Inject
    private StatementEditors statementEditors;
    @Inject
    private Workspace workspace;

    private WorkloadEditing editing;
    private final WeightBalancer balancer = new WeightBalancer();
    private TransactionTable table;
    private MixChart chart;
    private WeightPanel weights;
    private StatementPane statements;
    private ParameterPane parameters;
    private Label status;
    private WorkloadHeader header;
    private CTabFolder pageFolder;
    private CTabItem mixPage;
    private CTabItem collectionsPage;
    private CTabItem indexesPage;
    private CTabItem runSettingsPage;
    private CollectionsPage collections;
    private IndexesPage indexes;
    private RunSettingsPage runSettings;
    private TransactionDetails details;
    private CollectionSchemas schemas;
    private CTabFolder tabs;
    private CTabItem statementsTab;
    private CTabItem parametersTab;
    private Path file;
    private final CommandStackListener stackListener = event -> refresh();
    private Composite root;
    /** The file as this editor last read or wrote it; a different stamp means someone else wrote it. */
    private FileStamp onDisk;
    private FileStamp warnedAbout;

    @PostConstruct
    void createControls(Composite parent) {
        root = parent;
        file = EditorOpener.fileOf(part);
        parent.setLayout(new GridLayout(1, false));
        onDisk = FileStamp.of(file);
        try {
            editing = WorkloadEditing.open(file);
        } catch (WorkloadFileException e) {
            Label error = new Label(parent, SWT.WRAP);
            error.setText("Cannot open " + file + ":\n" + e.getMessage());
            error.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            // one line per problem, each at its line and column: Problems opens the file as text there
            problems.replace(owner(), e.problems().stream()
                    .map(problem -> ProblemsLog.entry(ProblemsLog.Severity.ERROR, problem.message(),
                            Location.of(problem)))
                    .toList());
            return;
        }
        EditorContext context = new EditorContext(editing, problems, workspace,
                new CollectionSchemas(workspace.root(), TpoxKit.installed()), parent.getShell());
        schemas = context.schemas();
        header = new WorkloadHeader(parent, editing, this::refresh);
        pageFolder = new CTabFolder(parent, SWT.BOTTOM | SWT.BORDER);
        pageFolder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        WidgetIds.set(pageFolder, PAGES_ID);
        Composite mix = new Composite(pageFolder, SWT.NONE);
        GridLayout mixLayout = new GridLayout(1, false);
        mixLayout.marginWidth = 0;
        mixLayout.marginHeight = 0;
        mix.setLayout(mixLayout);
        createToolBar(mix);
        SashForm vertical = new SashForm(mix, SWT.VERTICAL);
        vertical.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        SashForm top = new SashForm(vertical, SWT.HORIZONTAL);
        table = new TransactionTable(top, editing::rename, this::commitWeight);
        chart = new MixChart(top);
        top.setWeights(62, 38);
        tabs = new CTabFolder(vertical, SWT.BORDER | SWT.TOP);
        weights = new WeightPanel(tabs, new WeightPanel.Listener() {
            @Override
            public void preview(int row, double weight) {
                previewWeight(row, weight);
            }

            @Override
            public void commit(int row, double weight) {
                commitWeight(row, weight);
            }
        });
        tab(tabs, "Weights", weights.control());
        statements = new StatementPane(tabs, editing, statement -> statementEditors.open(file,
                ((Transaction) statement.eContainer()).getId(), statement.getDialect()));
        statementsTab = tab(tabs, "Statements", statements.control());
        parameters = new ParameterPane(tabs, editing, new ValuePreview(editing));
        parametersTab = tab(tabs, "Parameters", parameters.control());
        details = new TransactionDetails(tabs, editing, this::selected);
        tab(tabs, "Details", details.control());
        tabs.setSelection(0);
        vertical.setWeights(55, 45);
        mixPage = tab(pageFolder, "Mix", mix);
        collections = new CollectionsPage(pageFolder, context);
        collectionsPage = tab(pageFolder, "Collections", collections.control());
        indexes = new IndexesPage(pageFolder, context);
        indexesPage = tab(pageFolder, "XML Indexes", indexes.control());
        runSettings = new RunSettingsPage(pageFolder, context);
        runSettingsPage = tab(pageFolder, "Run Settings", runSettings.control());
        pageFolder.setSelection(mixPage);
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(status, STATUS_ID);

        table.viewer().addSelectionChangedListener(event -> showSelection());
        editing.commandStack().addCommandStackListener(stackListener);
        refresh();
        if (!workload().getTransactions().isEmpty()) {
            table.viewer().getTable().select(0);
            showSelection();
        }
    }

    private void createToolBar(Composite parent) {
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new GridLayout(1, false));
        ToolBar tools = new ToolBar(bar, SWT.FLAT | SWT.RIGHT);
        tool(tools, "Add", "Add a transaction (weight 0)", () -> select(editing.add()));
        tool(tools, "Duplicate", "Duplicate the selected transaction", () -> {
            Transaction selected = selected();
            if (selected != null) {
                select(editing.duplicate(selected));
            }
        });
        tool(tools, "Delete", "Delete the selected transactions", () -> editing.delete(selectedAll()));
        tool(tools, "Up", "Move the selected transaction up", () -> moveSelected(-1));
        tool(tools, "Down", "Move the selected transaction down", () -> moveSelected(1));
        new ToolItem(tools, SWT.SEPARATOR);
        WeightPresets presets = new WeightPresets(balancer);
        tool(tools, "Equal", "Equal weights (locked rows keep theirs)",
                () -> applyPreset("Equal weights", presets.equal(workload().getTransactions(), weights.locks())));
        tool(tools, "Read-only", "Queries only, equal weights",
                () -> applyPreset("Read-only mix", presets.readOnly(workload().getTransactions())));
        tool(tools, "TPoX mixed", "The mix of TPoX Table 6 (by transaction name)",
                () -> applyPreset("TPoX mixed (Table 6)", presets.tpoxMixed(workload().getTransactions())));
    }

    private void tool(ToolBar tools, String text, String tip, Runnable action) {
        ToolItem item = new ToolItem(tools, SWT.PUSH);
        item.setText(text);
        item.setToolTipText(tip);
        WidgetIds.set(item, "org.xwb.ui.workloadEditor.tool." + text);
        item.addListener(SWT.Selection, event -> {
            try {
                action.run();
            } catch (RuntimeException e) {
                problems.warning(text + ": " + e.getMessage(), file);
            }
        });
    }

    private static CTabItem tab(CTabFolder tabs, String title, Control control) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(title);
        item.setControl(control);
        return item;
    }

    private void applyPreset(String label, WeightPresets.Result result) {
        editing.setWeights(result.weights(), label);
        List<String> notes = new ArrayList<>();
        if (!result.missing().isEmpty()) {
            notes.add("not in this workload: " + String.join(", ", result.missing()));
        }
        if (!result.zeroed().isEmpty()) {
            notes.add("set to 0: " + String.join(", ", result.zeroed()));
        }
        if (!notes.isEmpty()) {
            problems.info(label + ": " + String.join("; ", notes), file);
        }
    }

    /** While a slider is dragged: the re-balanced mix on screen, the model untouched. */
    private void previewWeight(int row, double weight) {
        double[] balanced = balancer.set(WeightBalancer.weightsOf(workload().getTransactions()), weights.locks(), row, weight);
        showWeights(balanced, validate());
    }

    /** One undoable edit that sets a weight and re-balances the unlocked others to 100. */
    private void commitWeight(int row, double weight) {
        List<Transaction> transactions = workload().getTransactions();
        double[] balanced = balancer.set(WeightBalancer.weightsOf(transactions), weights.locks(), row, weight);
        editing.setWeights(balanced, "Set weight of " + WorkloadLabels.label(transactions.get(row)));
        refresh(); // a no-op command does not notify; show the model's weights again
    }

    private void refresh() {
        if (table == null || table.viewer().getControl().isDisposed()) {
            return;
        }
        List<Problem> found = validate();
        showWeights(WeightBalancer.weightsOf(workload().getTransactions()), found);
        dirtyable.setDirty(editing.isDirty());
        showSelection();
        header.refresh();
        collections.refresh(found);
        indexes.refresh(found);
        runSettings.refresh(found);
        publish(found);
    }

    private void showWeights(double[] shown, List<Problem> found) {
        List<Transaction> transactions = workload().getTransactions();
        table.show(transactions, shown, problemsByRow(found));
        chart.show(transactions, shown);
        weights.show(transactions, shown);
        double sum = 0;
        for (double weight : shown) {
            sum += weight;
        }
        long errors = found.stream().filter(Problem::isError).count();
        status.setText(String.format("Sum of weights %.1f %%   |   %d errors, %d warnings   |   %s", sum, errors,
                found.size() - errors, file));
    }

    /**
     * The workload validator's problems for the dialect checked, the index paths and key types
     * against the collections' schemas, and for db2 whether DB2 can use each index where the
     * workload says usedBy (the static check of {@code xwb check --dialect db2}).
     */
    private List<Problem> validate() {
        String dialect = header.dialect();
        List<Problem> found = new ArrayList<>(new WorkloadValidator().validate(workload(), dialect));
        found.addAll(new IndexChecks(schemas).check(workload()));
        try { // what the dialect's kinds check without a server (DB2: which XML index a statement can use)
            found.addAll(TargetKinds.checkWithoutServer(dialect, workload(), java.util.Optional.empty()));
        } catch (RuntimeException e) { // a half-written index or statement: the validator reports it
            found.add(new Problem(Severity.WARNING, "The " + dialect + " index check could not run: " + e.getMessage(),
                    workload(), "workload"));
        }
        return found;
    }

    /** The first problem of each transaction row (a problem anywhere inside it counts). */
    private Map<Transaction, String> problemsByRow(List<Problem> found) {
        Map<Transaction, String> rows = new HashMap<>();
        for (Problem problem : found) {
            for (EObject object = problem.object(); object != null; object = object.eContainer()) {
                if (object instanceof Transaction transaction) {
                    rows.putIfAbsent(transaction, problem.severity().label() + ": " + problem.message());
                    break;
                }
            }
        }
        return rows;
    }

    private void publish(List<Problem> found) {
        List<ProblemsLog.Entry> entries = new ArrayList<>();
        for (Problem problem : found) {
            entries.add(ProblemsLog.entry(problem.severity() == Severity.ERROR ? ProblemsLog.Severity.ERROR
                    : ProblemsLog.Severity.WARNING, problem.message(),
                    Location.inWorkload(file, elementOf(problem.object()), problem.path())));
        }
        problems.replace(owner(), entries);
    }

    /** The object's EMF fragment path below the workload, for {@link #reveal}; null for the workload itself. */
    private String elementOf(EObject object) {
        return object == null || object == workload() || !EcoreUtil.isAncestor(workload(), object) ? null
                : EcoreUtil.getRelativeURIFragmentPath(workload(), object);
    }

    /**
     * From Problems: selects what the problem is about (the editor shows no lines): its transaction
     * in the table, and its statement or parameter in their tab. A workload that could not be read
     * shows nothing to select; Problems opens such a file as text at the line instead.
     */
    @Override
    public void reveal(Location location) {
        if (editing == null || location.element() == null) {
            return;
        }
        EObject target;
        try {
            target = EcoreUtil.getEObject(workload(), location.element());
        } catch (RuntimeException stale) { // the workload changed since the problem was found
            return;
        }
        XmlIndex index = ancestor(target, XmlIndex.class);
        Collection collection = ancestor(target, Collection.class);
        if (index != null) {
            pageFolder.setSelection(indexesPage);
            indexes.select(index);
            return;
        }
        if (collection != null) {
            pageFolder.setSelection(collectionsPage);
            collections.select(collection);
            return;
        }
        if (ancestor(target, RunSettings.class) != null) {
            pageFolder.setSelection(runSettingsPage);
            return;
        }
        Transaction transaction = ancestor(target, Transaction.class);
        if (transaction == null) {
            return;
        }
        pageFolder.setSelection(mixPage);
        select(transaction);
        showSelection();
        Statement statement = ancestor(target, Statement.class);
        ParameterMarker marker = ancestor(target, ParameterMarker.class);
        if (statement != null) {
            tabs.setSelection(statementsTab);
            statements.select(statement);
        } else if (marker != null) {
            tabs.setSelection(parametersTab);
            parameters.select(marker);
        }
    }

    private static <T> T ancestor(EObject object, Class<T> type) {
        for (EObject current = object; current != null; current = current.eContainer()) {
            if (type.isInstance(current)) {
                return type.cast(current);
            }
        }
        return null;
    }

    private void showSelection() {
        Transaction selected = selected();
        statements.show(selected);
        parameters.show(selected);
        details.refresh();
    }

    private Transaction selected() {
        Object first = table.viewer().getStructuredSelection().getFirstElement();
        return first instanceof Transaction transaction ? transaction : null;
    }

    private List<Transaction> selectedAll() {
        IStructuredSelection selection = table.viewer().getStructuredSelection();
        List<Transaction> all = new ArrayList<>();
        for (Object element : selection.toList()) {
            all.add((Transaction) element);
        }
        return all;
    }

    private void select(Transaction transaction) {
        table.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(transaction), true);
    }

    private void moveSelected(int delta) {
        Transaction selected = selected();
        if (selected != null) {
            editing.move(selected, delta);
            select(selected);
        }
    }

    private Workload workload() {
        return editing.workload();
    }

    private String owner() {
        return "workload:" + file;
    }

    /** For tests: the editing session behind the widgets. */
    public WorkloadEditing editing() {
        return editing;
    }

    /** For tests: the mix chart. */
    public MixChart mixChart() {
        return chart;
    }

    @Persist
    void save() {
        statements.commitPending();
        try {
            editing.save();
            onDisk = FileStamp.of(file);
            dirtyable.setDirty(false);
            problems.status("Saved " + file);
        } catch (WorkloadFileException e) {
            // the file on disk is untouched: say why and keep the editor dirty
            problems.error("Not saved, " + file + " is unchanged: " + e.getMessage(), file);
        }
    }

    /** File > Save As: the workload, unsaved edits included, goes to the new file, which this editor edits from then on. */
    @Override
    public void saveAs(Path target) throws IOException {
        statements.commitPending();
        problems.replace(owner(), List.of());
        try {
            editing.saveAs(target);
        } catch (WorkloadFileException e) {
            refresh();
            throw new IOException(e.getMessage(), e);
        }
        file = target;
        onDisk = FileStamp.of(file);
        dirtyable.setDirty(false);
        refresh();
        problems.status("Saved " + workload().getName() + " as " + file);
    }

    @Override
    public boolean canUndo() {
        return editing != null && editing.canUndo();
    }

    @Override
    public void undo() {
        statements.commitPending();
        editing.undo();
    }

    @Override
    public boolean canRedo() {
        return editing != null && editing.canRedo();
    }

    @Override
    public void redo() {
        editing.redo();
    }

    @Focus
    void setFocus() {
        reloadIfChangedOnDisk();
        if (table != null) {
            table.viewer().getControl().setFocus();
        }
    }

    /**
     * Another writer replaced the file (a run that built a fresh TPoX database refits the id
     * ranges of the workspace's TPoX workloads, or an external editor): without unsaved changes the
     * editor shows the new file; with them it keeps the user's work and says that Save overwrites.
     */
    public void reloadIfChangedOnDisk() {
        FileStamp now = FileStamp.of(file);
        if (root == null || root.isDisposed() || Objects.equals(now, onDisk)) {
            return;
        }
        if (editing != null && editing.isDirty()) {
            if (!now.equals(warnedAbout)) {
                warnedAbout = now;
                problems.warning(file + " changed on disk since this editor read it; Save replaces that version with the "
                        + "editor's", file);
            }
            return;
        }
        int selectedRow = table == null ? -1 : table.viewer().getTable().getSelectionIndex();
        dispose();
        for (Control child : root.getChildren()) {
            child.dispose();
        }
        table = null;
        editing = null;
        createControls(root);
        root.layout(true, true);
        if (table != null && selectedRow >= 0 && selectedRow < table.viewer().getTable().getItemCount()) {
            table.viewer().getTable().select(selectedRow);
            showSelection();
        }
        problems.info("Reloaded " + file + ": it changed on disk", file);
    }

    /** After a run: one that built a fresh TPoX database refitted the workspace's TPoX workloads. */
    @Inject
    @Optional
    void runFinished(@UIEventTopic(RunEvents.FINISHED) Path runFolder) {
        reloadIfChangedOnDisk();
    }

    /** Modification time and size: enough to tell that another writer replaced the file. */
    private record FileStamp(FileTime modified, long size) {
        static FileStamp of(Path file) {
            try {
                return new FileStamp(Files.getLastModifiedTime(file), Files.size(file));
            } catch (IOException missing) {
                return new FileStamp(FileTime.fromMillis(0), -1);
            }
        }
    }

    @PreDestroy
    void dispose() {
        if (editing != null) {
            editing.commandStack().removeCommandStackListener(stackListener);
        }
        problems.replace(owner(), List.of());
    }
}
