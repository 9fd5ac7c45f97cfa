package org.xwb.targets.basex;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.util.List;

/**
 * The items of an XQuery result as rows of one column, {@code item}: each item serialized (an
 * element as XML, an atomic value as its lexical form), read while the query held its locks.
 */
final class BaseXResultSet {

    static final String COLUMN = "item";

    private final Statement statement;
    private final List<String> rows;
    private int row = -1;
    private boolean closed;
    private boolean wasNull;

    private BaseXResultSet(Statement statement, List<String> rows) {
        this.statement = statement;
        this.rows = List.copyOf(rows);
    }

    static ResultSet of(Statement statement, List<String> rows) {
        return JdbcFacade.of(ResultSet.class, new BaseXResultSet(statement, rows));
    }

    public boolean next() throws SQLException {
        open();
        if (row < rows.size()) {
            row++;
        }
        return row < rows.size();
    }

    public String getString(int column) throws SQLException {
        open();
        if (column != 1) {
            throw new SQLException("An XQuery result has one column (" + COLUMN + "), not " + column, "07009");
        }
        if (row < 0 || row >= rows.size()) {
            throw new SQLException("No current row", "24000");
        }
        String value = rows.get(row);
        wasNull = value == null;
        return value;
    }

    public String getString(String label) throws SQLException {
        return getString(findColumn(label));
    }

    public Object getObject(int column) throws SQLException {
        return getString(column);
    }

    public Object getObject(String label) throws SQLException {
        return getString(findColumn(label));
    }

    public int findColumn(String label) throws SQLException {
        if (!COLUMN.equalsIgnoreCase(label)) {
            throw new SQLException("An XQuery result has one column, " + COLUMN + ", not " + label, "42S22");
        }
        return 1;
    }

    public boolean wasNull() {
        return wasNull;
    }

    public ResultSetMetaData getMetaData() {
        return JdbcFacade.of(ResultSetMetaData.class, new Columns());
    }

    public Statement getStatement() {
        return statement;
    }

    public int getRow() {
        return row >= 0 && row < rows.size() ? row + 1 : 0;
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

    private void open() throws SQLException {
        if (closed) {
            throw new SQLException("The result set is closed", "HY010");
        }
    }

    /** One column, the serialized item. */
    static final class Columns {

        public int getColumnCount() {
            return 1;
        }

        public String getColumnLabel(int column) {
            return COLUMN;
        }

        public String getColumnName(int column) {
            return COLUMN;
        }

        public int getColumnType(int column) {
            return Types.VARCHAR;
        }

        public String getColumnTypeName(int column) {
            return "item()";
        }

        public String getColumnClassName(int column) {
            return String.class.getName();
        }

        public int isNullable(int column) {
            return ResultSetMetaData.columnNoNulls;
        }

        public int getColumnDisplaySize(int column) {
            return 80;
        }
    }
}
