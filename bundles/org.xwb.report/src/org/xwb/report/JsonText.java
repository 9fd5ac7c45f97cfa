package org.xwb.report;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Values of run.json and environment.json as the report's tables show them. */
final class JsonText {

    private JsonText() {
    }

    static String of(Object value) {
        if (value == null) {
            return Figures.NONE;
        }
        if (value instanceof List<?> list) {
            return list.stream().map(JsonText::of).collect(Collectors.joining(", "));
        }
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.valueOf(d.longValue());
        }
        return value.toString();
    }

    /** An object's entries as "prefix key" facts (one level; deeper values as text). */
    static void flatten(String prefix, Object value, List<String[]> facts) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((key, inner) -> facts.add(new String[] { prefix + " " + key, of(inner) }));
        }
    }
}
