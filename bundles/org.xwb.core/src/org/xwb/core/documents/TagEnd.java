package org.xwb.core.documents;

/**
 * Reads markup character by character and says where a tag ends: at a {@code '>'} outside a
 * quoted attribute value, where {@code '<'} and {@code '>'} mean nothing. The one scan the
 * document splitter, the schema model's tag names and the XML editor's matching tags share.
 */
public final class TagEnd {

    private int quote;

    /** Takes the next character (after the tag's {@code '<'}); true when it ends the tag. */
    public boolean ends(int c) {
        if (quote != 0) {
            if (c == quote) {
                quote = 0;
            }
            return false;
        }
        if (c == '"' || c == '\'') {
            quote = c;
            return false;
        }
        return c == '>';
    }

    /** Whether the characters taken so far end inside a quoted value. */
    public boolean inQuotes() {
        return quote != 0;
    }

    /** The offset of the {@code '>'} that ends the tag whose {@code '<'} is at {@code open}; -1 if the text ends first. */
    public static int of(CharSequence text, int open) {
        TagEnd scan = new TagEnd();
        for (int i = open + 1; i < text.length(); i++) {
            if (scan.ends(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
