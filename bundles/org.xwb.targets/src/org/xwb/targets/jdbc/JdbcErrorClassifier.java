package org.xwb.targets.jdbc;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;

import org.xwb.core.target.ErrorClassifier;

/**
 * Classifies errors of any JDBC 4 driver: the standard SQLState rules first, then the exception
 * subclasses JDBC 4 drivers throw when the state alone says nothing (H2 reports a closed session as
 * 90121, a lost TCP link as 90067, both as {@link SQLNonTransientConnectionException}). H2's
 * "concurrent update" (90131) is an optimistic-locking conflict and is retried like a
 * serialization failure.
 */
public final class JdbcErrorClassifier implements ErrorClassifier {

    public static final JdbcErrorClassifier INSTANCE = new JdbcErrorClassifier();

    private JdbcErrorClassifier() {
    }

    @Override
    public ErrorClass classify(SQLException error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                if ("90131".equals(sql.getSQLState())) {
                    return ErrorClass.SERIALIZATION;
                }
                if (sql instanceof SQLNonTransientConnectionException || sql instanceof SQLTransientConnectionException
                        || sql instanceof SQLRecoverableException) {
                    return ErrorClass.CONNECTION_LOST;
                }
            }
        }
        ErrorClass standard = STANDARD.classify(error);
        if (standard == ErrorClass.OTHER && error instanceof SQLTimeoutException) {
            return ErrorClass.TIMEOUT;
        }
        return standard;
    }
}
