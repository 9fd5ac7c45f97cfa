package org.xwb.core.values;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** uniform_int, uniform_dec, normal and exponential. Stateless: one generator serves every user. */
final class NumberGenerators {

    private NumberGenerators() {
    }

    /** Uniform whole number in [min, max], both included. */
    static ValueGenerator uniformInt(long min, long max) {
        if (max < min) {
            throw new IllegalArgumentException("max " + max + " is below min " + min);
        }
        if (max == Long.MAX_VALUE) {
            throw new IllegalArgumentException("max must be below " + Long.MAX_VALUE);
        }
        return (random, drawn) -> random.nextLong(min, max + 1);
    }

    /** Uniform over the decimals with {@code scale} digits in [min, max]. */
    static ValueGenerator uniformDecimal(double min, double max, int scale) {
        if (scale < 0 || scale > 18) {
            throw new IllegalArgumentException("scale must be 0..18, is " + scale);
        }
        long low = BigDecimal.valueOf(min).setScale(scale, RoundingMode.CEILING).unscaledValue().longValueExact();
        long high = BigDecimal.valueOf(max).setScale(scale, RoundingMode.FLOOR).unscaledValue().longValueExact();
        if (high < low) {
            throw new IllegalArgumentException("no decimal with scale " + scale + " lies in [" + min + ", " + max + "]");
        }
        return (random, drawn) -> BigDecimal.valueOf(random.nextLong(low, high + 1), scale);
    }

    /** Normal(mean, sd), clamped to [min, max]; rounded to a Long when {@code integer}. */
    static ValueGenerator normal(double mean, double sd, double min, double max, boolean integer) {
        if (!(sd >= 0)) {
            throw new IllegalArgumentException("standardDeviation must be 0 or more, is " + sd);
        }
        if (max < min) {
            throw new IllegalArgumentException("max " + max + " is below min " + min);
        }
        return (random, drawn) -> {
            double v = Math.min(max, Math.max(min, mean + sd * random.nextGaussian()));
            return integer ? (Object) Math.round(v) : (Object) v;
        };
    }

    /** Exponential with the given mean; rounded to a Long when {@code integer}. */
    static ValueGenerator exponential(double mean, boolean integer) {
        if (!(mean > 0)) {
            throw new IllegalArgumentException("mean must be above 0, is " + mean);
        }
        return (random, drawn) -> {
            double v = -mean * Math.log(1 - random.nextDouble());
            return integer ? (Object) Math.round(v) : (Object) v;
        };
    }
}
