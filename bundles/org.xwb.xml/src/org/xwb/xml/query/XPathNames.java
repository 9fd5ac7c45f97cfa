package org.xwb.xml.query;

import java.util.Set;

/**
 * Gives an XPath's unprefixed element names a prefix: a document with a default namespace is
 * queried as {@code /FIXML/Order/@ID} in the scratchpad, but PostgreSQL's xpath() (XPath 1.0)
 * and DB2's XMLPATTERN have no default element namespace, so the SQL/XML forms need
 * {@code /o:FIXML/o:Order/@ID}. Names of attributes, functions, axes, variables and operators and
 * the text of string literals and comments stay as they are.
 */
public final class XPathNames {

    private static final Set<String> OPERATORS = Set.of("and", "or", "div", "mod", "idiv", "eq", "ne", "lt", "le", "gt",
            "ge", "is", "to", "union", "intersect", "except", "instance", "of", "cast", "castable", "as", "treat",
            "return", "satisfies", "in", "then", "else");
    /** After these, a name is an operand (a name test); after anything else it is an operator. */
    private static final Set<String> BEFORE_OPERAND = Set.of("/", "//", "(", "[", ",", "|", "=", "!=", "<", "<=", ">",
            ">=", "+", "-", "*", "::", "!", "||", ":=", "{", "=>");

    private XPathNames() {
    }

    /** The expression with {@code prefix:} before every unprefixed element name test. */
    public static String qualify(String expression, String prefix) {
        StringBuilder out = new StringBuilder(expression.length() + 16);
        String previous = null; // the last significant token, null at the start
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (Character.isWhitespace(c)) {
                out.append(c);
                i++;
            } else if (c == '"' || c == '\'') {
                int end = expression.indexOf(c, i + 1);
                end = end < 0 ? expression.length() : end + 1;
                out.append(expression, i, end);
                previous = "literal";
                i = end;
            } else if (expression.startsWith("(:", i)) {
                int end = expression.indexOf(":)", i + 2);
                end = end < 0 ? expression.length() : end + 2;
                out.append(expression, i, end);
                i = end;
            } else if (c == '$') {
                int end = nameEnd(expression, i + 1);
                out.append(expression, i, end);
                previous = "variable";
                i = end;
            } else if (Character.isDigit(c) || c == '.' && i + 1 < expression.length() && Character.isDigit(expression.charAt(i + 1))) {
                int end = i;
                while (end < expression.length() && (Character.isLetterOrDigit(expression.charAt(end)) || expression.charAt(end) == '.')) {
                    end++;
                }
                out.append(expression, i, end);
                previous = "number";
                i = end;
            } else if (isNameStart(c)) {
                int end = nameEnd(expression, i);
                String name = expression.substring(i, end);
                boolean prefixed = end < expression.length() && expression.charAt(end) == ':'
                        && end + 1 < expression.length() && (isNameStart(expression.charAt(end + 1)) || expression.charAt(end + 1) == '*');
                if (prefixed) {
                    int localEnd = expression.charAt(end + 1) == '*' ? end + 2 : nameEnd(expression, end + 1);
                    out.append(expression, i, localEnd);
                    previous = "name";
                    i = localEnd;
                    continue;
                }
                int next = skipBlanks(expression, end);
                boolean function = next < expression.length() && expression.charAt(next) == '(' && !expression.startsWith("(:", next);
                boolean axis = expression.startsWith("::", next);
                boolean operand = previous == null || BEFORE_OPERAND.contains(previous) || OPERATORS.contains(previous);
                if (!operand && OPERATORS.contains(name)) {
                    out.append(name);
                    previous = name;
                } else if (function || axis || "@".equals(previous) || "attribute::".equals(previous)) {
                    out.append(name);
                    previous = axis ? (name.equals("attribute") ? "attribute::" : "axis") : "name";
                } else {
                    out.append(prefix).append(':').append(name);
                    previous = "name";
                }
                i = end;
                if (axis) {
                    out.append(expression, end, next + 2);
                    i = next + 2;
                    if (!"attribute::".equals(previous)) {
                        previous = "::";
                    }
                }
            } else {
                String symbol = symbol(expression, i);
                out.append(symbol);
                if (symbol.equals("*")) {
                    previous = isOperandEnd(previous) ? "*" : "name"; // multiplication, else a wildcard name test
                } else {
                    previous = symbol;
                }
                i += symbol.length();
            }
        }
        return out.toString();
    }

    private static boolean isOperandEnd(String token) {
        return token != null && (token.equals("name") || token.equals("literal") || token.equals("number")
                || token.equals("variable") || token.equals(")") || token.equals("]"));
    }

    private static String symbol(String text, int i) {
        for (String two : new String[] { "//", "::", "!=", "<=", ">=", "||", ":=", "=>" }) {
            if (text.startsWith(two, i)) {
                return two;
            }
        }
        return String.valueOf(text.charAt(i));
    }

    private static int skipBlanks(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isNameStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    private static int nameEnd(String text, int i) {
        while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_'
                || text.charAt(i) == '-' || text.charAt(i) == '.')) {
            i++;
        }
        return i;
    }
}
