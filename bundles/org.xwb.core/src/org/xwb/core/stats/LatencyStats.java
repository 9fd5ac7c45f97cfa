package org.xwb.core.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.AbstractHistogram;

/**
 * Latency figures of a transaction type over the measured window, in milliseconds. The mean and the
 * total are exact (a sum of microseconds); min, max, percentiles and the standard deviation come
 * from the HdrHistogram (3 significant digits: within 0.1 %). NaN where there is no sample.
 *
 * @param percentilesMs    percentile (e.g. 99.9) to latency, ascending
 * @param confidenceLevel  e.g. 0.95
 * @param ciLowMs          lower end of the confidence interval of the mean
 * @param ciHighMs         upper end; mean +- t(level, n-1) * sd / sqrt(n)
 */
public record LatencyStats(long count, double totalSeconds, double minMs, double meanMs, double maxMs,
        double stdDevMs, Map<Double, Double> percentilesMs, double confidenceLevel, double ciLowMs,
        double ciHighMs) {

    /** How the confidence interval is computed, recorded in summary.json. */
    public static final String CONFIDENCE_METHOD = "student_t";

    public LatencyStats {
        percentilesMs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(percentilesMs));
    }

    static LatencyStats of(AbstractHistogram micros, long sumMicros, List<Double> percentiles, double level) {
        long n = micros.getTotalCount();
        Map<Double, Double> pcts = new LinkedHashMap<>();
        if (n == 0) {
            percentiles.forEach(p -> pcts.put(p, Double.NaN));
            return new LatencyStats(0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, pcts, level, Double.NaN,
                    Double.NaN);
        }
        percentiles.forEach(p -> pcts.put(p, micros.getValueAtPercentile(p) / 1000.0));
        double mean = sumMicros / 1000.0 / n;
        double sd = micros.getStdDeviation() / 1000.0;
        double half = n > 1 ? Quantiles.studentT(0.5 + level / 2, n - 1) * sd / Math.sqrt(n) : Double.NaN;
        return new LatencyStats(n, sumMicros / 1e6, micros.getMinValue() / 1000.0, mean,
                micros.getMaxValue() / 1000.0, sd, pcts, level, mean - half, mean + half);
    }

    /** The latency at percentile {@code p} (one of the reported ones), or NaN. */
    public double percentile(double p) {
        return percentilesMs.getOrDefault(p, Double.NaN);
    }
}
