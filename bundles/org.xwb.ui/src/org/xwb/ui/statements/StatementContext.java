package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What an explain needs from the statement editor's active statement, as the editor would run it.
 *
 * @param text          the statement text to explain (the text at the caret when the statement has
 *                      several), textual {@code |n} markers already replaced by their values as a run
 *                      replaces them; its {@code ?} markers remain
 * @param dialect       the statement's dialect, e.g. "postgresql"
 * @param parameters    a value per {@code ?} in order, bound as a run binds them: a
 *                      {@link org.xwb.core.target.ParameterBinder.Typed} with the marker's type, or a
 *                      bare value sent untyped (for {@link org.xwb.core.target.ParameterBinder#bindAll})
 * @param targetProfile the name of the target profile chosen in the editor
 * @param workloadFile  the workload the statement belongs to, or null for a statement file
 * @param transactionId the transaction the statement belongs to, or null for a statement file
 */
public record StatementContext(String text, String dialect, List<Object> parameters, String targetProfile,
        Path workloadFile, String transactionId) {

    public StatementContext {
        parameters = Collections.unmodifiableList(new ArrayList<>(parameters)); // values may be null (SQL NULL)
    }

    /** The workload, when the statement is one of its transactions'. */
    public Optional<Path> workload() {
        return Optional.ofNullable(workloadFile);
    }

    /** The transaction, when the statement is one of a workload's. */
    public Optional<String> transaction() {
        return Optional.ofNullable(transactionId);
    }
}
