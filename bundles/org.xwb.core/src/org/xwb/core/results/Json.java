package org.xwb.core.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON XWB needs, writer and the one reader: writes maps (insertion order kept), lists,
 * strings, numbers, booleans and null, pretty-printed; NaN and infinities are written as null.
 * Reads JSON text (RFC 8259: result files, PostgreSQL's EXPLAIN output) into maps in document
 * order, lists, strings, numbers (Long for integers, Double otherwise), booleans and null.
 */
public final class Json {

    private Json() {
    }

    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, int indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                out.append("null");
            } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                out.append((long) d).append(".0");
            } else {
                out.append(d);
            }
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                pad(out, indent + 1);
                string(out, String.valueOf(e.getKey()));
                out.append(": ");
                write(out, e.getValue(), indent + 1);
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            pad(out, indent);
            out.append('}');
        } else if (value instanceof Iterable<?> list) {
            List<Object> items = new ArrayList<>();
            list.forEach(items::add);
            if (items.isEmpty()) {
                out.append("[]");
                return;
            }
            boolean simple = items.stream().noneMatch(x -> x instanceof Map || x instanceof Iterable);
            out.append(simple ? "[" : "[\n");
            for (int i = 0; i < items.size(); i++) {
                if (!simple) {
                    pad(out, indent + 1);
                }
                write(out, items.get(i), indent + 1);
                if (i + 1 < items.size()) {
                    out.append(simple ? ", " : ",\n");
                }
            }
            if (!simple) {
                out.append('\n');
                pad(out, indent);
            }
            out.append(']');
        } else {
            string(out, value.toString());
        }
    }

    private static void pad(StringBuilder out, int indent) {
        out.append("  ".repeat(indent));
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
            case '"' -> out.append("\\\"");
            case '\\' -> out.append("\\\\");
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> {
                if (c < 0x20) {
                    out.append(String.format("\\u%04x", (int) c));
                } else {
                    out.append(c);
                }
            }
            }
        }
        out.append('"');
    }

    /** Parses a JSON text; throws IllegalArgumentException with the offset of the first error. */
    public static Object parse(String text) {
        Parser p = new Parser(text);
        Object value = p.value();
        p.skipSpace();
        if (p.pos != text.length()) {
            throw p.error("unexpected text after the value");
        }
        return value;
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        Object value() {
            skipSpace();
            if (pos >= s.length()) {
                throw error("unexpected end");
            }
            char c = s.charAt(pos);
            switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                return number();
            }
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            pos++;
            skipSpace();
            if (peek('}')) {
                pos++;
                return map;
            }
            while (true) {
                skipSpace();
                String key = string();
                skipSpace();
                expect(':');
                map.put(key, value());
                skipSpace();
                if (peek(',')) {
                    pos++;
                } else {
                    expect('}');
                    return map;
                }
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            pos++;
            skipSpace();
            if (peek(']')) {
                pos++;
                return list;
            }
            while (true) {
                list.add(value());
                skipSpace();
                if (peek(',')) {
                    pos++;
                } else {
                    expect(']');
                    return list;
                }
            }
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    pos--;
                    throw error("control character in a string");
                }
                if (c == '\\') {
                    if (pos >= s.length()) {
                        break;
                    }
                    char e = s.charAt(pos++);
                    switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> out.append(unicodeEscape());
                    default -> throw error("bad escape \\" + e);
                    }
                } else {
                    out.append(c);
                }
            }
            throw error("unterminated string");
        }

        private char unicodeEscape() {
            if (pos + 4 > s.length()) {
                throw error("four hex digits after \\u");
            }
            try {
                char c = (char) Integer.parseInt(s.substring(pos, pos + 4), 16);
                pos += 4;
                return c;
            } catch (NumberFormatException e) {
                throw error("four hex digits after \\u");
            }
        }

        private Object number() {
            int start = pos;
            while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) {
                pos++;
            }
            String n = s.substring(start, pos);
            if (n.isEmpty()) {
                throw error("unexpected character '" + s.charAt(pos) + "'");
            }
            try {
                if (n.contains(".") || n.contains("e") || n.contains("E")) {
                    return Double.valueOf(n);
                }
                try {
                    return Long.valueOf(n);
                } catch (NumberFormatException beyondLong) {
                    return Double.valueOf(new java.math.BigInteger(n).doubleValue());
                }
            } catch (NumberFormatException e) {
                throw error("bad number " + n);
            }
        }

        private Object literal(String word, Object value) {
            if (!s.startsWith(word, pos)) {
                throw error("unexpected text");
            }
            pos += word.length();
            return value;
        }

        private boolean peek(char c) {
            return pos < s.length() && s.charAt(pos) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        void skipSpace() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        IllegalArgumentException error(String message) {
            return new IllegalArgumentException("JSON at offset " + pos + ": " + message);
        }
    }
}
