package org.xwb.ui.statements;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the caret is in, for completion: a path inside {@code xpath('...')}, {@code XMLEXISTS},
 * {@code XMLQUERY} or XQuery text (then the path typed so far, predicates and variables resolved
 * to a path from the document, and the prefixes the statement binds), a table name after FROM,
 * JOIN, INTO or UPDATE, or nothing to complete.
 *
 * @param kind      what is completed
 * @param typed     for a path: the path from the document up to the caret (its last step partly
 *                  typed); for a table: the part of the name typed
 * @param partial   how many characters before the caret a proposal replaces
 * @param prefixes  the prefixes the statement binds and their namespace URIs
 */
record CompletionPoint(Kind kind, String typed, int partial, Map<String, String> prefixes) {

    enum Kind {
        PATH, TABLE, NONE
    }

    private static final Set<String> XPATH_FUNCTIONS = Set.of("xpath", "xpath_exists", "xmlexists", "xmlquery",
            "xmltable");
    private static final Set<String> TABLE_KEYWORDS = Set.of("FROM", "JOIN", "INTO", "UPDATE", "TABLE");
    private static final Pattern PG_NAMESPACE = Pattern.compile("ARRAY\\s*\\[\\s*'([^']*)'\\s*,\\s*'([^']*)'\\s*\\]",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern XQUERY_NAMESPACE = Pattern.compile(
            "declare\\s+namespace\\s+([\\w.-]+)\\s*=\\s*[\"']([^\"']*)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern DEFAULT_NAMESPACE = Pattern.compile(
            "declare\\s+default\\s+element\\s+namespace\\s+[\"']([^\"']*)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern SQL_NAMESPACE = Pattern.compile("'([^']*)'\\s+AS\\s+\"?([\\w.-]+)\"?",
            Pattern.CASE_INSENSITIVE);
    private static final String STOPS = " \t\r\n(,=<>!+{}|;\"'";

    static final CompletionPoint NONE = new CompletionPoint(Kind.NONE, "", 0, Map.of());

    /**
     * @param text       the statement text the caret is in
     * @param caret      the caret's offset in {@code text}
     * @param xqueryText the whole text is XQuery (an .xq file, DB2's XQUERY, the xquery dialect)
     */
    static CompletionPoint at(String text, int caret, boolean xqueryText) {
        Map<String, String> prefixes = prefixes(text);
        int literal = literalStart(text, caret);
        if (literal >= 0) {
            if (!xpathFunctionBefore(text, literal)) {
                return NONE;
            }
            return path(text.substring(literal + 1, caret).replace("''", "'"), prefixes);
        }
        if (xqueryText) {
            return path(text.substring(0, caret), prefixes);
        }
        int start = caret;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '_')) {
            start--;
        }
        String before = previousWord(text, start);
        if (TABLE_KEYWORDS.contains(before)) {
            return new CompletionPoint(Kind.TABLE, text.substring(start, caret), caret - start, prefixes);
        }
        return NONE;
    }

    /** PostgreSQL's ARRAY[ARRAY['o', 'uri']], XQuery's declare namespace, SQL/XML's XMLNAMESPACES('uri' AS "o"). */
    static Map<String, String> prefixes(String text) {
        Map<String, String> prefixes = new LinkedHashMap<>();
        Matcher pg = PG_NAMESPACE.matcher(text);
        while (pg.find()) {
            prefixes.putIfAbsent(pg.group(1), pg.group(2));
        }
        Matcher xquery = XQUERY_NAMESPACE.matcher(text);
        while (xquery.find()) {
            prefixes.putIfAbsent(xquery.group(1), xquery.group(2));
        }
        Matcher defaults = DEFAULT_NAMESPACE.matcher(text);
        if (defaults.find()) {
            prefixes.putIfAbsent("", defaults.group(1));
        }
        int namespaces = text.toUpperCase(Locale.ROOT).indexOf("XMLNAMESPACES");
        if (namespaces >= 0) {
            int end = text.indexOf(')', namespaces);
            Matcher sql = SQL_NAMESPACE.matcher(text.substring(namespaces, end < 0 ? text.length() : end));
            while (sql.find()) {
                prefixes.putIfAbsent(sql.group(2), sql.group(1));
            }
        }
        return prefixes;
    }

    /** The offset of the quote opening the SQL string literal the caret is in, or -1 (comments skipped). */
    static int literalStart(String text, int caret) {
        int i = 0;
        while (i < caret) {
            char c = text.charAt(i);
            if (c == '\'') {
                int end = i + 1;
                while (end < text.length() && !(text.charAt(end) == '\'' && (end + 1 >= text.length()
                        || text.charAt(end + 1) != '\''))) {
                    end += text.charAt(end) == '\'' ? 2 : 1;
                }
                if (end >= caret) {
                    return i;
                }
                i = end + 1;
            } else if (c == '-' && i + 1 < caret && text.charAt(i + 1) == '-') {
                int end = text.indexOf('\n', i);
                if (end < 0 || end >= caret) {
                    return -1;
                }
                i = end + 1;
            } else if (c == '/' && i + 1 < caret && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                if (end < 0 || end >= caret) {
                    return -1;
                }
                i = end + 2;
            } else {
                i++;
            }
        }
        return -1;
    }

    private static boolean xpathFunctionBefore(String text, int quote) {
        int i = quote - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        if (i < 0 || text.charAt(i) != '(') {
            return false;
        }
        return XPATH_FUNCTIONS.contains(previousWord(text, i).toLowerCase(Locale.ROOT));
    }

    /** The word before {@code end} (skipping blanks), upper-cased. */
    private static String previousWord(String text, int end) {
        int i = end - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        int wordEnd = i + 1;
        while (i >= 0 && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
            i--;
        }
        return text.substring(i + 1, wordEnd).toUpperCase(Locale.ROOT);
    }

    /** The path at the end of an XPath or XQuery expression, from the document. */
    private static CompletionPoint path(String expression, Map<String, String> prefixes) {
        String path = pathAtEnd(expression, expression.length(), 0);
        if (path == null) {
            return NONE;
        }
        int slash = path.lastIndexOf('/');
        String step = slash < 0 ? path : path.substring(slash + 1);
        return new CompletionPoint(Kind.PATH, path, step.length(), prefixes);
    }

    /**
     * The path ending at {@code end}: back over its steps and predicates; inside an open predicate
     * the step is relative to the element the predicate filters; a leading variable stands for
     * what it is bound to ({@code for $a in ...}, {@code let $a := ...}) or, when bound outside
     * (PASSING doc AS "d"), for the document.
     */
    private static String pathAtEnd(String expression, int end, int depth) {
        if (depth > 4) {
            return null;
        }
        int i = end;
        int brackets = 0;
        while (i > 0) {
            char c = expression.charAt(i - 1);
            if (c == ']') {
                brackets++;
            } else if (c == '[') {
                if (brackets == 0) {
                    break; // an open predicate: the path inside it is relative to its element
                }
                brackets--;
            } else if (brackets == 0 && STOPS.indexOf(c) >= 0) {
                break;
            }
            i--;
        }
        String path = expression.substring(i, end);
        if (i > 0 && expression.charAt(i - 1) == '[') {
            String owner = pathAtEnd(expression, i - 1, depth + 1);
            return owner == null ? null : owner + "/" + path;
        }
        if (path.startsWith("$")) {
            int slash = path.indexOf('/');
            String variable = slash < 0 ? path : path.substring(0, slash);
            String rest = slash < 0 ? "" : path.substring(slash);
            String bound = binding(expression.substring(0, i), variable, depth);
            return (bound == null ? "" : bound) + rest;
        }
        return path.startsWith("/") ? path : "/" + path;
    }

    /** What {@code $v} is bound to by a for, let, some or every before it; null when bound outside. */
    private static String binding(String before, String variable, int depth) {
        Matcher m = Pattern.compile(Pattern.quote(variable) + "\\s+(?:in|:=)\\s+").matcher(before);
        int found = -1;
        while (m.find()) {
            found = m.end();
        }
        if (found < 0) {
            return null;
        }
        int end = found;
        int brackets = 0;
        while (end < before.length()) {
            char c = before.charAt(end);
            if (c == '[') {
                brackets++;
            } else if (c == ']') {
                brackets--;
            } else if (brackets == 0 && STOPS.indexOf(c) >= 0) {
                break;
            }
            end++;
        }
        return pathAtEnd(before, end, depth + 1);
    }
}
