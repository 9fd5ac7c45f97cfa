package org.xwb.jmeter.export;

/** The workload or the target cannot be exported as a JMeter plan; the message says why. */
public final class ExportException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ExportException(String message) {
        super(message);
    }
}
