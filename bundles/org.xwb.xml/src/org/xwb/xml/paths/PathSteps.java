package org.xwb.xml.paths;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A location path as index paths and XPath predicates write it: {@code /p:a//p:b/@c}, with
 * {@code *}, {@code p:*}, {@code @*}, and a final {@code text()} (the element's own value).
 * Predicates in brackets are skipped: they filter nodes, they do not move to others.
 */
record PathSteps(List<Step> steps) {

    /** One step: down one level or any number of levels, to elements or attributes whose name matches. */
    record Step(boolean descendant, boolean attribute, String namespace, String name) {

        /** Whether a node passes the step's name test ({@code null} namespace or name: any). */
        boolean matches(String nodeNamespace, String nodeName) {
            return (namespace == null || namespace.equals(nodeNamespace)) && (name == null || name.equals(nodeName));
        }
    }

    /**
     * @param prefixes the prefixes the path may use and their namespace URIs
     * @throws IllegalArgumentException naming what is wrong (a relative path, an unbound prefix, an empty step)
     */
    static PathSteps parse(String path, Map<String, String> prefixes) {
        String text = withoutPredicates(path.strip());
        if (!text.startsWith("/")) {
            throw new IllegalArgumentException("'" + path + "' does not start with /");
        }
        List<Step> steps = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            boolean descendant = text.startsWith("//", at);
            at += descendant ? 2 : 1;
            int end = text.indexOf('/', at);
            String step = (end < 0 ? text.substring(at) : text.substring(at, end)).strip();
            at = end < 0 ? text.length() : end;
            if (step.equals("text()") || step.equals(".")) {
                continue; // the element's own value: the same node
            }
            if (step.isEmpty()) {
                throw new IllegalArgumentException("'" + path + "' has an empty step");
            }
            steps.add(step(step, descendant, prefixes, path));
        }
        return new PathSteps(List.copyOf(steps));
    }

    private static Step step(String text, boolean descendant, Map<String, String> prefixes, String path) {
        boolean attribute = text.startsWith("@") || text.startsWith("attribute::");
        String name = text.substring(text.startsWith("@") ? 1 : text.startsWith("attribute::") ? 11 : 0);
        if (name.startsWith("child::")) {
            name = name.substring(7);
        }
        if (name.equals("*")) {
            return new Step(descendant, attribute, null, null);
        }
        int colon = name.indexOf(':');
        if (colon < 0) {
            return new Step(descendant, attribute, "", name);
        }
        String prefix = name.substring(0, colon);
        String namespace = prefixes.get(prefix);
        if (namespace == null) {
            throw new IllegalArgumentException("'" + path + "': the prefix '" + prefix + "' is not bound (bound: "
                    + String.join(", ", prefixes.keySet()) + ")");
        }
        String local = name.substring(colon + 1);
        return new Step(descendant, attribute, namespace, local.equals("*") ? null : local);
    }

    private static String withoutPredicates(String path) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        char quote = 0;
        for (char c : path.toCharArray()) {
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (depth > 0 && (c == '\'' || c == '"')) {
                quote = c;
            } else if (c == '[') {
                depth++;
            } else if (c == ']' && depth > 0) {
                depth--;
            } else if (depth == 0) {
                out.append(c);
            }
        }
        return out.toString();
    }
}
