package org.xwb.core.values;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/** uniform_date, uniform_time and uniform_timestamp, each uniform with both ends included. */
final class TemporalGenerators {

    private TemporalGenerators() {
    }

    /** A day in [start, end]. */
    static ValueGenerator date(String start, String end) {
        long first = parseDate(start, "start").toEpochDay();
        long last = parseDate(end, "end").toEpochDay();
        if (last < first) {
            throw new IllegalArgumentException("end " + end + " is before start " + start);
        }
        return (random, drawn) -> LocalDate.ofEpochDay(random.nextLong(first, last + 1));
    }

    /**
     * A time of day in [start, end] to the second; on {@code baseDate} (a LocalDateTime) when the
     * marker binds a timestamp.
     */
    static ValueGenerator time(String start, String end, LocalDate baseDate) {
        int first = parseTime(start, "start").toSecondOfDay();
        int last = parseTime(end, "end").toSecondOfDay();
        if (last < first) {
            throw new IllegalArgumentException("end " + end + " is before start " + start);
        }
        if (baseDate == null) {
            return (random, drawn) -> LocalTime.ofSecondOfDay(random.nextInt(first, last + 1));
        }
        return (random, drawn) -> LocalDateTime.of(baseDate, LocalTime.ofSecondOfDay(random.nextInt(first, last + 1)));
    }

    /** A timestamp in [start, end] to the second; a date alone means its midnight. */
    static ValueGenerator timestamp(String start, String end) {
        long first = ValueConversions.parseDateTime(required(start, "start")).toEpochSecond(ZoneOffset.UTC);
        long last = ValueConversions.parseDateTime(required(end, "end")).toEpochSecond(ZoneOffset.UTC);
        if (last < first) {
            throw new IllegalArgumentException("end " + end + " is before start " + start);
        }
        return (random, drawn) -> LocalDateTime.ofEpochSecond(random.nextLong(first, last + 1), 0, ZoneOffset.UTC);
    }

    static LocalDate parseDate(String text, String field) {
        try {
            return LocalDate.parse(required(text, field).strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(field + " '" + text + "' is not an ISO date (2006-01-31)");
        }
    }

    private static LocalTime parseTime(String text, String field) {
        try {
            return LocalTime.parse(required(text, field).strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(field + " '" + text + "' is not an ISO time (09:30:00)");
        }
    }

    private static String required(String text, String field) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(field + " is missing");
        }
        return text;
    }
}
