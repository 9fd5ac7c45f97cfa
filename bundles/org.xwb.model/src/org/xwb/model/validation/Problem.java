package org.xwb.model.validation;

import org.eclipse.emf.ecore.EObject;

/**
 * One finding of the {@link WorkloadValidator}: what is wrong ({@code message}), on which model
 * object (for the editor to mark the row) and where a person finds it ({@code path}, e.g.
 * {@code transaction get_order / statement db2}).
 */
public record Problem(Severity severity, String message, EObject object, String path) {

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code path: error: message}. */
    @Override
    public String toString() {
        return path + ": " + severity.label() + ": " + message;
    }
}
