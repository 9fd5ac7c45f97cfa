package org.xwb.targets.db2.xpath;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the pattern of an XML index ({@code GENERATE KEY USING XMLPATTERN '...'}) the way DB2
 * checks it, and refuses what DB2 refuses with its reason code (IBM, SQLCODE -20304 / SQL20304N
 * "Invalid index definition involving an XMLPATTERN clause": 5 the pattern does not start with
 * / or //, 6 no name or kind test after a /, 7 an axis other than child, attribute, descendant,
 * self and descendant-or-self, 8 an invalid kind test, 9 a predicate, 10 other XQuery syntax).
 * Prefixes are resolved with the collection's namespace declarations; an unprefixed element name
 * has no namespace (XWB declares no default element namespace). DB2 10.1 and later also accept a
 * function step at the end, fn:upper-case(.) or fn:exists(...) ("Context steps and function
 * expression steps"), which is kept apart from the path. self:: and descendant-or-self:: with a
 * name test are read into the path; where that is only part of what they select the result says so.
 */
public final class XmlPattern {

    private static final Set<String> REVERSE_AXES = Set.of("parent", "ancestor", "ancestor-or-self", "preceding",
            "preceding-sibling", "following", "following-sibling");

    private static final Set<String> FUNCTIONS = Set.of("fn:upper-case", "upper-case", "fn:exists", "exists");

    /**
     * A pattern as read: the nodes it indexes ({@code path}, the context step of a function
     * index), the function step or null, whether {@code path} holds only part of the nodes DB2
     * indexes ({@code approximate}), and whether it can select no node at all.
     */
    public record Parsed(NodePath path, String function, boolean approximate, boolean selectsNothing) {
    }

    private final String text;
    private final Map<String, String> namespaces;
    private int pos;
    private String function;
    private boolean approximate;
    private boolean nothing;
    private int stepsSoFar;

    private XmlPattern(String text, Map<String, String> namespaces) {
        this.text = text;
        this.namespaces = namespaces;
    }

    /**
     * @param namespaces prefix to namespace URI
     * @throws IllegalArgumentException naming what DB2 would refuse and its SQL20304N reason code
     */
    public static NodePath parse(String pattern, Map<String, String> namespaces) {
        return parseDetailed(pattern, namespaces).path();
    }

    /** @throws IllegalArgumentException as {@link #parse} */
    public static Parsed parseDetailed(String pattern, Map<String, String> namespaces) {
        XmlPattern reader = new XmlPattern(pattern == null ? "" : pattern.strip(), namespaces);
        NodePath path = reader.path();
        return new Parsed(path, reader.function, reader.approximate, reader.nothing);
    }

    private NodePath path() {
        if (!text.startsWith("/")) {
            throw refused(5, "does not start with / or //");
        }
        List<PathStep> steps = new ArrayList<>();
        boolean pendingDescendant = false;
        while (pos < text.length()) {
            boolean descendant = pendingDescendant;
            pendingDescendant = false;
            if (text.startsWith("//", pos)) {
                descendant = true;
                pos += 2;
            } else if (text.charAt(pos) == '/') {
                pos++;
            } else {
                throw refused(10, "has '" + text.charAt(pos) + "' where a / or the end belongs");
            }
            skipBlanks();
            if (pos >= text.length()) {
                throw refused(6, "ends with a / that no name or kind test follows");
            }
            stepsSoFar = steps.size();
            Step step = step(descendant);
            if (step.descendantOrSelfNode) {
                pendingDescendant = true;
            } else if (step.self) {
                self(steps, step.value, descendant);
            } else if (step.value != null) {
                steps.add(step.value);
            }
            if (function != null) {
                skipBlanks();
                if (pos < text.length()) {
                    throw refused(10, "has '" + text.substring(pos) + "' after the function step " + function
                            + "; a function step must be the last step");
                }
                if (steps.isEmpty()) {
                    throw refused(10, "has the function step " + function + " without a context step before it");
                }
                return new NodePath(steps);
            }
            skipBlanks();
            if (pos < text.length() && text.charAt(pos) == '[') {
                throw refused(9, "has a predicate [...]; DB2 allows no predicates in an XML pattern: index the node "
                        + "the predicate tests instead");
            }
        }
        if (pendingDescendant || steps.isEmpty()) {
            throw refused(6, "selects no element, attribute or text node");
        }
        return new NodePath(steps);
    }

    /** {@code self}: a self:: step with a name or kind test, which narrows the step before it. */
    private record Step(PathStep value, boolean descendantOrSelfNode, boolean self) {

        Step(PathStep value, boolean descendantOrSelfNode) {
            this(value, descendantOrSelfNode, false);
        }
    }

    /** self::test after a step selects the nodes of that step that pass the test too. */
    private void self(List<PathStep> steps, PathStep test, boolean afterDescendant) {
        if (steps.isEmpty() || afterDescendant) {
            if (afterDescendant) {
                steps.add(new PathStep(true, test.kind(), test.uri(), test.local())); // //self::a is //a
            } else {
                nothing = true; // the document node is no element, attribute or text node
                steps.add(test);
            }
            return;
        }
        PathStep before = steps.remove(steps.size() - 1);
        PathStep.Kind kind = before.kind() == PathStep.Kind.NODE && test.kind() != PathStep.Kind.ATTRIBUTE ? test.kind()
                : before.kind();
        boolean kindsMeet = before.kind() == test.kind() || before.kind() == PathStep.Kind.NODE && test.kind() != PathStep.Kind.ATTRIBUTE;
        String uri = before.uri() == null ? test.uri() : before.uri();
        String local = before.local() == null ? test.local() : before.local();
        boolean namesMeet = (before.uri() == null || test.uri() == null || before.uri().equals(test.uri()))
                && (before.local() == null || test.local() == null || before.local().equals(test.local()));
        nothing |= !kindsMeet || !namesMeet;
        steps.add(new PathStep(before.descendant(), kind, uri, local));
    }

    private Step step(boolean descendant) {
        char c = text.charAt(pos);
        if (c == '@') {
            pos++;
            return new Step(nameTest(descendant, PathStep.Kind.ATTRIBUTE), false);
        }
        if (text.startsWith("..", pos)) {
            throw refused(7, "uses the parent axis (..); only the forward axes child, attribute, descendant, self "
                    + "and descendant-or-self are allowed");
        }
        if (c == '.') {
            pos++;
            return new Step(null, false);
        }
        int start = pos;
        String name = qname();
        skipBlanks();
        if (name != null && text.startsWith("::", pos)) {
            pos += 2;
            skipBlanks();
            return axisStep(name, descendant);
        }
        if (name != null && FUNCTIONS.contains(name) && pos < text.length() && text.charAt(pos) == '(') {
            int close = text.indexOf(')', pos);
            if (close < 0) {
                throw refused(10, "has an unclosed '(' after " + name);
            }
            String argument = text.substring(pos + 1, close).strip();
            boolean upper = name.endsWith("upper-case");
            if (upper ? !argument.startsWith(".") : argument.isEmpty() || argument.contains("/")) {
                throw refused(12, "has " + name + "(" + argument + "): " + (upper ? "its first argument must be the context "
                        + "item, ." : "its argument must be one name or attribute test"));
            }
            pos = close + 1;
            function = name + "(" + argument + ")";
            return new Step(null, false);
        }
        pos = start;
        return new Step(nameTest(descendant, PathStep.Kind.ELEMENT), false);
    }

    private Step axisStep(String axis, boolean descendant) {
        if (REVERSE_AXES.contains(axis)) {
            throw refused(7, "uses the " + axis + " axis; only the forward axes child, attribute, descendant, self and "
                    + "descendant-or-self are allowed");
        }
        return switch (axis) {
            case "child" -> new Step(nameTest(descendant, PathStep.Kind.ELEMENT), false);
            case "attribute" -> new Step(nameTest(descendant, PathStep.Kind.ATTRIBUTE), false);
            case "descendant" -> new Step(nameTest(true, PathStep.Kind.ELEMENT), false);
            case "self" -> {
                PathStep test = nameTest(descendant, PathStep.Kind.ELEMENT);
                yield test.kind() == PathStep.Kind.NODE ? new Step(null, false) : new Step(test, false, true);
            }
            case "descendant-or-self" -> {
                PathStep test = nameTest(descendant, PathStep.Kind.ELEMENT);
                if (test.kind() == PathStep.Kind.NODE) {
                    yield new Step(null, true);
                }
                // the descendants are //test; the context node itself passes too when it passes the test,
                // which XWB does not add (exact where it cannot: after the document node or a //)
                approximate |= !descendant && stepsSoFar > 0;
                yield new Step(new PathStep(true, test.kind(), test.uri(), test.local()), false);
            }
            default -> throw refused(10, "uses an unknown axis '" + axis + "'");
        };
    }

    /** A name test ({@code p:name}, {@code *}, {@code p:*}, {@code *:name}) or a kind test. */
    private PathStep nameTest(boolean descendant, PathStep.Kind principal) {
        skipBlanks();
        if (pos >= text.length()) {
            throw refused(6, "ends where a name or kind test belongs");
        }
        if (text.charAt(pos) == '*') {
            pos++;
            if (text.startsWith(":", pos)) {
                pos++;
                String local = ncname();
                if (local == null) {
                    throw refused(8, "has '*:' without a local name");
                }
                return new PathStep(descendant, principal, null, local);
            }
            return new PathStep(descendant, principal, null, null);
        }
        String name = qname();
        if (name == null) {
            throw refused(6, "has '" + text.charAt(pos) + "' where a name or kind test belongs");
        }
        skipBlanks();
        if (pos < text.length() && text.charAt(pos) == '(') {
            return kindTest(name, descendant, principal);
        }
        int colon = name.indexOf(':');
        if (colon < 0) {
            return new PathStep(descendant, principal, "", name);
        }
        String prefix = name.substring(0, colon);
        String local = name.substring(colon + 1);
        return new PathStep(descendant, principal, uri(prefix), local.equals("*") ? null : local);
    }

    private PathStep kindTest(String name, boolean descendant, PathStep.Kind principal) {
        int close = text.indexOf(')', pos);
        if (close < 0) {
            throw refused(8, "has an unclosed '(' after " + name);
        }
        String argument = text.substring(pos + 1, close).strip();
        pos = close + 1;
        PathStep.Kind kind = switch (name) {
            case "node" -> principal == PathStep.Kind.ATTRIBUTE ? PathStep.Kind.ATTRIBUTE : PathStep.Kind.NODE;
            case "text" -> PathStep.Kind.TEXT;
            case "comment" -> PathStep.Kind.COMMENT;
            case "processing-instruction" -> PathStep.Kind.PROCESSING_INSTRUCTION;
            default -> null;
        };
        if (kind == null && name.contains(":")) {
            throw refused(10, "has the function step " + name + "(...); DB2 accepts only fn:upper-case(.) and "
                    + "fn:exists(...) as the last step");
        }
        if (kind == null) {
            throw refused(8, "has the kind test " + name + "(), which an XML pattern does not allow "
                    + "(node(), text(), comment() and processing-instruction() are allowed)");
        }
        if (!argument.isEmpty() && kind != PathStep.Kind.PROCESSING_INSTRUCTION) {
            throw refused(8, "has " + name + "(" + argument + "); that kind test takes no argument");
        }
        return new PathStep(descendant, kind, null, null);
    }

    private String uri(String prefix) {
        String uri = namespaces.get(prefix);
        if (uri == null) {
            throw new IllegalArgumentException("The XML pattern " + text + " uses the prefix " + prefix
                    + ", which the collection does not declare (declared: " + String.join(", ", namespaces.keySet()) + ")");
        }
        return uri;
    }

    /** A QName or {@code prefix:*}, or null when none starts here. */
    private String qname() {
        String first = ncname();
        if (first == null) {
            return null;
        }
        if (text.startsWith(":*", pos)) {
            pos += 2;
            return first + ":*";
        }
        if (pos + 1 < text.length() && text.charAt(pos) == ':' && text.charAt(pos + 1) != ':') {
            int save = pos;
            pos++;
            String local = ncname();
            if (local != null) {
                return first + ":" + local;
            }
            pos = save;
        }
        return first;
    }

    private String ncname() {
        if (pos >= text.length() || !(Character.isLetter(text.charAt(pos)) || text.charAt(pos) == '_')) {
            return null;
        }
        int start = pos;
        while (pos < text.length() && isNameChar(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }

    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || Character.getType(c) == Character.NON_SPACING_MARK;
    }

    private void skipBlanks() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException refused(int reason, String what) {
        return new IllegalArgumentException("The XML pattern " + text + " " + what + " (DB2 refuses it: SQL20304N, reason code "
                + reason + ")");
    }
}
