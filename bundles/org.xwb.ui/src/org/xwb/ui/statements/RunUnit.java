package org.xwb.ui.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * What Execute and Explain act on, the same for both: the selection, else the statement at the
 * caret. Statements are the {@code %}-separated texts, each split at its top-level {@code ;} (not
 * inside quotes or comments, and not in XQuery, whose prolog ends declarations with {@code ;}).
 * The texts before the unit are kept in {@link #texts} so the bind panel's values, numbered over
 * the whole editor, bind the unit's markers: the unit is {@code texts} from {@link #first} on.
 */
record RunUnit(StatementTexts texts, int first) {

    /**
     * @param selectionStart  the selection's start, the caret when nothing is selected
     * @param xquery          whether a text is XQuery (not split at {@code ;})
     */
    static RunUnit of(String document, int selectionStart, int selectionLength, Predicate<String> xquery) {
        if (selectionLength > 0) {
            List<StatementTexts.Text> before = pieces(document.substring(0, selectionStart), 0, xquery);
            List<StatementTexts.Text> all = new ArrayList<>(before);
            all.addAll(pieces(document.substring(selectionStart, selectionStart + selectionLength), selectionStart, xquery));
            return new RunUnit(new StatementTexts(List.copyOf(all)), before.size());
        }
        List<StatementTexts.Text> all = pieces(document, 0, xquery);
        if (all.isEmpty()) {
            return new RunUnit(new StatementTexts(List.of()), 0);
        }
        int at = new StatementTexts(all).at(selectionStart); // no selection: its start is the caret
        return new RunUnit(new StatementTexts(List.copyOf(all.subList(0, at + 1))), at);
    }

    /** The texts the unit runs. */
    List<StatementTexts.Text> unit() {
        return texts.texts().subList(first, texts.texts().size());
    }

    boolean isEmpty() {
        return unit().isEmpty();
    }

    private static List<StatementTexts.Text> pieces(String text, int offset, Predicate<String> xquery) {
        List<StatementTexts.Text> pieces = new ArrayList<>();
        for (StatementTexts.Text part : StatementTexts.of(text).texts()) {
            if (xquery.test(part.text())) {
                pieces.add(new StatementTexts.Text(part.text(), part.offset() + offset));
                continue;
            }
            int start = 0;
            for (int end : semicolons(part.text())) {
                add(pieces, part.text(), start, end, part.offset() + offset);
                start = end + 1;
            }
            add(pieces, part.text(), start, part.text().length(), part.offset() + offset);
        }
        return pieces;
    }

    private static void add(List<StatementTexts.Text> pieces, String text, int start, int end, int base) {
        String piece = text.substring(start, end);
        if (!piece.isBlank()) {
            int leading = 0;
            while (Character.isWhitespace(piece.charAt(leading))) {
                leading++;
            }
            pieces.add(new StatementTexts.Text(piece.strip(), base + start + leading));
        }
    }

    /** The offsets of the {@code ;} outside quotes ('', "", $$) and comments (--, block). */
    static List<Integer> semicolons(String sql) {
        List<Integer> found = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                int close = sql.indexOf(c, i + 1);
                i = close < 0 ? sql.length() : close + 1;
            } else if (sql.startsWith("--", i)) {
                int close = sql.indexOf('\n', i);
                i = close < 0 ? sql.length() : close + 1;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? sql.length() : close + 2;
            } else if (sql.startsWith("$$", i)) {
                int close = sql.indexOf("$$", i + 2);
                i = close < 0 ? sql.length() : close + 2;
            } else {
                if (c == ';') {
                    found.add(i);
                }
                i++;
            }
        }
        return found;
    }
}
