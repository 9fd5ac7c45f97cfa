package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.workload.WorkloadEditing;
import org.xwb.ui.editors.workload.WorkloadEditorPart;

/**
 * A statement of a workload's transaction as the statement editor edits it: through the open
 * workload editor's editing session, so every change is a command on the workload's one command
 * stack (undoable in either editor, shown by the workload editor, saved with the workload). The
 * statement is found again by transaction id and dialect on every use: the workload editor may
 * have re-read its file since.
 */
final class WorkloadStatement {

    private final EditorOpener editors;
    private final Path workload;
    private final String transactionId;
    private final String dialect;

    WorkloadStatement(EditorOpener editors, Path workload, String transactionId, String dialect) {
        this.editors = editors;
        this.workload = workload;
        this.transactionId = transactionId;
        this.dialect = dialect;
    }

    Path workloadFile() {
        return workload;
    }

    String transactionId() {
        return transactionId;
    }

    String dialect() {
        return dialect;
    }

    /** The workload editor's part, or null when it is closed. */
    MPart workloadPart() {
        return editors.editorOf(workload);
    }

    /** The workload editor's editing session, or null when the editor is closed or could not read the file. */
    WorkloadEditing editing() {
        MPart part = workloadPart();
        return part != null && part.getObject() instanceof WorkloadEditorPart editor ? editor.editing() : null;
    }

    Transaction transaction() {
        WorkloadEditing editing = editing();
        if (editing == null) {
            return null;
        }
        Workload model = editing.workload();
        return model.getTransactions().stream().filter(t -> transactionId.equals(t.getId())).findFirst().orElse(null);
    }

    Statement statement() {
        Transaction transaction = transaction();
        if (transaction == null) {
            return null;
        }
        return transaction.getStatements().stream()
                .filter(s -> s.getDialect() != null && s.getDialect().toLowerCase(Locale.ROOT).equals(dialect.toLowerCase(Locale.ROOT)))
                .findFirst().orElse(null);
    }

    /** The statement's texts as the editor shows them, or null when the statement is gone. */
    String text() {
        Statement statement = statement();
        return statement == null ? null : String.join(StatementTexts.SEPARATOR, statement.getTexts());
    }

    /** Puts the editor's text into the workload as one undoable command; false when the statement is gone. */
    boolean setText(String document) {
        WorkloadEditing editing = editing();
        Statement statement = statement();
        if (editing == null || statement == null) {
            return false;
        }
        editing.setTexts(statement, StatementTexts.split(document));
        return true;
    }

    /** "get_order (postgresql)" */
    String title() {
        return transactionId + " (" + dialect + ")";
    }
}
