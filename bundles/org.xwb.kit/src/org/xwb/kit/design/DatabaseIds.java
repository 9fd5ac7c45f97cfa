package org.xwb.kit.design;

import java.sql.SQLException;
import java.util.Optional;

import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.statements.XQueryText;
import org.xwb.xml.generate.IdRange;

/**
 * A collection's id range "from the database": the lowest and highest id it holds now, as the
 * target's kind reads them.
 */
public final class DatabaseIds {

    private DatabaseIds() {
    }

    /**
     * Empty when the collection holds no document. The kind reads the ids ({@link Target#idSpan}):
     * SQL on PostgreSQL and DB2, XQuery over the id path on an XQuery target.
     */
    public static Optional<IdRange> read(Target target, Collection collection) throws SQLException {
        try {
            return target.idSpan(collection).map(span -> new IdRange(span.lowest(), span.highest()));
        } catch (SQLException e) {
            String where = XQueryText.isXQuery(target.dialect()) ? "its database " : "its table ";
            throw new SQLException("Cannot read the ids of collection " + collection.getName() + " from " + where
                    + Tables.tableName(collection) + ": " + e.getMessage(), e.getSQLState(), e);
        }
    }
}
