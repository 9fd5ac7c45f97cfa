package org.xwb.ui.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The texts of an edited statement: several statements run in one transaction are separated by a
 * line holding only {@code %} (the TPoX template delimiter, as in the workload editor), each kept
 * with where it starts in the editor, so a server's error position lands on the right character.
 */
public record StatementTexts(List<Text> texts) {

    /** One text, stripped, and its offset in the editor's document. */
    public record Text(String text, int offset) {
    }

    public static final String SEPARATOR = "\n%\n";
    private static final Pattern SEPARATOR_LINE = Pattern.compile("\\R%\\R");

    public static StatementTexts of(String document) {
        List<Text> texts = new ArrayList<>();
        Matcher separator = SEPARATOR_LINE.matcher(document);
        int start = 0;
        while (true) {
            boolean found = separator.find();
            int end = found ? separator.start() : document.length();
            add(texts, document, start, end);
            if (!found) {
                break;
            }
            start = separator.end();
        }
        return new StatementTexts(List.copyOf(texts));
    }

    private static void add(List<Text> texts, String document, int start, int end) {
        String part = document.substring(start, end);
        if (part.isBlank()) {
            return;
        }
        int leading = 0;
        while (Character.isWhitespace(part.charAt(leading))) {
            leading++;
        }
        texts.add(new Text(part.strip(), start + leading));
    }

    public List<String> strings() {
        return texts.stream().map(Text::text).toList();
    }

    /** The texts of a document for a workload's statement, which has at least one (empty) text. */
    public static List<String> split(String document) {
        List<String> strings = of(document).strings();
        return strings.isEmpty() ? List.of("") : strings;
    }

    boolean isEmpty() {
        return texts.isEmpty();
    }

    /** The index of the text that holds {@code offset} (the caret), the last one before it otherwise. */
    int at(int offset) {
        int index = 0;
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).offset() <= offset) {
                index = i;
            }
        }
        return index;
    }
}
