package org.xwb.core.target;

import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/** Dialect helpers for authors of statements. */
public interface StatementHelper {

    /**
     * The SQL expression an XML index of {@code collection} is built on. On PostgreSQL a query
     * uses an expression index only when it repeats this exact expression, so statements that
     * should use the index are written with it.
     */
    String indexedExpression(Collection collection, XmlIndex index);

    /** The DDL that creates the index. */
    String createIndexDdl(Collection collection, XmlIndex index);

    /** The DDL that drops the index (the table and its documents stay); a dialect without XML indexes has none. */
    default String dropIndexDdl(Collection collection, XmlIndex index) {
        throw new UnsupportedOperationException("This dialect has no XML indexes to drop");
    }
}
