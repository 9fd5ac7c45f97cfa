package org.xwb.jmeter.export;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;

import org.xwb.model.weights.LargestRemainder;

/**
 * The transaction mix as a sequence of transaction indexes that the JMeter threads read in turn
 * (a CSV Data Set shared by all threads, started again at its end): each transaction appears in
 * one pass of the sequence exactly in proportion to its weight, in an order shuffled with the run's
 * seed. So the shares of a JMeter run are the weights exactly over every pass (XWB draws each
 * transaction at random with these probabilities). Weights whose exact ratio needs a pass longer
 * than {@link #MAX_PASS} are rounded to shares of {@link #ROUNDED_PASS}.
 */
final class MixSequence {

    static final int MAX_PASS = 100_000;
    static final int ROUNDED_PASS = 10_000;

    private final long[] counts;
    private final boolean rounded;

    private MixSequence(long[] counts, boolean rounded) {
        this.counts = counts;
        this.rounded = rounded;
    }

    /** @param weights the positive weights of the mix's transactions, in plan order */
    static MixSequence of(double[] weights) {
        BigDecimal[] exact = new BigDecimal[weights.length];
        int scale = 0;
        for (int i = 0; i < weights.length; i++) {
            exact[i] = new BigDecimal(Double.toString(weights[i])).stripTrailingZeros();
            scale = Math.max(scale, Math.max(0, exact[i].scale()));
        }
        BigInteger[] units = new BigInteger[weights.length];
        BigInteger gcd = BigInteger.ZERO;
        for (int i = 0; i < weights.length; i++) {
            units[i] = exact[i].movePointRight(scale).toBigIntegerExact();
            gcd = gcd.gcd(units[i]);
        }
        BigInteger total = BigInteger.ZERO;
        long[] counts = new long[weights.length];
        for (int i = 0; i < weights.length; i++) {
            units[i] = units[i].divide(gcd);
            total = total.add(units[i]);
        }
        if (total.compareTo(BigInteger.valueOf(MAX_PASS)) <= 0) {
            for (int i = 0; i < weights.length; i++) {
                counts[i] = units[i].longValueExact();
            }
            return new MixSequence(counts, false);
        }
        long[] shares = new long[weights.length];
        for (int i = 0; i < weights.length; i++) {
            shares[i] = Math.round(weights[i] / sum(weights) * 1_000_000);
        }
        return new MixSequence(LargestRemainder.apportion(ROUNDED_PASS, shares), true);
    }

    private static double sum(double[] weights) {
        double s = 0;
        for (double w : weights) {
            s += w;
        }
        return s;
    }

    /** How often each transaction appears in one pass. */
    long[] counts() {
        return counts.clone();
    }

    /** True when the weights were rounded to shares of {@link #ROUNDED_PASS}. */
    boolean rounded() {
        return rounded;
    }

    /** One pass: every index as often as its count, shuffled with {@code seed} (Fisher-Yates). */
    int[] pass(long seed) {
        int length = 0;
        for (long c : counts) {
            length += (int) c;
        }
        int[] sequence = new int[length];
        int at = 0;
        for (int i = 0; i < counts.length; i++) {
            for (long k = 0; k < counts[i]; k++) {
                sequence[at++] = i;
            }
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = sequence[i];
            sequence[i] = sequence[j];
            sequence[j] = swap;
        }
        return sequence;
    }
}
