package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * The root elements the xquery statements of a workload read from a collection
 * ({@code fn:collection("CLN_Customer")/c:Customer}, or {@code /Customer} under a default element
 * namespace), and whether a collection holds documents of that root: its id path's first step,
 * resolved with its namespace bindings. What {@link CollectionMapping#suggested(Workload, List)}
 * matches names by.
 */
final class QueryRoots {

    /** An element by namespace URI ("" for none) and local name. */
    record Root(String namespace, String local) {
    }

    private static final Pattern NAMESPACE = Pattern.compile(
            "declare\\s+namespace\\s+([\\w.\\-]+)\\s*=\\s*[\"']([^\"']*)[\"']");
    private static final Pattern DEFAULT_NAMESPACE = Pattern.compile(
            "declare\\s+default\\s+element\\s+namespace\\s+[\"']([^\"']*)[\"']");
    private static final Pattern FIRST_STEP = Pattern.compile("\\G\\s*/\\s*(?:([\\w.\\-]+):)?([\\w.\\-]+)");

    private QueryRoots() {
    }

    /** The roots the workload's xquery statements read from the collection {@code name}. */
    static Set<Root> of(Workload workload, String name) {
        Set<Root> roots = new LinkedHashSet<>();
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                if (XQueryText.isXQuery(statement.getDialect())) {
                    statement.getTexts().forEach(text -> roots.addAll(of(text, name)));
                }
            }
        }
        return roots;
    }

    static List<Root> of(String text, String name) {
        String code = text; // collections() skips comments itself; offsets are the text's
        Map<String, String> prefixes = new HashMap<>();
        Matcher declared = NAMESPACE.matcher(code);
        while (declared.find()) {
            prefixes.put(declared.group(1), declared.group(2));
        }
        Matcher defaultNs = DEFAULT_NAMESPACE.matcher(code);
        String defaultNamespace = defaultNs.find() ? defaultNs.group(1) : "";
        List<Root> roots = new ArrayList<>();
        for (XQueryText.CollectionUse use : XQueryText.collections(code)) {
            if (!use.name().equals(name)) {
                continue;
            }
            int close = code.indexOf(')', use.offset() + use.length());
            if (close < 0) {
                continue;
            }
            Matcher step = FIRST_STEP.matcher(code);
            if (step.find(close + 1) && step.start() == close + 1) {
                String prefix = step.group(1);
                String namespace = prefix == null ? defaultNamespace : prefixes.get(prefix);
                if (namespace != null) {
                    roots.add(new Root(namespace, step.group(2)));
                }
            }
        }
        return roots;
    }

    /** True when the documents of {@code collection} have the root element {@code root} (its id path's first step). */
    static boolean holds(Collection collection, Root root) {
        String idPath = collection.getIdPath();
        if (idPath == null) {
            return false;
        }
        Matcher step = FIRST_STEP.matcher(idPath);
        if (!step.find(0) || step.start() != 0) {
            return false;
        }
        String prefix = step.group(1);
        String namespace = "";
        if (prefix != null) {
            namespace = null;
            for (NamespaceBinding binding : collection.getNamespaces()) {
                if (prefix.equals(binding.getPrefix())) {
                    namespace = binding.getUri();
                }
            }
        }
        return root.local().equals(step.group(2)) && root.namespace().equals(namespace);
    }
}
