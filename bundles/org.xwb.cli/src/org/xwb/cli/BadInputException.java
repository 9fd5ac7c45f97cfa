package org.xwb.cli;

/** Input a command cannot work with (exit code 2); the message says what and where. */
public class BadInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }
}
