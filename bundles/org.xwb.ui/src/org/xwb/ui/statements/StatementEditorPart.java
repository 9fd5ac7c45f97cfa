package org.xwb.ui.statements;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.MDirtyable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextViewerUndoManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.run.StatementBinding;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.Revealing;
import org.xwb.ui.editors.UndoRedoTarget;
import org.xwb.ui.editors.workload.WorkloadEditing;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The statement editor: a statement file ({@code statements/*.sql}, {@code *.xq}) or a statement
 * of a workload's transaction, coloured with its markers highlighted and names completed; its
 * markers bound in the bind panel; run on a chosen target (Ctrl+Enter) with the rows below;
 * explained in the plan view (Ctrl+E). A workload's statement is edited through the workload's
 * command stack ({@link WorkloadStatement}); a file through {@link StatementFile}.
 */
public class StatementEditorPart implements UndoRedoTarget, Revealing {

    public static final String TEXT_ID = "org.xwb.ui.statementEditor.text";
    private static final int IDLE_MS = 700;

    @Inject
    private MPart part;
    @Inject
    private MDirtyable dirtyable;
    @Inject
    private ProblemsLog problems;
    @Inject
    private Workspace workspace;
    @Inject
    private EditorOpener editors;
    @Inject
    private EPartService partService;

    private StatementFile file;
    private WorkloadStatement workloadStatement;
    private StatementViewer viewer;
    private StatementCompletion completion;
    private TextViewerUndoManager undo;
    private ErrorMarker errors;
    private ExecutionControls controls;
    private BindPanel bind;
    private ResultGrid results;
    private StatementMemory memory;
    private String memoryKey;
    private StatementMemory.Entry remembered;
    private TargetConnection connection;
    private StatementRunner runner;
    private boolean pendingCommit;
    private boolean bindShown;
    private volatile long runsShown;
    private volatile long lastShownNanos;
    private boolean applyingModel;
    private final CommandStackListener modelListener = event -> modelChanged();
    private WorkloadEditing listenedTo;

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Path path = EditorOpener.fileOf(part);
        String transaction = part.getPersistedState().get(StatementEditors.TRANSACTION_KEY);
        memory = new StatementMemory(workspace);
        connection = new TargetConnection(workspace);
        String text;
        if (transaction != null) {
            String dialect = part.getPersistedState().get(StatementEditors.DIALECT_KEY);
            workloadStatement = new WorkloadStatement(editors, path, transaction, dialect);
            if (workloadStatement.editing() == null) {
                editors.open(path); // restored without its workload editor: edits need its command stack
                partService.activate(part);
            }
            text = workloadStatement.text();
            memoryKey = StatementMemory.key(workspace, path, transaction, dialect);
            if (text == null) {
                showUnavailable(parent, "Transaction " + transaction + " of " + path.getFileName() + " has no " + dialect
                        + " statement any more (or its workload editor could not read the file).");
                return;
            }
        } else {
            try {
                file = StatementFile.read(path);
            } catch (IOException e) {
                showUnavailable(parent, "Cannot read " + path + ": " + e.getMessage());
                return;
            }
            text = file.saved();
            memoryKey = StatementMemory.key(workspace, path, null, null);
        }
        remembered = memory.get(memoryKey);
        controls = new ExecutionControls(parent, workspace, problems, dialects(), fixedDialect());
        SashForm vertical = new SashForm(parent, SWT.VERTICAL);
        vertical.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        SashForm top = new SashForm(vertical, SWT.HORIZONTAL);
        completion = new StatementCompletion(workspace, this::completionContext);
        viewer = new StatementViewer(top, true, completion);
        WidgetIds.set(viewer.getTextWidget(), TEXT_ID);
        viewer.setText(text);
        errors = new ErrorMarker(viewer);
        undo = new TextViewerUndoManager(200);
        undo.connect(viewer);
        bind = new BindPanel(top);
        top.setWeights(64, 36);
        results = new ResultGrid(vertical);
        vertical.setWeights(52, 48);
        runner = new StatementRunner(this, controls, results, errors, problems, workspace, connection);
        controls.chooseTarget(remembered.target());
        controls.chooseDialect(remembered.dialect() != null ? remembered.dialect() : xqueryFile()
                ? org.xwb.targets.TargetKinds.all().stream().filter(org.xwb.targets.TargetKind::runsXQuery)
                        .map(kind -> kind.dialects().get(0)).findFirst().orElse(null)
                : null);
        controls.onTargetChosen(name -> remember(remembered.withTarget(name)));
        controls.onDialectChosen(name -> remember(remembered.withDialect(name)));
        controls.onExecute(this::execute);
        controls.onCancel(runner::cancel);
        controls.onExplain(analyze -> explain(analyze));
        viewer.getTextWidget().addListener(SWT.Modify, event -> edited());
        viewer.getTextWidget().addListener(SWT.FocusOut, event -> commitToWorkload());
        if (workloadStatement != null) {
            listen();
        }
        refreshBindPanel();
        dirtyable.setDirty(isDirty());
    }

    private void showUnavailable(Composite parent, String message) {
        Label label = new Label(parent, SWT.WRAP);
        label.setText(message);
        label.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        problems.warning(message, EditorOpener.fileOf(part));
    }

    /** The dialects offered: every kind's. */
    private static List<String> dialects() {
        return org.xwb.targets.TargetKinds.dialects();
    }

    /** A workload's statement is for its dialect; a file's dialect is chosen. */
    private String fixedDialect() {
        return workloadStatement == null ? null : workloadStatement.dialect();
    }

    private void remember(StatementMemory.Entry entry) {
        remembered = entry;
        memory.put(memoryKey, entry);
    }

    // ---- editing -------------------------------------------------------------------------------

    private void edited() {
        if (applyingModel) {
            return;
        }
        dirtyable.setDirty(isDirty());
        if (workloadStatement != null) {
            pendingCommit = true;
            viewer.getTextWidget().getDisplay().timerExec(IDLE_MS, this::commitToWorkload);
        }
        viewer.getTextWidget().getDisplay().timerExec(IDLE_MS, this::refreshBindPanel);
    }

    /** Puts the edited text into the workload as one undoable command (after a pause, on focus out, before save). */
    private void commitToWorkload() {
        if (!pendingCommit || workloadStatement == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        pendingCommit = false;
        listen(); // the workload editor may have re-read its file: a new editing session
        if (!workloadStatement.setText(viewer.getText())) {
            problems.warning("The edit of " + workloadStatement.title() + " did not reach the workload: its editor is closed "
                    + "or the statement is gone. Open the workload and its statement again.", workloadStatement.workloadFile());
        }
    }

    /** Undo or redo in either editor, or the workload re-read: show the statement as the workload has it. */
    private void modelChanged() {
        if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        String text = workloadStatement.text();
        // the same texts, as the workload keeps them (stripped): leave what the user typed, caret included
        if (text != null && !pendingCommit && !StatementTexts.split(text).equals(StatementTexts.split(viewer.getText()))) {
            applyingModel = true;
            try {
                int caret = viewer.getTextWidget().getCaretOffset();
                viewer.setText(text);
                viewer.getTextWidget().setCaretOffset(Math.min(caret, text.length()));
            } finally {
                applyingModel = false;
            }
        }
        dirtyable.setDirty(isDirty());
        refreshBindPanel();
    }

    private void listen() {
        WorkloadEditing editing = workloadStatement.editing();
        if (editing != listenedTo) {
            if (listenedTo != null) {
                listenedTo.commandStack().removeCommandStackListener(modelListener);
            }
            if (editing != null) {
                editing.commandStack().addCommandStackListener(modelListener);
            }
            listenedTo = editing;
        }
    }

    private boolean isDirty() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return pendingCommit || editing != null && editing.isDirty();
        }
        return file != null && viewer != null && file.differs(viewer.getText());
    }

    private void refreshBindPanel() {
        if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        completion.prepare(CompletionPoint.prefixes(viewer.getText()));
        int needed = StatementBinding.parameterCount(StatementTexts.of(viewer.getText()).strings());
        if (workloadStatement != null) {
            Transaction transaction = workloadStatement.transaction();
            WorkloadEditing editing = workloadStatement.editing();
            if (transaction != null && editing != null) {
                if (bind.showsSame(transaction, needed)) {
                    return;
                }
                long seed = RunSettingsDefaults.effective(editing.workload()).getSeed();
                bind.showWorkload(transaction, needed, workloadStatement.workloadFile().toAbsolutePath().getParent(), seed,
                        remembered, this::remember);
            }
        } else if (bind.size() != needed || !bindShown) {
            bindShown = true;
            bind.showFile(needed, remembered, this::remember);
        }
    }

    // ---- running -------------------------------------------------------------------------------

    /** Runs the statement (or the selected text) on the chosen target (Ctrl+Enter). */
    public void execute() {
        commitToWorkload();
        runner.execute(selectedOrAll(), xqueryFile());
    }

    /**
     * Explains the statement at the caret in the plan view (Ctrl+E, with {@code analyze} Ctrl+Shift+E).
     * The plan view is another part (org.xwb.ui.part.plan); without it, Problems says so.
     */
    public void explain(boolean analyze) {
        commitToWorkload();
        Optional<StatementContext> context = currentStatement();
        context.ifPresent(statement -> new PlanViewLink(partService, problems).explain(statement, analyze));
    }

    /** Cancels the running statement. */
    public void cancel() {
        runner.cancel();
    }

    /**
     * The statement at the caret as an explain needs it: its text bound as a run binds it, the
     * dialect, the target, and the workload and transaction when it is a workload's statement.
     * Empty (with the reason in the editor) when it cannot be prepared for the chosen target.
     */
    public Optional<StatementContext> currentStatement() {
        if (viewer == null) {
            return Optional.empty();
        }
        StatementTexts texts = StatementTexts.of(viewer.getText());
        Optional<RunCheck.Checked> checked = runner.check(texts.strings(), xqueryFile());
        if (checked.isEmpty()) {
            return Optional.empty();
        }
        StatementBinding.Bound at = checked.get().bound().get(texts.at(viewer.getTextWidget().getCaretOffset()));
        return Optional.of(new StatementContext(at.sql(), dialect(), at.parameters(), controls.target(),
                workloadStatement == null ? null : workloadStatement.workloadFile(),
                workloadStatement == null ? null : workloadStatement.transactionId()));
    }

    /** What runs: the selection when there is one (its offset kept for error positions), else everything. */
    private StatementTexts selectedOrAll() {
        org.eclipse.swt.graphics.Point selection = viewer.getSelectedRange();
        String document = viewer.getText();
        if (selection.y > 0) {
            StatementTexts selected = StatementTexts.of(document.substring(selection.x, selection.x + selection.y));
            return new StatementTexts(selected.texts().stream()
                    .map(t -> new StatementTexts.Text(t.text(), t.offset() + selection.x)).toList());
        }
        return StatementTexts.of(document);
    }

    private boolean xqueryFile() {
        return file != null && file.file().getFileName().toString().endsWith(".xq");
    }

    /** The statement's dialect: the workload statement's, else the one chosen for the file. */
    String dialect() {
        return workloadStatement != null ? workloadStatement.dialect() : controls.dialect();
    }

    BindPanel bindPanel() {
        return bind;
    }

    /** Where a run's problem is: the file at the line and column, or the workload's statement. */
    Location locationOf(int offset) {
        if (workloadStatement != null) {
            Statement statement = workloadStatement.statement();
            Path workload = workloadStatement.workloadFile();
            return statement == null ? Location.of(workload)
                    : Location.inWorkload(workload, org.eclipse.emf.ecore.util.EcoreUtil.getRelativeURIFragmentPath(
                            statement.eContainer().eContainer(), statement), workloadStatement.title());
        }
        try {
            IDocument document = viewer.getDocument();
            int line = document.getLineOfOffset(offset);
            return Location.at(file.file(), line + 1, offset - document.getLineOffset(line) + 1);
        } catch (BadLocationException e) {
            return Location.of(file.file());
        }
    }

    /** The 1-based line and column of a document offset. */
    int[] lineAndColumn(int offset) {
        try {
            IDocument document = viewer.getDocument();
            int line = document.getLineOfOffset(offset);
            return new int[] { line + 1, offset - document.getLineOffset(line) + 1 };
        } catch (BadLocationException e) {
            return new int[] { 1, offset + 1 };
        }
    }

    /** The owner of this editor's Problems lines (replaced by each run). */
    String problemsOwner() {
        return "statement:" + memoryKey;
    }

    private StatementCompletion.Context completionContext() {
        Transaction transaction = workloadStatement == null ? null : workloadStatement.transaction();
        return new StatementCompletion.Context(dialect(), transaction == null ? null
                : (org.xwb.model.Workload) transaction.eContainer(), workloadStatement == null ? null
                        : workloadStatement.workloadFile(), xqueryFile());
    }

    // ---- the part's duties -----------------------------------------------------------------------

    @Persist
    void save() {
        if (workloadStatement != null) {
            commitToWorkload();
            MPart workloadPart = workloadStatement.workloadPart();
            if (workloadPart != null) {
                partService.savePart(workloadPart, false);
            }
            dirtyable.setDirty(isDirty());
            return;
        }
        try {
            file.save(viewer.getText());
            dirtyable.setDirty(false);
            problems.status("Saved " + file.file());
        } catch (IOException e) {
            problems.error("Not saved, " + file.file() + " is unchanged: " + e.getMessage(), file.file());
        }
    }

    @Override
    public boolean canUndo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return pendingCommit || editing != null && editing.canUndo();
        }
        return undo != null && undo.undoable();
    }

    @Override
    public void undo() {
        if (workloadStatement != null) {
            commitToWorkload();
            WorkloadEditing editing = workloadStatement.editing();
            if (editing != null && editing.canUndo()) {
                editing.undo();
            }
        } else if (undo != null) {
            undo.undo();
        }
    }

    @Override
    public boolean canRedo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return editing != null && editing.canRedo();
        }
        return undo != null && undo.redoable();
    }

    @Override
    public void redo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            if (editing != null && editing.canRedo()) {
                editing.redo();
            }
        } else if (undo != null) {
            undo.redo();
        }
    }

    /** From Problems: the caret to the line and column of an error in a statement file. */
    @Override
    public void reveal(Location location) {
        if (viewer == null || location.line() <= 0) {
            return;
        }
        try {
            IDocument document = viewer.getDocument();
            int line = Math.min(location.line(), document.getNumberOfLines()) - 1;
            int offset = document.getLineOffset(line) + Math.max(0, location.column() - 1);
            viewer.setSelectedRange(Math.min(offset, document.getLength()), 0);
            viewer.revealRange(Math.min(offset, document.getLength()), 0);
            viewer.getTextWidget().setFocus();
        } catch (BadLocationException e) {
            // the file is shorter now
        }
    }

    @Focus
    void setFocus() {
        if (viewer == null) {
            return;
        }
        if (file != null && file.changedOnDisk() && !isDirty()) {
            try {
                viewer.setText(file.reload());
                problems.info("Reloaded " + file.file() + ": it changed on disk", file.file());
            } catch (IOException e) {
                problems.warning("Cannot reload " + file.file() + ": " + e.getMessage(), file.file());
            }
        }
        controls.refreshTargets();
        viewer.getTextWidget().setFocus();
    }

    @PreDestroy
    void dispose() {
        if (listenedTo != null) {
            listenedTo.commandStack().removeCommandStackListener(modelListener);
        }
        if (runner != null) {
            runner.cancel();
        }
        if (connection != null) {
            connection.close();
        }
        if (memoryKey != null) {
            problems.replace(problemsOwner(), List.of());
        }
    }

    // ---- for tests -----------------------------------------------------------------------------

    /** The viewer (tests type and read through it). */
    public StatementViewer viewer() {
        return viewer;
    }

    /** The error marked in the text as (offset, length), or null. */
    public int[] markedError() {
        org.eclipse.jface.text.Position position = errors == null ? null : errors.marked();
        return position == null ? null : new int[] { position.getOffset(), position.getLength() };
    }

    /** The rows shown, or null before a run. */
    public org.xwb.core.statements.StatementResult shownResult() {
        return results == null ? null : results.result();
    }

    /** What the result's cell viewer shows. */
    public String shownCell() {
        return results.cellText();
    }

    /** What completion offers at a document offset, as its list shows them. */
    public List<String> completionsAt(int offset) {
        return java.util.Arrays.stream(completion.computeCompletionProposals(viewer, offset))
                .map(proposal -> proposal.getDisplayString()).toList();
    }

    /** How many runs have ended on screen (rows, error or cancel); any thread may read it. */
    public long runsShown() {
        return runsShown;
    }

    /** System.nanoTime() when the last run's outcome was put on screen. */
    public long lastShownNanos() {
        return lastShownNanos;
    }

    void shown() {
        lastShownNanos = System.nanoTime();
        runsShown++;
    }

    /** Whether a run is going on. */
    public boolean isRunning() {
        return runner != null && runner.isRunning();
    }
}
