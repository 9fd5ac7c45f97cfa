package org.xwb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.sql.SQLException;

/**
 * Turns what a command throws into one message on stderr and an exit code: bad input (an unknown
 * profile, a missing file, SQL the database rejects as invalid) is 2, anything else 1. No stack
 * traces: the messages name the file, the field or the database's reason.
 */
public final class CommandFailures {

    private CommandFailures() {
    }

    public static int report(String command, Exception e, PrintWriter err) {
        err.println("xwb " + command + ": " + message(e));
        err.flush();
        return isBadInput(e) ? XwbCommand.BAD_INPUT : XwbCommand.RUN_ERRORS;
    }

    private static boolean isBadInput(Exception e) {
        if (e instanceof IllegalArgumentException || e instanceof IOException || e instanceof UncheckedIOException) {
            return true;
        }
        if (e instanceof SQLException sql && sql.getSQLState() != null) {
            String state = sql.getSQLState();
            return state.startsWith("42") || state.startsWith("22") || state.equals("07001") || state.equals("0A000");
        }
        return false;
    }

    private static String message(Throwable e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
