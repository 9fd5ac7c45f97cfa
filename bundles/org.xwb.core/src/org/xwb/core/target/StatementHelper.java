package org.xwb.core.target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
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

    /**
     * The statements that give each collection exactly these XML indexes: by default one
     * {@link #createIndexDdl} per index, a refused one as a comment; a kind that keeps its indexes
     * per database (BaseX's include lists) answers with its commands for the whole set.
     */
    default List<String> indexSetDdl(Map<Collection, List<XmlIndex>> indexes) {
        List<String> ddl = new ArrayList<>();
        for (Map.Entry<Collection, List<XmlIndex>> collection : indexes.entrySet()) {
            for (XmlIndex index : collection.getValue()) {
                try {
                    ddl.add(createIndexDdl(collection.getKey(), index));
                } catch (IllegalArgumentException | UnsupportedOperationException refused) {
                    ddl.add("-- " + index.getName() + ": " + refused.getMessage());
                }
            }
        }
        return ddl;
    }

    /**
     * For each XPath comparison of {@code statement}, the indexes of the workload and of the
     * target ({@code onTarget}, from {@link Target#xmlIndexes}) that serve it, and a proposal where none on the target does. Dialects that cannot
     * tell return none (the default).
     *
     * @param workload the workload whose collections the statement reads
     * @param keyTypes the key types the collections' schemas give, for comparisons whose type the
     *                 statement does not say
     */
    default List<IndexHint> indexHints(String statement, Workload workload, TargetIndexes onTarget,
            SchemaKeyTypes keyTypes) {
        return List.of();
    }

    /**
     * How a statement of this dialect tests {@code path} on a collection's document column, for
     * copying into a statement (the XPath scratchpad's "Copy as ..."); {@code namespaces} are the
     * prefixes the path uses (prefix to URI). Several lines where the dialect has more than one form
     * (DB2: the predicate, then an index's XMLPATTERN clause or why the path cannot be one). Empty
     * for a dialect without such a form (the default).
     */
    default Optional<String> xpathForm(String path, Map<String, String> namespaces) {
        return Optional.empty();
    }

    /** The DDL that drops the index (the table and its documents stay); a dialect without XML indexes has none. */
    default String dropIndexDdl(Collection collection, XmlIndex index) {
        throw new UnsupportedOperationException("This dialect has no XML indexes to drop");
    }
}
