package org.xwb.targets.db2;

import org.xwb.core.target.StatementHelper;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XmlIndex;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.targets.jdbc.SqlText;

/**
 * DB2 pureXML indexes: {@code CREATE INDEX ... GENERATE KEY USING XMLPATTERN '...' AS SQL type}.
 * DB2 matches an XML index to the XPath predicates of a query (the query does not repeat an
 * expression as on PostgreSQL), so {@link #indexedExpression} is the XML pattern itself.
 */
public final class Db2Statements implements StatementHelper {

    /** Key length when the model leaves a VARCHAR index's length to the target. */
    public static final int DEFAULT_VARCHAR_LENGTH = 255;

    @Override
    public String indexedExpression(Collection collection, XmlIndex index) {
        StringBuilder pattern = new StringBuilder();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            if (binding.getUri().indexOf('"') >= 0) {
                throw new IllegalArgumentException("Collection " + collection.getName() + ": namespace URI "
                        + binding.getUri() + " contains a double quote");
            }
            pattern.append("declare namespace ").append(binding.getPrefix()).append("=\"").append(binding.getUri())
                    .append("\"; ");
        }
        return pattern.append(index.getPath().strip()).toString();
    }

    @Override
    public String createIndexDdl(Collection collection, XmlIndex index) {
        String name = SqlText.identifier(index.getName(), "name of an index of collection " + collection.getName());
        return "CREATE INDEX " + name + " ON " + JdbcTarget.table(collection) + " (doc) GENERATE KEY USING XMLPATTERN "
                + SqlText.literal(indexedExpression(collection, index)) + " AS SQL " + sqlType(index);
    }

    /** A collection's table: one row per document. */
    public static String createTable(String table) {
        return "CREATE TABLE " + table + " (id BIGINT NOT NULL PRIMARY KEY, doc XML)";
    }

    public static String dropTable(String table) {
        return "DROP TABLE " + table;
    }

    static String sqlType(XmlIndex index) {
        IndexKeyType type = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (type) {
            case VARCHAR -> "VARCHAR(" + (index.getLength() > 0 ? index.getLength() : DEFAULT_VARCHAR_LENGTH) + ")";
            case DOUBLE -> "DOUBLE";
            case DATE -> "DATE";
            case TIMESTAMP -> "TIMESTAMP";
            case INTEGER -> "INTEGER";
        };
    }
}
