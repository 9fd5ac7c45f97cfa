package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransactionRollbackException;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.ErrorClassifier.ErrorClass;

import com.ibm.db2.jcc.DB2Diagnosable;
import com.ibm.db2.jcc.DB2Sqlca;
import com.ibm.db2.jcc.DBBindDiagnostics;

/**
 * DB2 errors in the forms jcc hands them out. No DB2 server can run here, so a server error is
 * built as jcc documents it: an SQLException that is a {@link DB2Diagnosable} carrying the
 * server's SQLCA (IBM, "Handling an SQLException under the IBM Data Server Driver for JDBC and
 * SQLJ", https://www.ibm.com/docs/en/db2/11.1?topic=ewudsdjs-handling-sqlexception-under-data-server-driver-jdbc-sqlj:
 * DB2Diagnosable.getSqlca, DB2Sqlca.getSqlErrmcTokens), with the message text the server sends
 * when retrieveMessagesFromServerOnGetMessage is true, as XWB sets it.
 */
class Db2ErrorsTest {

    private final Db2Errors errors = new Db2Errors();

    /**
     * DB2 for Linux, UNIX and Windows: SQL0911N, reason code 2 is a deadlock, 68 a lock timeout
     * ("Lock waits and timeouts": "SQLCODE -911 (SQLSTATE 40001) with reason code 68",
     * https://ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.admin.perf.doc/doc/c0021311.html).
     * With the server's text there is no "SQLERRMC=68" in the message; the SQLCA has the token.
     */
    @Test
    void aLockTimeoutInTheServersWordsIsATimeoutNotADeadlock() {
        assertEquals(ErrorClass.TIMEOUT, errors.classify(serverError(-911, "40001",
                "The current transaction has been rolled back because of a deadlock or timeout.  Reason code \"68\".. "
                        + "SQLCODE=-911, SQLSTATE=40001, DRIVER=4.33.31", "68")));
        assertEquals(ErrorClass.DEADLOCK, errors.classify(serverError(-911, "40001",
                "The current transaction has been rolled back because of a deadlock or timeout.  Reason code \"2\".. "
                        + "SQLCODE=-911, SQLSTATE=40001, DRIVER=4.33.31", "2")));
    }

    /** The SQLCA decides even when the server's text is in its own language and says nothing XWB can read. */
    @Test
    void theReasonCodeComesFromTheSqlcaNotFromTheMessage() {
        assertEquals(ErrorClass.TIMEOUT, errors.classify(serverError(-911, "40001",
                "La transaction en cours a été annulée. SQLCODE=-911, SQLSTATE=40001, DRIVER=4.33.31", "68")));
    }

    /**
     * Db2 for z/OS: -911 and -913 carry the reason in SQLERRMC's first token, "00C90088 - deadlock,
     * 00C9008E - timeout" (https://www.ibm.com/support/knowledgecenter/en/SSEPEK_10.0.0/codes/src/tpc/n911.html,
     * .../SSEPEK_10.0.0/com.ibm.db2z10.doc.codes/src/tpc/n913.html); the old digits-only parse
     * misread them.
     */
    @Test
    void zosReasonCodesAreRead() {
        assertEquals(ErrorClass.TIMEOUT, errors.classify(serverError(-911, "40001",
                "THE CURRENT UNIT OF WORK HAS BEEN ROLLED BACK DUE TO DEADLOCK OR TIMEOUT. REASON 00C9008E, TYPE OF "
                        + "RESOURCE 00000302, AND RESOURCE NAME TPOXDB.ORDERS.X'000002'",
                "00C9008E", "00000302", "TPOXDB.ORDERS.X'000002'")));
        assertEquals(ErrorClass.DEADLOCK, errors.classify(serverError(-913, "57033",
                "UNSUCCESSFUL EXECUTION CAUSED BY DEADLOCK OR TIMEOUT. REASON CODE 00C90088, TYPE OF RESOURCE 00000302",
                "00C90088", "00000302", "TPOXDB.ORDERS.X'000002'")));
    }

    /** Without retrieveMessagesFromServerOnGetMessage jcc's own text carries SQLERRMC, and no SQLCA is needed. */
    @Test
    void jccsOwnMessageFormStillWorksWithoutAnSqlca() {
        assertEquals(ErrorClass.DEADLOCK, errors.classify(new SQLException(
                "DB2 SQL Error: SQLCODE=-911, SQLSTATE=40001, SQLERRMC=2, DRIVER=4.38.7", "40001", -911)));
        assertEquals(ErrorClass.TIMEOUT, errors.classify(new SQLException(
                "DB2 SQL Error: SQLCODE=-911, SQLSTATE=40001, SQLERRMC=68, DRIVER=4.38.7", "40001", -911)));
        assertEquals(ErrorClass.TIMEOUT, errors.classify(new SQLException(
                "The current transaction has been rolled back because of a deadlock or timeout.  Reason code \"68\".. "
                        + "SQLCODE=-911, SQLSTATE=40001, DRIVER=4.33.31", "40001", -911)));
        assertEquals(ErrorClass.SERIALIZATION, errors.classify(serverError(-911, "40001", "rolled back", "72")),
                "another reason code: SQLSTATE 40001 decides (a rolled-back unit of work, retried)");
    }

    /**
     * jcc's -4499: "A fatal error occurred that resulted in a disconnect from the data source. The
     * existing connection has become unusable", SQLSTATE 08001 or 58009 ("Error codes issued by the
     * IBM Data Server Driver for JDBC and SQLJ",
     * https://www.ibm.com/support/knowledgecenter/SSEPGG_11.1.0/com.ibm.db2.luw.apdv.java.doc/src/tpc/imjcc_rjvjcsqc.html);
     * SQL1224N (SQLSTATE 55032) after FORCE APPLICATION ("FORCE APPLICATION command using the
     * ADMIN_CMD procedure", https://www.ibm.com/docs/en/db2/12.1.0?topic=commands-force-application-using-admin-cmd).
     */
    @Test
    void lostConnectionsAreConnectionLostSoTheDriverReconnects() {
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(new SQLException("[jcc][t4][2030][11211][4.33.31] A "
                + "communication error occurred during operations on the connection's underlying socket, socket input "
                + "stream, or socket output stream.  Error location: Reply.fill() - insufficient data (-1).  Message: "
                + "Insufficient data. ERRORCODE=-4499, SQLSTATE=58009", "58009", -4499)));
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(new SQLException("Cannot connect to DB2 at db2:50000: x",
                "08001", -4499, new SQLNonTransientConnectionException("Connection reset", "08001", -4499))));
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(serverError(-1224, "55032",
                "The database manager is not able to accept new requests, has terminated all requests in progress, or "
                        + "has terminated the specified request because of an error or a forced interrupt.  "
                        + "SQLCODE=-1224, SQLSTATE=55032, DRIVER=4.33.31")));
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(new SQLNonTransientConnectionException(
                "[jcc][t4][10335][10366][4.33.31] Invalid operation: Connection is closed.", null, -4470)));
        SQLException batch = new SQLException("[jcc][t4][102][10040][4.33.31] Batch failure.", "22528", -4229);
        batch.setNextException(new SQLException("connection lost", "58009", -4499));
        assertEquals(ErrorClass.CONNECTION_LOST, errors.classify(batch), "jcc chains the cause as the next exception");
        assertEquals(ErrorClass.CANCELLED, errors.classify(new SQLException("cancelled", "57014", -952)));
        assertEquals(ErrorClass.OTHER, errors.classify(new SQLException("bad", "42601", -104)));
    }

    private static SQLException serverError(int sqlcode, String state, String message, String... tokens) {
        return new ServerError(message, state, sqlcode, tokens);
    }

    /** An error the server reported: jcc's exceptions implement DB2Diagnosable and carry the SQLCA. */
    private static final class ServerError extends SQLTransactionRollbackException implements DB2Diagnosable {

        private final Sqlca sqlca;

        ServerError(String message, String state, int sqlcode, String[] tokens) {
            super(message, state, sqlcode);
            this.sqlca = new Sqlca(sqlcode, state, tokens);
        }

        @Override
        public DB2Sqlca getSqlca() {
            return sqlca;
        }

        @Override
        public Throwable getThrowable() {
            return this;
        }

        @Override
        public void printTrace(PrintWriter writer, String header) {
            writer.println(header + getMessage());
        }

        @Override
        public DBBindDiagnostics getBindDiagnostics() {
            return null;
        }
    }

    private static final class Sqlca extends DB2Sqlca {

        private static final long serialVersionUID = 1L;
        private final int code;
        private final String state;
        private final String[] tokens;

        Sqlca(int code, String state, String[] tokens) {
            this.code = code;
            this.state = state;
            this.tokens = tokens;
        }

        @Override
        public String[] getSqlErrmcTokens() {
            return tokens.clone();
        }

        @Override
        public String getSqlErrmc() {
            return String.join(String.valueOf((char) 0xFF), tokens);
        }

        @Override
        public String getSqlErrp() {
            return "SQLRI01F";
        }

        @Override
        public int[] getSqlErrd() {
            return new int[6];
        }

        @Override
        public char[] getSqlWarn() {
            return new char[11];
        }

        @Override
        public int getSqlCode() {
            return code;
        }

        @Override
        public String getSqlState() {
            return state;
        }

        @Override
        public String getMessage() {
            return "SQLCODE=" + code;
        }
    }
}
