package org.xwb.core.statements;

import java.sql.SQLException;
import java.util.OptionalInt;

/**
 * The server refused a statement run by hand: its SQLSTATE and message, which of the statement's
 * texts it was, and where in that text the server says the error is when it says so.
 */
public final class StatementFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private final String sqlState;
    private final String serverMessage;
    private final int textIndex;
    private final String sql;
    private final transient OptionalInt position;

    StatementFailure(SQLException cause, int textIndex, String sql, OptionalInt position) {
        super(describe(cause), cause);
        this.sqlState = cause.getSQLState();
        this.serverMessage = firstLine(cause.getMessage());
        this.textIndex = textIndex;
        this.sql = sql;
        this.position = position;
    }

    private static String describe(SQLException cause) {
        return firstLine(cause.getMessage()) + (cause.getSQLState() == null ? "" : " [SQLSTATE " + cause.getSQLState() + "]");
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "(the driver gave no message)";
        }
        int newline = message.indexOf('\n');
        String line = (newline < 0 ? message : message.substring(0, newline)).strip();
        // PostgreSQL's severity word: the SQLSTATE beside the message says it is an error
        return line.startsWith("ERROR: ") || line.startsWith("FATAL: ") ? line.substring(7) : line;
    }

    /** The SQLSTATE, or null when the driver gave none. */
    public String sqlState() {
        return sqlState;
    }

    /** The server's message (its first line, without the driver's decorations). */
    public String serverMessage() {
        return serverMessage;
    }

    /** Which text of the statement failed, 0-based. */
    public int textIndex() {
        return textIndex;
    }

    /** The text as it was sent. */
    public String sql() {
        return sql;
    }

    /** 1-based character position in {@link #sql()}, when the server gave one. */
    public OptionalInt position() {
        return position;
    }
}
