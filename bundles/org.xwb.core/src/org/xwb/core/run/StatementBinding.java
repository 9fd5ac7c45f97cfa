package org.xwb.core.run;

import java.util.ArrayList;
import java.util.List;

import org.xwb.core.target.ParameterBinder;
import org.xwb.model.ParameterType;

/**
 * A transaction's statement texts with values for its parameters, made ready the way a run makes
 * them (the same {@link CompiledText}): textual {@code |n} markers replaced by their values as
 * XQuery string literals, and for each {@code ?}, numbered across the texts, the value of its
 * parameter with the parameter's type, for {@link ParameterBinder#bindAll}. Used where a
 * statement runs outside a run: the workbench's statement editor and explain.
 */
public final class StatementBinding {

    /**
     * One text ready to execute.
     *
     * @param sql        the text with textual markers substituted; its {@code ?} remain
     * @param parameters per {@code ?} in order: a {@link ParameterBinder.Typed}, or for a parameter
     *                   without a type the bare value (text is then sent untyped)
     * @param query      starts with SELECT, VALUES or XQUERY: it returns rows
     */
    public record Bound(String sql, List<Object> parameters, boolean query) {
    }

    private StatementBinding() {
    }

    /** How many parameters the texts use: the highest parameter any {@code ?} or {@code |n} stands for. */
    public static int parameterCount(List<String> texts) {
        return parameterCount(texts, null);
    }

    /** As {@link #parameterCount(List)}, with the markers of the dialect (an xquery statement's external variables). */
    public static int parameterCount(List<String> texts, String dialect) {
        int needed = 0;
        int jdbc = 0;
        for (String text : texts) {
            CompiledText compiled = new CompiledText(text, jdbc, dialect);
            jdbc += compiled.jdbcParameters.length;
            needed = Math.max(needed, compiled.highestParameter());
        }
        return needed;
    }

    /**
     * @param types  the type of each parameter; null (or a null entry) for untyped text
     * @param values the value of each parameter, at least {@link #parameterCount} of them
     * @throws IllegalArgumentException when fewer values than the texts use are given
     */
    public static List<Bound> bind(List<String> texts, ParameterType[] types, Object[] values) {
        return bind(texts, null, types, values);
    }

    /** As {@link #bind(List, ParameterType[], Object[])}, with the markers of the dialect (xquery: external variables). */
    public static List<Bound> bind(List<String> texts, String dialect, ParameterType[] types, Object[] values) {
        int needed = parameterCount(texts, dialect);
        if (values.length < needed) {
            throw new IllegalArgumentException("The statement uses " + needed + " parameter(s) but " + values.length
                    + " value(s) were given");
        }
        List<Bound> bound = new ArrayList<>();
        int jdbc = 0;
        for (String text : texts) {
            CompiledText compiled = new CompiledText(text, jdbc, dialect);
            jdbc += compiled.jdbcParameters.length;
            List<Object> parameters = new ArrayList<>();
            for (int parameter : compiled.jdbcParameters) {
                ParameterType type = types == null || parameter >= types.length ? null : types[parameter];
                parameters.add(type == null ? values[parameter] : new ParameterBinder.Typed(type, values[parameter]));
            }
            String sql = compiled.textual() ? compiled.substitute(values) : compiled.text;
            bound.add(new Bound(sql, parameters, compiled.query));
        }
        return bound;
    }
}
