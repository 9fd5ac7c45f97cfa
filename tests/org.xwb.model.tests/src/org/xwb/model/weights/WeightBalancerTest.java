package org.xwb.model.weights;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;

import org.junit.jupiter.api.Test;

class WeightBalancerTest {

    private final WeightBalancer balancer = new WeightBalancer();

    @Test
    void theOtherRowsGiveUpTheDifferenceInProportion() {
        double[] result = balancer.set(new double[] { 50, 30, 20 }, new boolean[3], 0, 60);
        // 40 left for rows of 30 and 20: 24 and 16
        assertArrayEquals(new double[] { 60, 24, 16 }, result);
    }

    @Test
    void lockedRowsNeverMove() {
        double[] result = balancer.set(new double[] { 40, 30, 20, 10 }, new boolean[] { false, true, false, false }, 0, 10);
        assertArrayEquals(new double[] { 10, 30, 40, 20 }, result);
    }

    @Test
    void roundingToTenthsStillAddsUpToExactly100() {
        double[] result = balancer.set(new double[] { 25, 25, 25, 25 }, new boolean[4], 3, 0);
        // 100 over three equal rows: 33.4, 33.3, 33.3 (the extra tenth to the first)
        assertArrayEquals(new double[] { 33.4, 33.3, 33.3, 0 }, result);
        assertEquals(1000, tenths(result));
    }

    @Test
    void aRowCannotTakeMoreThanTheLockedRowsLeave() {
        double[] result = balancer.set(new double[] { 20, 30, 50 }, new boolean[] { false, true, false }, 0, 95);
        assertArrayEquals(new double[] { 70, 30, 0 }, result);
    }

    @Test
    void movingARowTo100EmptiesTheOthers() {
        assertArrayEquals(new double[] { 0, 100, 0 }, balancer.set(new double[] { 30, 30, 40 }, new boolean[3], 1, 100));
    }

    @Test
    void whenEveryOtherRowIsLockedTheEditedRowTakesWhatIsLeft() {
        boolean[] allLocked = { true, true, true };
        assertArrayEquals(new double[] { 30, 25, 45 }, balancer.set(new double[] { 30, 25, 20 }, allLocked, 2, 70));
    }

    @Test
    void zeroWeightsShareEquallyWhenTheyMustGrow() {
        double[] result = balancer.set(new double[] { 100, 0, 0, 0 }, new boolean[4], 0, 70);
        assertArrayEquals(new double[] { 70, 10, 10, 10 }, result);
        assertArrayEquals(new double[] { 0, 33.4, 33.3, 33.3 }, balancer.set(new double[] { 0, 0, 0, 0 }, new boolean[4], 0, 0));
    }

    @Test
    void negativeAndOutOfRangeInputsAreClamped() {
        assertArrayEquals(new double[] { 0, 60, 40 }, balancer.set(new double[] { 10, 30, 20 }, new boolean[3], 0, -5));
        assertArrayEquals(new double[] { 100, 0, 0 }, balancer.set(new double[] { 10, -30, 20 }, new boolean[3], 0, 250));
    }

    @Test
    void equalSharesRespectLocks() {
        double[] weights = { 10, 20, 30, 40, 0, 0, 0, 0 };
        boolean[] locked = { false, true, false, false, false, false, false, false };
        double[] result = balancer.equal(weights, locked);
        // 80 over seven rows is 114 tenths and 2 left over: 11.5 for the first two, 11.4 for the others
        assertArrayEquals(new double[] { 11.5, 20, 11.5, 11.4, 11.4, 11.4, 11.4, 11.4 }, result);
        assertEquals(1000, tenths(result));
    }

    @Test
    void thousandsOfRandomEditsNeverDrift() {
        Random random = new Random(7);
        int rows = 13;
        double[] weights = balancer.equal(new double[rows], new boolean[rows]);
        for (int edit = 0; edit < 5000; edit++) {
            boolean[] locked = new boolean[rows];
            for (int i = 0; i < rows; i++) {
                locked[i] = random.nextInt(5) == 0;
            }
            int row = random.nextInt(rows);
            double[] before = weights.clone();
            weights = balancer.set(weights, locked, row, random.nextInt(1001) / 10.0);
            assertEquals(1000, tenths(weights), "edit " + edit);
            for (int i = 0; i < rows; i++) {
                if (locked[i] && i != row) {
                    assertEquals(before[i], weights[i], "locked row " + i + " moved at edit " + edit);
                }
                assertEquals(weights[i], balancer.round(weights[i]), "weights stay on the 0.1 grid");
            }
        }
    }

    @Test
    void otherPrecisions() {
        WeightBalancer whole = new WeightBalancer(0);
        assertArrayEquals(new double[] { 34, 33, 33 }, whole.equal(new double[3], new boolean[3]));
        WeightBalancer hundredths = new WeightBalancer(2);
        assertArrayEquals(new double[] { 14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28 },
                hundredths.equal(new double[7], new boolean[7]));
        assertEquals(0.01, hundredths.precision());
        assertThrows(IllegalArgumentException.class, () -> new WeightBalancer(5));
        assertThrows(IllegalArgumentException.class, () -> balancer.set(new double[2], new boolean[3], 0, 1));
    }

    private static long tenths(double[] weights) {
        long sum = 0;
        for (double weight : weights) {
            sum += Math.round(weight * 10);
        }
        return sum;
    }
}
