package org.xwb.ui.statements;

import java.util.List;
import java.util.Optional;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.statements.StatementFailure;
import org.xwb.core.statements.StatementRun;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.statements.StatementRisk;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Runs the editor's statement: checks it may go to the chosen target ({@link RunCheck}), asks
 * first for DDL and for a DELETE or UPDATE without WHERE, runs it as an {@link ExecuteJob} and
 * shows what came back: the rows, or the server's SQLSTATE and message with the place marked in
 * the text when the server gives one.
 */
final class StatementRunner {

    private final StatementEditorPart editor;
    private final ExecutionControls controls;
    private final ResultGrid results;
    private final ErrorMarker errors;
    private final ProblemsLog problems;
    private final Workspace workspace;
    private final TargetConnection connection;
    private ExecuteJob running;

    StatementRunner(StatementEditorPart editor, ExecutionControls controls, ResultGrid results, ErrorMarker errors,
            ProblemsLog problems, Workspace workspace, TargetConnection connection) {
        this.editor = editor;
        this.controls = controls;
        this.results = results;
        this.errors = errors;
        this.problems = problems;
        this.workspace = workspace;
        this.connection = connection;
    }

    /**
     * The unit's texts checked for the chosen target and bound (the bind panel's values are numbered
     * over the whole editor: the texts before the unit are bound too, then left out); empty with the
     * reason shown when they may not go.
     */
    Optional<RunCheck.Checked> check(RunUnit unit, boolean xqueryFile) {
        BindPanel bind = editor.bindPanel();
        List<String> running = unit.unit().stream().map(StatementTexts.Text::text).toList();
        boolean xquery = !running.isEmpty() && RunCheck.isXQuery(xqueryFile, editor.dialect(), running.get(0));
        try {
            if (running.isEmpty()) {
                throw new RunCheck.Refused("Nothing to run: the statement is empty");
            }
            RunCheck.Checked all = RunCheck.check(workspace, controls.target(), editor.dialect(), xquery,
                    unit.texts().strings(), bind.types(), bind.values());
            return Optional.of(new RunCheck.Checked(all.profile(), all.kind(),
                    all.bound().subList(unit.first(), all.bound().size()), running));
        } catch (RunCheck.Refused refused) {
            results.error(refused.getMessage());
            problems.replace(editor.problemsOwner(), List.of(ProblemsLog.entry(ProblemsLog.Severity.WARNING,
                    refused.getMessage(), editor.locationOf(0))));
            return Optional.empty();
        }
    }

    void execute(RunUnit unit, boolean xqueryFile) {
        if (running != null) {
            return;
        }
        errors.clear();
        Optional<RunCheck.Checked> checked = check(unit, xqueryFile);
        StatementTexts texts = new StatementTexts(unit.unit());
        if (checked.isEmpty() || !confirmed(texts.strings())) {
            return;
        }
        StatementRun.Options options = new StatementRun.Options(controls.rows(), controls.commit());
        String profile = checked.get().profile();
        results.clear();
        results.message("Running on " + profile + "\u2026");
        controls.running(true);
        Display display = results.control().getDisplay();
        ExecuteJob job = new ExecuteJob("Run statement on " + profile, problems, connection, profile,
                checked.get().bound(), options, outcome -> display.asyncExec(() -> show(outcome, texts, profile)));
        running = job;
        job.schedule();
    }

    /** DDL and unfiltered writes run only when the user says so. */
    private boolean confirmed(List<String> texts) {
        for (String text : texts) {
            Optional<String> risk = StatementRisk.confirmationNeeded(text);
            if (risk.isPresent()) {
                String keep = controls.commit() ? "Commit is ticked: the change is kept."
                        : "Commit is not ticked: the change is rolled back after the run (DDL may commit by itself).";
                return MessageDialog.openQuestion(results.control().getShell(), "Run this statement?",
                        risk.get() + ".\n\n" + keep + "\n\nRun it?");
            }
        }
        return true;
    }

    private void show(ExecuteJob.Outcome outcome, StatementTexts texts, String profile) {
        running = null;
        if (results.control().isDisposed()) {
            return;
        }
        controls.running(false);
        switch (outcome) {
        case ExecuteJob.Returned returned -> {
            results.show(returned.result());
            problems.replace(editor.problemsOwner(), List.of());
        }
        case ExecuteJob.Refused refused -> showFailure(refused.failure(), texts, profile);
        case ExecuteJob.Cancelled cancelled -> results.message("Cancelled: the statement was stopped on " + profile
                + " and its changes rolled back");
        case ExecuteJob.Failed failed -> results.error("Not run: " + failed.message());
        }
        editor.shown();
    }

    private void showFailure(StatementFailure failure, StatementTexts texts, String profile) {
        int offset = -1;
        if (failure.position().isPresent() && failure.textIndex() < texts.texts().size()) {
            StatementTexts.Text text = texts.texts().get(failure.textIndex());
            int inText = inOriginal(failure.sql(), text.text(), failure.position().getAsInt() - 1);
            if (inText >= 0) {
                offset = text.offset() + inText;
            }
        }
        String where = offset < 0 ? "" : " at " + position(offset);
        String message = "ERROR " + (failure.sqlState() == null ? "" : failure.sqlState() + " ") + where.strip()
                + (where.isEmpty() ? "" : ": ") + failure.serverMessage() + " (on " + profile + ")";
        results.error(message.replace("  ", " "));
        if (offset >= 0) {
            errors.mark(offset, failure.serverMessage());
        }
        problems.replace(editor.problemsOwner(), List.of(ProblemsLog.entry(ProblemsLog.Severity.ERROR,
                failure.getMessage() + " (on " + profile + ")", editor.locationOf(Math.max(0, offset)))));
    }

    /**
     * A position in the text sent, in the text the editor holds: the same where the two agree up
     * to it; after a prefix the target added (DB2's XQUERY) moved back; -1 where markers were
     * replaced by values before it.
     */
    static int inOriginal(String sent, String original, int position) {
        int common = 0;
        while (common < sent.length() && common < original.length() && sent.charAt(common) == original.charAt(common)) {
            common++;
        }
        if (position <= common) {
            return Math.min(position, original.length());
        }
        if (sent.endsWith(original)) {
            int shift = sent.length() - original.length();
            return position >= shift ? position - shift : -1;
        }
        return -1;
    }

    private String position(int offset) {
        int[] lineColumn = editor.lineAndColumn(offset);
        return "line " + lineColumn[0] + ", column " + lineColumn[1];
    }

    void cancel() {
        ExecuteJob job = running;
        if (job != null) {
            job.cancel();
        }
    }

    boolean isRunning() {
        return running != null;
    }
}
