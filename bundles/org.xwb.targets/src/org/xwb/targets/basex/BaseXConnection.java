package org.xwb.targets.basex;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;

import org.basex.core.Context;

/**
 * A JDBC connection to the XQuery target (through {@link JdbcFacade}): a BaseX session of its
 * own. BaseX runs every query as its own transaction, committed when the query ends (an updating
 * query applies all its updates or none), so commit has nothing left to do and rollback nothing it
 * could undo; isolation is BaseX's: a query locks the databases it names before it starts, which
 * is serializable per statement.
 */
final class BaseXConnection {

    private final Context session;
    private final BaseXOpenDatabases databases;
    private Connection self;
    private boolean autoCommit = true;
    private volatile boolean closed;

    private BaseXConnection(Context session, BaseXOpenDatabases databases) {
        this.session = session;
        this.databases = databases;
    }

    /** @param databases keeps the databases statements use open and flushes their updates */
    static Connection open(Context session, BaseXOpenDatabases databases) {
        BaseXConnection connection = new BaseXConnection(session, databases);
        connection.self = JdbcFacade.of(Connection.class, connection);
        return connection.self;
    }

    Context session() throws SQLException {
        if (closed) {
            throw BaseXErrors.closed();
        }
        return session;
    }

    BaseXOpenDatabases databases() {
        return databases;
    }

    Connection self() {
        return self;
    }

    public PreparedStatement prepareStatement(String xquery) throws SQLException {
        session();
        return BaseXStatement.prepared(this, xquery);
    }

    public Statement createStatement() throws SQLException {
        session();
        return BaseXStatement.plain(this);
    }

    public SQLXML createSQLXML() throws SQLException {
        session();
        return BaseXSqlXml.create();
    }

    public void setAutoCommit(boolean on) throws SQLException {
        session();
        autoCommit = on;
    }

    public boolean getAutoCommit() throws SQLException {
        session();
        return autoCommit;
    }

    /** Every query committed when it ended. */
    public void commit() throws SQLException {
        session();
    }

    /** A failed query applied nothing; a finished one is committed. */
    public void rollback() throws SQLException {
        session();
    }

    public void setTransactionIsolation(int level) throws SQLException {
        session();
    }

    public int getTransactionIsolation() throws SQLException {
        session();
        return Connection.TRANSACTION_SERIALIZABLE;
    }

    public boolean isValid(int timeoutSeconds) {
        return !closed;
    }

    public boolean isClosed() {
        return closed;
    }

    public void close() {
        closed = true;
    }

    public SQLWarning getWarnings() {
        return null;
    }

    public void clearWarnings() {
        // BaseX gives no warnings
    }

    public boolean isReadOnly() {
        return false;
    }

    public void setReadOnly(boolean readOnly) {
        // a session's user decides what it may do, not the connection
    }

    @Override
    public String toString() {
        return "XQuery connection (BaseX " + BaseXEngine.VERSION + ")";
    }
}
