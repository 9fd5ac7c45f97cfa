package org.xwb.core.run;

import java.util.SplittableRandom;

/**
 * Picks an index with probability proportional to its weight in constant time (Walker's alias
 * method, Vose's construction), from one draw of the user's stream. Zero weights are never picked.
 * Immutable and shared by all users.
 */
public final class WeightedChoice {

    private final double[] probability;
    private final int[] alias;
    /** Columns hold only the positive weights; this maps a column back to the caller's index. */
    private final int[] index;
    private final int choices;

    public WeightedChoice(double[] weights) {
        choices = weights.length;
        if (choices == 0) {
            throw new IllegalArgumentException("nothing to choose from");
        }
        double sum = 0;
        int positive = 0;
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("weights must be finite and 0 or more, got " + w);
            }
            sum += w;
            positive += w > 0 ? 1 : 0;
        }
        if (sum <= 0) {
            throw new IllegalArgumentException("all weights are 0");
        }
        index = new int[positive];
        for (int i = 0, j = 0; i < choices; i++) {
            if (weights[i] > 0) {
                index[j++] = i;
            }
        }
        int n = positive;
        probability = new double[n];
        alias = new int[n];
        double[] scaled = new double[n];
        int[] small = new int[n];
        int[] large = new int[n];
        int smallCount = 0;
        int largeCount = 0;
        for (int i = 0; i < n; i++) {
            scaled[i] = weights[index[i]] * n / sum;
            if (scaled[i] < 1) {
                small[smallCount++] = i;
            } else {
                large[largeCount++] = i;
            }
        }
        while (smallCount > 0 && largeCount > 0) {
            int s = small[--smallCount];
            int l = large[--largeCount];
            probability[s] = scaled[s];
            alias[s] = l;
            scaled[l] = scaled[l] + scaled[s] - 1;
            if (scaled[l] < 1) {
                small[smallCount++] = l;
            } else {
                large[largeCount++] = l;
            }
        }
        while (largeCount > 0) {
            probability[large[--largeCount]] = 1;
        }
        while (smallCount > 0) {
            probability[small[--smallCount]] = 1; // rounding leftovers
        }
    }

    /** An index; the integer part of u*n picks the column, the fraction decides column or alias. */
    public int pick(SplittableRandom random) {
        double u = random.nextDouble() * probability.length;
        int column = (int) u;
        return index[u - column < probability[column] ? column : alias[column]];
    }

    /** How many indices there are, including those of weight 0. */
    public int size() {
        return choices;
    }
}
