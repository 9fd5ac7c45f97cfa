package org.xwb.kit.design;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.validation.ObjectPaths;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.Severity;
import org.xwb.xml.paths.SchemaNode;
import org.xwb.xml.paths.SchemaPaths;
import org.xwb.xml.paths.SchemaReadException;

/**
 * The XML indexes of a workload against its collections' schemas: a path the schema allows no
 * node at (a misspelt step, a missing prefix) is a warning; a key type the schema's values can
 * never convert to (a DOUBLE key on xs:date values) is an error. Values typed as text (xs:string
 * and its kin) may or may not convert, which only the documents tell: no problem. Collections
 * without a schema are not checked.
 */
public final class IndexChecks {

    private static final Set<String> INTEGERS = Set.of("integer", "nonPositiveInteger", "negativeInteger", "long", "int",
            "short", "byte", "nonNegativeInteger", "unsignedLong", "unsignedInt", "unsignedShort", "unsignedByte",
            "positiveInteger");
    private static final Set<String> FRACTIONS = Set.of("decimal", "float", "double");
    private static final Set<String> TEXT = Set.of("string", "normalizedString", "token", "language", "Name", "NCName",
            "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS", "anyURI", "QName", "NOTATION");

    private final CollectionSchemas schemas;

    public IndexChecks(CollectionSchemas schemas) {
        this.schemas = schemas;
    }

    public List<Problem> check(Workload workload) {
        List<Problem> problems = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            if (collection.getIndexes().isEmpty()) {
                continue;
            }
            Optional<SchemaPaths> schema;
            try {
                schema = schemas.paths(collection);
            } catch (SchemaReadException e) {
                problems.add(problem(Severity.WARNING, collection, "its index paths are not checked: the schema "
                        + collection.getSchema() + " cannot be read: " + e.getMessage()));
                continue;
            }
            if (schema.isPresent()) {
                for (XmlIndex index : collection.getIndexes()) {
                    check(collection, index, schema.get(), problems);
                }
            }
        }
        return List.copyOf(problems);
    }

    private void check(Collection collection, XmlIndex index, SchemaPaths schema, List<Problem> problems) {
        if (index.getPath() == null || index.getPath().isBlank()) {
            return; // the workload validator says so
        }
        List<SchemaNode> nodes;
        try {
            nodes = schema.select(index.getPath(), CollectionSchemas.prefixes(collection));
        } catch (IllegalArgumentException e) {
            problems.add(problem(Severity.WARNING, index, "the path cannot be checked against the schema: " + e.getMessage()));
            return;
        }
        if (nodes.isEmpty()) {
            problems.add(problem(Severity.WARNING, index, "the schema " + collection.getSchema() + " allows no node at "
                    + index.getPath() + ", so the index stays empty"));
            return;
        }
        IndexKeyType key = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        Set<String> types = new LinkedHashSet<>();
        nodes.stream().map(SchemaNode::builtinType).forEach(types::add);
        for (String type : types) {
            String why = type == null ? "the schema gives " + index.getPath() + " element content, not a value"
                    : refusal(key, type);
            if (why != null) {
                problems.add(problem(severity(key, type), index, "key type " + key + ": " + why));
            }
        }
    }

    /** Why values of a built-in type cannot be keys of the type, or null when they can (or may). */
    static String refusal(IndexKeyType key, String type) {
        if (key == IndexKeyType.VARCHAR || TEXT.contains(type)) {
            return null;
        }
        boolean converts = switch (key) {
        case DOUBLE -> INTEGERS.contains(type) || FRACTIONS.contains(type);
        case INTEGER -> INTEGERS.contains(type);
        case DECIMAL -> INTEGERS.contains(type) || type.equals("decimal");
        case DATE -> type.equals("date");
        case TIMESTAMP -> type.equals("dateTime");
        case VARCHAR -> true;
        };
        if (converts) {
            return null;
        }
        if (key == IndexKeyType.INTEGER && FRACTIONS.contains(type)) {
            return "the schema types the values xs:" + type + "; a value with a fraction does not convert to INTEGER";
        }
        if (key == IndexKeyType.DECIMAL && FRACTIONS.contains(type)) {
            return "the schema types the values xs:" + type + "; a value written with an exponent (1.5E3) does not convert "
                    + "to DECIMAL";
        }
        return "the schema types the values xs:" + type + ", which never convert to " + key
                + " (PostgreSQL rejects such a document at insert, DB2 leaves the value out of the index)";
    }

    private static Severity severity(IndexKeyType key, String type) {
        return type == null || (key == IndexKeyType.INTEGER || key == IndexKeyType.DECIMAL) && FRACTIONS.contains(type)
                ? Severity.WARNING : Severity.ERROR;
    }

    private static Problem problem(Severity severity, org.eclipse.emf.ecore.EObject object, String message) {
        return new Problem(severity, message, object, ObjectPaths.of(object));
    }

    /** What the schema says is at an index's path, e.g. {@code @ID (xs:string)}, for the editor. */
    public static String describe(List<SchemaNode> nodes, Map<String, String> prefixes) {
        return String.join(", ", nodes.stream().map(n -> n.step(prefixes.entrySet().stream()
                .filter(e -> e.getValue().equals(n.namespace())).map(Map.Entry::getKey).findFirst().orElse(null))
                + (n.builtinType() == null ? "" : " (xs:" + n.builtinType() + ")")).toList());
    }
}
