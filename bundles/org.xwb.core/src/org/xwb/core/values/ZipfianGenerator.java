package org.xwb.core.values;

import java.util.SplittableRandom;

/**
 * Zipf-distributed integers in [min, max]: P(min + k - 1) is proportional to k^-s, so min is the
 * most frequent value. Sampled by rejection-inversion (W. Hörmann, G. Derflinger, "Rejection-
 * inversion to generate variates from monotone discrete distributions", ACM TOMACS 6(3), 1996):
 * constant time and memory for any range, which matters for id ranges of millions.
 */
final class ZipfianGenerator implements ValueGenerator {

    private final long min;
    private final long n;
    private final double s;
    private final double hIntegralX1;
    private final double hIntegralN;
    private final double squeeze;

    ZipfianGenerator(long min, long max, double exponent) {
        if (max < min) {
            throw new IllegalArgumentException("max " + max + " is below min " + min);
        }
        if (!(exponent > 0)) {
            throw new IllegalArgumentException("exponent must be above 0, is " + exponent);
        }
        this.min = min;
        this.n = max - min + 1;
        this.s = exponent;
        this.hIntegralX1 = hIntegral(1.5) - 1;
        this.hIntegralN = hIntegral(n + 0.5);
        this.squeeze = 2 - hIntegralInverse(hIntegral(2.5) - h(2));
    }

    @Override
    public Object next(SplittableRandom random, Object[] drawn) {
        return min + rank(random) - 1;
    }

    /** A rank in [1, n]. */
    long rank(SplittableRandom random) {
        while (true) {
            double u = hIntegralN + random.nextDouble() * (hIntegralX1 - hIntegralN);
            double x = hIntegralInverse(u);
            long k = (long) (x + 0.5);
            if (k < 1) {
                k = 1;
            } else if (k > n) {
                k = n;
            }
            if (k - x <= squeeze || u >= hIntegral(k + 0.5) - h(k)) {
                return k;
            }
        }
    }

    /** h(x) = x^-s. */
    private double h(double x) {
        return Math.exp(-s * Math.log(x));
    }

    /** H(x) = (x^(1-s) - 1) / (1-s), and log x when s = 1: an antiderivative of h. */
    private double hIntegral(double x) {
        double logX = Math.log(x);
        return expm1Ratio((1 - s) * logX) * logX;
    }

    /** The inverse of H. */
    private double hIntegralInverse(double y) {
        double t = y * (1 - s);
        if (t < -1) {
            t = -1; // rounding at the far end of the range
        }
        return Math.exp(log1pRatio(t) * y);
    }

    /** (e^t - 1) / t, continuous at 0. */
    private static double expm1Ratio(double t) {
        return Math.abs(t) > 1e-8 ? Math.expm1(t) / t : 1 + t / 2 * (1 + t / 3);
    }

    /** log(1 + t) / t, continuous at 0. */
    private static double log1pRatio(double t) {
        return Math.abs(t) > 1e-8 ? Math.log1p(t) / t : 1 - t / 2 * (1 - 2 * t / 3);
    }
}
