package org.xwb.targets.db2;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.db2.eligibility.Db2IndexHints;
import org.xwb.targets.db2.xpath.XmlPattern;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.targets.jdbc.SqlText;

/**
 * DB2 pureXML indexes: {@code CREATE INDEX ... GENERATE KEY USING XMLPATTERN '...' AS SQL type}.
 * DB2 matches an XML index to the XPath predicates of a query (the query does not repeat an
 * expression as on PostgreSQL), so {@link #indexedExpression} is the XML pattern itself. A
 * pattern DB2 would refuse (SQL20304N) and a key type the server's version lacks are refused here,
 * with the reason, before any DDL is sent.
 */
public final class Db2Statements implements StatementHelper {

    /** Key length when the model leaves a VARCHAR index's length to the target. */
    public static final int DEFAULT_VARCHAR_LENGTH = Db2IndexKeys.DEFAULT_VARCHAR_LENGTH;

    private final Optional<Db2Version> version;

    /** For a server whose version is not known: every key type XWB writes is accepted. */
    public Db2Statements() {
        this(Optional.empty());
    }

    public Db2Statements(Optional<Db2Version> version) {
        this.version = version;
    }

    public Optional<Db2Version> version() {
        return version;
    }

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

    /**
     * @throws IllegalArgumentException when DB2 would refuse the pattern, or the server's version
     *                                  has no such key type
     */
    @Override
    public String createIndexDdl(Collection collection, XmlIndex index) {
        String name = SqlText.identifier(index.getName(), "name of an index of collection " + collection.getName());
        String where = "Index " + index.getName() + " of collection " + collection.getName() + ": ";
        try {
            XmlPattern.parse(index.getPath(), namespaces(collection));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + e.getMessage(), e);
        }
        version.flatMap(v -> v.refusal(index.getKeyType())).ifPresent(reason -> {
            throw new IllegalArgumentException(where + reason);
        });
        return "CREATE INDEX " + name + " ON " + JdbcTarget.table(collection) + " (doc) GENERATE KEY USING XMLPATTERN "
                + SqlText.literal(indexedExpression(collection, index)) + " AS SQL " + sqlType(index);
    }

    /** Which declared index DB2 can use for each comparison, by the rules of the static index check. */
    @Override
    public List<IndexHint> indexHints(String statement, Workload workload, TargetIndexes onTarget, SchemaKeyTypes keyTypes) {
        return new Db2IndexHints(this, version).hints(statement, workload, keyTypes);
    }

    /** {@code DROP INDEX name}: an XML index is dropped like any index; a missing one is SQLSTATE 42704. */
    @Override
    public String dropIndexDdl(Collection collection, XmlIndex index) {
        return "DROP INDEX " + SqlText.identifier(index.getName(), "name of an index of collection " + collection.getName());
    }

    /**
     * The XMLEXISTS predicate (over the document variable $d for a path, the context item
     * otherwise) and, on a second line, the XMLPATTERN clause of an index on the path, or why the
     * path cannot be a pattern (SQL20304N with DB2's reason code, from {@link XmlPattern}).
     */
    @Override
    public Optional<String> xpathForm(String path, Map<String, String> namespaces) {
        StringBuilder prolog = new StringBuilder();
        namespaces.forEach((prefix, uri) -> prolog.append("declare namespace ").append(prefix).append("=\"").append(uri)
                .append("\"; "));
        String exists = path.startsWith("/")
                ? "XMLEXISTS(" + SqlText.literal(prolog + "$d" + path) + " PASSING doc AS \"d\")"
                : "XMLEXISTS(" + SqlText.literal(prolog + path) + " PASSING doc)";
        String pattern;
        try {
            XmlPattern.parse(path, namespaces);
            pattern = "GENERATE KEY USING XMLPATTERN " + SqlText.literal(prolog + path) + " AS SQL VARCHAR(255)";
        } catch (IllegalArgumentException refused) {
            pattern = "-- no XMLPATTERN: " + refused.getMessage();
        }
        return Optional.of(exists + "\n" + pattern);
    }

    /** The collection's prefixes and their namespace URIs. */
    public static Map<String, String> namespaces(Collection collection) {
        return Db2IndexKeys.namespaces(collection);
    }

    /** A collection's table: one row per document. */
    public static String createTable(String table) {
        return "CREATE TABLE " + table + " (id BIGINT NOT NULL PRIMARY KEY, doc XML)";
    }

    public static String dropTable(String table) {
        return "DROP TABLE " + table;
    }

    public static String sqlType(XmlIndex index) {
        return Db2IndexKeys.sqlType(index);
    }
}
