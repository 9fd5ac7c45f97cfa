package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.statements.StatementTexts;
import org.xwb.ui.statements.StatementViewer;

/**
 * The statements of the selected transaction, a tab per dialect, in a coloured source viewer
 * with the markers highlighted. Several statements run in one transaction are separated by a
 * line holding only {@code %} (the TPoX template delimiter). An edit becomes one undoable change
 * when the viewer loses focus or after a pause in typing.
 */
public final class StatementPane {

    public static final String FOLDER_ID = "org.xwb.ui.workloadEditor.statements";
    public static final String OPEN_IN_EDITOR_ID = "org.xwb.ui.workloadEditor.openInStatementEditor";
    static final String SEPARATOR = StatementTexts.SEPARATOR;
    private static final int IDLE_COMMIT_MS = 700;

    private final Composite control;
    private final CTabFolder folder;
    private final Combo newDialect;
    private final WorkloadEditing editing;
    private Transaction transaction;
    private final List<Runnable> pendingCommits = new ArrayList<>();
    /** One timer restarted by every key stroke: the commit waits for a real pause in typing. */
    private final Runnable idleCommit = this::commitPending;

    public StatementPane(Composite parent, WorkloadEditing editing) {
        this(parent, editing, null);
    }

    /** @param openInEditor opens a statement in the statement editor ("Open in Statement Editor"); null: no button */
    public StatementPane(Composite parent, WorkloadEditing editing, Consumer<Statement> openInEditor) {
        this.editing = editing;
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(openInEditor == null ? 4 : 5, false));
        folder = new CTabFolder(control, SWT.BORDER | SWT.BOTTOM);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, openInEditor == null ? 4 : 5, 1));
        WidgetIds.set(folder, FOLDER_ID);
        new Label(control, SWT.NONE).setText("Add a statement for dialect:");
        newDialect = new Combo(control, SWT.DROP_DOWN);
        newDialect.setItems(TargetKinds.dialects().toArray(String[]::new));
        newDialect.select(0);
        Button add = new Button(control, SWT.PUSH);
        add.setText("Add");
        WidgetIds.set(add, FOLDER_ID + ".add");
        add.addListener(SWT.Selection, event -> {
            String dialect = newDialect.getText().strip();
            if (transaction != null && !dialect.isEmpty()) {
                editing.addStatement(transaction, dialect);
            }
        });
        Button remove = new Button(control, SWT.PUSH);
        remove.setText("Remove");
        remove.setToolTipText("Remove the statement of the dialect shown");
        WidgetIds.set(remove, FOLDER_ID + ".remove");
        remove.addListener(SWT.Selection, event -> {
            CTabItem shown = folder.getSelection();
            if (shown != null && shown.getData() instanceof Statement statement) {
                commitPending();
                editing.remove(statement);
            }
        });
        if (openInEditor != null) {
            Button open = new Button(control, SWT.PUSH);
            open.setText("Open in Statement Editor");
            open.setToolTipText("Edit, bind and run the shown statement; edits come back here as undoable changes");
            open.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false));
            WidgetIds.set(open, OPEN_IN_EDITOR_ID);
            open.addListener(SWT.Selection, event -> {
                commitPending();
                CTabItem shown = folder.getSelection();
                if (shown != null && shown.getData() instanceof Statement statement) {
                    openInEditor.accept(statement);
                }
            });
        }
    }

    public Composite control() {
        return control;
    }

    /** Shows the statements of a transaction (null: none selected). */
    public void show(Transaction selected) {
        commitPending();
        if (selected == transaction && folder.getItemCount() == (selected == null ? 0 : selected.getStatements().size())) {
            refreshTexts();
            return;
        }
        transaction = selected;
        for (CTabItem item : folder.getItems()) {
            item.getControl().dispose();
            item.dispose();
        }
        if (selected == null) {
            return;
        }
        for (Statement statement : selected.getStatements()) {
            CTabItem item = new CTabItem(folder, SWT.NONE);
            item.setText(statement.getDialect());
            StatementViewer viewer = new StatementViewer(folder, true);
            WidgetIds.set(viewer.getTextWidget(), FOLDER_ID + "." + statement.getDialect());
            viewer.setText(String.join(SEPARATOR, statement.getTexts()));
            item.setControl(viewer.getControl());
            item.setData(statement);
            Runnable commit = () -> {
                if (viewer.getControl() != null && !viewer.getControl().isDisposed() && !statement.eIsProxy()) {
                    editing.setTexts(statement, split(viewer.getText()));
                }
            };
            viewer.getTextWidget().addListener(SWT.FocusOut, event -> commit.run());
            viewer.getTextWidget().addListener(SWT.Modify, event -> {
                if (!pendingCommits.contains(commit)) {
                    pendingCommits.add(commit);
                }
                viewer.getTextWidget().getDisplay().timerExec(-1, idleCommit);
                viewer.getTextWidget().getDisplay().timerExec(IDLE_COMMIT_MS, idleCommit);
            });
        }
        folder.setSelection(0);
    }

    /** Brings the tab of a statement of the shown transaction to the front. */
    public void select(Statement statement) {
        for (CTabItem item : folder.getItems()) {
            if (item.getData() == statement) {
                folder.setSelection(item);
            }
        }
    }

    /** Applies edits still waiting for the idle timer (before save, undo or a selection change). */
    public void commitPending() {
        List<Runnable> commits = new ArrayList<>(pendingCommits);
        pendingCommits.clear();
        commits.stream().distinct().forEach(Runnable::run);
    }

    /**
     * Shows the model's texts again after a change (undo, redo, another editor), but leaves a viewer
     * alone when it already says the same: the model keeps each text stripped, the viewer keeps what
     * the user typed (a trailing space or line), and rewriting it would move the caret to the start
     * in the middle of typing, where the next key strokes would land.
     */
    private void refreshTexts() {
        for (CTabItem item : folder.getItems()) {
            Statement statement = (Statement) item.getData();
            StatementViewer viewer = viewerOf(item);
            if (viewer == null || split(viewer.getText()).equals(List.copyOf(statement.getTexts()))) {
                continue;
            }
            int caret = viewer.getTextWidget().getCaretOffset();
            String text = String.join(SEPARATOR, statement.getTexts());
            viewer.setText(text);
            viewer.getTextWidget().setCaretOffset(Math.min(caret, text.length()));
        }
    }

    private static StatementViewer viewerOf(CTabItem item) {
        return item.getControl() == null ? null : (StatementViewer) item.getControl().getData(StatementViewer.class.getName());
    }

    static List<String> split(String text) {
        return StatementTexts.split(text);
    }
}
