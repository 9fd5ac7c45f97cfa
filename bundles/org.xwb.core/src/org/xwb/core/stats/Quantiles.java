package org.xwb.core.stats;

/**
 * Quantiles for confidence intervals: the standard normal (P. J. Acklam's rational approximation,
 * relative error below 1.2e-9) and Student's t (exact for 1 and 2 degrees of freedom, else the
 * Cornish-Fisher expansion in the normal quantile, Abramowitz and Stegun 26.7.5, which is within
 * 0.1 % from 5 degrees of freedom on and tends to the normal quantile).
 */
public final class Quantiles {

    private static final double[] A = { -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
            1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00 };
    private static final double[] B = { -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
            6.680131188771972e+01, -1.328068155288572e+01 };
    private static final double[] C = { -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
            -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00 };
    private static final double[] D = { 7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
            3.754408661907416e+00 };
    private static final double LOW = 0.02425;

    private Quantiles() {
    }

    /** The p-quantile of the standard normal distribution, 0 &lt; p &lt; 1. */
    public static double normal(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must lie in (0, 1), is " + p);
        }
        if (p < LOW) {
            double q = Math.sqrt(-2 * Math.log(p));
            return (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
                    / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
        }
        if (p > 1 - LOW) {
            return -normal(1 - p);
        }
        double q = p - 0.5;
        double r = q * q;
        return (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
                / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
    }

    /** The p-quantile of Student's t distribution with {@code df} degrees of freedom. */
    public static double studentT(double p, long df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1, is " + df);
        }
        if (df == 1) {
            return Math.tan(Math.PI * (p - 0.5));
        }
        if (df == 2) {
            return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
        }
        double z = normal(p);
        double v = df;
        double z2 = z * z;
        double g1 = (z2 + 1) * z / 4;
        double g2 = ((5 * z2 + 16) * z2 + 3) * z / 96;
        double g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384;
        double g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92160;
        return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v);
    }
}
