package org.xwb.xml.rules;

/** A rules file that cannot be used: unreadable, not well-formed, or a rule with a bad XPath. */
public class RuleFileException extends Exception {

    private static final long serialVersionUID = 1L;

    public RuleFileException(String message, Throwable cause) {
        super(message, cause);
    }

    public RuleFileException(String message) {
        super(message);
    }
}
