package org.xwb.core.values;

/**
 * Turns a value into an XQuery string literal for the textual TPoX markers ({@code |1}) in XQuery
 * text. The value is always one literal: quotes are doubled ({@code ""} is XQuery's escape inside
 * "...") and {@code &} becomes {@code &amp;} (XQuery resolves entity references inside literals).
 * Nothing in a value can end the literal early or start an expression.
 */
public final class XQueryLiteral {

    private XQueryLiteral() {
    }

    public static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2);
        appendQuoted(out, value);
        return out.toString();
    }

    public static void appendQuoted(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"') {
                out.append("\"\"");
            } else if (c == '&') {
                out.append("&amp;");
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
