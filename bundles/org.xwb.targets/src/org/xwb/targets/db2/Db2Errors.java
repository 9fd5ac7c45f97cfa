package org.xwb.targets.db2;

import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.target.ErrorClassifier;

/**
 * DB2's SQLCODEs on top of the standard SQLSTATE rules: -911 is a rolled-back unit of work whose
 * reason code tells a deadlock (2) from a lock timeout (68); -913 is a deadlock or timeout of the
 * statement only; -952 a cancelled statement. jcc puts the SQLCODE in the error code and the
 * reason code in SQLERRMC.
 */
final class Db2Errors implements ErrorClassifier {

    private static final Pattern REASON = Pattern.compile("SQLERRMC=(\\d+)");
    private static final Pattern JCC_PREFIX = Pattern.compile("^(\\[[^\\]]*\\])+\\s*");
    private static final Pattern SOCKET = Pattern.compile("with message: ([^.]*)\\.");

    @Override
    public ErrorClass classify(SQLException error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                switch (sql.getErrorCode()) {
                    case -911 -> {
                        return "68".equals(reasonCode(sql)) ? ErrorClass.TIMEOUT : ErrorClass.DEADLOCK;
                    }
                    case -913 -> {
                        return "68".equals(reasonCode(sql)) ? ErrorClass.TIMEOUT : ErrorClass.DEADLOCK;
                    }
                    case -952 -> {
                        return ErrorClass.CANCELLED;
                    }
                    default -> {
                    }
                }
            }
        }
        return STANDARD.classify(error);
    }

    private static String reasonCode(SQLException e) {
        Matcher m = REASON.matcher(String.valueOf(e.getMessage()));
        return m.find() ? m.group(1) : null;
    }

    /**
     * jcc's message without its "[jcc][t4][2043][11550][4.38.7]" prefix; for a socket error just
     * the operating system's words ("Connection refused"), with ERRORCODE and SQLSTATE.
     */
    static String reason(SQLException e) {
        String message = String.valueOf(e.getMessage()).strip();
        message = JCC_PREFIX.matcher(message).replaceFirst("");
        Matcher socket = SOCKET.matcher(message);
        if (socket.find()) {
            message = socket.group(1).strip();
        }
        if (!message.contains("SQLSTATE")) {
            message += " [ERRORCODE=" + e.getErrorCode() + ", SQLSTATE=" + e.getSQLState() + "]";
        } else {
            message = message.replaceFirst("\\s*(ERRORCODE=-?\\d+, SQLSTATE=\\w+)$", " [$1]");
        }
        return message;
    }
}
