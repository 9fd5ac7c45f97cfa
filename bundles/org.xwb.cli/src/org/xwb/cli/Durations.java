package org.xwb.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine;

/**
 * Reads "60s", "1.5s", "500ms", "2m", "1h" as seconds. A bare number is seconds, except for think
 * time ({@link Millis}) where it is milliseconds, as in the workload file.
 */
final class Durations implements CommandLine.ITypeConverter<Double> {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)?");

    @Override
    public Double convert(String text) {
        return seconds(text);
    }

    static double seconds(String text) {
        return seconds(text, "s");
    }

    private static double seconds(String text, String defaultUnit) {
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new CommandLine.TypeConversionException(
                    "'" + text + "' is not a duration; write e.g. 60s, 500ms, 2m or 1h");
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? defaultUnit : m.group(2);
        return switch (unit) {
        case "ms" -> value / 1000;
        case "m", "min" -> value * 60;
        case "h" -> value * 3600;
        default -> value;
        };
    }

    /** The same, in milliseconds (think time). */
    static final class Millis implements CommandLine.ITypeConverter<Double> {
        @Override
        public Double convert(String text) {
            return seconds(text, "ms") * 1000;
        }
    }
}
