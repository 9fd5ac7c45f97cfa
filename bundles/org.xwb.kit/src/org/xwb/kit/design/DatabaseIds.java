package org.xwb.kit.design;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.statements.XQueryText;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.xml.generate.IdRange;

/**
 * A collection's id range "from the database": the lowest and highest id its table holds now, by
 * SQL on PostgreSQL and DB2, by XQuery over the id path on an XQuery target (BaseX).
 */
public final class DatabaseIds {

    private DatabaseIds() {
    }

    /** Empty when the table (on an XQuery target: the database) holds no document. */
    public static Optional<IdRange> read(Target target, Collection collection) throws SQLException {
        if (XQueryText.isXQuery(target.dialect())) {
            return readByXQuery(target, collection);
        }
        String table = JdbcTarget.table(collection);
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet range = statement.executeQuery("SELECT MIN(" + Tables.ID_COLUMN + "), MAX(" + Tables.ID_COLUMN
                        + ") FROM " + table)) {
            range.next();
            long first = range.getLong(1);
            boolean empty = range.wasNull();
            long last = range.getLong(2);
            return empty ? Optional.empty() : Optional.of(new IdRange(first, last));
        } catch (SQLException e) {
            throw new SQLException("Cannot read the ids of collection " + collection.getName() + " from its table " + table
                    + ": " + e.getMessage(), e.getSQLState(), e);
        }
    }

    /** An id path XWB evaluates on an XQuery target: steps of names, an attribute last, nothing else. */
    private static final java.util.regex.Pattern ID_PATH = java.util.regex.Pattern.compile(
            "(/(?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*)*/@?(?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*");

    /**
     * On an XQuery target (BaseX: a database per collection) the ids are the values of the
     * collection's id path in its documents; the lowest and highest, read by one query. The id path
     * and the namespaces come from the workload: only a plain path is evaluated.
     */
    private static Optional<IdRange> readByXQuery(Target target, Collection collection) throws SQLException {
        String idPath = collection.getIdPath();
        if (idPath == null || !ID_PATH.matcher(idPath.strip()).matches()) {
            throw new SQLException("Cannot read the ids of collection " + collection.getName() + " from the database: its "
                    + "id path " + (idPath == null ? "is not set" : "'" + idPath + "' is not a plain path of names"), "42000");
        }
        StringBuilder query = new StringBuilder();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            query.append("declare namespace ").append(binding.getPrefix()).append(" = ").append(literal(binding.getUri()))
                    .append(";\n");
        }
        query.append("let $ids := for $d in fn:collection(").append(literal(Tables.tableName(collection)))
                .append(") return xs:decimal(($d").append(idPath.strip()).append(")[1])\n")
                .append("return if (empty($ids)) then () else (min($ids), max($ids))");
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet range = statement.executeQuery(query.toString())) {
            if (!range.next()) {
                return Optional.empty();
            }
            long first = new java.math.BigDecimal(range.getString(1)).longValueExact();
            range.next();
            long last = new java.math.BigDecimal(range.getString(1)).longValueExact();
            return Optional.of(new IdRange(first, last));
        } catch (SQLException | ArithmeticException | NumberFormatException e) {
            throw new SQLException("Cannot read the ids of collection " + collection.getName() + " from its database "
                    + Tables.tableName(collection) + ": " + e.getMessage(), e instanceof SQLException sql ? sql.getSQLState()
                            : "22003", e);
        }
    }

    private static String literal(String text) {
        return "\"" + text.replace("&", "&amp;").replace("\"", "&quot;") + "\"";
    }
}
