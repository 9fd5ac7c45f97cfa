package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class WeightedChoiceTest {

    @Test
    void picksInProportionToTheWeightsOver100kDraws() {
        double[] weights = { 10, 2, 3, 0, 70, 15 }; // TPoX-like percentages with a disabled entry
        WeightedChoice choice = new WeightedChoice(weights);
        int n = 100_000;
        int[] counts = new int[weights.length];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < n; i++) {
            counts[choice.pick(random)]++;
        }
        assertEquals(0, counts[3], "weight 0 is never picked");
        for (int i = 0; i < weights.length; i++) {
            double p = weights[i] / 100;
            double expected = n * p;
            double sigma = Math.sqrt(n * p * (1 - p));
            assertTrue(Math.abs(counts[i] - expected) <= 5 * sigma + 1e-9,
                    "index " + i + ": " + counts[i] + " picks, expected " + expected + " +- " + 5 * sigma);
        }
    }

    @Test
    void unequalWeightsThatDoNotSumTo100Work() {
        WeightedChoice choice = new WeightedChoice(new double[] { 1, 1, 2 });
        int[] counts = new int[3];
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 100_000; i++) {
            counts[choice.pick(random)]++;
        }
        assertEquals(0.5, counts[2] / 100_000.0, 0.01);
        assertEquals(0.25, counts[0] / 100_000.0, 0.01);
    }

    @Test
    void theSameStreamGivesTheSamePicks() {
        WeightedChoice choice = new WeightedChoice(new double[] { 5, 1, 4 });
        SplittableRandom a = new SplittableRandom(99);
        SplittableRandom b = new SplittableRandom(99);
        for (int i = 0; i < 1000; i++) {
            assertEquals(choice.pick(a), choice.pick(b));
        }
    }

    @Test
    void badWeightsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WeightedChoice(new double[] {}));
        assertThrows(IllegalArgumentException.class, () -> new WeightedChoice(new double[] { 0, 0 }));
        assertThrows(IllegalArgumentException.class, () -> new WeightedChoice(new double[] { 1, -1 }));
        assertThrows(IllegalArgumentException.class, () -> new WeightedChoice(new double[] { Double.NaN }));
    }
}
