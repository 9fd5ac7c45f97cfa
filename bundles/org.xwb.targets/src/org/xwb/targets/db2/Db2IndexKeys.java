package org.xwb.targets.db2;

import java.util.LinkedHashMap;
import java.util.Map;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;

/**
 * What DB2's XML index DDL says of an index beside its pattern: the SQL key type
 * ({@code AS SQL VARCHAR(255)}, {@code DECIMAL(31, 6)}, ...) and the collection's namespace
 * declarations. Kept apart from {@link Db2Statements} so the static index check
 * ({@code db2.eligibility}) reads them without importing the statement builder that uses it.
 */
public final class Db2IndexKeys {

    /** VARCHAR's length when the index gives none. */
    public static final int DEFAULT_VARCHAR_LENGTH = 255;

    private Db2IndexKeys() {
    }

    public static String sqlType(XmlIndex index) {
        IndexKeyType type = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (type) {
            case VARCHAR -> "VARCHAR(" + (index.getLength() > 0 ? index.getLength() : DEFAULT_VARCHAR_LENGTH) + ")";
            case DOUBLE -> "DOUBLE";
            case DATE -> "DATE";
            case TIMESTAMP -> "TIMESTAMP";
            case INTEGER -> "INTEGER";
            // XWB's index has one length: DECIMAL's precision (31, DB2's largest, when unset); the scale is fixed
            case DECIMAL -> "DECIMAL(" + decimalPrecision(index) + ", " + decimalScale(index) + ")";
        };
    }

    public static int decimalPrecision(XmlIndex index) {
        return index.getLength() > 0 ? Math.min(index.getLength(), 31) : 31;
    }

    /** 6 decimals, or none when the precision leaves no room for them. */
    public static int decimalScale(XmlIndex index) {
        return decimalPrecision(index) > 6 ? 6 : 0;
    }

    /** The collection's prefixes and namespace URIs, in declaration order. */
    public static Map<String, String> namespaces(Collection collection) {
        Map<String, String> map = new LinkedHashMap<>();
        collection.getNamespaces().forEach(b -> map.put(b.getPrefix(), b.getUri()));
        return map;
    }
}
