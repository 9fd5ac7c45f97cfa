package org.xwb.model.weights;

import java.util.List;

import org.xwb.model.Transaction;

/**
 * Keeps a transaction mix summing to exactly 100 while the user drags one weight: the other
 * unlocked rows give or take the difference in proportion to their current weights, locked rows
 * never change.
 * <p>
 * All arithmetic is done in whole units of the precision (tenths of a percent by default) and
 * distributed with the largest-remainder method, so the units always add up to exactly 100 % and
 * repeated edits never drift. Pure logic: the editor turns the returned weights into commands.
 */
public final class WeightBalancer {

    public static final double TOTAL = 100;

    private final long unitsPerPoint;

    /** Weights in tenths of a percent (precision 0.1). */
    public WeightBalancer() {
        this(1);
    }

    /** @param decimals digits after the decimal point the weights keep, 0 to 4 */
    public WeightBalancer(int decimals) {
        if (decimals < 0 || decimals > 4) {
            throw new IllegalArgumentException("decimals must be 0 to 4, not " + decimals);
        }
        this.unitsPerPoint = (long) Math.pow(10, decimals);
    }

    /** The smallest step a weight moves by, e.g. 0.1. */
    public double precision() {
        return 1.0 / unitsPerPoint;
    }

    /** A weight rounded to the precision. */
    public double round(double weight) {
        return toWeight(toUnits(weight));
    }

    /**
     * Sets one row's weight and re-balances the other unlocked rows so the sum is 100.
     * <ul>
     * <li>The new weight is clamped to what the locked rows leave (0 .. 100 - locked).</li>
     * <li>The other unlocked rows share the rest in proportion to their weights; if they are all
     * 0, equally.</li>
     * <li>If every other row is locked, the edited row can only take what they leave, so that is
     * the weight it gets.</li>
     * </ul>
     * The edited row itself is changed even if it is marked locked: the user just set it.
     *
     * @return the new weights; the arguments are not changed
     */
    public double[] set(double[] weights, boolean[] locked, int row, double weight) {
        checkSizes(weights, locked);
        long[] units = toUnits(weights);
        long lockedUnits = 0;
        int free = 0;
        for (int i = 0; i < units.length; i++) {
            if (i == row) {
                continue;
            }
            if (locked[i]) {
                lockedUnits += units[i];
            } else {
                free++;
            }
        }
        long available = Math.max(0, totalUnits() - lockedUnits);
        long target = free == 0 ? available : Math.min(Math.max(0, toUnits(weight)), available);
        units[row] = target;
        share(units, locked, row, available - target);
        return toWeights(units);
    }

    /** Every unlocked row gets an equal share of what the locked rows leave. */
    public double[] equal(double[] weights, boolean[] locked) {
        checkSizes(weights, locked);
        long[] units = toUnits(weights);
        long lockedUnits = 0;
        for (int i = 0; i < units.length; i++) {
            if (locked[i]) {
                lockedUnits += units[i];
            } else {
                units[i] = 0;
            }
        }
        share(units, locked, -1, Math.max(0, totalUnits() - lockedUnits));
        return toWeights(units);
    }

    /** The weights of a list of transactions, in order. */
    public static double[] weightsOf(List<Transaction> transactions) {
        return transactions.stream().mapToDouble(Transaction::getWeight).toArray();
    }

    /**
     * Distributes {@code amount} units over the unlocked rows other than {@code skip}, in
     * proportion to their current units (equally when those are all 0).
     */
    private static void share(long[] units, boolean[] locked, int skip, long amount) {
        int count = 0;
        long base = 0;
        for (int i = 0; i < units.length; i++) {
            if (i != skip && !locked[i]) {
                count++;
                base += units[i];
            }
        }
        if (count == 0) {
            return;
        }
        long[] shares = new long[units.length];
        for (int i = 0; i < units.length; i++) {
            if (i != skip && !locked[i]) {
                shares[i] = base == 0 ? 1 : units[i];
            }
        }
        long[] quotas = LargestRemainder.apportion(amount, shares);
        for (int i = 0; i < units.length; i++) {
            if (i != skip && !locked[i]) {
                units[i] = quotas[i];
            }
        }
    }

    private long totalUnits() {
        return Math.round(TOTAL * unitsPerPoint);
    }

    private long toUnits(double weight) {
        return Double.isFinite(weight) && weight > 0 ? Math.round(weight * unitsPerPoint) : 0;
    }

    private long[] toUnits(double[] weights) {
        long[] units = new long[weights.length];
        for (int i = 0; i < weights.length; i++) {
            units[i] = toUnits(weights[i]);
        }
        return units;
    }

    /** Division, not multiplication by 0.1: 143 / 10.0 is the double closest to 14.3. */
    private double toWeight(long units) {
        return units / (double) unitsPerPoint;
    }

    private double[] toWeights(long[] units) {
        double[] weights = new double[units.length];
        for (int i = 0; i < units.length; i++) {
            weights[i] = toWeight(units[i]);
        }
        return weights;
    }

    private static void checkSizes(double[] weights, boolean[] locked) {
        if (weights.length != locked.length) {
            throw new IllegalArgumentException(weights.length + " weights but " + locked.length + " lock flags");
        }
    }
}
