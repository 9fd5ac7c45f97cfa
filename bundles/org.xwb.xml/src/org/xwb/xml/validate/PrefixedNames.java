package org.xwb.xml.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names in validation messages as the document writes them: the parser says
 * {@code '{"http://www.fixprotocol.org/FIXML-4-4":Pty}'} or {@code {http://...}Pty}; the user
 * reads {@code 'fx:Pty'} with the prefix the document has in scope there ({@code Pty} in its
 * default namespace). Follows the document's declarations as the parse goes; a problem is
 * rewritten at the next start or end of an element, because the parser reports an error in a
 * start tag before it hands over that tag's own declarations.
 */
final class PrefixedNames {

    /** Xerces's {@code "uri":local} inside a set of expected names. */
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\":([A-Za-z_][\\w.\\-]*)");
    /** The Clark form {@code {uri}local}. */
    private static final Pattern CLARK = Pattern.compile("\\{([^{}\"\\s]+)\\}([A-Za-z_][\\w.\\-]*)");
    /** A set of names whose URIs are all replaced: {@code '{a, b}'} reads {@code 'a, b'}. */
    private static final Pattern SET = Pattern.compile("'\\{([^{}\"]*)\\}'");

    private record Binding(int depth, String prefix, String uri) {
    }

    private final List<Binding> bindings = new ArrayList<>();
    private final List<Binding> pending = new ArrayList<>();
    private final Map<String, String> firstPrefix = new HashMap<>();
    private List<XmlProblem> problems = List.of();
    private int rewritten;
    private int depth;

    /** A new document whose problems go to {@code problems}. */
    void reset(List<XmlProblem> problems) {
        bindings.clear();
        pending.clear();
        firstPrefix.clear();
        this.problems = problems;
        rewritten = problems.size();
        depth = 0;
    }

    void startPrefixMapping(String prefix, String uri) {
        pending.add(new Binding(depth + 1, prefix == null ? "" : prefix, uri == null ? "" : uri));
        firstPrefix.putIfAbsent(uri, prefix == null ? "" : prefix);
    }

    void startElement() {
        depth++;
        bindings.addAll(pending);
        pending.clear();
        rewrite();
    }

    void endElement() {
        rewrite();
        while (!bindings.isEmpty() && bindings.get(bindings.size() - 1).depth() >= depth) {
            bindings.remove(bindings.size() - 1);
        }
        depth--;
    }

    /** Rewrites the problems reported since the last call, with the prefixes in scope now. */
    void rewrite() {
        for (int i = rewritten; i < problems.size(); i++) {
            XmlProblem p = problems.get(i);
            String message = readable(p.message(), this::prefixOf);
            if (!message.equals(p.message())) {
                problems.set(i, new XmlProblem(p.file(), p.line(), p.column(), p.kind(), p.severity(), p.ruleId(), message));
            }
        }
        rewritten = problems.size();
    }

    /** The prefix in scope for {@code uri} ("" for the default namespace), else the first declared for it, else null. */
    private String prefixOf(String uri) {
        for (int i = bindings.size() - 1; i >= 0; i--) {
            Binding binding = bindings.get(i);
            if (binding.uri().equals(uri) && !shadowed(binding, i)) {
                return binding.prefix();
            }
        }
        return firstPrefix.get(uri);
    }

    private boolean shadowed(Binding binding, int index) {
        for (int i = index + 1; i < bindings.size(); i++) {
            if (bindings.get(i).prefix().equals(binding.prefix())) {
                return true;
            }
        }
        return false;
    }

    /** The message with every namespace URI it names replaced by its prefix (where one is known). */
    static String readable(String message, Function<String, String> prefixOf) {
        if (message == null || message.indexOf('{') < 0) {
            return message;
        }
        String named = replace(QUOTED, replace(CLARK, message, prefixOf), prefixOf);
        return SET.matcher(named).replaceAll(match -> Matcher.quoteReplacement("'" + match.group(1) + "'"));
    }

    private static String replace(Pattern pattern, String text, Function<String, String> prefixOf) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String uri = matcher.group(1);
            String prefix = uri.isEmpty() ? "" : prefixOf.apply(uri);
            String name = prefix == null ? matcher.group() : prefix.isEmpty() ? matcher.group(2) : prefix + ":" + matcher.group(2);
            matcher.appendReplacement(out, Matcher.quoteReplacement(name));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
