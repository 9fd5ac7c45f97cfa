package org.xwb.targets.basex;

import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.List;

import org.xwb.model.ParameterType;

/**
 * A JDBC statement of the XQuery target (through {@link JdbcFacade}): prepared, it holds one
 * XQuery whose external variables its parameters bind in declaration order; plain, it runs the
 * XQuery it is given. A query's items come back as rows of one column ({@code item}); an updating
 * query has no result set and its update count is the number of updates BaseX applied (the size
 * of its pending update list: one per document added, more for a deleted document's nodes).
 */
final class BaseXStatement {

    private final BaseXConnection connection;
    private final BaseXQuery prepared;
    private Statement self;
    private volatile BaseXQuery current;
    private ResultSet results;
    private int updateCount = -1;
    private int maxRows;
    private boolean closed;

    private BaseXStatement(BaseXConnection connection, BaseXQuery prepared) {
        this.connection = connection;
        this.prepared = prepared;
    }

    static PreparedStatement prepared(BaseXConnection connection, String xquery) {
        BaseXStatement statement = new BaseXStatement(connection, new BaseXQuery(xquery));
        PreparedStatement proxy = JdbcFacade.of(PreparedStatement.class, statement);
        statement.self = proxy;
        return proxy;
    }

    static Statement plain(BaseXConnection connection) {
        BaseXStatement statement = new BaseXStatement(connection, null);
        Statement proxy = JdbcFacade.of(Statement.class, statement);
        statement.self = proxy;
        return proxy;
    }

    // parameters, each bound as its marker type says (BaseXBindings)

    public void setString(int index, String value) throws SQLException {
        bind(index, ParameterType.VARCHAR, value);
    }

    public void setInt(int index, int value) throws SQLException {
        bind(index, ParameterType.INTEGER, value);
    }

    public void setLong(int index, long value) throws SQLException {
        bind(index, ParameterType.BIGINT, value);
    }

    public void setBigDecimal(int index, BigDecimal value) throws SQLException {
        bind(index, ParameterType.DECIMAL, value);
    }

    public void setDouble(int index, double value) throws SQLException {
        bind(index, ParameterType.DOUBLE, value);
    }

    public void setDate(int index, Date value) throws SQLException {
        bind(index, ParameterType.DATE, value == null ? null : value.toLocalDate());
    }

    public void setTime(int index, Time value) throws SQLException {
        bind(index, ParameterType.TIME, value == null ? null : value.toLocalTime());
    }

    public void setTimestamp(int index, Timestamp value) throws SQLException {
        bind(index, ParameterType.TIMESTAMP, value == null ? null : value.toLocalDateTime());
    }

    public void setBytes(int index, byte[] value) throws SQLException {
        bind(index, ParameterType.BLOB, value);
    }

    public void setSQLXML(int index, SQLXML value) throws SQLException {
        try {
            bind(index, ParameterType.XML, value == null ? null : value.getBinaryStream().readAllBytes());
        } catch (IOException e) {
            throw new SQLException("Cannot read the XML value of parameter " + index + ": " + e.getMessage(), "22000", e);
        }
    }

    public void setCharacterStream(int index, Reader reader, int length) throws SQLException {
        setCharacterStream(index, reader, (long) length);
    }

    public void setCharacterStream(int index, Reader reader, long length) throws SQLException {
        try {
            bind(index, ParameterType.CLOB, reader == null ? null : readAll(reader));
        } catch (IOException e) {
            throw new SQLException("Cannot read the text of parameter " + index + ": " + e.getMessage(), "22000", e);
        }
    }

    public void setNull(int index, int sqlType) throws SQLException {
        bind(index, ParameterType.VARCHAR, null);
    }

    public void setObject(int index, Object value) throws SQLException {
        bind(index, value == null ? ParameterType.VARCHAR : BaseXBindings.typeOf(value), value);
    }

    public void clearParameters() {
        if (prepared != null) {
            prepared.clearBindings();
        }
    }

    private void bind(int index, ParameterType type, Object value) throws SQLException {
        open();
        if (prepared == null) {
            throw new SQLException("A plain statement has no parameters", "07009");
        }
        try {
            prepared.bind(index, type, value);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new IllegalArgumentException(e.getMessage(), e); // the driver reports it with the parameter
        }
    }

    // execution

    public ResultSet executeQuery() throws SQLException {
        execute();
        return results != null ? results : BaseXResultSet.of(self(), List.of());
    }

    public boolean execute() throws SQLException {
        return run(preparedQuery());
    }

    public int executeUpdate() throws SQLException {
        execute();
        return Math.max(0, updateCount);
    }

    public ResultSet executeQuery(String xquery) throws SQLException {
        execute(xquery);
        return results != null ? results : BaseXResultSet.of(self(), List.of());
    }

    public boolean execute(String xquery) throws SQLException {
        open();
        return run(new BaseXQuery(xquery));
    }

    public int executeUpdate(String xquery) throws SQLException {
        execute(xquery);
        return Math.max(0, updateCount);
    }

    private BaseXQuery preparedQuery() throws SQLException {
        open();
        if (prepared == null) {
            throw new SQLException("A plain statement runs the XQuery given to execute(String)", "07003");
        }
        return prepared;
    }

    private boolean run(BaseXQuery query) throws SQLException {
        results = null;
        updateCount = -1;
        current = query;
        try {
            BaseXQuery.Result result = query.run(connection.session(), maxRows, connection.databases());
            if (result.updating()) {
                updateCount = result.updates();
                return false;
            }
            results = BaseXResultSet.of(self(), result.rows());
            return true;
        } finally {
            current = null;
        }
    }

    public ResultSet getResultSet() {
        return results;
    }

    public int getUpdateCount() {
        return results == null ? updateCount : -1;
    }

    public boolean getMoreResults() {
        results = null;
        updateCount = -1;
        return false;
    }

    public void setMaxRows(int rows) {
        maxRows = Math.max(0, rows);
    }

    public int getMaxRows() {
        return maxRows;
    }

    public void setFetchSize(int rows) {
        // all items are read while the query holds its locks
    }

    public int getFetchSize() {
        return 0;
    }

    public Connection getConnection() {
        return connection.self();
    }

    /** Stops the query running on another thread. */
    public void cancel() {
        BaseXQuery running = current;
        if (running != null) {
            running.cancel();
        }
    }

    public SQLWarning getWarnings() {
        return null;
    }

    public void clearWarnings() {
        // BaseX gives no warnings
    }

    public boolean isClosed() {
        return closed;
    }

    public void close() {
        closed = true;
        results = null;
    }

    private Statement self() {
        return self;
    }

    private void open() throws SQLException {
        if (closed) {
            throw new SQLException("The statement is closed", "HY010");
        }
        connection.session();
    }

    private static String readAll(Reader reader) throws IOException {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n; (n = reader.read(buffer)) > 0;) {
            text.append(buffer, 0, n);
        }
        return text.toString();
    }
}
