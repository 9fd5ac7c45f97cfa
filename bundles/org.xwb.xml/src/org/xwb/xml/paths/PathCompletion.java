package org.xwb.xml.paths;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Completion of the step being typed at the end of a path: the element and attribute names the
 * schema allows there, written with the prefixes the caller binds (a name in a namespace no
 * prefix is bound to is left out: it could not be written).
 */
public final class PathCompletion {

    /**
     * One name to offer.
     *
     * @param step the step as it would be written ({@code o:Order}, {@code @ID})
     * @param node what the schema says about it
     */
    public record Proposal(String step, SchemaNode node) {

        /** For a list: the step and its value type when it has one. */
        public String label() {
            return node.builtinType() == null ? step : step + "  (xs:" + node.builtinType() + ")";
        }
    }

    private PathCompletion() {
    }

    /**
     * The names that can end {@code typed} (a path up to the caret): after its last {@code /},
     * those beginning with what was typed of the step.
     */
    public static List<Proposal> proposals(SchemaPaths schema, String typed, Map<String, String> prefixes) {
        int slash = typed.lastIndexOf('/');
        if (slash < 0) {
            return List.of();
        }
        String partial = typed.substring(slash + 1).toLowerCase(Locale.ROOT);
        String parent = typed.substring(0, slash);
        List<SchemaNode> names = new ArrayList<>();
        try {
            if (parent.endsWith("/")) { // after //: any element or attribute below the parent
                String above = parent.substring(0, parent.length() - 1);
                names.addAll(schema.next(above.isEmpty() ? "/" : above, prefixes));
                names.addAll(schema.next((above.isEmpty() ? "" : above) + "//*", prefixes));
            } else {
                names.addAll(schema.next(parent.isEmpty() ? "/" : parent, prefixes));
            }
        } catch (IllegalArgumentException unreadable) {
            return List.of(); // nothing sensible to offer after a path that cannot be read
        }
        Map<String, String> prefixOf = new LinkedHashMap<>();
        prefixes.forEach((prefix, uri) -> prefixOf.putIfAbsent(uri, prefix));
        Map<String, Proposal> proposals = new LinkedHashMap<>();
        for (SchemaNode node : names) {
            String prefix = prefixOf.get(node.namespace());
            if (!node.namespace().isEmpty() && prefix == null) {
                continue;
            }
            String step = node.step(prefix);
            if (step.toLowerCase(Locale.ROOT).startsWith(partial) || local(step).startsWith(partial)) {
                proposals.putIfAbsent(step, new Proposal(step, node));
            }
        }
        // elements first, then attributes, each alphabetically: the order a person scans
        return proposals.values().stream().sorted(java.util.Comparator.comparing((Proposal p) -> p.node().attribute())
                .thenComparing(Proposal::step, String.CASE_INSENSITIVE_ORDER)).toList();
    }

    /** The local part in lower case, so "ord" finds "o:Order" too. */
    private static String local(String step) {
        String name = step.startsWith("@") ? step.substring(1) : step;
        return name.substring(name.indexOf(':') + 1).toLowerCase(Locale.ROOT);
    }
}
