package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.IsolationLevel;

/**
 * A run's isolation on DB2: XWB sets the JDBC level and names it as DB2 does in run.json. The
 * equivalences are IBM's table "Equivalent JDBC and Db2 isolation levels" in "IBM Data Server
 * Driver for JDBC and SQLJ isolation levels",
 * https://www.ibm.com/support/knowledgecenter/SSEPGG_11.1.0/com.ibm.db2.luw.apdv.java.doc/src/tpc/imjcc_r0052429.html:
 * TRANSACTION_SERIALIZABLE is repeatable read, TRANSACTION_REPEATABLE_READ read stability,
 * TRANSACTION_READ_COMMITTED cursor stability. No DB2 server runs here, so the level set on the
 * connection is checked against JDBC's constants and the name against IBM's table.
 */
class Db2IsolationTest {

    @Test
    void eachLevelIsSetAsItsJdbcConstantAndNamedAsIbmsTableNamesIt() {
        assertEquals(Connection.TRANSACTION_SERIALIZABLE, IsolationLevel.SERIALIZABLE.jdbcLevel());
        assertEquals("repeatable read (RR)", Db2Target.db2Name(IsolationLevel.SERIALIZABLE));
        assertEquals(Connection.TRANSACTION_REPEATABLE_READ, IsolationLevel.REPEATABLE_READ.jdbcLevel());
        assertEquals("read stability (RS)", Db2Target.db2Name(IsolationLevel.REPEATABLE_READ));
        assertEquals(Connection.TRANSACTION_READ_COMMITTED, IsolationLevel.READ_COMMITTED.jdbcLevel());
        assertEquals("cursor stability (CS)", Db2Target.db2Name(IsolationLevel.READ_COMMITTED));
    }
}
