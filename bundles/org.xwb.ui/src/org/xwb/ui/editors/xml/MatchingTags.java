package org.xwb.ui.editors.xml;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;

import org.xwb.core.documents.TagEnd;

/**
 * Finds the tag that matches the one under the caret: for a start tag its end tag, for an end
 * tag its start tag, counting nesting and skipping comments, CDATA sections and processing
 * instructions. Looks at most {@link #WINDOW} characters each way, so a 50 MB document costs no
 * more per caret move than a small one.
 */
final class MatchingTags {

    static final int WINDOW = 256 * 1024;

    private MatchingTags() {
    }

    /**
     * The name ranges (offset, length of the tag's name with its {@code <} or {@code </}) of the
     * tag under {@code caret} and its match; empty when the caret is on no tag name or the match is
     * not found.
     */
    static int[] at(IDocument document, int caret) {
        try {
            int from = Math.max(0, caret - WINDOW);
            int to = Math.min(document.getLength(), caret + WINDOW);
            String text = document.get(from, to - from);
            int[] found = find(text, caret - from);
            if (found.length == 4) {
                found[0] += from;
                found[2] += from;
            }
            return found;
        } catch (BadLocationException e) {
            return new int[0];
        }
    }

    static int[] find(String text, int caret) {
        int open = text.lastIndexOf('<', Math.min(caret, text.length() - 1));
        if (open < 0 || open + 1 >= text.length()) {
            return new int[0];
        }
        boolean end = text.charAt(open + 1) == '/';
        int nameStart = open + (end ? 2 : 1);
        int nameEnd = nameStart;
        while (nameEnd < text.length() && isNameChar(text.charAt(nameEnd))) {
            nameEnd++;
        }
        if (nameEnd == nameStart || caret > nameEnd || !Character.isLetter(text.charAt(nameStart))
                && text.charAt(nameStart) != '_') {
            return new int[0];
        }
        String name = text.substring(nameStart, nameEnd);
        int[] match = end ? backward(text, open, name) : forward(text, open, name);
        if (match.length == 0) {
            return match;
        }
        return new int[] { open, nameEnd - open, match[0], match[1] };
    }

    private static int[] forward(String text, int open, String name) {
        int close = tagEnd(text, open);
        if (close < 0 || text.charAt(close - 1) == '/') {
            return new int[0]; // unclosed, or an empty-element tag: it is its own match
        }
        int depth = 1;
        int at = close + 1;
        while ((at = text.indexOf('<', at)) >= 0) {
            int skip = skipSpecial(text, at);
            if (skip > at) {
                at = skip;
                continue;
            }
            int tagClose = tagEnd(text, at);
            if (tagClose < 0) {
                return new int[0];
            }
            if (text.charAt(at + 1) == '/') {
                depth--;
                if (depth == 0) {
                    String found = nameAt(text, at + 2);
                    return found.equals(name) ? new int[] { at, 2 + found.length() } : new int[0];
                }
            } else if (text.charAt(tagClose - 1) != '/') {
                depth++;
            }
            at = tagClose + 1;
        }
        return new int[0];
    }

    private static int[] backward(String text, int open, String name) {
        int depth = 1;
        int at = open;
        while ((at = text.lastIndexOf('<', at - 1)) >= 0) {
            if (text.startsWith("<!", at) || text.startsWith("<?", at) || insideComment(text, at)) {
                continue;
            }
            int tagClose = tagEnd(text, at);
            if (tagClose < 0) {
                continue;
            }
            if (text.charAt(at + 1) == '/') {
                depth++;
            } else if (text.charAt(tagClose - 1) != '/') {
                depth--;
                if (depth == 0) {
                    String found = nameAt(text, at + 1);
                    return found.equals(name) ? new int[] { at, 1 + found.length() } : new int[0];
                }
            }
            if (at == 0) {
                break;
            }
        }
        return new int[0];
    }

    private static boolean insideComment(String text, int at) {
        int comment = text.lastIndexOf("<!--", at);
        return comment >= 0 && text.indexOf("-->", comment) > at;
    }

    /** After a comment, CDATA section, processing instruction or declaration starting at {@code at}; else {@code at}. */
    private static int skipSpecial(String text, int at) {
        String[][] pairs = { { "<!--", "-->" }, { "<![CDATA[", "]]>" }, { "<?", "?>" }, { "<!", ">" } };
        for (String[] pair : pairs) {
            if (text.startsWith(pair[0], at)) {
                int close = text.indexOf(pair[1], at + pair[0].length());
                return close < 0 ? text.length() : close + pair[1].length();
            }
        }
        return at;
    }

    /** The tag's closing '>', or -1 when the text ends or another tag opens first (a tag being typed). */
    private static int tagEnd(String text, int open) {
        TagEnd scan = new TagEnd();
        for (int i = open + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (scan.ends(c)) {
                return i;
            }
            if (c == '<' && !scan.inQuotes()) {
                return -1;
            }
        }
        return -1;
    }

    private static String nameAt(String text, int start) {
        int end = start;
        while (end < text.length() && isNameChar(text.charAt(end))) {
            end++;
        }
        return text.substring(start, end);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '.';
    }
}
