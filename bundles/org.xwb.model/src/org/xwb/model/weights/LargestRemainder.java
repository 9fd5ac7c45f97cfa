package org.xwb.model.weights;

/**
 * Splits a whole number of units in proportion to shares so the parts add up exactly (the
 * Hamilton or largest-remainder method). Ties go to the larger share, then to the earlier row,
 * so the same input always gives the same split.
 */
public final class LargestRemainder {

    private LargestRemainder() {
    }

    /** @return parts[i] ~ amount * shares[i] / sum(shares), summing to exactly {@code amount} */
    public static long[] apportion(long amount, long[] shares) {
        long sum = 0;
        for (long share : shares) {
            sum += share;
        }
        long[] parts = new long[shares.length];
        if (sum == 0 || amount == 0) {
            return parts;
        }
        long[] remainders = new long[shares.length];
        long given = 0;
        for (int i = 0; i < shares.length; i++) {
            // amount and shares are at most 10^6 units, so the product fits a long
            parts[i] = amount * shares[i] / sum;
            remainders[i] = amount * shares[i] % sum;
            given += parts[i];
        }
        for (long left = amount - given; left > 0; left--) {
            int best = -1;
            for (int i = 0; i < shares.length; i++) {
                if (shares[i] > 0 && (best < 0 || remainders[i] > remainders[best]
                        || remainders[i] == remainders[best] && shares[i] > shares[best])) {
                    best = i;
                }
            }
            parts[best]++;
            remainders[best] = -1; // each row gets at most one extra unit
        }
        return parts;
    }
}
