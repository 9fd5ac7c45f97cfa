package org.xwb.model.tpox;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * The tables an SQL statement of a workload from elsewhere names ({@code FROM CLN_Order},
 * {@code INSERT INTO CLN_Customer}), so that a collection mapping renames them like
 * {@code fn:collection("CLN_Order")} in an xquery statement. String literals (the XPath of
 * {@code xpath('...')}, say) are left as they are.
 */
final class SqlTables {

    /** A string literal (skipped) or a name after FROM, JOIN, INTO or UPDATE. */
    private static final Pattern TABLE = Pattern.compile(
            "('(?:[^']|'')*')|\\b((?:FROM|JOIN|INTO|UPDATE)\\s+)([A-Za-z_][A-Za-z0-9_]*)\\b",
            Pattern.CASE_INSENSITIVE);

    private SqlTables() {
    }

    /** The tables {@code text} names, as written. */
    static Set<String> named(String text) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = TABLE.matcher(text);
        while (m.find()) {
            if (isTable(m, text)) {
                names.add(m.group(3));
            }
        }
        return names;
    }

    /** The tables the workload's SQL (non-xquery) statements name. */
    static Set<String> used(Workload workload) {
        Set<String> names = new LinkedHashSet<>();
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                if (!XQueryText.isXQuery(statement.getDialect())) {
                    statement.getTexts().forEach(text -> names.addAll(named(text)));
                }
            }
        }
        return names;
    }

    /** Not a literal, and not a function after FROM or JOIN ({@code FROM unnest(...)}); INTO t (a, b) is a table. */
    private static boolean isTable(Matcher m, String text) {
        if (m.group(1) != null) {
            return false;
        }
        String keyword = m.group(2).strip().toUpperCase(Locale.ROOT);
        if (keyword.equals("INTO") || keyword.equals("UPDATE")) {
            return true;
        }
        int next = m.end();
        while (next < text.length() && Character.isWhitespace(text.charAt(next))) {
            next++;
        }
        return next >= text.length() || text.charAt(next) != '(';
    }

    /** {@code text} with each table whose upper-case name is a key of {@code tables} renamed to its value. */
    static String map(String text, Map<String, String> tables) {
        if (tables.isEmpty()) {
            return text;
        }
        Matcher m = TABLE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String table = isTable(m, text) ? tables.get(m.group(3).toUpperCase(Locale.ROOT)) : null;
            m.appendReplacement(out, Matcher.quoteReplacement(table == null ? m.group() : m.group(2) + table));
        }
        m.appendTail(out);
        return out.toString();
    }
}
