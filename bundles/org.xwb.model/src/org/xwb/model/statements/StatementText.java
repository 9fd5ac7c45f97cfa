package org.xwb.model.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;

/**
 * Reads statement texts the way the driver runs them: where the parameter markers are and what
 * kind of work a statement does. String literals, quoted identifiers and comments are skipped, so
 * a '?' inside an XQuery string or an XPath predicate in quotes is not taken for a marker.
 */
public final class StatementText {

    /**
     * A marker found in a text: JDBC {@code ?} (number 0), textual TPoX {@code |n} (number n), or
     * an XQuery external variable ({@code variable} its name, number 0: bound in order like {@code ?}).
     */
    public record Marker(int offset, int length, int number, String variable) {

        public Marker(int offset, int length, int number) {
            this(offset, length, number, null);
        }

        /** Bound by position: a {@code ?} or an external variable. */
        public boolean isJdbc() {
            return number == 0;
        }

        /** The textual marker {@code |0}, which names no parameter. */
        public boolean isTextualZero() {
            return number == 0 && variable == null && length > 1;
        }
    }

    private StatementText() {
    }

    /**
     * The markers of one statement text of {@code dialect}, in order of appearance: in the
     * {@link XQueryText#DIALECT xquery} dialect its external variables (bound in order, like
     * {@code ?}) and textual {@code |n} markers; in the SQL dialects {@code ?} and {@code |n}.
     */
    public static List<Marker> markers(String text, String dialect) {
        if (!XQueryText.isXQuery(dialect)) {
            return markers(text);
        }
        List<Marker> markers = new ArrayList<>();
        for (XQueryText.ExternalVariable variable : XQueryText.externalVariables(text)) {
            markers.add(new Marker(variable.offset(), variable.length(), 0, variable.name()));
        }
        markers.addAll(XQueryText.textualMarkers(text));
        markers.sort(java.util.Comparator.comparingInt(Marker::offset));
        return markers;
    }

    /** The markers of one SQL statement text, in order of appearance. */
    public static List<Marker> markers(String text) {
        List<Marker> markers = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\'' || c == '"') {
                i = skipQuoted(text, i, c);
            } else if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-') {
                i = skipToLineEnd(text, i);
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                i = skipBlockComment(text, i, "*/");
            } else if (c == '(' && i + 1 < n && text.charAt(i + 1) == ':') {
                i = skipBlockComment(text, i, ":)"); // XQuery comment
            } else if (c == '?') {
                markers.add(new Marker(i, 1, 0));
                i++;
            } else if (c == '|' && i + 1 < n && Character.isDigit(text.charAt(i + 1))
                    && (i == 0 || text.charAt(i - 1) != '|')) {
                int end = i + 1;
                while (end < n && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                markers.add(new Marker(i, end - i, Integer.parseInt(text.substring(i + 1, end))));
                i = end;
            } else {
                i++;
            }
        }
        return markers;
    }

    /** The number of values a statement needs: one per {@code ?}, and the highest {@code |n}. */
    public static int parameterCount(Statement statement) {
        int jdbc = 0;
        int textual = 0;
        for (String text : statement.getTexts()) {
            for (Marker marker : markers(text, statement.getDialect())) {
                if (marker.isJdbc()) {
                    jdbc++;
                } else {
                    textual = Math.max(textual, marker.number());
                }
            }
        }
        return Math.max(jdbc, textual);
    }

    private static final Pattern RETURNS_ROWS = Pattern.compile(
            "^[\\s(]*(SELECT|VALUES|XQUERY)\\b", Pattern.CASE_INSENSITIVE);

    /**
     * True when the driver runs the text with {@code executeQuery} (it starts with SELECT, VALUES or
     * XQUERY), else with {@code executeUpdate}; the JMeter export picks its JDBC request type alike.
     */
    public static boolean returnsRows(String text) {
        return RETURNS_ROWS.matcher(text).find();
    }

    /** What one text does, from its first keyword (after comments and opening parentheses). */
    public static TransactionKind kindOf(String text) {
        String keyword = firstKeyword(text);
        return switch (keyword) {
        case "SELECT", "VALUES", "WITH", "XQUERY", "FOR", "LET", "EXPLAIN", "SHOW" -> TransactionKind.QUERY;
        case "INSERT", "COPY", "IMPORT", "LOAD" -> TransactionKind.INSERT;
        case "UPDATE", "MERGE" -> TransactionKind.UPDATE;
        case "DELETE" -> TransactionKind.DELETE;
        case "" -> TransactionKind.OTHER;
        default -> keyword.startsWith("(:") ? TransactionKind.QUERY : TransactionKind.OTHER;
        };
    }

    /**
     * What a transaction does: the strongest kind among its texts (delete over update over insert
     * over query), taken from its first statement that has text. A read-then-replace update is an
     * update.
     */
    public static TransactionKind kindOf(Transaction transaction) {
        for (Statement statement : transaction.getStatements()) {
            if (statement.getTexts().isEmpty()) {
                continue;
            }
            TransactionKind strongest = null;
            for (String text : statement.getTexts()) {
                TransactionKind kind = XQueryText.isXQuery(statement.getDialect()) ? XQueryText.kindOf(text) : kindOf(text);
                if (strongest == null || rank(kind) > rank(strongest)) {
                    strongest = kind;
                }
            }
            return strongest;
        }
        return TransactionKind.OTHER;
    }

    private static int rank(TransactionKind kind) {
        return switch (kind) {
        case OTHER -> 0;
        case QUERY -> 1;
        case INSERT -> 2;
        case UPDATE -> 3;
        case DELETE -> 4;
        };
    }

    private static String firstKeyword(String text) {
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '(') {
                i++;
            } else if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-') {
                i = skipToLineEnd(text, i);
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                i = skipBlockComment(text, i, "*/");
            } else if (c == ':' && i > 0 && text.charAt(i - 1) == '(') {
                i = skipBlockComment(text, i - 1, ":)");
            } else {
                break;
            }
        }
        int start = i;
        while (i < n && Character.isLetter(text.charAt(i))) {
            i++;
        }
        return text.substring(start, i).toUpperCase(Locale.ROOT);
    }

    /** The offset after the literal or quoted name that starts at {@code start} (a doubled quote stays inside). */
    public static int skipQuoted(String text, int start, char quote) {
        int i = start + 1;
        while (i < text.length()) {
            if (text.charAt(i) == quote) {
                if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i += 2; // doubled quote inside the literal
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return i;
    }

    /** The offset after the line that holds {@code start} (a {@code --} comment). */
    public static int skipToLineEnd(String text, int start) {
        int end = text.indexOf('\n', start);
        return end < 0 ? text.length() : end + 1;
    }

    /** The offset after the block comment that opens at {@code start} and ends with {@code close}. */
    public static int skipBlockComment(String text, int start, String close) {
        int end = text.indexOf(close, start + 2);
        return end < 0 ? text.length() : end + close.length();
    }
}
