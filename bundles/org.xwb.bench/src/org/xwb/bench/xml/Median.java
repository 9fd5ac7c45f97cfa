package org.xwb.bench.xml;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Repeated measurements of one figure: reported as all runs plus their median. */
record Median(String unit, double[] runs) {

    double value() {
        double[] sorted = runs.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    @Override
    public String toString() {
        String all = Arrays.stream(runs).mapToObj(r -> String.format(Locale.ROOT, "%.0f", r))
                .collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "median %,.0f %s (runs: %s)", value(), unit, all);
    }
}
