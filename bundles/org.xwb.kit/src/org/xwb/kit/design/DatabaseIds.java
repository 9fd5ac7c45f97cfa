package org.xwb.kit.design;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.xml.generate.IdRange;

/** A collection's id range "from the database": the lowest and highest id its table holds now. */
public final class DatabaseIds {

    private DatabaseIds() {
    }

    /** Empty when the table holds no document. */
    public static Optional<IdRange> read(Target target, Collection collection) throws SQLException {
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
}
