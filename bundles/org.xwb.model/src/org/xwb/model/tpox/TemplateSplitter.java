package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.List;

import org.xwb.model.statements.StatementText;

/**
 * Splits a TPoX statement template into its statements. The delimiter ({@code %} unless the
 * location names another) separates statements only outside string literals, quoted names and
 * comments, so {@code LIKE 'ab%'} or an XPath {@code [@ID = $id]} inside a literal stay intact.
 * Pieces without a statement (blank, or only comments, e.g. after a closing delimiter) are
 * dropped; each statement keeps the line and
 * column where its text starts, for error messages.
 */
final class TemplateSplitter {

    /** One statement of a template and where it starts (1-based). */
    record Piece(String text, int line, int column) {
    }

    private TemplateSplitter() {
    }

    static List<Piece> split(String template, String delimiter) {
        if (delimiter.isEmpty()) {
            throw new IllegalArgumentException("empty delimiter");
        }
        List<Piece> pieces = new ArrayList<>();
        int start = 0;
        int i = 0;
        int n = template.length();
        while (i < n) {
            char c = template.charAt(i);
            if (template.startsWith(delimiter, i)) {
                add(template, start, i, pieces);
                i += delimiter.length();
                start = i;
            } else if (c == '\'' || c == '"') {
                i = StatementText.skipQuoted(template, i, c);
            } else if (template.startsWith("--", i)) {
                i = StatementText.skipToLineEnd(template, i);
            } else if (template.startsWith("/*", i)) {
                i = StatementText.skipBlockComment(template, i, "*/");
            } else if (template.startsWith("(:", i)) {
                i = StatementText.skipBlockComment(template, i, ":)");
            } else {
                i++;
            }
        }
        add(template, start, n, pieces);
        return pieces;
    }

    private static void add(String template, int from, int to, List<Piece> pieces) {
        int first = from;
        while (first < to && Character.isWhitespace(template.charAt(first))) {
            first++;
        }
        String text = template.substring(first, to).strip();
        if (hasCode(text)) {
            pieces.add(new Piece(text, lineOf(template, first), columnOf(template, first)));
        }
    }

    /** Whether a piece holds more than comments and blanks (a comment alone is no statement). */
    private static boolean hasCode(String text) {
        int i = 0;
        while (i < text.length()) {
            if (text.startsWith("--", i)) {
                i = StatementText.skipToLineEnd(text, i);
            } else if (text.startsWith("/*", i)) {
                i = StatementText.skipBlockComment(text, i, "*/");
            } else if (text.startsWith("(:", i)) {
                i = StatementText.skipBlockComment(text, i, ":)");
            } else if (Character.isWhitespace(text.charAt(i))) {
                i++;
            } else {
                return true;
            }
        }
        return false;
    }

    static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    static int columnOf(String text, int offset) {
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        return offset - lineStart + 1;
    }
}
