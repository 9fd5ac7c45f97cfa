package org.xwb.targets.db2.eligibility;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the XQuery in a DB2 statement: the XQuery of each XMLEXISTS, XMLQUERY and XMLTABLE with
 * its PASSING clause, or the whole statement after the XQUERY keyword; and the tables the
 * statement names, with their correlation names, to know which collection a passed column is.
 * String literals and comments are skipped when looking for keywords.
 */
final class SqlXmlCalls {

    enum Kind {
        XMLEXISTS, XMLQUERY, XMLTABLE, XQUERY
    }

    /** {@code variable} is null for an argument passed as the context item (PASSING doc, no AS). */
    record Arg(String expression, String variable) {
    }

    /** {@code sqlOr}: the call is an operand of an SQL OR (XMLEXISTS(...) OR ...), which XWB does not follow further. */
    record Call(Kind kind, String xquery, List<Arg> args, Map<String, String> namespaces, boolean sqlOr) {
    }

    record TableRef(String table, String alias) {
    }

    private static final Pattern CALL = Pattern.compile("(?i)\\b(XMLEXISTS|XMLQUERY|XMLTABLE)\\s*\\(");
    private static final Pattern XQUERY = Pattern.compile("(?is)\\s*XQUERY\\s+(.*)");
    private static final Pattern TABLE_KEYWORD = Pattern.compile("(?i)\\b(FROM|JOIN|UPDATE|INTO)\\b");
    private static final Pattern TABLE_ITEM = Pattern.compile(
            "(?i)\\s*((?:[A-Za-z_][\\w$#@]*\\.)?[A-Za-z_][\\w$#@]*)(?:\\s+(?:AS\\s+)?([A-Za-z_][\\w$#@]*))?\\s*");
    private static final Set<String> NOT_ALIASES = Set.of("WHERE", "GROUP", "HAVING", "ORDER", "FETCH", "UNION",
            "EXCEPT", "INTERSECT", "WITH", "FOR", "OFFSET", "LIMIT", "JOIN", "INNER", "LEFT", "RIGHT", "FULL", "CROSS",
            "ON", "SET", "VALUES", "SELECT", "USING");
    private static final Pattern LIST_END = Pattern.compile(
            "(?i)\\b(WHERE|GROUP|HAVING|ORDER|FETCH|UNION|EXCEPT|INTERSECT|WITH|FOR|OFFSET|LIMIT|JOIN|INNER|LEFT|RIGHT|FULL|CROSS|ON|SET|VALUES|SELECT)\\b");

    private SqlXmlCalls() {
    }

    static List<Call> calls(String sql) {
        String masked = mask(sql);
        Matcher xquery = XQUERY.matcher(masked);
        if (xquery.matches()) {
            return List.of(new Call(Kind.XQUERY, sql.substring(xquery.start(1)), List.of(), Map.of(), false));
        }
        List<Call> calls = new ArrayList<>();
        Matcher m = CALL.matcher(masked);
        while (m.find()) {
            Kind kind = Kind.valueOf(m.group(1).toUpperCase(Locale.ROOT));
            int open = m.end() - 1;
            int close = matching(masked, open);
            int pos = skipBlanks(sql, open + 1);
            Map<String, String> namespaces = new LinkedHashMap<>();
            if (masked.regionMatches(true, pos, "XMLNAMESPACES", 0, 13)) {
                int nsOpen = masked.indexOf('(', pos);
                int nsClose = matching(masked, nsOpen);
                namespaces.putAll(xmlNamespaces(sql.substring(nsOpen + 1, nsClose)));
                pos = skipBlanks(sql, masked.indexOf(',', nsClose) + 1);
            }
            if (pos >= sql.length() || sql.charAt(pos) != '\'') {
                continue; // the XQuery is not a string constant: nothing XWB can read
            }
            int literalEnd = literalEnd(sql, pos);
            String xq = sql.substring(pos + 1, literalEnd - 1).replace("''", "'");
            calls.add(new Call(kind, xq, args(sql, masked, literalEnd, close), namespaces,
                    kind == Kind.XMLEXISTS && besideOr(masked, m.start(), close)));
        }
        return calls;
    }

    /** The tables in FROM, JOIN, UPDATE and INSERT INTO, with correlation names (upper-cased, as SQL folds them). */
    static List<TableRef> tables(String sql) {
        String masked = mask(sql);
        List<TableRef> tables = new ArrayList<>();
        Matcher keyword = TABLE_KEYWORD.matcher(masked);
        while (keyword.find()) {
            boolean list = keyword.group(1).equalsIgnoreCase("FROM");
            int end = listEnd(masked, keyword.end(), list);
            for (String item : list ? splitTopLevel(masked.substring(keyword.end(), end)) : List.of(masked.substring(keyword.end(), end))) {
                if (item.strip().startsWith("(") || item.toUpperCase(Locale.ROOT).strip().matches("(XMLTABLE|TABLE|LATERAL)\\b.*")) {
                    continue;
                }
                Matcher t = TABLE_ITEM.matcher(item);
                if (t.lookingAt()) {
                    String name = t.group(1);
                    String table = name.substring(name.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
                    String alias = t.group(2) == null || NOT_ALIASES.contains(t.group(2).toUpperCase(Locale.ROOT)) ? null
                            : t.group(2).toUpperCase(Locale.ROOT);
                    tables.add(new TableRef(table, alias));
                }
            }
        }
        return tables;
    }

    private static final Pattern OR_BEFORE = Pattern.compile("(?is).*\\bOR(?:\\s+NOT)?[\\s(]*$");
    private static final Pattern OR_AFTER = Pattern.compile("(?is)^[\\s)]*OR\\b.*");

    /** Whether the SQL keyword OR is next to the predicate that starts at {@code start} and ends at {@code close}. */
    private static boolean besideOr(String masked, int start, int close) {
        String before = masked.substring(Math.max(0, start - 40), start);
        String after = close + 1 < masked.length() ? masked.substring(close + 1, Math.min(masked.length(), close + 41)) : "";
        return OR_BEFORE.matcher(before).matches() || OR_AFTER.matcher(after).matches();
    }

    private static int listEnd(String masked, int from, boolean list) {
        int depth = 0;
        for (int i = from; i < masked.length(); i++) {
            char c = masked.charAt(i);
            if (c == '(') {
                if (!list && depth == 0 && i > from && !masked.substring(from, i).isBlank()) {
                    return i; // INSERT INTO t (columns)
                }
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    return i;
                }
                depth--;
            } else if (depth == 0 && Character.isLetter(c) && (i == 0 || !Character.isLetterOrDigit(masked.charAt(i - 1)))) {
                Matcher end = LIST_END.matcher(masked).region(i, masked.length());
                if (end.lookingAt() && i > from) {
                    return i;
                }
            }
        }
        return masked.length();
    }

    private static List<Arg> args(String sql, String masked, int from, int close) {
        String region = masked.substring(from, close);
        Matcher passing = Pattern.compile("(?i)^\\s*PASSING\\s+(?:BY\\s+(?:REF|VALUE)\\s+)?").matcher(region);
        if (!passing.find()) {
            return List.of();
        }
        int start = from + passing.end();
        Matcher stop = Pattern.compile("(?i)\\b(RETURNING|COLUMNS|EMPTY\\s+ON\\s+EMPTY|NULL\\s+ON\\s+EMPTY)\\b")
                .matcher(masked).region(start, close);
        int end = close;
        while (stop.find()) {
            if (depth(masked, start, stop.start()) == 0) {
                end = stop.start();
                break;
            }
        }
        List<Arg> args = new ArrayList<>();
        int itemStart = start;
        for (int i = start; i <= end; i++) {
            if (i == end || (masked.charAt(i) == ',' && depth(masked, start, i) == 0)) {
                args.add(arg(sql.substring(itemStart, i), masked.substring(itemStart, i)));
                itemStart = i + 1;
            }
        }
        return args;
    }

    private static Arg arg(String original, String masked) {
        Matcher as = Pattern.compile("(?i)\\bAS\\s+").matcher(masked);
        while (as.find()) {
            if (depth(masked, 0, as.start()) == 0) {
                String expression = original.substring(0, as.start()).strip();
                String rest = original.substring(as.end()).strip().replaceFirst("(?i)\\s+BY\\s+(REF|VALUE)$", "");
                String variable = rest.startsWith("\"") && rest.endsWith("\"") && rest.length() > 1
                        ? rest.substring(1, rest.length() - 1).replace("\"\"", "\"")
                        : rest.toUpperCase(Locale.ROOT);
                return new Arg(expression, variable);
            }
        }
        return new Arg(original.strip().replaceFirst("(?i)\\s+BY\\s+(REF|VALUE)$", ""), null);
    }

    /** XMLNAMESPACES('uri' AS "p", DEFAULT 'uri'): prefix to URI ("" for the default element namespace). */
    private static Map<String, String> xmlNamespaces(String inside) {
        Map<String, String> map = new LinkedHashMap<>();
        Matcher item = Pattern.compile("(?i)(DEFAULT\\s+)?'((?:[^']|'')*)'(?:\\s+AS\\s+(\"[^\"]+\"|\\w+))?").matcher(inside);
        while (item.find()) {
            String uri = item.group(2).replace("''", "'");
            if (item.group(1) != null) {
                map.put("", uri);
            } else if (item.group(3) != null) {
                String prefix = item.group(3);
                map.put(prefix.startsWith("\"") ? prefix.substring(1, prefix.length() - 1) : prefix.toLowerCase(Locale.ROOT), uri);
            }
        }
        return map;
    }

    private static List<String> splitTopLevel(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    private static int depth(String text, int from, int to) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '(') {
                depth++;
            } else if (text.charAt(i) == ')') {
                depth--;
            }
        }
        return depth;
    }

    private static int matching(String masked, int open) {
        int depth = 0;
        for (int i = open; i < masked.length(); i++) {
            if (masked.charAt(i) == '(') {
                depth++;
            } else if (masked.charAt(i) == ')' && --depth == 0) {
                return i;
            }
        }
        return masked.length();
    }

    private static int skipBlanks(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The offset after a string literal that starts at {@code start} ('' inside is a quote). */
    private static int literalEnd(String sql, int start) {
        int i = start + 1;
        while (i < sql.length()) {
            if (sql.charAt(i) == '\'') {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == '\'') {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return sql.length();
    }

    /** The statement with the insides of string literals and comments blanked, same length. */
    static String mask(String sql) {
        StringBuilder out = new StringBuilder(sql);
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                int end = literalEnd(sql, i);
                for (int j = i + 1; j < end - 1; j++) {
                    out.setCharAt(j, ' ');
                }
                i = end;
            } else if (c == '-' && sql.startsWith("--", i)) {
                int end = sql.indexOf('\n', i);
                end = end < 0 ? sql.length() : end;
                for (int j = i; j < end; j++) {
                    out.setCharAt(j, ' ');
                }
                i = end;
            } else if (c == '/' && sql.startsWith("/*", i)) {
                int end = sql.indexOf("*/", i + 2);
                end = end < 0 ? sql.length() : end + 2;
                for (int j = i; j < end; j++) {
                    out.setCharAt(j, ' ');
                }
                i = end;
            } else {
                i++;
            }
        }
        return out.toString();
    }
}
