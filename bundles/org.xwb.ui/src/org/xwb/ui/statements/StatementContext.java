package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.List;

/**
 * What an explain needs from the statement the user works on (the statement editor's current
 * statement, or a test's): the text and its dialect, the values of its markers bound as a run
 * binds them, the target profile to explain on, and where the statement comes from when known.
 *
 * @param text         the statement text, markers ({@code ?}) unreplaced
 * @param dialect      the dialect it is written in, e.g. "postgresql"
 * @param parameters   per marker in order, what {@link org.xwb.core.target.ParameterBinder#bindAll}
 *                     binds (a {@link org.xwb.core.target.ParameterBinder.Typed} for a typed
 *                     parameter), as a run binds them
 * @param target       the target profile's name, e.g. "embedded"
 * @param workloadFile the workload the statement belongs to, or null when not known
 * @param transaction  the id of its transaction in that workload, or null
 */
public record StatementContext(String text, String dialect, List<Object> parameters, String target, Path workloadFile,
        String transaction) {

    public StatementContext {
        parameters = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(parameters)); // null values allowed
    }
}
