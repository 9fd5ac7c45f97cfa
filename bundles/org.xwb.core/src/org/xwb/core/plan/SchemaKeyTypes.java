package org.xwb.core.plan;

import java.util.Optional;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;

/**
 * The index key type a collection's schema gives a node ({@code Collection.getSchema()}), for an
 * index hint whose statement does not say what type it compares in. The XML bundle reads schemas;
 * below it, {@link #NONE} knows none.
 */
@FunctionalInterface
public interface SchemaKeyTypes {

    SchemaKeyTypes NONE = (collection, path) -> Optional.empty();

    /**
     * @param path an index path with the collection's prefixes, e.g. {@code /c:Customer/c:DateOfBirth}
     * @return the key type of the node's schema type; empty when the collection names no schema,
     *         the schema does not declare the node, or its type has no key type
     */
    Optional<IndexKeyType> keyType(Collection collection, String path);
}
