package org.xwb.model.statements;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.TransactionKind;

/**
 * Reads statements of the {@code xquery} dialect the way the XQuery target runs them. Their
 * markers are the external variables the prolog declares ({@code declare variable $id as
 * xs:string external;}): the transaction's parameters bind them in declaration order, across the
 * texts of a statement, as JDBC {@code ?} markers are bound in SQL (a {@code ?} in XQuery is an
 * occurrence indicator or a lookup, never a marker). {@code fn:collection("NAME")} names a
 * collection of the workload.
 */
public final class XQueryText {

    /** The dialect of XQuery statements. */
    public static final String DIALECT = "xquery";

    /**
     * An external variable of the prolog.
     *
     * @param name   its name without {@code $}, e.g. "id" or "local:id"
     * @param type   its declared sequence type, e.g. "xs:string" or "document-node()"; null when undeclared
     * @param offset where its {@code $} is in the text
     * @param length of {@code $name}
     * @param typeEnd where a type would be inserted ({@code as T} after the name) when it has none
     */
    public record ExternalVariable(String name, String type, int offset, int length, int typeEnd) {
    }

    /**
     * A collection named with a literal: {@code fn:collection("NAME")}, or the database argument
     * of a BaseX {@code db:} function ({@code db:add("NAME", ...)}); the name and where it is
     * (without quotes).
     */
    public record CollectionUse(String name, int offset, int length) {
    }

    private static final Pattern VARIABLE_DECLARATION = Pattern.compile(
            "^declare\\s+(?:%\\S+\\s+)*variable\\s+\\$((?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*)(\\s+as\\s+(.+?))?\\s+external\\b",
            Pattern.DOTALL);
    private static final Pattern PROLOG_START = Pattern.compile(
            "^(xquery\\s+(version|encoding)\\b|module\\s+namespace\\b|declare\\s|import\\s+(module|schema)\\b)");
    /** fn:collection("NAME"), and the database argument of BaseX's db: functions, which name it too. */
    private static final Pattern COLLECTION = Pattern.compile(
            "(?<![\\w:.\\-])(?:(?:fn:)?collection\\s*\\(\\s*(?:\"([^\"]*)\"|'([^']*)')\\s*\\)"
                    + "|db:(?:get|open|add|put|replace|delete|rename)\\s*\\(\\s*(?:\"([^\"]*)\"|'([^']*)')\\s*[,)])");
    private static final Pattern INSERT = Pattern.compile("\\binsert\\s+nodes?\\b|\\bdb:(add|create)\\s*\\(");
    private static final Pattern UPDATE = Pattern.compile(
            "\\breplace\\s+(value\\s+of\\s+)?node\\b|\\brename\\s+node\\b|\\bdb:(replace|put|rename|update)\\s*\\(");
    private static final Pattern DELETE = Pattern.compile("\\bdelete\\s+nodes?\\b|\\bdb:delete\\s*\\(");
    private static final Pattern TRANSFORM = Pattern.compile("\\bcopy\\s+\\$.*?\\bmodify\\b(.*?)\\breturn\\b",
            Pattern.DOTALL);

    private XQueryText() {
    }

    /** True for the xquery dialect's name (any case). */
    public static boolean isXQuery(String dialect) {
        return DIALECT.equalsIgnoreCase(dialect);
    }

    /** The external variables the prolog declares, in order. */
    public static List<ExternalVariable> externalVariables(String text) {
        List<ExternalVariable> variables = new ArrayList<>();
        String blank = withoutComments(text);
        int position = skipSpace(blank, 0);
        while (position < blank.length()) {
            String rest = blank.substring(position);
            if (!PROLOG_START.matcher(rest).find()) {
                break;
            }
            int end = declarationEnd(blank, position);
            Matcher declaration = VARIABLE_DECLARATION.matcher(blank.substring(position, end));
            if (declaration.find()) {
                int nameStart = position + declaration.start(1) - 1;
                String type = declaration.group(3) == null ? null : declaration.group(3).strip();
                variables.add(new ExternalVariable(declaration.group(1), type, nameStart, declaration.group(1).length() + 1,
                        position + declaration.end(1)));
            }
            position = skipSpace(blank, end + 1);
        }
        return variables;
    }

    /** Where the query body starts (after the prolog's declarations). */
    public static int bodyStart(String text) {
        String blank = withoutComments(text);
        int position = skipSpace(blank, 0);
        while (position < blank.length() && PROLOG_START.matcher(blank.substring(position)).find()) {
            position = skipSpace(blank, declarationEnd(blank, position) + 1);
        }
        return Math.min(position, text.length());
    }

    /** The textual TPoX markers {@code |n} outside comments and string literals, in order. */
    static List<StatementText.Marker> textualMarkers(String text) {
        List<StatementText.Marker> markers = new ArrayList<>();
        String blank = withoutComments(text);
        char quote = 0;
        for (int i = 0; i < blank.length(); i++) {
            char c = blank.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if ((c == '"' || c == '\'') && startsString(blank, i)) {
                quote = c;
            } else if (c == '|' && i + 1 < blank.length() && Character.isDigit(blank.charAt(i + 1))
                    && (i == 0 || blank.charAt(i - 1) != '|')) {
                int end = i + 1;
                while (end < blank.length() && Character.isDigit(blank.charAt(end))) {
                    end++;
                }
                markers.add(new StatementText.Marker(i, end - i, Integer.parseInt(blank.substring(i + 1, end))));
                i = end - 1;
            }
        }
        return markers;
    }

    /** Every collection named with a literal ({@link CollectionUse}), outside comments, in order. */
    public static List<CollectionUse> collections(String text) {
        List<CollectionUse> uses = new ArrayList<>();
        Matcher matcher = COLLECTION.matcher(withoutComments(text));
        while (matcher.find()) {
            int group = 1;
            while (matcher.group(group) == null) {
                group++;
            }
            uses.add(new CollectionUse(matcher.group(group), matcher.start(group), matcher.group(group).length()));
        }
        return uses;
    }

    /** The distinct collection names the text uses, in order of first use. */
    public static Set<String> collectionNames(String text) {
        Set<String> names = new LinkedHashSet<>();
        collections(text).forEach(use -> names.add(use.name()));
        return names;
    }

    /** The text with each collection use ({@link CollectionUse}) named by a key of {@code mapping} naming its value instead. */
    public static String mapCollections(String text, Map<String, String> mapping) {
        StringBuilder mapped = new StringBuilder(text);
        List<CollectionUse> uses = collections(text);
        for (int i = uses.size() - 1; i >= 0; i--) {
            CollectionUse use = uses.get(i);
            String to = mapping.get(use.name());
            int slash = use.name().indexOf('/');
            if (to == null && slash > 0 && mapping.containsKey(use.name().substring(0, slash))) {
                // collection("db/path") of BaseX: the database is the part before the first slash
                mapped.replace(use.offset(), use.offset() + slash, mapping.get(use.name().substring(0, slash)));
            } else if (to != null) {
                mapped.replace(use.offset(), use.offset() + use.length(), to);
            }
        }
        return mapped.toString();
    }

    /**
     * What the query does: an insert ({@code insert node}, {@code db:add}), an update
     * ({@code replace}, {@code rename}, {@code db:replace}, {@code db:put}), a delete
     * ({@code delete node}, {@code db:delete}), else a query. Updates inside a copy-modify
     * expression change a copy only and do not count; the strongest kind wins.
     */
    public static TransactionKind kindOf(String text) {
        String body = withoutComments(text).substring(bodyStart(text));
        Matcher transform = TRANSFORM.matcher(body);
        StringBuilder outside = new StringBuilder(body);
        while (transform.find()) {
            for (int i = transform.start(1); i < transform.end(1); i++) {
                outside.setCharAt(i, ' ');
            }
        }
        String scanned = outside.toString();
        if (DELETE.matcher(scanned).find()) {
            return TransactionKind.DELETE;
        }
        if (UPDATE.matcher(scanned).find()) {
            return TransactionKind.UPDATE;
        }
        if (INSERT.matcher(scanned).find()) {
            return TransactionKind.INSERT;
        }
        return body.isBlank() ? TransactionKind.OTHER : TransactionKind.QUERY;
    }

    /** The declaration {@code type} of an untyped external variable inserted into {@code text}. */
    public static String withType(String text, ExternalVariable variable, String type) {
        if (variable.type() != null) {
            return text;
        }
        return text.substring(0, variable.typeEnd()) + " as " + type + text.substring(variable.typeEnd());
    }

    /**
     * The text with comments ({@code (: ... :)}, nested) replaced by blanks, so offsets stay
     * those of the text and nothing inside a comment is taken for code.
     */
    static String withoutComments(String text) {
        StringBuilder out = new StringBuilder(text);
        int depth = 0;
        int start = -1;
        boolean inString = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (depth == 0 && inString) {
                if (c == quote) {
                    inString = false;
                }
            } else if (depth == 0 && (c == '"' || c == '\'') && startsString(text, i)) {
                inString = true;
                quote = c;
            } else if (c == '(' && i + 1 < text.length() && text.charAt(i + 1) == ':') {
                if (depth++ == 0) {
                    start = i;
                }
                i++;
            } else if (depth > 0 && c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ')') {
                i++;
                if (--depth == 0) {
                    blank(out, start, i + 1);
                }
            }
        }
        if (depth > 0) {
            blank(out, start, text.length());
        }
        return out.toString();
    }

    /**
     * Quotes delimit strings in the prolog and in expressions; inside the text of an element
     * constructor they are characters. Only string literals that follow an operator, a bracket
     * or a keyword are taken as strings, which holds for prolog literals and function arguments.
     */
    private static boolean startsString(String text, int quoteAt) {
        int i = quoteAt - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        if (i < 0) {
            return true;
        }
        char before = text.charAt(i);
        return "(,=;[{:|!<>+-*".indexOf(before) >= 0 || Character.isLetter(before);
    }

    private static void blank(StringBuilder out, int from, int to) {
        for (int i = from; i < to; i++) {
            if (out.charAt(i) != '\n') {
                out.setCharAt(i, ' ');
            }
        }
    }

    private static int skipSpace(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The {@code ;} that ends the declaration starting at {@code from}, outside strings and braces. */
    private static int declarationEnd(String text, int from) {
        int depth = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\'') {
                int close = text.indexOf(c, i + 1);
                i = close < 0 ? text.length() : close;
            } else if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            } else if (c == ';' && depth <= 0) {
                return i;
            }
        }
        return text.length();
    }
}
