package org.xwb.report;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Numbers as the report shows them: thousands separators, fixed decimals, a dash where there is none. */
final class Figures {

    /** Shown for a figure that does not exist (no sample). */
    static final String NONE = "\u2013";

    private Figures() {
    }

    static String number(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return NONE;
        }
        DecimalFormat format = new DecimalFormat(decimals == 0 ? "#,##0" : "#,##0." + "0".repeat(decimals),
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        format.setRoundingMode(RoundingMode.HALF_UP);
        return format.format(value);
    }

    static String count(long value) {
        return number(value, 0);
    }

    /** A latency in ms: three decimals, as stats.txt. */
    static String ms(double value) {
        return number(value, 3);
    }

    /** A ratio, e.g. "1.52x". */
    static String ratio(double value) {
        return Double.isFinite(value) ? number(value, 2) + "x" : NONE;
    }

    static String percent(double fraction) {
        return Double.isFinite(fraction) ? number(100 * fraction, 2) + " %" : NONE;
    }

    /** A percentile's label: 99.9 gives "p99.9". */
    static String percentile(double p) {
        return "p" + java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
    }
}
