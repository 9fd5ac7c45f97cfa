package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.run.StatementBinding;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.Executable;
import org.xwb.ui.editors.text.TextEditorPart;
import org.xwb.ui.editors.text.TextLanguage;
import org.xwb.ui.editors.workload.WorkloadEditing;
import org.xwb.ui.problems.ProblemsLog.Location;

import jakarta.inject.Inject;

/**
 * The statement editor: a statement file ({@code statements/*.sql}, {@code *.xq}) or a statement
 * of a workload's transaction, on the common text-editor base ({@link TextEditorPart}: marks,
 * undo, Edit commands, Find/Replace, safe save, reload on change), coloured with its markers
 * highlighted and names completed ({@link StatementLanguage}); its markers bound in the bind
 * panel; run on a chosen target (Ctrl+Enter) with the rows below; explained in the plan view
 * (Ctrl+E). Both act on the same thing ({@link RunUnit}): the selection, else the statement at the
 * caret. A workload's statement is edited through the workload's command stack
 * ({@link WorkloadStatement}), its undo is the workload's.
 */
public class StatementEditorPart extends TextEditorPart implements Executable {

    public static final String TEXT_ID = "org.xwb.ui.statementEditor.text";
    private static final int IDLE_MS = 700;

    @Inject
    private MPart part;
    @Inject
    private Workspace workspace;
    @Inject
    private EditorOpener editors;
    @Inject
    private EPartService partService;

    private WorkloadStatement workloadStatement;
    private StatementCompletion completion;
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

    @Override
    protected String prepare() {
        Path path = EditorOpener.fileOf(part);
        String transaction = part.getPersistedState().get(StatementEditors.TRANSACTION_KEY);
        memory = new StatementMemory(workspace);
        connection = new TargetConnection(workspace);
        if (transaction == null) {
            memoryKey = StatementMemory.key(workspace, path, null, null);
            return null;
        }
        String dialect = part.getPersistedState().get(StatementEditors.DIALECT_KEY);
        workloadStatement = new WorkloadStatement(editors, path, transaction, dialect);
        if (workloadStatement.editing() == null) {
            editors.open(path); // restored without its workload editor: edits need its command stack
            partService.activate(part);
        }
        memoryKey = StatementMemory.key(workspace, path, transaction, dialect);
        return workloadStatement.text() != null ? null
                : "Transaction " + transaction + " of " + path.getFileName() + " has no " + dialect
                        + " statement any more (or its workload editor could not read the file).";
    }

    @Override
    protected TextLanguage createLanguage() {
        completion = new StatementCompletion(workspace, this::completionContext);
        return new StatementLanguage(Display.getCurrent(), completion);
    }

    @Override
    protected String textId() {
        return TEXT_ID;
    }

    @Override
    protected String textOutsideFile() {
        return workloadStatement == null ? null : workloadStatement.text();
    }

    @Override
    protected void createHeader(Composite parent) {
        remembered = memory.get(memoryKey);
        controls = new ExecutionControls(parent, workspace, problems, dialects(), fixedDialect());
    }

    @Override
    protected boolean createSidePanel(Composite parent) {
        bind = new BindPanel(parent);
        return true;
    }

    @Override
    protected int sidePanelPercent() {
        return 36;
    }

    @Override
    protected boolean createBottomPanel(Composite parent) {
        results = new ResultGrid(parent);
        return true;
    }

    @Override
    protected void opened() {
        if (runner == null) {
            errors = new ErrorMarker(viewer(), annotations());
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
            textWidget().addListener(SWT.FocusOut, event -> commitToWorkload());
            if (workloadStatement != null) {
                listen();
            }
        }
        refreshBindPanel();
        updateDirty();
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

    @Override
    protected void textChanged() {
        if (applyingModel || runner == null) {
            return;
        }
        errors.clear();
        if (workloadStatement != null) {
            pendingCommit = true;
            updateDirty();
            textWidget().getDisplay().timerExec(IDLE_MS, this::commitToWorkload);
        }
        textWidget().getDisplay().timerExec(IDLE_MS, this::refreshBindPanel);
    }

    /** Puts the edited text into the workload as one undoable command (after a pause, on focus out, before save). */
    private void commitToWorkload() {
        if (!pendingCommit || workloadStatement == null || !isOpen()) {
            return;
        }
        pendingCommit = false;
        listen(); // the workload editor may have re-read its file: a new editing session
        if (!workloadStatement.setText(text())) {
            problems.warning("The edit of " + workloadStatement.title() + " did not reach the workload: its editor is closed "
                    + "or the statement is gone. Open the workload and its statement again.", workloadStatement.workloadFile());
        }
    }

    /** Undo or redo in either editor, or the workload re-read: show the statement as the workload has it. */
    private void modelChanged() {
        if (!isOpen()) {
            return;
        }
        String text = workloadStatement.text();
        // the same texts, as the workload keeps them (stripped): leave what the user typed, caret included
        if (text != null && !pendingCommit && !StatementTexts.split(text).equals(StatementTexts.split(text()))) {
            applyingModel = true;
            try {
                int caret = textWidget().getCaretOffset();
                document().set(text);
                textWidget().setCaretOffset(Math.min(caret, text.length()));
            } finally {
                applyingModel = false;
            }
        }
        updateDirty();
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

    @Override
    public boolean isDirty() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return pendingCommit || editing != null && editing.isDirty();
        }
        return super.isDirty();
    }

    private void refreshBindPanel() {
        if (!isOpen()) {
            return;
        }
        completion.prepare(CompletionPoint.prefixes(text()));
        int needed = StatementBinding.parameterCount(StatementTexts.of(text()).strings());
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

    @Override
    public boolean canExecute() {
        return runner != null && !isRunning();
    }

    /** Runs the selection, else the statement at the caret, on the chosen target (Ctrl+Enter). */
    @Override
    public void execute() {
        if (runner == null) {
            return;
        }
        commitToWorkload();
        runner.execute(unit(), xqueryFile());
    }

    /**
     * Explains the selection, else the statement at the caret, in the plan view (Ctrl+E, with
     * {@code analyze} Ctrl+Shift+E). The plan view is another part (org.xwb.ui.part.plan); without
     * it, Problems says so.
     */
    public void explain(boolean analyze) {
        commitToWorkload();
        Optional<StatementContext> context = currentStatement();
        context.ifPresent(statement -> new PlanViewLink(partService, problems).explain(statement, analyze));
    }

    /** Cancels the running statement. */
    public void cancel() {
        if (runner != null) {
            runner.cancel();
        }
    }

    /**
     * What Execute runs, as an explain needs it: the first statement of the selection (else the one
     * at the caret), its text bound as a run binds it, the dialect, the target, and the workload
     * and transaction when it is a workload's statement. Empty (with the reason in the editor) when
     * it cannot be prepared for the chosen target.
     */
    public Optional<StatementContext> currentStatement() {
        if (runner == null) {
            return Optional.empty();
        }
        Optional<RunCheck.Checked> checked = runner.check(unit(), xqueryFile());
        if (checked.isEmpty()) {
            return Optional.empty();
        }
        StatementBinding.Bound at = checked.get().bound().get(0);
        return Optional.of(new StatementContext(at.sql(), dialect(), at.parameters(), controls.target(),
                workloadStatement == null ? null : workloadStatement.workloadFile(),
                workloadStatement == null ? null : workloadStatement.transactionId()));
    }

    /** The selection, else the statement at the caret (offsets kept for error positions). */
    RunUnit unit() {
        org.eclipse.swt.graphics.Point selection = viewer().getSelectedRange();
        return RunUnit.of(text(), selection.x, selection.y,
                text -> RunCheck.isXQuery(xqueryFile(), dialect(), text));
    }

    private boolean xqueryFile() {
        return workloadStatement == null && file().getFileName().toString().endsWith(".xq");
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
        int[] lineColumn = lineAndColumn(offset);
        return Location.at(file(), lineColumn[0], lineColumn[1]);
    }

    /** The 1-based line and column of a document offset. */
    int[] lineAndColumn(int offset) {
        try {
            IDocument document = document();
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

    /** A workload's statement is saved by saving its workload. */
    @Override
    protected void saveOutsideFile() {
        commitToWorkload();
        MPart workloadPart = workloadStatement.workloadPart();
        if (workloadPart != null) {
            partService.savePart(workloadPart, false);
        }
        updateDirty();
    }

    @Override
    public boolean canUndo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return pendingCommit || editing != null && editing.canUndo();
        }
        return super.canUndo();
    }

    @Override
    public void undo() {
        if (workloadStatement != null) {
            commitToWorkload();
            WorkloadEditing editing = workloadStatement.editing();
            if (editing != null && editing.canUndo()) {
                editing.undo();
            }
        } else {
            super.undo();
        }
    }

    @Override
    public boolean canRedo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            return editing != null && editing.canRedo();
        }
        return super.canRedo();
    }

    @Override
    public void redo() {
        if (workloadStatement != null) {
            WorkloadEditing editing = workloadStatement.editing();
            if (editing != null && editing.canRedo()) {
                editing.redo();
            }
        } else {
            super.redo();
        }
    }

    @Override
    protected void focused() {
        if (controls != null) {
            controls.refreshTargets();
        }
    }

    @Override
    protected void closed() {
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
        return java.util.Arrays.stream(completion.computeCompletionProposals(viewer(), offset))
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
