package org.xwb.targets.basex;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTimeoutException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.basex.core.jobs.JobException;
import org.basex.query.QueryException;
import org.basex.util.Token;
import org.xwb.core.target.ErrorClassifier;

/**
 * BaseX's errors as the SQLExceptions the driver classifies: an XQuery error keeps its code in the
 * message ({@code [XPTY0004] ...}) and gets the SQLSTATE of its kind, so the standard rules and
 * {@link ErrorClassifier#rejectsInput} hold: static errors (syntax, undeclared names: XPST, XQST)
 * and a missing permission are class 42, type, cast, value and update errors class 22, a database
 * (collection) that is not there 42S02, a stopped query 57014 (cancelled), a timeout HYT00, and a
 * closed connection 08003. BaseX takes all locks of a query before it runs, so there are no
 * deadlocks to retry.
 */
public final class BaseXErrors {

    /** The classifier of the XQuery target: BaseX's errors arrive with the SQLSTATEs above. */
    public static final ErrorClassifier CLASSIFIER = ErrorClassifier.STANDARD;

    /** The code as BaseX shows it: [XPST0003], [basex:permission]. */
    private static final Pattern CODE = Pattern.compile("\\[([^\\]\\s]+)\\]");

    private BaseXErrors() {
    }

    /** An XQuery error with its code and position, as an SQLException of its kind. */
    public static SQLException of(QueryException error) {
        String code = error.qname() == null ? "" : Token.string(error.qname().local());
        Matcher shown = CODE.matcher(String.valueOf(error.getMessage()));
        String named = shown.find() ? shown.group(1) : code;
        String where = error.line() > 0 ? " (line " + error.line() + ", column " + error.column() + ")" : "";
        return new SQLException("[" + named + "] " + error.getLocalizedMessage() + where, sqlState(code), error);
    }

    /** A query that was stopped (cancel) or timed out. */
    public static SQLException of(JobException stopped, boolean cancelled) {
        if (cancelled) {
            return new SQLException("The XQuery was cancelled: " + stopped.getMessage(), "57014", stopped);
        }
        return new SQLTimeoutException("The XQuery was stopped: " + stopped.getMessage(), "HYT00", stopped);
    }

    /** A failure to read or write the databases' files. */
    public static SQLException of(IOException failed) {
        String message = failed.getMessage() == null ? failed.toString() : failed.getMessage();
        return new SQLException(message, message.contains("not found") ? "42S02" : "58030", failed);
    }

    public static SQLException closed() {
        return new SQLNonTransientConnectionException("The XQuery connection is closed", "08003");
    }

    static String sqlState(String code) {
        String upper = code.toUpperCase(Locale.ROOT);
        if (upper.startsWith("XPST") || upper.startsWith("XQST") || upper.equals("PERMISSION")) {
            return upper.equals("PERMISSION") ? "42501" : "42000";
        }
        if (upper.equals("FODC0002") || upper.equals("FODC0004") || upper.startsWith("DB:") || upper.equals("OPEN")
                || upper.equals("GET")) {
            return "42S02";
        }
        if (upper.startsWith("XPTY") || upper.startsWith("XQTY") || upper.startsWith("FORG") || upper.startsWith("FOAR")
                || upper.startsWith("FOCA") || upper.startsWith("FODT") || upper.startsWith("FORX") || upper.startsWith("XUDY")
                || upper.startsWith("XUST") || upper.startsWith("XUTY") || upper.startsWith("FOTY") || upper.startsWith("FOCH")
                || upper.startsWith("XPDY") || upper.startsWith("FONS")) {
            return "22000";
        }
        return "HY000";
    }
}
