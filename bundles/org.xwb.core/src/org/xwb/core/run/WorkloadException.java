package org.xwb.core.run;

/**
 * A workload that cannot run as asked: unreadable file, no statement for the target's dialect,
 * markers without parameters, a value source with bad settings. Raised before any user starts;
 * the message names the file, transaction, marker or field.
 */
public class WorkloadException extends Exception {

    private static final long serialVersionUID = 1L;

    public WorkloadException(String message) {
        super(message);
    }

    public WorkloadException(String message, Throwable cause) {
        super(message, cause);
    }
}
