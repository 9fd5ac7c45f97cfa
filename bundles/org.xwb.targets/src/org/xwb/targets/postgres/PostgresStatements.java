package org.xwb.targets.postgres;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Tables;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.targets.jdbc.JdbcTarget;
import org.xwb.targets.jdbc.SqlText;

/**
 * PostgreSQL's "XML index": a B-tree on an expression that takes the first node of an xpath() and
 * converts it to the key type. The planner uses it only for a query that repeats the expression,
 * so {@link #indexedExpression} returns exactly the indexed text for statement authors.
 *
 * <p>Index expressions must be IMMUTABLE. text to double precision and to bigint are; text to
 * date and timestamp are not (their input functions read DateStyle), so DATE and TIMESTAMP keys go
 * through two small functions that parse the ISO forms of xs:date and xs:dateTime themselves
 * ({@link #conversionFunctions}). A value that does not convert makes the insert fail, and the
 * loader reports that document; DB2 by default leaves such values out of the index instead.
 * xpath() returns nodes as XML, so a value with {@code &} or {@code <} keeps its escapes.
 */
public final class PostgresStatements implements StatementHelper {

    public static final String DATE_FUNCTION = "xwb_xs_date";
    public static final String TIMESTAMP_FUNCTION = "xwb_xs_timestamp";

    @Override
    public String indexedExpression(Collection collection, XmlIndex index) {
        String value = "(" + xpathCall(collection, valuePath(index.getPath())) + ")[1]::text";
        IndexKeyType type = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (type) {
            case VARCHAR -> "(" + value + ")";
            case DOUBLE -> "(" + value + "::double precision)";
            case INTEGER -> "(" + value + "::bigint)";
            case DECIMAL -> "(" + value + "::numeric)";
            case DATE -> DATE_FUNCTION + "(" + value + ")";
            case TIMESTAMP -> TIMESTAMP_FUNCTION + "(" + value + ")";
        };
    }

    @Override
    public String createIndexDdl(Collection collection, XmlIndex index) {
        String name = SqlText.identifier(index.getName(), "name of an index of collection " + collection.getName());
        return "CREATE INDEX IF NOT EXISTS " + name + " ON " + JdbcTarget.table(collection) + " (("
                + indexedExpression(collection, index) + "))";
    }

    /** Which index serves each xpath() comparison: the one whose expression the comparison repeats ({@link PostgresIndexHints}). */
    @Override
    public List<IndexHint> indexHints(String statement, Workload workload, TargetIndexes onTarget, SchemaKeyTypes keyTypes) {
        return new PostgresIndexHints(this).hints(statement, workload, onTarget, keyTypes);
    }

    @Override
    public String dropIndexDdl(Collection collection, XmlIndex index) {
        return "DROP INDEX IF EXISTS "
                + SqlText.identifier(index.getName(), "name of an index of collection " + collection.getName());
    }

    /**
     * {@code xpath('<path>', doc, ARRAY[ARRAY['prefix','uri'], ...])} with the collection's
     * namespace bindings (PostgreSQL needs a prefix even for a default namespace).
     */
    public String xpathCall(Collection collection, String path) {
        StringBuilder call = new StringBuilder("xpath(").append(SqlText.literal(path)).append(", ").append(Tables.DOC_COLUMN);
        List<String> pairs = new ArrayList<>();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            pairs.add("ARRAY[" + SqlText.literal(binding.getPrefix()) + ", " + SqlText.literal(binding.getUri()) + "]");
        }
        if (!pairs.isEmpty()) {
            call.append(", ARRAY[").append(String.join(", ", pairs)).append(']');
        }
        return call.append(')').toString();
    }

    /** {@code xpath('<path>', doc, ARRAY[ARRAY['o', 'uri']])} (PostgreSQL evaluates XPath 1.0). */
    @Override
    public Optional<String> xpathForm(String path, Map<String, String> namespaces) {
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName("scratchpad");
        namespaces.forEach((prefix, uri) -> {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(prefix);
            binding.setUri(uri);
            collection.getNamespaces().add(binding);
        });
        return Optional.of(xpathCall(collection, path));
    }

    /**
     * The path to the node's value: an element path gets {@code /text()} (xpath() would return the
     * element's markup); an attribute, text() or function call is kept.
     */
    static String valuePath(String path) {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("An XML index needs the path of the nodes it indexes");
        }
        String p = path.strip();
        String last = p.substring(p.lastIndexOf('/') + 1);
        return last.startsWith("@") || last.endsWith(")") ? p : p + "/text()";
    }

    /** The conversion functions DATE and TIMESTAMP keys need; created with the first such index. */
    public static List<String> conversionFunctions(Collection collection) {
        boolean date = false;
        boolean timestamp = false;
        for (XmlIndex index : collection.getIndexes()) {
            date |= index.getKeyType() == IndexKeyType.DATE;
            timestamp |= index.getKeyType() == IndexKeyType.TIMESTAMP;
        }
        List<String> ddl = new ArrayList<>();
        if (date) {
            ddl.add("CREATE OR REPLACE FUNCTION " + DATE_FUNCTION + "(value text) RETURNS date\n"
                    + "LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $xwb$\n"
                    + "-- XWB: the ISO xs:date form parsed without DateStyle, so it may be used in an index;\n"
                    + "-- a time zone suffix is accepted and ignored\n"
                    + "DECLARE m text[];\nBEGIN\n"
                    + "  m := regexp_match(value, '^\\s*(-?\\d{4,})-(\\d\\d)-(\\d\\d)(Z|[+-]\\d\\d:\\d\\d)?\\s*$');\n"
                    + "  IF m IS NULL THEN\n"
                    + "    RAISE EXCEPTION 'not an xs:date: \"%\"', value USING ERRCODE = '22007';\n  END IF;\n"
                    + "  RETURN make_date(m[1]::int, m[2]::int, m[3]::int);\nEND\n$xwb$");
        }
        if (timestamp) {
            ddl.add("CREATE OR REPLACE FUNCTION " + TIMESTAMP_FUNCTION + "(value text) RETURNS timestamp\n"
                    + "LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $xwb$\n"
                    + "-- XWB: the ISO xs:dateTime form parsed without DateStyle, so it may be used in an index;\n"
                    + "-- a time zone suffix is accepted and ignored\n"
                    + "DECLARE m text[];\nBEGIN\n"
                    + "  m := regexp_match(value, '^\\s*(-?\\d{4,})-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d):(\\d\\d(\\.\\d+)?)(Z|[+-]\\d\\d:\\d\\d)?\\s*$');\n"
                    + "  IF m IS NULL THEN\n"
                    + "    RAISE EXCEPTION 'not an xs:dateTime: \"%\"', value USING ERRCODE = '22007';\n  END IF;\n"
                    + "  RETURN make_timestamp(m[1]::int, m[2]::int, m[3]::int, m[4]::int, m[5]::int, m[6]::double precision);\n"
                    + "END\n$xwb$");
        }
        return ddl;
    }
}
