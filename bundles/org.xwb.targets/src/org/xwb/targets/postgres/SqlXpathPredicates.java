package org.xwb.targets.postgres;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the XPath comparisons of a PostgreSQL statement: each {@code xpath('path', doc, ARRAY[...])}
 * call grown to the whole expression around it (subscript, casts, wrapping parentheses, XWB's
 * date conversion functions) that is compared with something ({@code =, <>, <, <=, >, >=},
 * BETWEEN, LIKE), and each bare {@code xpath_exists(...)} condition. Literals and comments are
 * skipped; the table a call's document column belongs to comes from the FROM, JOIN, UPDATE and
 * INTO clauses and their aliases.
 */
final class SqlXpathPredicates {

    /**
     * One comparison.
     *
     * @param start      where the comparison starts in the statement (0-based, the operand side)
     * @param end        where it ends (exclusive)
     * @param expression the compared expression around the xpath() call, as written
     * @param function   "xpath" or "xpath_exists"
     * @param path       the XPath of the call
     * @param table      the table of the call's document column, or "" when the statement does not say
     * @param namespaces prefix to URI, as the call's ARRAY binds them
     * @param operator   the comparison operator, upper case ("=", "BETWEEN", "LIKE"); "" for xpath_exists
     */
    record Comparison(int start, int end, String expression, String function, String path, String table,
            Map<String, String> namespaces, String operator) {
    }

    private static final Pattern CALL = Pattern.compile("(?i)(?<![\\w.$])(xpath|xpath_exists)\\s*\\(");
    private static final Pattern CAST = Pattern.compile("(?i)\\s*::\\s*(double\\s+precision|character\\s+varying"
            + "|timestamp(?:\\s+with(?:out)?\\s+time\\s+zone)?|[a-z_][a-z0-9_]*)(\\s*\\(\\s*\\d+(\\s*,\\s*\\d+)?\\s*\\))?(\\[\\])?");
    private static final Pattern OPERATOR_AFTER = Pattern.compile("(?i)\\s*(<>|!=|<=|>=|=|<|>|NOT\\s+BETWEEN\\b|BETWEEN\\b"
            + "|NOT\\s+I?LIKE\\b|I?LIKE\\b)");
    private static final Pattern OPERATOR_BEFORE = Pattern.compile("(<>|!=|<=|>=|=|<|>)\\s*$");
    private static final Pattern CONDITION_BEFORE = Pattern.compile("(?i)(\\bWHERE|\\bAND|\\bOR|\\bNOT|\\bON|\\()\\s*$");
    private static final Pattern TABLE = Pattern.compile("(?i)\\b(FROM|JOIN|UPDATE|INTO)\\s+(ONLY\\s+)?([A-Za-z_][\\w$]*"
            + "(?:\\.[A-Za-z_][\\w$]*)?)(\\s+(?:AS\\s+)?([A-Za-z_][\\w$]*))?");
    private static final Pattern NAMESPACE = Pattern.compile("(?i)ARRAY\\s*\\[\\s*'((?:[^']|'')*)'\\s*,\\s*'((?:[^']|'')*)'\\s*\\]");
    /** XWB's immutable conversions of DATE and TIMESTAMP index keys (PostgresStatements). */
    private static final Set<String> CONVERSIONS = Set.of(PostgresStatements.DATE_FUNCTION.toLowerCase(Locale.ROOT),
            PostgresStatements.TIMESTAMP_FUNCTION.toLowerCase(Locale.ROOT));
    /** Words after which a parenthesis groups (rather than calls a function). */
    private static final Set<String> GROUPING_AFTER = Set.of("where", "and", "or", "not", "on", "select", "when", "then",
            "else", "case", "having", "in", "between", "like", "ilike", "is", "distinct", "all", "any", "some", "exists");
    private static final Set<String> NOT_ALIASES = Set.of("where", "join", "on", "cross", "inner", "left", "right", "full",
            "natural", "lateral", "set", "group", "order", "limit", "for", "using", "union", "except", "intersect",
            "having", "window", "values", "select", "returning", "offset", "fetch", "default");

    private final String sql;
    /** The statement with literals, quoted names and comments blanked out, same length. */
    private final String code;

    private SqlXpathPredicates(String sql) {
        this.sql = sql;
        this.code = blankLiterals(sql);
    }

    static List<Comparison> find(String sql) {
        return new SqlXpathPredicates(sql).comparisons();
    }

    private List<Comparison> comparisons() {
        Map<String, String> tables = tables();
        List<Comparison> found = new ArrayList<>();
        Matcher call = CALL.matcher(code);
        while (call.find()) {
            int open = call.end() - 1;
            int close = matching(open, '(', ')');
            if (close < 0) {
                continue;
            }
            List<String> arguments = arguments(open, close);
            if (arguments.size() < 2 || !arguments.get(0).strip().startsWith("'")) {
                continue;
            }
            String function = call.group(1).toLowerCase(Locale.ROOT);
            String path = unquote(arguments.get(0).strip());
            String table = table(arguments.get(1).strip(), tables);
            Map<String, String> namespaces = arguments.size() > 2 ? namespaces(arguments.get(2)) : Map.of();
            int[] span = grow(call.start(), close + 1);
            Matcher after = OPERATOR_AFTER.matcher(code).region(span[1], code.length());
            Matcher before = OPERATOR_BEFORE.matcher(code).region(0, span[0]);
            if (after.lookingAt()) {
                String operator = after.group(1).toUpperCase(Locale.ROOT).replaceAll("\\s+", " ");
                found.add(new Comparison(span[0], operandEnd(after.end(), operator), sql.substring(span[0], span[1]),
                        function, path, table, namespaces, operator));
            } else if (before.find()) {
                found.add(new Comparison(operandStart(before.start()), span[1], sql.substring(span[0], span[1]), function,
                        path, table, namespaces, before.group(1)));
            } else if (function.equals("xpath_exists") && CONDITION_BEFORE.matcher(code).region(0, span[0]).find()) {
                found.add(new Comparison(span[0], span[1], sql.substring(span[0], span[1]), function, path, table,
                        namespaces, ""));
            }
        }
        return found;
    }

    /** The expression around a call: subscripts, casts, wrapping parentheses and conversion functions. */
    private int[] grow(int start, int end) {
        boolean grown = true;
        while (grown) {
            grown = false;
            int next = skipSpace(end);
            if (next < code.length() && code.charAt(next) == '[') {
                int close = matching(next, '[', ']');
                if (close > 0) {
                    end = close + 1;
                    grown = true;
                    continue;
                }
            }
            Matcher cast = CAST.matcher(code).region(end, code.length());
            if (cast.lookingAt()) {
                end = cast.end();
                grown = true;
                continue;
            }
            int before = skipSpaceBack(start);
            if (before > 0 && code.charAt(before - 1) == '(' && next < code.length() && code.charAt(next) == ')') {
                int nameEnd = skipSpaceBack(before - 1);
                int nameStart = nameEnd;
                while (nameStart > 0 && (Character.isLetterOrDigit(code.charAt(nameStart - 1)) || code.charAt(nameStart - 1) == '_')) {
                    nameStart--;
                }
                String name = code.substring(nameStart, nameEnd).toLowerCase(Locale.ROOT);
                boolean grouping = name.isEmpty() || GROUPING_AFTER.contains(name);
                if (grouping || CONVERSIONS.contains(name)) { // another function's call is another expression
                    start = grouping ? before - 1 : nameStart;
                    end = next + 1;
                    grown = true;
                }
            }
        }
        return new int[] { start, end };
    }

    /** The end of the compared operand: up to AND/OR/a closing parenthesis at the same depth, or the end. */
    private int operandEnd(int from, String operator) {
        int depth = 0;
        boolean between = operator.endsWith("BETWEEN");
        int i = from;
        while (i < code.length()) {
            char c = code.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (depth == 0 && (c == ',' || c == ';')) {
                break;
            } else if (depth == 0 && wordAt(i, "AND")) {
                if (!between) {
                    break;
                }
                between = false; // BETWEEN x AND y
            } else if (depth == 0 && (wordAt(i, "OR") || wordAt(i, "ORDER") || wordAt(i, "GROUP") || wordAt(i, "LIMIT")
                    || wordAt(i, "FOR") || wordAt(i, "RETURNING") || wordAt(i, "WHERE") || wordAt(i, "JOIN")
                    || wordAt(i, "UNION"))) {
                break;
            }
            i++;
        }
        return skipSpaceBack(i);
    }

    /** The start of an operand written before the operator, back to WHERE/AND/OR/ON/NOT or an opening parenthesis. */
    private int operandStart(int operator) {
        int depth = 0;
        int i = operator;
        while (i > 0) {
            char c = code.charAt(i - 1);
            if (c == ')' || c == ']') {
                depth++;
            } else if (c == '(' || c == '[') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (depth == 0 && endsWithKeyword(i)) {
                break;
            }
            i--;
        }
        return skipSpace(i);
    }

    private boolean endsWithKeyword(int end) {
        for (String keyword : List.of("WHERE", "AND", "OR", "ON", "NOT")) {
            int start = end - keyword.length();
            if (start >= 0 && code.regionMatches(true, start, keyword, 0, keyword.length())
                    && (start == 0 || !isWordChar(code.charAt(start - 1))) && (end >= code.length() || !isWordChar(code.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    private boolean wordAt(int i, String word) {
        return code.regionMatches(true, i, word, 0, word.length()) && (i == 0 || !isWordChar(code.charAt(i - 1)))
                && (i + word.length() >= code.length() || !isWordChar(code.charAt(i + word.length())));
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    /** Alias or table name (lower case) to table name (lower case), from FROM/JOIN/UPDATE/INTO. */
    private Map<String, String> tables() {
        Map<String, String> tables = new HashMap<>();
        Matcher m = TABLE.matcher(code);
        while (m.find()) {
            String name = m.group(3).toLowerCase(Locale.ROOT);
            int next = skipSpace(m.end(3));
            if (NOT_ALIASES.contains(name) || next < code.length() && code.charAt(next) == '(') {
                continue; // LATERAL, a function in FROM
            }
            String table = name.substring(name.lastIndexOf('.') + 1);
            tables.put(table, table);
            tables.putIfAbsent("", table); // the first table, for an unqualified column
            String alias = m.group(5) == null ? null : m.group(5).toLowerCase(Locale.ROOT);
            if (alias != null && !NOT_ALIASES.contains(alias)) {
                tables.put(alias, table);
            }
        }
        return tables;
    }

    private static String table(String documentArgument, Map<String, String> tables) {
        String argument = documentArgument.toLowerCase(Locale.ROOT);
        int dot = argument.lastIndexOf('.');
        String qualifier = dot < 0 ? "" : argument.substring(0, dot).strip();
        return tables.getOrDefault(qualifier, "");
    }

    private static Map<String, String> namespaces(String array) {
        Map<String, String> namespaces = new java.util.LinkedHashMap<>();
        Matcher m = NAMESPACE.matcher(array);
        while (m.find()) {
            namespaces.put(m.group(1).replace("''", "'"), m.group(2).replace("''", "'"));
        }
        return namespaces;
    }

    /** The call's arguments (original text), split at top-level commas. */
    private List<String> arguments(int open, int close) {
        List<String> arguments = new ArrayList<>();
        int depth = 0;
        int from = open + 1;
        for (int i = open + 1; i < close; i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                arguments.add(sql.substring(from, i));
                from = i + 1;
            }
        }
        arguments.add(sql.substring(from, close));
        return arguments;
    }

    private int matching(int open, char opening, char closing) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == opening) {
                depth++;
            } else if (c == closing && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private int skipSpace(int i) {
        while (i < code.length() && Character.isWhitespace(code.charAt(i))) {
            i++;
        }
        return i;
    }

    private int skipSpaceBack(int i) {
        while (i > 0 && Character.isWhitespace(code.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    private static String unquote(String literal) {
        String inner = literal.substring(1, literal.endsWith("'") && literal.length() > 1 ? literal.length() - 1 : literal.length());
        return inner.replace("''", "'");
    }

    /**
     * The statement with the insides of string literals, dollar quotes, quoted names and comments
     * replaced by spaces (quotes kept), so a scan for calls and keywords sees code only.
     */
    static String blankLiterals(String sql) {
        StringBuilder out = new StringBuilder(sql);
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                int j = i + 1;
                while (j < sql.length()) {
                    if (sql.charAt(j) == c) {
                        if (j + 1 < sql.length() && sql.charAt(j + 1) == c) {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                blank(out, i + 1, Math.min(j, sql.length()));
                i = j + 1;
            } else if (c == '-' && sql.startsWith("--", i)) {
                int j = sql.indexOf('\n', i);
                j = j < 0 ? sql.length() : j;
                blank(out, i, j);
                i = j;
            } else if (c == '/' && sql.startsWith("/*", i)) {
                int j = sql.indexOf("*/", i + 2);
                j = j < 0 ? sql.length() : j + 2;
                blank(out, i, j);
                i = j;
            } else if (c == '$') {
                Matcher tag = Pattern.compile("\\$[A-Za-z_]*\\$").matcher(sql).region(i, sql.length());
                if (tag.lookingAt() && (i == 0 || !isWordChar(sql.charAt(i - 1)))) {
                    int j = sql.indexOf(tag.group(), tag.end());
                    j = j < 0 ? sql.length() : j + tag.group().length();
                    blank(out, tag.end(), Math.max(tag.end(), j - tag.group().length()));
                    i = j;
                } else {
                    i++;
                }
            } else {
                i++;
            }
        }
        return out.toString();
    }

    private static void blank(StringBuilder out, int from, int to) {
        for (int k = from; k < to; k++) {
            if (out.charAt(k) != '\n') {
                out.setCharAt(k, ' ');
            }
        }
    }
}
