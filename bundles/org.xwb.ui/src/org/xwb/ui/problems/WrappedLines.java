package org.xwb.ui.problems;

/**
 * A long message broken into lines at spaces, for places that show it whole: the editors' hovers,
 * the Problems tooltip and its detail line. A word longer than a line stays whole.
 */
public final class WrappedLines {

    /** The width a hover or tooltip wraps at, in characters. */
    public static final int WIDTH = 100;

    private WrappedLines() {
    }

    public static String wrap(String text, int width) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (String line : text.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            int lineStart = out.length();
            for (String word : line.split(" ", -1)) {
                if (out.length() > lineStart && out.length() - lineStart + 1 + word.length() > width) {
                    out.append('\n');
                    lineStart = out.length();
                } else if (out.length() > lineStart) {
                    out.append(' ');
                }
                out.append(word);
            }
        }
        return out.toString();
    }
}
