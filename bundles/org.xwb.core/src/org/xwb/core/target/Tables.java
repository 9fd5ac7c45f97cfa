package org.xwb.core.target;

import org.xwb.model.Collection;

/**
 * The table layout every target uses for a collection: one row per document, an id column and
 * an XML column. Statements in workloads are written against these names.
 */
public final class Tables {

    public static final String ID_COLUMN = "id";
    public static final String DOC_COLUMN = "doc";

    private Tables() {
    }

    /** The collection's table: its {@code table} attribute, else its name. */
    public static String tableName(Collection collection) {
        String table = collection.getTable();
        return table == null || table.isBlank() ? collection.getName() : table;
    }
}
