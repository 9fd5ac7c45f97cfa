package org.xwb.targets.postgres;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON text (RFC 8259) into maps (in document order), lists, strings, doubles, booleans and
 * null. Enough for PostgreSQL's EXPLAIN output; small enough not to need a library.
 */
final class JsonReader {

    private final String text;
    private int at;

    private JsonReader(String text) {
        this.text = text;
    }

    /** @throws IllegalArgumentException with the offset of the first syntax error */
    static Object read(String json) {
        JsonReader reader = new JsonReader(json);
        Object value = reader.value();
        reader.skipBlanks();
        if (reader.at != json.length()) {
            throw reader.error("text after the JSON value");
        }
        return value;
    }

    private Object value() {
        skipBlanks();
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        skipBlanks();
        if (peek() == '}') {
            at++;
            return map;
        }
        while (true) {
            skipBlanks();
            if (peek() != '"') {
                throw error("a member name in quotes");
            }
            String name = string();
            skipBlanks();
            expect(':');
            map.put(name, value());
            skipBlanks();
            char c = next();
            if (c == '}') {
                return map;
            }
            if (c != ',') {
                throw error("',' or '}'");
            }
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        skipBlanks();
        if (peek() == ']') {
            at++;
            return list;
        }
        while (true) {
            list.add(value());
            skipBlanks();
            char c = next();
            if (c == ']') {
                return list;
            }
            if (c != ',') {
                throw error("',' or ']'");
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return out.toString();
            }
            if (c == '\\') {
                char e = next();
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            throw error("four hex digits");
                        }
                        try {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        } catch (NumberFormatException x) {
                            throw error("four hex digits");
                        }
                        at += 4;
                    }
                    default -> throw error("a valid escape");
                }
            } else if (c < 0x20) {
                throw error("no control characters in strings");
            } else {
                out.append(c);
            }
        }
    }

    private Double number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        try {
            return Double.valueOf(text.substring(start, at));
        } catch (NumberFormatException e) {
            at = start;
            throw error("a value");
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error(word);
        }
        at += word.length();
        return value;
    }

    private void expect(char c) {
        if (next() != c) {
            at--;
            throw error("'" + c + "'");
        }
    }

    private char next() {
        if (at >= text.length()) {
            throw error("more text");
        }
        return text.charAt(at++);
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void skipBlanks() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private IllegalArgumentException error(String expected) {
        return new IllegalArgumentException("JSON: expected " + expected + " at offset " + at);
    }
}
