package org.xwb.core.values;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;

/**
 * Converts a drawn value to the Java value a JDBC type is bound with. Generators produce natural
 * types (a value list gives strings, uniform_int gives Long); a marker's type says how it is bound.
 * Failures throw {@link IllegalArgumentException} naming the value; the caller adds the marker.
 */
public final class ValueConversions {

    private ValueConversions() {
    }

    public static String asText(Object value) {
        if (value instanceof String s) {
            return s;
        }
        if (value instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (value instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue())
                    : BigDecimal.valueOf(d).toPlainString();
        }
        if (value instanceof DocumentValue doc) {
            return doc.text();
        }
        return String.valueOf(value);
    }

    public static long asLong(Object value) {
        if (value instanceof Long l) {
            return l;
        }
        if (value instanceof Integer i) {
            return i;
        }
        if (value instanceof BigDecimal d) {
            try {
                return d.longValueExact();
            } catch (ArithmeticException e) {
                throw notA("a whole number", value);
            }
        }
        if (value instanceof Double d) {
            if (d != Math.rint(d) || Double.isInfinite(d)) {
                throw notA("a whole number", value);
            }
            return d.longValue();
        }
        if (value instanceof DocumentValue doc) {
            return doc.document().id();
        }
        try {
            return Long.parseLong(asText(value).strip());
        } catch (NumberFormatException e) {
            throw notA("a whole number", value);
        }
    }

    public static BigDecimal asDecimal(Object value) {
        if (value instanceof BigDecimal d) {
            return d;
        }
        if (value instanceof Long l) {
            return BigDecimal.valueOf(l);
        }
        if (value instanceof Double d) {
            return BigDecimal.valueOf(d);
        }
        try {
            return new BigDecimal(asText(value).strip());
        } catch (NumberFormatException e) {
            throw notA("a decimal number", value);
        }
    }

    public static double asDouble(Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(asText(value).strip());
        } catch (NumberFormatException e) {
            throw notA("a number", value);
        }
    }

    public static LocalDate asDate(Object value) {
        if (value instanceof LocalDate d) {
            return d;
        }
        if (value instanceof LocalDateTime t) {
            return t.toLocalDate();
        }
        try {
            return LocalDate.parse(asText(value).strip());
        } catch (DateTimeParseException e) {
            throw notA("an ISO date (2006-01-31)", value);
        }
    }

    public static LocalTime asTime(Object value) {
        if (value instanceof LocalTime t) {
            return t;
        }
        if (value instanceof LocalDateTime t) {
            return t.toLocalTime();
        }
        try {
            return LocalTime.parse(asText(value).strip());
        } catch (DateTimeParseException e) {
            throw notA("an ISO time (09:30:00)", value);
        }
    }

    public static LocalDateTime asDateTime(Object value) {
        if (value instanceof LocalDateTime t) {
            return t;
        }
        if (value instanceof LocalDate d) {
            return d.atStartOfDay();
        }
        return parseDateTime(asText(value));
    }

    /** "2006-01-31", "2006-01-31T10:00:00" or "2006-01-31 10:00:00"; a date alone is its midnight. */
    public static LocalDateTime parseDateTime(String text) {
        String s = text.strip();
        try {
            if (s.length() == 10) {
                return LocalDate.parse(s).atStartOfDay();
            }
            return LocalDateTime.parse(s.replace(' ', 'T'));
        } catch (DateTimeParseException e) {
            throw notA("an ISO date or date-time (2006-01-31T10:00:00)", text);
        }
    }

    public static byte[] asBytes(Object value) {
        if (value instanceof DocumentValue doc) {
            return doc.document().content();
        }
        if (value instanceof byte[] bytes) {
            return bytes;
        }
        return asText(value).getBytes(StandardCharsets.UTF_8);
    }

    private static IllegalArgumentException notA(String what, Object value) {
        String shown = String.valueOf(value);
        if (shown.length() > 60) {
            shown = shown.substring(0, 60) + "...";
        }
        return new IllegalArgumentException("'" + shown + "' is not " + what);
    }
}
