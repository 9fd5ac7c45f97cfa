package org.xwb.core.values;

/** A value source that cannot work as configured; the message names the transaction, marker and field. */
public class ValueSourceException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ValueSourceException(String message) {
        super(message);
    }

    public ValueSourceException(String message, Throwable cause) {
        super(message, cause);
    }
}
