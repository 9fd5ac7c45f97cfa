package org.xwb.core.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.core.values.ValueConversions;
import org.xwb.core.values.XQueryLiteral;
import org.xwb.model.statements.StatementText;

/**
 * One statement text of a transaction, ready to run: where its JDBC {@code ?} markers take their
 * values from, and for textual {@code |n} markers the pieces around them. A text with textual
 * markers is rebuilt per execution with each value as an escaped XQuery string literal; a text
 * without them is prepared once per connection.
 */
final class CompiledText {

    final String text;
    /** For each {@code ?} in order, the 0-based parameter it binds. */
    final int[] jdbcParameters;
    /** Literal pieces around the textual markers: fragments.length == textualParameters.length + 1. */
    final String[] fragments;
    /** For each {@code |n} in order, the 0-based parameter it stands for. */
    final int[] textualParameters;
    /** Starts with SELECT, VALUES or XQUERY: run with executeQuery. */
    final boolean query;

    CompiledText(String text, int firstJdbcParameter) {
        this(text, firstJdbcParameter, null);
    }

    /**
     * @param firstJdbcParameter how many positional markers ({@code ?}, or an xquery statement's
     *                           external variables) the transaction's earlier texts had: markers
     *                           are numbered across the texts
     * @param dialect            the statement's dialect, which says what its markers look like
     */
    CompiledText(String text, int firstJdbcParameter, String dialect) {
        this.text = text;
        List<StatementText.Marker> markers = StatementText.markers(text, dialect);
        List<Integer> jdbc = new ArrayList<>();
        List<Integer> textual = new ArrayList<>();
        List<String> pieces = new ArrayList<>();
        int last = 0;
        int next = firstJdbcParameter;
        for (StatementText.Marker marker : markers) {
            if (marker.isJdbc()) {
                jdbc.add(next++);
            } else {
                textual.add(marker.number() - 1);
                pieces.add(text.substring(last, marker.offset()));
                last = marker.offset() + marker.length();
            }
        }
        pieces.add(text.substring(last));
        this.jdbcParameters = jdbc.stream().mapToInt(Integer::intValue).toArray();
        this.textualParameters = textual.stream().mapToInt(Integer::intValue).toArray();
        this.fragments = pieces.toArray(String[]::new);
        this.query = StatementText.returnsRows(text);
    }

    boolean textual() {
        return textualParameters.length > 0;
    }

    /** The text with each textual marker replaced by its value as an XQuery string literal. */
    String substitute(Object[] values) {
        StringBuilder out = new StringBuilder(text.length() + 32 * textualParameters.length);
        for (int i = 0; i < textualParameters.length; i++) {
            out.append(fragments[i]);
            XQueryLiteral.appendQuoted(out, ValueConversions.asText(values[textualParameters[i]]));
        }
        return out.append(fragments[fragments.length - 1]).toString();
    }

    /** The highest parameter position (1-based) this text uses, 0 for none. */
    int highestParameter() {
        int max = 0;
        for (int p : jdbcParameters) {
            max = Math.max(max, p + 1);
        }
        for (int p : textualParameters) {
            max = Math.max(max, p + 1);
        }
        return max;
    }

    @Override
    public String toString() {
        return text.length() > 80 ? text.substring(0, 80).toLowerCase(Locale.ROOT) + "..." : text;
    }
}
