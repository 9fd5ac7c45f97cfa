package org.xwb.targets.basex;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.regex.Pattern;

import org.xwb.core.target.IdSpan;
import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;

/**
 * A collection's ids on BaseX (a database per collection, no id column): the values of the
 * collection's id path in its documents, the lowest and highest read by one query. The id path
 * and the namespaces come from the workload, so only a plain path of names is evaluated.
 */
final class BaseXIds {

    /** Steps of names, an attribute last, nothing else. */
    private static final Pattern ID_PATH = Pattern.compile(
            "(/(?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*)*/@?(?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*");

    private BaseXIds() {
    }

    static Optional<IdSpan> read(Target target, Collection collection) throws SQLException {
        String idPath = collection.getIdPath();
        if (idPath == null || !ID_PATH.matcher(idPath.strip()).matches()) {
            throw new SQLException("the id path of collection " + collection.getName() + " "
                    + (idPath == null ? "is not set" : "'" + idPath + "' is not a plain path of names"), "42000");
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
            long lowest = new BigDecimal(range.getString(1)).longValueExact();
            range.next();
            long highest = new BigDecimal(range.getString(1)).longValueExact();
            return Optional.of(new IdSpan(lowest, highest));
        } catch (ArithmeticException | NumberFormatException e) {
            throw new SQLException("an id of collection " + collection.getName() + " is not a whole number: "
                    + e.getMessage(), "22003", e);
        }
    }

    private static String literal(String text) {
        return "\"" + text.replace("&", "&amp;").replace("\"", "&quot;") + "\"";
    }
}
