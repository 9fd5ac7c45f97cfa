package org.xwb.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void writesAndReadsBack() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("text", "quote \" backslash \\ newline \n tab \t é");
        m.put("long", 12345678901L);
        m.put("double", 0.125);
        m.put("whole_double", 3.0);
        m.put("nan", Double.NaN);
        m.put("null", null);
        m.put("flag", true);
        m.put("list", List.of(1L, 2L));
        m.put("nested", List.of(Map.of("k", "v")));
        m.put("empty", Map.of());
        Map<String, Object> expected = new LinkedHashMap<>(m);
        expected.put("nan", null);
        assertEquals(expected, Json.parse(Json.write(m)));
        assertEquals(Arrays.asList(1L, null, "x"), Json.parse("[1, null, \"x\"]"));
    }

    @Test
    void badJsonIsReportedWithItsOffset() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": }"));
        assertEquals("JSON at offset 6: unexpected character '}'", e.getMessage());
    }

    /** Moved from targets' JsonReader test (one JSON reader now): integers read as Long. */
    @Test
    void jsonValuesOfEveryKind() {
        Object value = Json.parse("{\"a\": [1, -2.5e3, true, false, null], \"b\": \"x\\u00e9\\n\\\"\", \"c\": {}}");
        assertEquals(Map.of("a", Arrays.asList(1L, -2500.0, true, false, null), "b", "xé\n\"", "c", Map.of()), value);
    }

    @Test
    void malformedJsonIsReportedWithItsOffset() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Json.parse("[1, 2"));
        assertTrue(error.getMessage().contains("offset 5"), error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\" 1}"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1] x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[\"tab\there\"]"), "control character");
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[\"\\q\"]"), "bad escape");
    }

    @Test
    void percentileKeysAreStable() {
        assertEquals("p50", Formats.percentileKey(50));
        assertEquals("p99_9", Formats.percentileKey(99.9));
        assertEquals("p99_99", Formats.percentileKey(99.99));
        assertEquals("p99.9", Formats.percentileLabel(99.9));
    }
}
