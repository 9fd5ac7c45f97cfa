package org.xwb.ui.statements;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.TargetChoices;

/**
 * The statement editor's bar: target (the workspace's profiles, embedded by default), dialect,
 * how many rows to keep, Commit, and Execute / Cancel / Explain / Explain Analyze.
 */
public final class ExecutionControls {

    public static final String TARGET_ID = "org.xwb.ui.statementEditor.target";
    public static final String DIALECT_ID = "org.xwb.ui.statementEditor.dialect";
    public static final String ROWS_ID = "org.xwb.ui.statementEditor.rows";
    public static final String COMMIT_ID = "org.xwb.ui.statementEditor.commit";
    public static final String EXECUTE_ID = "org.xwb.ui.statementEditor.execute";
    public static final String CANCEL_ID = "org.xwb.ui.statementEditor.cancel";
    public static final String EXPLAIN_ID = "org.xwb.ui.statementEditor.explain";
    public static final String EXPLAIN_ANALYZE_ID = "org.xwb.ui.statementEditor.explainAnalyze";
    static final int DEFAULT_ROWS = 1000;

    private final Combo target;
    private final TargetChoices targets;
    private final Combo dialect;
    private final Spinner rows;
    private final Button commit;
    private final Button execute;
    private final Button cancel;
    private final Button explain;
    private final Button explainAnalyze;

    /** @param fixedDialect the dialect of a workload's statement (not changeable here), or null */
    ExecutionControls(Composite parent, Workspace workspace, ProblemsLog problems, List<String> dialects,
            String fixedDialect) {
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout layout = new GridLayout(12, false);
        layout.marginHeight = 0;
        bar.setLayout(layout);
        new Label(bar, SWT.NONE).setText("Target:");
        target = new Combo(bar, SWT.READ_ONLY);
        WidgetIds.set(target, TARGET_ID);
        targets = new TargetChoices(target, workspace, problems);
        targets.refresh();
        new Label(bar, SWT.NONE).setText("Dialect:");
        dialect = new Combo(bar, SWT.READ_ONLY);
        WidgetIds.set(dialect, DIALECT_ID);
        if (fixedDialect != null) {
            dialect.setItems(fixedDialect);
            dialect.setEnabled(false);
            dialect.setToolTipText("The workload statement's dialect");
        } else {
            dialect.setItems(dialects.toArray(String[]::new));
            dialect.setToolTipText("The dialect this file is written in (remembered per file)");
        }
        dialect.select(0);
        new Label(bar, SWT.NONE).setText("Rows:");
        rows = new Spinner(bar, SWT.BORDER);
        rows.setValues(DEFAULT_ROWS, 1, 1_000_000, 0, 100, 1000);
        rows.setToolTipText("Rows kept of the result; the rest are counted");
        WidgetIds.set(rows, ROWS_ID);
        commit = new Button(bar, SWT.CHECK);
        commit.setText("Commit");
        commit.setToolTipText("Keep the statement's changes; unticked, they are rolled back after the run");
        WidgetIds.set(commit, COMMIT_ID);
        execute = button(bar, "Execute", "Run the statement, or the selected text (Ctrl+Enter)", EXECUTE_ID);
        cancel = button(bar, "Cancel", "Stop the running statement on the server", CANCEL_ID);
        cancel.setEnabled(false);
        explain = button(bar, "Explain", "The plan of the statement at the caret (Ctrl+E)", EXPLAIN_ID);
        explainAnalyze = button(bar, "Explain Analyze",
                "Run the statement at the caret, rolled back, for actual rows and times (Ctrl+Shift+E)", EXPLAIN_ANALYZE_ID);
        Label spacer = new Label(bar, SWT.NONE);
        spacer.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    private static Button button(Composite bar, String text, String tip, String id) {
        Button button = new Button(bar, SWT.PUSH);
        button.setText(text);
        button.setToolTipText(tip);
        WidgetIds.set(button, id);
        return button;
    }

    void onTargetChosen(Consumer<String> listener) {
        target.addListener(SWT.Selection, event -> listener.accept(target.getText()));
    }

    void onDialectChosen(Consumer<String> listener) {
        if (dialect.isEnabled()) {
            dialect.addListener(SWT.Selection, event -> listener.accept(dialect.getText()));
        }
    }

    void onExecute(Runnable action) {
        execute.addListener(SWT.Selection, event -> action.run());
    }

    void onCancel(Runnable action) {
        cancel.addListener(SWT.Selection, event -> action.run());
    }

    void onExplain(Consumer<Boolean> action) {
        explain.addListener(SWT.Selection, event -> action.accept(false));
        explainAnalyze.addListener(SWT.Selection, event -> action.accept(true));
    }

    void chooseTarget(String name) {
        targets.choose(name);
    }

    void chooseDialect(String name) {
        int index = name == null ? -1 : dialect.indexOf(name);
        if (index >= 0 && dialect.isEnabled()) {
            dialect.select(index);
        }
    }

    /** Profiles may have changed in the Targets part. */
    void refreshTargets() {
        targets.refresh();
    }

    String target() {
        return targets.selected();
    }

    String dialect() {
        return dialect.getText();
    }

    int rows() {
        return rows.getSelection();
    }

    boolean commit() {
        return commit.getSelection();
    }

    /** While a statement runs: Cancel on, Execute off. */
    void running(boolean running) {
        if (!execute.isDisposed()) {
            execute.setEnabled(!running);
            cancel.setEnabled(running);
        }
    }
}
