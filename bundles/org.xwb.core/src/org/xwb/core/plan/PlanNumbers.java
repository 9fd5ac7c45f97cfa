package org.xwb.core.plan;

import java.util.Locale;

/** How plan figures read, the same in the plan view, the diff and {@code xwb explain}. */
public final class PlanNumbers {

    private PlanNumbers() {
    }

    /** Whole numbers without decimals, others with {@code decimals}; NaN (not known) as "?". */
    public static String number(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "?";
        }
        if (value != 0 && Math.abs(value) < 0.01) {
            return String.format(Locale.ROOT, "%.2g", value); // DB2 estimates 5.0e-05 rows
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e12) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }

    /** A cost: two decimals, as PostgreSQL prints them. */
    public static String cost(double value) {
        return number(value, 2);
    }

    /** A row count: whole rows, fractions (DB2 estimates 0.4 rows) with two decimals. */
    public static String rows(double value) {
        return number(value, 2);
    }

    /** Milliseconds with three decimals. */
    public static String millis(double value) {
        return Double.isNaN(value) ? "?" : number(value, 3) + " ms";
    }

    /**
     * {@code after / before} as a factor: "0.0042x", "12x"; "?" when either is unknown or the
     * base is 0.
     */
    public static String ratio(double before, double after) {
        if (Double.isNaN(before) || Double.isNaN(after) || before == 0) {
            return "?";
        }
        double r = after / before;
        if (r >= 100) {
            return String.format(Locale.ROOT, "%,.0fx", r);
        }
        if (r >= 0.1) {
            return String.format(Locale.ROOT, "%.2fx", r);
        }
        return String.format(Locale.ROOT, "%.2gx", r);
    }
}
