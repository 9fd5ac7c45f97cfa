package org.xwb.targets.basex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.IndexHint.Match;
import org.xwb.core.plan.IndexHint.Presence;
import org.xwb.core.plan.IndexHint.Status;
import org.xwb.core.target.Tables;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.targets.basex.BaseXIndexOptions.Entry;

/**
 * The index hints of the {@code xquery} dialect on the embedded XQuery database: every comparison
 * of a collection's nodes with a value, in a predicate of a path from {@code fn:collection("X")}
 * ({@code [@id = $id]}, {@code [s:Symbol/text() = $sym]}, nested {@code s:PE[. >= $a]}) or in a
 * where clause on a variable bound to one ({@code $ord/o:Order/@ID = $id}), and the value-index
 * entry that would serve it (BaseX: the compared element's name in TEXTINCLUDE, the attribute's in
 * ATTRINCLUDE; {@link BaseXIndexOptions}). A comparison with a number or date is not indexable:
 * BaseX's value indexes hold strings. Whether BaseX rewrites the rest for the index (string
 * equality on text nodes and attributes; string ranges) the plan and the index advisor measure.
 * Paths through functions or variables this reader does not follow yield no hint.
 */
final class BaseXIndexHints {

    private static final Pattern NAMESPACE = Pattern.compile("declare\\s+namespace\\s+([\\w.-]+)\\s*=\\s*[\"']([^\"']*)[\"']");
    private static final Pattern VARIABLE_TYPE = Pattern.compile("declare\\s+variable\\s+\\$([\\w.-]+)\\s+as\\s+xs:(\\w+)");
    private static final Pattern SOURCE = Pattern.compile("(?:fn:collection|collection|db:open|db:get)\\(\\s*[\"']([^\"']+)[\"']\\s*\\)");
    private static final Pattern BINDING = Pattern.compile("(?:for|let)\\s+\\$([\\w.-]+)\\s+(?:in|:=)\\s+$");
    private static final Pattern STEP = Pattern.compile("/(text\\(\\)|data\\(\\)|@?[\\w.-]+:[\\w.-]+|@?[\\w.-]+|\\*|\\.)");
    private static final Pattern VAR_COMPARISON = Pattern.compile(
            "\\$([\\w.-]+)((?:/(?:@?[\\w.-]+(?::[\\w.-]+)?|\\*|text\\(\\)|data\\(\\)))+)\\s*(=|!=|<=|>=|<|>|eq|ne|lt|le|gt|ge)\\s*"
                    + "(\\$[\\w.-]+|\"[^\"]*\"|'[^']*'|[+-]?\\d+(?:\\.\\d+)?)");
    private static final Pattern COMPARISON = Pattern.compile(
            "^((?:\\.|@?[\\w.-]+(?::[\\w.-]+)?|\\*|text\\(\\)|data\\(\\))(?:/(?:@?[\\w.-]+(?::[\\w.-]+)?|\\*|text\\(\\)|data\\(\\)))*)"
                    + "\\s*(=|!=|<=|>=|<|>|eq|ne|lt|le|gt|ge)\\s*(\\$[\\w.-]+|\"[^\"]*\"|'[^']*'|[+-]?\\d+(?:\\.\\d+)?)$");
    private static final Pattern NESTED = Pattern.compile("^(@?[\\w.-]+(?::[\\w.-]+)?(?:/@?[\\w.-]+(?::[\\w.-]+)?)*)\\[");

    /** A comparison found: the compared node's absolute path, how, with what, and where in the text. */
    private record Found(Collection collection, String path, String operator, String value, int start, int end,
            String source) {
    }

    private BaseXIndexHints() {
    }

    static List<IndexHint> hints(String statement, Workload workload, TargetIndexes onTarget) {
        if (workload == null) {
            return List.of();
        }
        Map<String, String> prefixes = new HashMap<>();
        Matcher ns = NAMESPACE.matcher(statement);
        while (ns.find()) {
            prefixes.put(ns.group(1), ns.group(2));
        }
        Map<String, String> types = new HashMap<>();
        Matcher type = VARIABLE_TYPE.matcher(statement);
        while (type.find()) {
            types.put(type.group(1), type.group(2));
        }
        Map<String, Collection> collectionOf = new HashMap<>();
        Map<String, String> pathOf = new HashMap<>();
        Map<Integer, Found> found = new LinkedHashMap<>();
        Matcher source = SOURCE.matcher(statement);
        while (source.find()) {
            Optional<Collection> collection = collection(workload, source.group(1));
            if (collection.isEmpty()) {
                continue;
            }
            String path = paths(statement, source.end(), "", collection.get(), found);
            Matcher binding = BINDING.matcher(statement.substring(Math.max(0, source.start() - 80), source.start()));
            if (binding.find()) {
                collectionOf.put(binding.group(1), collection.get());
                pathOf.put(binding.group(1), path);
            }
        }
        Matcher where = VAR_COMPARISON.matcher(statement);
        while (where.find()) {
            Collection collection = collectionOf.get(where.group(1));
            if (collection != null && !found.containsKey(where.start())) {
                found.put(where.start(), new Found(collection, join(pathOf.get(where.group(1)), where.group(2).substring(1)),
                        where.group(3), where.group(4), where.start(), where.end(), where.group()));
            }
        }
        List<IndexHint> hints = new ArrayList<>();
        for (Found f : found.values()) {
            hints.add(hint(f, prefixes, types, onTarget));
        }
        hints.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return hints;
    }

    /**
     * Follows the steps and predicates after a source at {@code at}: collects the comparisons of
     * each predicate (with the path so far as its context) and returns the path of the nodes the
     * whole expression selects (up to a step this reader does not follow).
     */
    private static String paths(String text, int at, String context, Collection collection, Map<Integer, Found> found) {
        String path = context;
        int i = at;
        while (i < text.length()) {
            if (text.charAt(i) == '[') {
                int close = closing(text, i);
                if (close < 0) {
                    break;
                }
                predicate(text, i + 1, close, path, collection, found);
                i = close + 1;
                continue;
            }
            Matcher step = STEP.matcher(text).region(i, text.length());
            if (!step.lookingAt() || text.startsWith("(", step.end()) && !step.group(1).endsWith(")")) {
                break;
            }
            path = path + "/" + step.group(1);
            i = step.end();
        }
        return path;
    }

    /** The comparisons of a predicate [from, to) whose context nodes are on {@code context}. */
    private static void predicate(String text, int from, int to, String context, Collection collection,
            Map<Integer, Found> found) {
        for (int[] part : parts(text, from, to)) {
            String source = text.substring(part[0], part[1]);
            String stripped = source.strip();
            int start = part[0] + source.indexOf(stripped);
            Matcher nested = NESTED.matcher(stripped);
            if (nested.lookingAt() && stripped.endsWith("]")) {
                int open = start + nested.end() - 1;
                predicate(text, open + 1, closing(text, open), join(context, nested.group(1)), collection, found);
                continue;
            }
            Matcher comparison = COMPARISON.matcher(stripped);
            if (comparison.matches()) {
                found.put(start, new Found(collection, join(context, comparison.group(1)), comparison.group(2),
                        comparison.group(3), start, start + stripped.length(), stripped));
            }
        }
    }

    /** The operands of the top-level "and"/"or" of [from, to), as ranges. */
    private static List<int[]> parts(String text, int from, int to) {
        List<int[]> parts = new ArrayList<>();
        int depth = 0;
        int start = from;
        char quote = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            } else if (depth == 0 && Character.isWhitespace(c)) {
                for (String word : new String[] { "and", "or" }) {
                    int end = i + 1 + word.length();
                    if (text.startsWith(word, i + 1) && end < to && Character.isWhitespace(text.charAt(end))) {
                        parts.add(new int[] { start, i });
                        start = end;
                        i = end - 1;
                        break;
                    }
                }
            }
        }
        parts.add(new int[] { start, to });
        return parts;
    }

    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The context path with a relative path: {@code .}, {@code text()}, {@code data()} name no node of their own. */
    private static String join(String context, String relative) {
        StringBuilder path = new StringBuilder(context);
        for (String step : relative.split("/")) {
            if (!step.isEmpty() && !step.equals(".") && !step.equals("text()") && !step.equals("data()")) {
                path.append('/').append(step);
            }
        }
        return path.toString();
    }

    private static IndexHint hint(Found f, Map<String, String> prefixes, Map<String, String> types, TargetIndexes onTarget) {
        Collection collection = f.collection();
        String database = Tables.tableName(collection);
        Entry entry = BaseXIndexOptions.entry(f.path(), prefixes);
        IndexKeyType keyType = keyType(f.value(), types);
        List<String> notes = new ArrayList<>();
        if (entry.name() == null) {
            return new IndexHint(f.source(), f.start(), f.end(), collection, f.path(), keyType, Status.NOT_INDEXABLE,
                    List.of(), "", List.of("the compared node's name is a wildcard: no include list can name it"), null, "");
        }
        if (keyType != null && keyType != IndexKeyType.VARCHAR) {
            // BaseX documentation, Indexes (https://docs.basex.org/wiki/Indexes): value indexes hold strings and do not
            // support queries for numbers and dates; BaseXTargetTest.aNumericComparisonScansEveryDocument shows it
            return new IndexHint(f.source(), f.start(), f.end(), collection, f.path(), keyType, Status.NOT_INDEXABLE,
                    List.of(), "", List.of("BaseX's value indexes hold strings: a comparison with a " + keyType
                            + " value reads every document; compare with a string (a variable declared as xs:string) for "
                            + "the text or attribute index to serve it"), null, "");
        }
        if (!f.operator().equals("=") && !f.operator().equals("eq")) {
            notes.add("a string range (" + f.operator() + ") is served when BaseX rewrites it for the index "
                    + "(StringRangeAccess in the plan)");
        }
        List<TargetIndex> listed = onTarget.indexes().stream().filter(i -> i.table().equalsIgnoreCase(database)).toList();
        boolean targetHolds = listed.stream().anyMatch(i -> BaseXValueIndexes.holds(i, entry));
        List<Match> matches = new ArrayList<>();
        XmlIndex declared = null;
        for (XmlIndex index : collection.getIndexes()) {
            Entry own = BaseXIndexOptions.entry(collection, index);
            if (own.type() == entry.type() && (own.name() == null || own.name().equals(entry.name()))) {
                Presence presence = !onTarget.known() ? Presence.UNKNOWN : targetHolds ? Presence.YES : Presence.NO;
                matches.add(new Match(index.getName(), true, presence));
                declared = declared == null ? index : declared;
            }
        }
        if (targetHolds && matches.isEmpty()) {
            matches.add(new Match(entry.type().name(), false, Presence.YES));
        }
        Status status = matches.stream().anyMatch(m -> m.onTarget() != Presence.NO) ? Status.SERVED
                : declared != null ? Status.INDEX_MISSING_ON_TARGET : Status.NO_INDEX;
        XmlIndex proposal = null;
        String ddl = "";
        if (status != Status.SERVED) {
            if (declared != null) {
                proposal = org.eclipse.emf.ecore.util.EcoreUtil.copy(declared);
                proposal.getUsedBy().clear();
            } else {
                proposal = XwbFactory.eINSTANCE.createXmlIndex();
                proposal.setName(name(collection, f.path()));
                proposal.setPath(f.path());
                proposal.setKeyType(IndexKeyType.VARCHAR); // the strings BaseX's value indexes hold
            }
            ddl = addDdl(database, entry, listed);
        }
        return new IndexHint(f.source(), f.start(), f.end(), collection, f.path(), keyType, status, matches,
                entry.describe(), notes, proposal, ddl);
    }

    /** BaseX's commands that add the entry to its database's list as the target has it. */
    private static String addDdl(String database, Entry entry, List<TargetIndex> listed) {
        Set<String> names = new LinkedHashSet<>();
        for (TargetIndex index : listed) {
            if (index.name().equals(entry.type().name())) {
                String list = index.definition().substring(entry.type().option().length()).strip();
                if (!list.equals("all")) {
                    names.add(list);
                }
            }
        }
        names.add(entry.name());
        return String.join("\n", "OPEN " + database, "SET " + entry.type().option() + " " + String.join(",", names),
                "CREATE INDEX " + entry.type().name(), "CLOSE");
    }

    /** {@code orders_acct} for /o:FIXML/o:Order/@Acct. */
    private static String name(Collection collection, String path) {
        String last = path.substring(path.lastIndexOf('/') + 1).replace("@", "");
        last = last.substring(last.indexOf(':') + 1);
        return (collection.getName() + "_" + last).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    }

    private static IndexKeyType keyType(String value, Map<String, String> types) {
        if (value.startsWith("$")) {
            String type = types.get(value.substring(1));
            if (type == null) {
                return null;
            }
            return switch (type) {
            case "double", "decimal", "float", "integer", "int", "long" -> IndexKeyType.DOUBLE;
            case "date" -> IndexKeyType.DATE;
            case "dateTime" -> IndexKeyType.TIMESTAMP;
            case "string" -> IndexKeyType.VARCHAR;
            default -> null;
            };
        }
        return value.startsWith("\"") || value.startsWith("'") ? IndexKeyType.VARCHAR : IndexKeyType.DOUBLE;
    }

    private static Optional<Collection> collection(Workload workload, String database) {
        return workload.getCollections().stream().filter(c -> Tables.tableName(c).equalsIgnoreCase(database)).findFirst();
    }
}
