package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * Renames the collections that imported xquery statements name: {@code fn:collection("CLN_Order")}
 * of the source system becomes {@code fn:collection("orders")} of the workload. The workload
 * editor's Map Collections does the same on an open workload.
 */
public final class CollectionMapping {

    private CollectionMapping() {
    }

    /** The collection names the workload's xquery statements use, in order of first use. */
    public static Set<String> used(Workload workload) {
        Set<String> names = new LinkedHashSet<>();
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                if (XQueryText.isXQuery(statement.getDialect())) {
                    // collection("db/path") names the database db
                    statement.getTexts().forEach(text -> XQueryText.collectionNames(text)
                            .forEach(name -> names.add(name.indexOf('/') > 0 ? name.substring(0, name.indexOf('/')) : name)));
                }
            }
        }
        return names;
    }

    /**
     * A guess for each {@link #unknown} name among collections the workload will run against
     * ({@code offered}: the kit database's, those of a target) and its own: the collection whose
     * namespace and root element the queries read from it ({@code fn:collection("CLN_Customer")/Customer}
     * under {@code declare default element namespace "http://tpox-benchmark.com/custacc"} ->
     * custacc), else {@link #suggested(Workload)}'s guess.
     */
    public static Map<String, String> suggested(Workload workload, List<Collection> offered) {
        Map<String, String> suggested = new java.util.LinkedHashMap<>(suggested(workload));
        for (String name : unknown(workload)) {
            Set<String> matches = new LinkedHashSet<>();
            for (QueryRoots.Root root : QueryRoots.of(workload, name)) {
                for (Collection candidate : candidates(workload, offered)) {
                    if (QueryRoots.holds(candidate, root)) {
                        matches.add(candidate.getName());
                    }
                }
            }
            if (matches.size() == 1) {
                suggested.put(name, matches.iterator().next());
            }
        }
        return suggested;
    }

    private static List<Collection> candidates(Workload workload, List<Collection> offered) {
        List<Collection> all = new ArrayList<>(offered);
        all.addAll(workload.getCollections());
        return all;
    }

    /** The used names that are no collection of the workload (the ones to map). */
    public static Set<String> unknown(Workload workload) {
        Set<String> names = used(workload);
        workload.getCollections().forEach(collection -> {
            names.remove(collection.getName());
            names.remove(collection.getTable());
        });
        return names;
    }

    /**
     * A first guess for each {@link #unknown} name: the workload's collection of the same name or
     * document kind once a source system's prefix is dropped ({@code CLN_Order} -> the collection
     * named {@code order(s)} or holding TPoX orders; {@code CLN_Customer} -> the one holding
     * CustAcc documents). Names with no single such collection are left out: they stay as they are.
     */
    public static Map<String, String> suggested(Workload workload) {
        Map<String, String> suggested = new java.util.LinkedHashMap<>();
        for (String name : unknown(workload)) {
            String word = name.substring(name.lastIndexOf('_') + 1).toLowerCase(java.util.Locale.ROOT);
            String kind = TpoxWorkloadImporter.documentKind(word);
            List<String> matches = workload.getCollections().stream()
                    .filter(c -> c.getName().equalsIgnoreCase(word) || c.getName().equalsIgnoreCase(word + "s")
                            || kind != null && kind.equals(c.getDocumentKind()))
                    .map(Collection::getName).distinct().toList();
            if (matches.size() == 1) {
                suggested.put(name, matches.get(0));
            }
        }
        return suggested;
    }

    /**
     * The xquery texts of the workload with the mapping applied, by statement; only statements
     * that change are in the result, so an editor can make one undoable change of them.
     */
    public static Map<Statement, List<String>> mappedTexts(Workload workload, Map<String, String> mapping) {
        Map<Statement, List<String>> changed = new java.util.LinkedHashMap<>();
        Map<String, String> tables = new java.util.HashMap<>();
        Map<String, String> sqlTables = new java.util.HashMap<>(); // as the collection spells its table
        mapping.forEach((from, to) -> workload.getCollections().stream().filter(c -> c.getName().equals(to)).findFirst()
                .ifPresent(c -> {
                    String table = c.getTable() == null || c.getTable().isBlank() ? c.getName() : c.getTable();
                    tables.put(from.toUpperCase(java.util.Locale.ROOT), table.toUpperCase(java.util.Locale.ROOT));
                    sqlTables.put(from.toUpperCase(java.util.Locale.ROOT), table);
                }));
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                boolean xquery = XQueryText.isXQuery(statement.getDialect());
                List<String> texts = statement.getTexts().stream().map(text -> xquery
                        ? mapXmlColumns(XQueryText.mapCollections(text, mapping), tables)
                        : SqlTables.map(mapXmlColumns(text, tables), sqlTables)).toList();
                if (!texts.equals(statement.getTexts())) {
                    changed.put(statement, texts);
                }
            }
        }
        return changed;
    }

    /**
     * Applies {@code mapping} to an imported workload. A mapping to a name that is no collection
     * of the workload is reported at the root element; the returned warnings name mappings that
     * no statement uses.
     */
    static List<String> apply(Map<String, String> mapping, Workload workload, XmlElement root, ElementRules rules,
            List<Collection> offered) {
        List<String> warnings = new ArrayList<>();
        if (mapping.isEmpty()) {
            return warnings;
        }
        // a collection of the database the workload will run on (the kit's custacc, say) joins the workload
        for (String to : new LinkedHashSet<>(mapping.values())) {
            boolean own = workload.getCollections().stream().anyMatch(c -> c.getName().equals(to));
            offered.stream().filter(c -> !own && c.getName().equals(to)).findFirst().ifPresent(c -> {
                Collection copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(c);
                copy.getIndexes().forEach(index -> index.getUsedBy().clear()); // transactions of the other workload
                workload.getCollections().add(copy);
            });
        }
        Set<String> names = new LinkedHashSet<>();
        workload.getCollections().stream().map(Collection::getName).forEach(names::add);
        Set<String> used = used(workload);
        Set<String> sqlUsed = SqlTables.used(workload);
        for (Map.Entry<String, String> entry : mapping.entrySet()) {
            if (!names.contains(entry.getValue())) {
                rules.report(root, "--collection " + entry.getKey() + "=" + entry.getValue() + ": neither the workload nor "
                        + "the database has a collection '" + entry.getValue() + "'" + (names.isEmpty()
                                ? " (the file declares no <collections>)" : "; its collections: " + String.join(", ", names))
                        + (offered.isEmpty() ? "" : "; the database's: " + String.join(", ",
                                offered.stream().map(Collection::getName).toList())));
            } else if (!used.contains(entry.getKey())
                    && sqlUsed.stream().noneMatch(table -> table.equalsIgnoreCase(entry.getKey()))) {
                warnings.add("--collection " + entry.getKey() + "=" + entry.getValue() + ": no xquery statement uses fn:collection(\""
                        + entry.getKey() + "\")" + (used.isEmpty() ? "" : "; they use " + String.join(", ", used)));
            }
        }
        mappedTexts(workload, mapping).forEach((statement, texts) -> {
            statement.getTexts().clear();
            statement.getTexts().addAll(texts);
        });
        return warnings;
    }

    private static final java.util.regex.Pattern XMLCOLUMN = java.util.regex.Pattern.compile(
            "(db2-fn:xmlcolumn\\s*\\(\\s*['\"])([^'\".]+)\\.([^'\"]+)(['\"])", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** {@code db2-fn:xmlcolumn('CLN_ORDER.XMLDOC')} of a mapped name reads the mapped collection's table (column DOC). */
    static String mapXmlColumns(String text, Map<String, String> tables) {
        if (tables.isEmpty()) {
            return text;
        }
        java.util.regex.Matcher m = XMLCOLUMN.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String table = tables.get(m.group(2).toUpperCase(java.util.Locale.ROOT));
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(table == null ? m.group()
                    : m.group(1) + table + ".DOC" + m.group(4)));
        }
        m.appendTail(out);
        return out.toString();
    }
}
