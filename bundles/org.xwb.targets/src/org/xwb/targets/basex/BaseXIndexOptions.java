package org.xwb.targets.basex;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.xwb.core.target.Tables;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XmlIndex;

/**
 * What an XML index of a workload is on the embedded XQuery database: BaseX has no index per path,
 * but one text index (element values) and one attribute index per database, each over the names of
 * its include list (TEXTINCLUDE, ATTRINCLUDE; the token index, for {@code contains-token}, follows
 * the attribute list). An XML index is one entry of a list: its last step's name, as
 * {@code Q{uri}Symbol} or {@code id}; two indexes whose paths end in the same name are one entry.
 * The "DDL" of a set is BaseX's own commands that set the lists and rebuild the indexes.
 */
public final class BaseXIndexOptions {

    /** BaseX's value indexes an entry can be in. */
    public enum IndexType {
        TEXT("TEXTINCLUDE"), ATTRIBUTE("ATTRINCLUDE");

        private final String option;

        IndexType(String option) {
            this.option = option;
        }

        /** The include option of this index ({@code TEXTINCLUDE}). */
        public String option() {
            return option;
        }
    }

    /**
     * One name of an include list.
     *
     * @param type the index whose list it is in
     * @param name {@code Q{uri}local}, a plain name, {@code *:local} for a prefix the collection does
     *             not bind; null for a wildcard step (the index over every name)
     */
    public record Entry(IndexType type, String name) {

        /** "TEXTINCLUDE Q{uri}Symbol", "ATTRINCLUDE all". */
        public String describe() {
            return type.option() + " " + (name == null ? "all" : name);
        }
    }

    private BaseXIndexOptions() {
    }

    /** The include-list entry an XML index of the collection stands for. */
    public static Entry entry(Collection collection, XmlIndex index) {
        Map<String, String> prefixes = collection.getNamespaces().stream()
                .collect(Collectors.toMap(NamespaceBinding::getPrefix, NamespaceBinding::getUri, (a, b) -> a));
        return entry(index.getPath(), prefixes);
    }

    /** The entry of an index path, its prefixes resolved with {@code prefixes}. */
    static Entry entry(String path, Map<String, String> prefixes) {
        String[] steps = path.strip().split("/");
        String last = steps[steps.length - 1];
        if (last.equals("text()") && steps.length > 1) {
            last = steps[steps.length - 2];
        }
        boolean attribute = last.startsWith("@");
        return new Entry(attribute ? IndexType.ATTRIBUTE : IndexType.TEXT,
                pattern(attribute ? last.substring(1) : last, prefixes));
    }

    /** {@code s:Symbol} as {@code Q{uri}Symbol}, {@code ID} as it is; null for a wildcard. */
    private static String pattern(String step, Map<String, String> prefixes) {
        if (step.equals("*") || step.endsWith(":*") || step.isEmpty()) {
            return null;
        }
        int colon = step.indexOf(':');
        if (colon < 0) {
            return step;
        }
        String uri = prefixes.get(step.substring(0, colon));
        return uri == null ? "*:" + step.substring(colon + 1) : "Q{" + uri + "}" + step.substring(colon + 1);
    }

    /**
     * BaseX's commands that give each collection's database exactly the value indexes of these XML
     * indexes (per collection; a collection with none loses its text and attribute indexes).
     */
    public static List<String> commands(Map<Collection, List<XmlIndex>> indexes) {
        List<String> commands = new ArrayList<>();
        for (Map.Entry<Collection, List<XmlIndex>> one : indexes.entrySet()) {
            Map<IndexType, Set<String>> lists = new LinkedHashMap<>();
            Set<IndexType> everyName = new LinkedHashSet<>();
            for (XmlIndex index : one.getValue()) {
                Entry entry = entry(one.getKey(), index);
                if (entry.name() == null) {
                    everyName.add(entry.type());
                }
                lists.computeIfAbsent(entry.type(), t -> new LinkedHashSet<>()).add(entry.name());
            }
            commands.addAll(commands(Tables.tableName(one.getKey()), lists, everyName));
        }
        return commands;
    }

    private static List<String> commands(String database, Map<IndexType, Set<String>> lists, Set<IndexType> everyName) {
        List<String> commands = new ArrayList<>();
        commands.add("OPEN " + database);
        for (IndexType type : IndexType.values()) {
            Set<String> names = lists.get(type);
            if (names == null) {
                commands.add("DROP INDEX " + type.name());
                continue;
            }
            commands.add("SET " + type.option() + " " + (everyName.contains(type) ? "" : String.join(",", names)).strip());
            commands.add("CREATE INDEX " + type.name());
        }
        commands.add("CLOSE");
        return commands;
    }
}
