package org.xwb.ui.editors.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;

/**
 * The stretch of text a problem at a line and column marks. XML parsers place an error in a
 * start tag after its {@code >}: then the attribute the message names ({@code attribute 'MinQty'})
 * when the tag has it, else the element's name; otherwise the word at the column, and the line's
 * text when the column is unknown.
 */
final class ProblemRange {

    private static final int TAG_SEARCH = 4000;
    private static final Pattern ATTRIBUTE = Pattern.compile("[Aa]ttribute '([^']+)'");

    private ProblemRange() {
    }

    static Position of(IDocument document, int line, int column) {
        return of(document, line, column, null);
    }

    /** @param message the problem's message, which may name the attribute it is about; null for none */
    static Position of(IDocument document, int line, int column, String message) {
        try {
            int lines = document.getNumberOfLines();
            if (line <= 0 || lines == 0) {
                return null;
            }
            IRegion region = document.getLineInformation(Math.min(line, lines) - 1);
            String text = document.get(region.getOffset(), region.getLength());
            if (column <= 0 || line > lines) {
                int start = 0;
                while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
                    start++;
                }
                return new Position(region.getOffset() + start, Math.max(1, text.strip().length()));
            }
            int offset = region.getOffset() + Math.min(column - 1, region.getLength());
            if (offset > 0 && document.getChar(offset - 1) == '>') {
                int from = Math.max(0, offset - TAG_SEARCH);
                int tag = document.get(from, offset - from).lastIndexOf('<');
                if (tag >= 0) {
                    return inTag(document.get(from + tag, offset - from - tag), from + tag, message);
                }
            }
            int start = offset;
            int end = offset;
            while (start > region.getOffset() && isWord(document.getChar(start - 1))) {
                start--;
            }
            int lineEnd = region.getOffset() + region.getLength();
            while (end < lineEnd && isWord(document.getChar(end))) {
                end++;
            }
            return end > start ? new Position(start, end - start) : new Position(Math.min(offset, lineEnd), 1);
        } catch (BadLocationException e) {
            return null;
        }
    }

    /** The attribute the message names, as written in the tag (name to closing quote), else the element's name. */
    static Position inTag(String tag, int start, String message) {
        Matcher named = message == null ? null : ATTRIBUTE.matcher(message);
        if (named != null && named.find()) {
            Matcher attribute = Pattern.compile("\\s(" + Pattern.quote(named.group(1)) + ")\\s*=\\s*(['\"])").matcher(tag);
            if (attribute.find()) {
                int close = tag.indexOf(attribute.group(2), attribute.end());
                int end = close < 0 ? attribute.end(1) : close + 1;
                return new Position(start + attribute.start(1), end - attribute.start(1));
            }
        }
        int name = 1;
        while (name < tag.length() && !Character.isWhitespace(tag.charAt(name)) && tag.charAt(name) != '>'
                && tag.charAt(name) != '/') {
            name++;
        }
        return new Position(start, Math.max(1, name));
    }

    private static boolean isWord(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == ':' || c == '.';
    }
}
