package org.xwb.targets.postgres;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.IndexHint.Match;
import org.xwb.core.plan.IndexHint.Presence;
import org.xwb.core.plan.IndexHint.Status;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.Tables;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;

/**
 * Index hints on PostgreSQL. An XML index here is a B-tree on an expression, and the planner uses
 * it only for a comparison of the very same expression, so a comparison is served by an index
 * whose expression is the comparison's own, compared as PostgreSQL would see them
 * ({@link #normalized}: spacing, case, parentheses, the {@code ::text} the catalog adds to
 * literals and a table alias on {@code doc} do not matter). The key type of a proposed index is
 * the one the comparison converts to ({@code ::double precision} is DOUBLE, XWB's date function
 * DATE); the schema's type is a note when it differs.
 */
final class PostgresIndexHints {

    private final PostgresStatements statements;

    PostgresIndexHints(PostgresStatements statements) {
        this.statements = statements;
    }

    List<IndexHint> hints(String sql, Workload workload, TargetIndexes onTarget, SchemaKeyTypes keyTypes) {
        List<IndexHint> hints = new ArrayList<>();
        for (SqlXpathPredicates.Comparison comparison : SqlXpathPredicates.find(sql)) {
            collection(workload, comparison.table())
                    .ifPresent(collection -> hints.add(hint(comparison, sql, collection, onTarget, keyTypes)));
        }
        return hints;
    }

    private IndexHint hint(SqlXpathPredicates.Comparison comparison, String sql, Collection collection,
            TargetIndexes onTarget, SchemaKeyTypes keyTypes) {
        String predicate = sql.substring(comparison.start(), comparison.end());
        String path = indexPath(comparison.path());
        String table = Tables.tableName(collection).toLowerCase(Locale.ROOT);
        List<String> notes = new ArrayList<>();
        if (comparison.function().equals("xpath_exists")) {
            notes.add("xpath_exists() runs its XPath on every document; no index serves it. Compare the node's value "
                    + "instead, with the expression of an index on it");
            return new IndexHint(predicate, comparison.start(), comparison.end(), collection, path, null, Status.NOT_INDEXABLE,
                    List.of(), "", notes, null, "");
        }
        String expression = normalized(comparison.expression());
        IndexKeyType statementType = keyType(expression).orElse(null);
        Optional<IndexKeyType> schemaType = keyTypes.keyType(collection, path);
        if (schemaType.isPresent() && statementType != null && schemaType.get() != statementType) {
            notes.add("the schema (" + collection.getSchema() + ") types this node for a " + schemaType.get()
                    + " key; the statement compares it as " + statementType);
        }
        if (comparison.operator().contains("LIKE")) {
            notes.add(comparison.operator() + " uses a B-tree index only with a text_pattern_ops operator class or the C "
                    + "collation; XWB's indexes have neither");
        }
        if (expression.contains("::date") || expression.contains("::timestamp")) {
            notes.add("::date and ::timestamp depend on DateStyle, so PostgreSQL cannot index them: convert with "
                    + PostgresStatements.DATE_FUNCTION + "(...) or " + PostgresStatements.TIMESTAMP_FUNCTION
                    + "(...) as XWB's DATE and TIMESTAMP indexes do");
        }

        List<Match> matches = new ArrayList<>();
        Set<String> onTargetNames = new HashSet<>();
        Set<String> servingOnTarget = new HashSet<>();
        for (TargetIndex index : onTarget.indexes()) {
            if (index.table().equalsIgnoreCase(table)) {
                onTargetNames.add(index.name().toLowerCase(Locale.ROOT));
                if (expression.equals(normalized(definitionExpression(index.definition())))) {
                    servingOnTarget.add(index.name().toLowerCase(Locale.ROOT));
                }
            }
        }
        XmlIndex declaredServing = null;
        XmlIndex samePath = null;
        for (XmlIndex index : collection.getIndexes()) {
            String name = index.getName().toLowerCase(Locale.ROOT);
            if (expression.equals(normalized(statements.indexedExpression(collection, index)))) {
                Presence presence = !onTarget.known() ? Presence.UNKNOWN
                        : servingOnTarget.contains(name) ? Presence.YES : Presence.NO;
                matches.add(new Match(index.getName(), true, presence));
                declaredServing = declaredServing == null ? index : declaredServing;
            } else if (indexPath(index.getPath()).equals(path) && samePath == null) {
                samePath = index;
            }
        }
        for (String name : servingOnTarget) {
            if (matches.stream().noneMatch(m -> m.index().equalsIgnoreCase(name))) {
                matches.add(new Match(name, false, Presence.YES));
            }
        }

        XmlIndex template = declaredServing;
        if (template == null) {
            template = XwbFactory.eINSTANCE.createXmlIndex();
            template.setName(freeName(collection, path, onTargetNames));
            template.setPath(path);
            template.setKeyType(statementType != null ? statementType : schemaType.orElse(IndexKeyType.VARCHAR));
        }
        String indexed = statements.indexedExpression(collection, template);
        boolean proposalServes = normalized(indexed).equals(expression);
        if (samePath != null && declaredServing == null) {
            notes.add("index " + samePath.getName() + " is on this node but on the expression "
                    + statements.indexedExpression(collection, samePath)
                    + "; PostgreSQL uses it only for a comparison of exactly that expression");
        }
        if (!proposalServes) {
            notes.add("an index XWB makes on " + path + " is on " + indexed
                    + ": write the comparison with that expression so an index can serve it");
        }

        Status status;
        if (matches.stream().anyMatch(m -> m.onTarget() != Presence.NO)) {
            status = Status.SERVED;
        } else if (declaredServing != null) {
            status = Status.INDEX_MISSING_ON_TARGET;
        } else {
            status = proposalServes ? Status.NO_INDEX : Status.NOT_INDEXABLE;
        }
        XmlIndex proposal = null;
        String ddl = "";
        if (status == Status.INDEX_MISSING_ON_TARGET || status == Status.NO_INDEX) {
            proposal = org.eclipse.emf.ecore.util.EcoreUtil.copy(template);
            proposal.getUsedBy().clear();
            ddl = statements.createIndexDdl(collection, proposal);
        }
        return new IndexHint(predicate, comparison.start(), comparison.end(), collection, path,
                statementType != null ? statementType : schemaType.orElse(null), status, matches,
                proposalServes ? indexed : "", notes, proposal, ddl);
    }

    private static Optional<Collection> collection(Workload workload, String table) {
        if (workload == null || table.isEmpty()) {
            return Optional.empty();
        }
        return workload.getCollections().stream().filter(c -> Tables.tableName(c).equalsIgnoreCase(table)).findFirst();
    }

    /** The path an index holds: the statement's path without the /text() XWB adds to element paths itself. */
    static String indexPath(String xpath) {
        String p = xpath.strip();
        return p.endsWith("/text()") ? p.substring(0, p.length() - "/text()".length()) : p;
    }

    /** The key type the expression converts to; empty when it is compared as it is. */
    static Optional<IndexKeyType> keyType(String normalized) {
        if (normalized.startsWith(PostgresStatements.DATE_FUNCTION)) {
            return Optional.of(IndexKeyType.DATE);
        }
        if (normalized.startsWith(PostgresStatements.TIMESTAMP_FUNCTION)) {
            return Optional.of(IndexKeyType.TIMESTAMP);
        }
        int cast = normalized.lastIndexOf("::");
        if (cast < 0) {
            return Optional.empty();
        }
        String type = normalized.substring(cast + 2);
        return switch (type) {
            case "doubleprecision", "real" -> Optional.of(IndexKeyType.DOUBLE);
            case "numeric" -> Optional.of(IndexKeyType.DECIMAL);
            case "bigint", "integer", "smallint" -> Optional.of(IndexKeyType.INTEGER);
            case "text", "charactervarying" -> Optional.of(IndexKeyType.VARCHAR);
            default -> Optional.empty();
        };
    }

    /** An index name the workload and the target do not use yet: table_node, then table_node_2, ... */
    private static String freeName(Collection collection, String path, Set<String> onTarget) {
        String last = path.substring(path.lastIndexOf('/') + 1).replaceFirst("^@", "").replaceFirst("^.*:", "");
        String base = (Tables.tableName(collection) + "_" + last).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_");
        Set<String> used = new HashSet<>(onTarget);
        collection.getIndexes().forEach(i -> used.add(i.getName().toLowerCase(Locale.ROOT)));
        String name = base;
        for (int n = 2; used.contains(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    /** The indexed expression of a catalog definition: "CREATE INDEX x ON t USING btree (EXPR)". */
    static String definitionExpression(String definition) {
        int using = definition.toUpperCase(Locale.ROOT).indexOf(" USING ");
        int open = definition.indexOf('(', using < 0 ? 0 : using);
        int close = definition.lastIndexOf(')');
        return open < 0 || close <= open ? definition : definition.substring(open + 1, close);
    }

    /**
     * An expression as PostgreSQL compares expressions, as far as text can tell: without spaces,
     * parentheses, the {@code ::text} the catalog adds to literals, a table alias on the document
     * column or a {@code pg_catalog.} prefix, in lower case, type synonyms spelt one way.
     */
    static String normalized(String expression) {
        StringBuilder out = new StringBuilder();
        String blanked = SqlXpathPredicates.blankLiterals(expression);
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (c == '\'' && blanked.charAt(i) == '\'') {
                int end = blanked.indexOf('\'', i + 1); // blankLiterals keeps only the closing quote
                end = end < 0 ? expression.length() - 1 : end;
                out.append(expression, i, Math.min(end + 1, expression.length()));
                i = end + 1;
                java.util.regex.Matcher text = LITERAL_TEXT_CAST.matcher(expression).region(Math.min(i, expression.length()),
                        expression.length());
                if (text.lookingAt()) {
                    i = text.end();
                }
            } else {
                if (!Character.isWhitespace(c) && c != '(' && c != ')') {
                    out.append(Character.toLowerCase(c));
                }
                i++;
            }
        }
        String result = out.toString().replaceAll("(?<![\\w'])[a-z_][a-z0-9_$]*\\.doc(?![\\w])", "doc")
                .replace("pg_catalog.", "");
        for (Map.Entry<String, String> synonym : SYNONYMS.entrySet()) {
            result = result.replaceAll("::" + synonym.getKey() + "(?![a-z0-9_])", "::" + synonym.getValue());
        }
        return result;
    }

    private static final java.util.regex.Pattern LITERAL_TEXT_CAST = java.util.regex.Pattern.compile("\\s*::\\s*text(?![\\w\\[])");
    private static final Map<String, String> SYNONYMS = Map.of("float8", "doubleprecision", "float4", "real", "int8", "bigint",
            "int4", "integer", "int", "integer", "int2", "smallint", "varchar", "charactervarying", "decimal", "numeric");
}
