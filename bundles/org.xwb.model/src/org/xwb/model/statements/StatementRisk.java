package org.xwb.model.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether running a statement by hand should ask first: DDL (it changes the schema and, on most
 * databases, commits by itself), and a DELETE or UPDATE without a WHERE at its own level (it
 * touches every row). Literals, quoted identifiers, comments and parenthesised subqueries are
 * skipped, so a WHERE inside a subquery does not count as the statement's own.
 */
public final class StatementRisk {

    private static final Set<String> DDL = Set.of("CREATE", "DROP", "ALTER", "TRUNCATE", "RENAME", "COMMENT", "GRANT",
            "REVOKE", "REORG", "RUNSTATS");

    private StatementRisk() {
    }

    /** Why the statement should be confirmed before it runs, or empty when it need not be. */
    public static Optional<String> confirmationNeeded(String text) {
        List<String> words = topLevelWords(text);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String first = words.get(0);
        if (DDL.contains(first)) {
            return Optional.of(first + " is DDL: it changes the database's schema, and some databases commit it at once");
        }
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("DELETE") || word.equals("UPDATE")) {
                if (!words.subList(i + 1, words.size()).contains("WHERE")) {
                    return Optional.of(word + " without WHERE changes every row of the table");
                }
                return Optional.empty();
            }
            if (word.equals("SELECT") || word.equals("INSERT") || word.equals("VALUES") || word.equals("XQUERY")) {
                return Optional.empty(); // a query or insert (a WITH clause's words came before)
            }
        }
        return Optional.empty();
    }

    /** The statement's words outside literals, comments and parentheses, upper-cased. */
    static List<String> topLevelWords(String text) {
        List<String> words = new ArrayList<>();
        int depth = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\'' || c == '"') {
                i = StatementText.skipQuoted(text, i, c);
            } else if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-') {
                i = StatementText.skipToLineEnd(text, i);
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                i = StatementText.skipBlockComment(text, i, "*/");
            } else if (c == '(' && i + 1 < n && text.charAt(i + 1) == ':') {
                i = StatementText.skipBlockComment(text, i, ":)");
            } else if (c == '(') {
                depth++;
                i++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                i++;
            } else if (Character.isLetter(c) || c == '_') {
                int end = i;
                while (end < n && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
                    end++;
                }
                if (depth == 0) {
                    words.add(text.substring(i, end).toUpperCase(Locale.ROOT));
                }
                i = end;
            } else {
                i++;
            }
        }
        return words;
    }
}
