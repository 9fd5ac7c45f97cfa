package org.xwb.core.results;

import java.util.Locale;

/** Number formatting shared by the CSV and text writers: fixed decimals, '.' always, NaN blank. */
final class Formats {

    private Formats() {
    }

    static String fixed(double value, int decimals) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    static String fixedOrDash(double value, int decimals) {
        String s = fixed(value, decimals);
        return s.isEmpty() ? "-" : s;
    }

    /** A percentile as a key: 99.9 gives "p99_9", 50 gives "p50". */
    static String percentileKey(double p) {
        String s = java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
        return "p" + s.replace('.', '_');
    }

    /** The percentile of a key {@link #percentileKey} wrote ("p99_9" gives 99.9), NaN for any other key. */
    static double percentileOfKey(String key) {
        return key.matches("p\\d+(_\\d+)?") ? Double.parseDouble(key.substring(1).replace('_', '.')) : Double.NaN;
    }

    /** A percentile as a label: 99.9 gives "p99.9". */
    static String percentileLabel(double p) {
        return "p" + java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
    }

    /** A CSV field, quoted when it holds a comma, quote or line break. */
    static String csv(String field) {
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0 && field.indexOf('\r') < 0) {
            return field;
        }
        return '"' + field.replace("\"", "\"\"") + '"';
    }
}
