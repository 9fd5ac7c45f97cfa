package org.xwb.jmeter.export;

import java.util.Set;

import org.xwb.core.values.XQueryLiteral;

/**
 * Where a parameter's value comes from in the JMeter plan, and how it is written where the
 * parameter is used: as one field of a JDBC request's parameter values, or as an XQuery string
 * literal in the statement text (a textual {@code |n} marker).
 */
abstract sealed class ValueFeed {

    /** The JMeter variable that holds the value (for {@code same} and later uses). */
    final String variable;

    private ValueFeed(String variable) {
        this.variable = variable;
    }

    /** Appends the value as a JDBC parameter field; {@code defined} holds the variables already set in this transaction. */
    abstract void appendJdbc(JmeterText text, Set<String> defined);

    /** Appends the value as an XQuery string literal. */
    abstract void appendXQuery(JmeterText text, Set<String> defined);

    /**
     * A JMeter function that draws the value (e.g. {@code __Random(1000,1999,var)}): the first use
     * in a transaction calls it and stores the value, later uses read the variable. Its values
     * hold no comma or quote, so they go into a JDBC field as they are.
     */
    static final class Function extends ValueFeed {
        private final String call;

        /** @param call the function call without the variable, e.g. "__Random(1000,1999" */
        Function(String call, String variable) {
            super(variable);
            this.call = call;
        }

        String firstUse() {
            return "${" + call + "," + variable + ")}";
        }

        private String use(Set<String> defined) {
            return defined.add(variable) ? firstUse() : "${" + variable + "}";
        }

        @Override
        void appendJdbc(JmeterText text, Set<String> defined) {
            text.expression(use(defined));
        }

        @Override
        void appendXQuery(JmeterText text, Set<String> defined) {
            text.literal("\"").expression(use(defined)).literal("\"");
        }
    }

    /**
     * A column of a CSV Data Set file read at each start of the transaction: the file holds the
     * value already quoted as a JDBC field (variable {@code variable}) and, when a textual marker
     * uses it, as an XQuery literal (variable {@code variable.xq}).
     */
    static final class Csv extends ValueFeed {
        boolean usedAsJdbc;
        boolean usedAsXQuery;

        Csv(String variable) {
            super(variable);
        }

        String xqueryVariable() {
            return variable + ".xq";
        }

        @Override
        void appendJdbc(JmeterText text, Set<String> defined) {
            usedAsJdbc = true;
            text.expression("${" + variable + "}");
        }

        @Override
        void appendXQuery(JmeterText text, Set<String> defined) {
            usedAsXQuery = true;
            text.expression("${" + xqueryVariable() + "}");
        }
    }

    /** A constant, written into the plan. */
    static final class Constant extends ValueFeed {
        private final String value;

        Constant(String value, String variable) {
            super(variable);
            this.value = value;
        }

        @Override
        void appendJdbc(JmeterText text, Set<String> defined) {
            text.literal(JmeterText.jdbcArgument(value));
        }

        @Override
        void appendXQuery(JmeterText text, Set<String> defined) {
            text.literal(XQueryLiteral.quote(value));
        }
    }
}
