package org.xwb.ui.testing;

/** A {@code waitUntil} ran out of time; the message says what was awaited. */
public class TimeoutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TimeoutException(String message, Throwable cause) {
        super(message, cause);
    }
}
