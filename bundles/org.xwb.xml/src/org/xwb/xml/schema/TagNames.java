package org.xwb.xml.schema;

import java.nio.file.Path;
import java.util.Arrays;

import org.xwb.core.documents.TagEnd;

/**
 * Turns the position the schema parser records for a declaration (where its start tag begins,
 * possibly before white space) into the place a reader wants: the value of its {@code name}
 * attribute, else the start tag. One per file text; lines are indexed once.
 */
final class TagNames {

    private final String text;
    private final Path file;
    private final int[] lineStarts;

    TagNames(String text, Path file) {
        this.text = text;
        this.file = file;
        int[] starts = new int[64];
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, count);
    }

    Place nameOf(int line, int column) {
        if (line <= 0 || line > lineStarts.length) {
            return new Place(file, Math.max(0, line), Math.max(0, column));
        }
        // the parser's column is that of the '<' or one after it (it counts a tab before the tag twice)
        int offset = Math.min(text.length(), lineStarts[line - 1] + Math.max(0, column - 2));
        int tag = text.indexOf('<', offset);
        if (tag < 0) {
            return new Place(file, line, column);
        }
        int name = attributeValue(tag, endOfTag(tag), "name");
        return placeAt(name >= 0 ? name : tag);
    }

    private int endOfTag(int tag) {
        int end = TagEnd.of(text, tag);
        return end < 0 ? text.length() : end;
    }

    /** Offset of the first character of attribute {@code name}'s value inside a tag, or -1. */
    private int attributeValue(int from, int to, String name) {
        int at = from;
        while ((at = text.indexOf(name, at + 1)) > 0 && at < to) {
            boolean starts = Character.isWhitespace(text.charAt(at - 1));
            int i = at + name.length();
            while (i < to && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (starts && i < to && text.charAt(i) == '=') {
                i++;
                while (i < to && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i < to && (text.charAt(i) == '"' || text.charAt(i) == '\'')) {
                    return i + 1;
                }
            }
        }
        return -1;
    }

    private Place placeAt(int offset) {
        int index = Arrays.binarySearch(lineStarts, offset);
        int line = index >= 0 ? index : -index - 2;
        return new Place(file, line + 1, offset - lineStarts[line] + 1);
    }
}
