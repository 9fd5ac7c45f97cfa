package org.xwb.core.values;

/**
 * A files/filesclob source has handed out every document of its collection to a user. Not an
 * error of the database: the run stops there (gracefully) and says why, instead of failing every
 * further insert.
 */
public class DocumentsExhaustedException extends ValueSourceException {

    private static final long serialVersionUID = 1L;

    public DocumentsExhaustedException(String message) {
        super(message);
    }
}
