package org.xwb.core.target;

import java.sql.SQLException;

/**
 * Sorts a failed statement into what the driver does next. SQLState classes are standard; an
 * engine with its own codes (DB2's SQLCODE -911 reason codes) overrides {@link #classify}.
 */
public interface ErrorClassifier {

    enum ErrorClass {
        /** Deadlock victim: retry the transaction. */
        DEADLOCK,
        /** Lock or statement timeout: retry. */
        TIMEOUT,
        /** Serialization failure: retry. */
        SERIALIZATION,
        /** The connection is gone: reconnect with back-off and go on. */
        CONNECTION_LOST,
        /** The statement was cancelled on request. */
        CANCELLED,
        /** Anything else: count it for the transaction type and go on. */
        OTHER;

        public boolean isRetryable() {
            return this == DEADLOCK || this == TIMEOUT || this == SERIALIZATION;
        }
    }

    ErrorClass classify(SQLException error);

    /**
     * True when the database refused the statement or one of its values as invalid, so the input
     * is at fault rather than the run: SQLSTATE class 42 (syntax error or access rule violation),
     * 22 (data exception), 07001 (wrong number of parameters) and 0A000 (feature not supported).
     */
    static boolean rejectsInput(SQLException error) {
        String state = error.getSQLState();
        return state != null && (state.startsWith("42") || state.startsWith("22") || state.equals("07001")
                || state.equals("0A000"));
    }

    /** SQLState rules that hold for PostgreSQL, DB2 and most JDBC drivers. */
    ErrorClassifier STANDARD = error -> {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                if (state.equals("40P01")) {
                    return ErrorClass.DEADLOCK;
                }
                if (state.equals("40001")) {
                    return ErrorClass.SERIALIZATION;
                }
                if (state.equals("55P03") || state.equals("57033") || state.equals("HYT00")) {
                    return ErrorClass.TIMEOUT;
                }
                if (state.equals("57014")) {
                    return ErrorClass.CANCELLED;
                }
                if (state.startsWith("08") || state.equals("57P01") || state.equals("57P02") || state.equals("57P03")) {
                    return ErrorClass.CONNECTION_LOST;
                }
                return ErrorClass.OTHER;
            }
        }
        return error instanceof java.sql.SQLRecoverableException ? ErrorClass.CONNECTION_LOST : ErrorClass.OTHER;
    };
}
