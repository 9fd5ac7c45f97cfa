package org.xwb.jmeter.export;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the text of a JMeter property from literal pieces and JMeter expressions
 * ({@code ${var}}, {@code ${__Random(1,9,v)}}), escaped the way JMeter 5.6 reads it back.
 * <p>
 * JMeter compiles a property holding {@code ${} into functions; in such a property it removes
 * the backslash of {@code \$}, {@code \,} and {@code \\}, so literal pieces are escaped there. A
 * property with no expression is kept exactly as written, so nothing is escaped in it. A literal
 * that itself contains {@code ${} needs the escaped form, which JMeter only undoes when the
 * property holds an expression: an empty one ({@link #EMPTY}) is added then.
 */
final class JmeterText {

    /** An expression that evaluates to nothing (an unset property with an empty default). */
    static final String EMPTY = "${__P(xwb.empty,)}";

    private final List<String> parts = new ArrayList<>();
    private final List<Boolean> expressions = new ArrayList<>();

    JmeterText literal(String text) {
        parts.add(text);
        expressions.add(false);
        return this;
    }

    JmeterText expression(String expression) {
        parts.add(expression);
        expressions.add(true);
        return this;
    }

    @Override
    public String toString() {
        boolean hasExpression = expressions.contains(true);
        boolean literalNeedsEscape = false;
        for (int i = 0; i < parts.size(); i++) {
            if (!expressions.get(i) && parts.get(i).contains("${")) {
                literalNeedsEscape = true;
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            out.append(expressions.get(i) || !(hasExpression || literalNeedsEscape) ? parts.get(i) : escape(parts.get(i)));
        }
        if (literalNeedsEscape && !hasExpression) {
            out.append(EMPTY);
        }
        return out.toString();
    }

    /** A literal inside a property that holds expressions. */
    static String escape(String literal) {
        return literal.replace("\\", "\\\\").replace("$", "\\$");
    }

    /**
     * A literal as one argument of a JMeter function ({@code __P(name,default)}): commas escaped too.
     * Null when it cannot be one: JMeter ends an argument at an unbalanced {@code )}.
     */
    static String functionArgument(String literal) {
        int depth = 0;
        for (char c : literal.toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth < 0) {
                return null;
            }
        }
        return depth != 0 ? null : escape(literal).replace(",", "\\,");
    }

    /** {@code ${__P(name,default)}}, or {@code ${__P(name,)}} when the default cannot be written. */
    static String property(String name, String defaultValue) {
        String argument = defaultValue == null ? "" : functionArgument(defaultValue);
        return "${__P(" + name + "," + (argument == null ? "" : argument) + ")}";
    }

    /**
     * A value as one field of a JDBC request's "Parameter values", which JMeter splits as CSV:
     * always quoted, so commas, quotes and line breaks in it stay part of the value.
     */
    static String jdbcArgument(String value) {
        return '"' + value.replace("\"", "\"\"") + '"';
    }

    /** A row of a CSV Data Set file read with "allow quoted data": every field quoted. */
    static String csvRow(List<String> fields) {
        StringBuilder row = new StringBuilder();
        for (String field : fields) {
            if (!row.isEmpty()) {
                row.append(',');
            }
            row.append('"').append(field.replace("\"", "\"\"")).append('"');
        }
        return row.append('\n').toString();
    }
}
