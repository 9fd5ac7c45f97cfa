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
                    statement.getTexts().forEach(text -> names.addAll(XQueryText.collectionNames(text)));
                }
            }
        }
        return names;
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
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                if (!XQueryText.isXQuery(statement.getDialect())) {
                    continue;
                }
                List<String> texts = statement.getTexts().stream().map(text -> XQueryText.mapCollections(text, mapping)).toList();
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
    static List<String> apply(Map<String, String> mapping, Workload workload, XmlElement root, ElementRules rules) {
        List<String> warnings = new ArrayList<>();
        if (mapping.isEmpty()) {
            return warnings;
        }
        Set<String> names = new LinkedHashSet<>();
        workload.getCollections().stream().map(Collection::getName).forEach(names::add);
        Set<String> used = used(workload);
        for (Map.Entry<String, String> entry : mapping.entrySet()) {
            if (!names.contains(entry.getValue())) {
                rules.report(root, "--collection " + entry.getKey() + "=" + entry.getValue() + ": the workload has no collection '"
                        + entry.getValue() + "'" + (names.isEmpty() ? " (the file declares no <collections>)"
                                : "; its collections: " + String.join(", ", names)));
            } else if (!used.contains(entry.getKey())) {
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
}
