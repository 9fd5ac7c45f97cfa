package org.xwb.targets.jdbc;

import java.sql.BatchUpdateException;
import java.sql.SQLException;

/**
 * The database's reason for a failure in one or two readable lines. Drivers pack a lot into a
 * message: PostgreSQL echoes the whole document of a failed batch entry and libxml2's context
 * lines; those are dropped, the error, its first detail line and the SQLSTATE are kept.
 */
public final class SqlErrors {

    private SqlErrors() {
    }

    public static String reason(SQLException error) {
        SQLException e = error;
        if (e instanceof BatchUpdateException && e.getNextException() != null) {
            e = e.getNextException();
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String[] lines = message.split("\\R");
        String first = lines[0].strip();
        for (String level : new String[] { "ERROR: ", "FATAL: " }) {
            if (first.startsWith(level)) {
                first = first.substring(level.length());
            }
        }
        String detail = null;
        for (String line : lines) {
            String l = line.strip();
            if (l.startsWith("Detail: ")) {
                detail = l.substring("Detail: ".length());
                break;
            }
        }
        StringBuilder reason = new StringBuilder(first);
        if (detail != null) {
            reason.append(" (").append(detail).append(')');
        }
        if (e.getSQLState() != null && !first.contains(e.getSQLState())) {
            reason.append(" [SQLSTATE ").append(e.getSQLState()).append(']');
        }
        return reason.toString();
    }
}
