package org.xwb.targets.db2;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.target.ErrorClassifier;

import com.ibm.db2.jcc.DB2Diagnosable;
import com.ibm.db2.jcc.DB2Sqlca;

/**
 * DB2's SQLCODEs on top of the standard SQLSTATE rules.
 * <ul>
 * <li>-911 (the unit of work was rolled back) and -913 (only the statement failed) are a deadlock
 * or a lock timeout, told apart by the reason code, the first SQLERRMC token: 2 is a deadlock and
 * 68 a lock timeout on Linux, UNIX and Windows, 00C90088 a deadlock and 00C9008E a timeout on
 * z/OS. The token is read from the SQLCA ({@link DB2Diagnosable}); the message text only when
 * there is no SQLCA, because {@code retrieveMessagesFromServerOnGetMessage} (set by
 * {@link Db2Target}) replaces jcc's "SQLERRMC=68" with the server's sentence. A reason code
 * neither is leaves the SQLSTATE to decide (40001 retried as a rollback, 57033 as a timeout).</li>
 * <li>-952 is a cancelled statement.</li>
 * <li>The connection is lost on jcc's -4499 (a fatal error that disconnected; SQLSTATE 08001 or
 * 58009), on -1224 (SQLSTATE 55032, e.g. after FORCE APPLICATION), on 08xxx states, and on jcc's
 * {@link SQLNonTransientConnectionException}: the driver then reconnects.</li>
 * </ul>
 */
final class Db2Errors implements ErrorClassifier {

    private static final Set<String> DEADLOCK_REASONS = Set.of("2", "00C90088");
    private static final Set<String> TIMEOUT_REASONS = Set.of("68", "00C9008E");
    /** jcc's own message form: "DB2 SQL Error: SQLCODE=-911, SQLSTATE=40001, SQLERRMC=68, DRIVER=...". */
    private static final Pattern ERRMC = Pattern.compile("SQLERRMC=([^,;\\s]+)");
    /** The server's sentence: LUW 'Reason code "68".', z/OS 'REASON 00C9008E, TYPE OF RESOURCE'. */
    private static final Pattern SERVER_REASON = Pattern.compile("(?i)\\breason(?: code)?\\s*[\"=]?\\s*\"?([0-9A-F]{8}|\\d+)\\b");
    private static final Pattern JCC_PREFIX = Pattern.compile("^(\\[[^\\]]*\\])+\\s*");
    private static final Pattern SOCKET = Pattern.compile("with message: ([^.]*)\\.");

    @Override
    public ErrorClass classify(SQLException error) {
        for (SQLException sql : chain(error)) {
            switch (sql.getErrorCode()) {
                case -911, -913 -> {
                    String reason = reasonCode(sql);
                    if (DEADLOCK_REASONS.contains(reason)) {
                        return ErrorClass.DEADLOCK;
                    }
                    if (TIMEOUT_REASONS.contains(reason)) {
                        return ErrorClass.TIMEOUT;
                    }
                    return STANDARD.classify(sql);
                }
                case -952 -> {
                    return ErrorClass.CANCELLED;
                }
                case -4499, -1224 -> {
                    return ErrorClass.CONNECTION_LOST;
                }
                default -> {
                    if ("55032".equals(sql.getSQLState()) || sql instanceof SQLNonTransientConnectionException
                            || sql instanceof SQLTransientConnectionException || sql instanceof SQLRecoverableException) {
                        return ErrorClass.CONNECTION_LOST;
                    }
                }
            }
        }
        return STANDARD.classify(error);
    }

    /** The exception, its causes and its next exceptions (jcc chains the server's errors there), each once. */
    private static List<SQLException> chain(SQLException error) {
        List<SQLException> found = new ArrayList<>();
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        List<Throwable> todo = new ArrayList<>(List.of(error));
        while (!todo.isEmpty()) {
            Throwable t = todo.remove(0);
            if (t == null || seen.put(t, Boolean.TRUE) != null) {
                continue;
            }
            if (t instanceof SQLException sql) {
                found.add(sql);
                todo.add(sql.getNextException());
            }
            todo.add(t.getCause());
        }
        return found;
    }

    /** The first SQLERRMC token: from the SQLCA when jcc has one, else from the message. */
    static String reasonCode(SQLException e) {
        if (e instanceof DB2Diagnosable diagnosable) {
            DB2Sqlca sqlca = diagnosable.getSqlca();
            String[] tokens = sqlca == null ? null : sqlca.getSqlErrmcTokens();
            if (tokens != null && tokens.length > 0 && tokens[0] != null) {
                return tokens[0].strip();
            }
        }
        String message = String.valueOf(e.getMessage());
        Matcher errmc = ERRMC.matcher(message);
        if (errmc.find()) {
            return errmc.group(1);
        }
        Matcher server = SERVER_REASON.matcher(message);
        return server.find() ? server.group(1) : null;
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
