package org.xwb.kit.advisor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The set of indexes that maximizes the mix's throughput, chosen greedily: the mix's average
 * transaction time is the weight shares times the transactions' times, so a faster average is a
 * higher throughput at the same users. Each round takes the candidate with the largest marginal
 * gain: for each query text it serves, what it saves over the best time the chosen indexes give
 * that text already, minus its measured write cost; it stops when no candidate gains.
 * <p>
 * Where it can miss: indexes that help only together (a join reading both tables by index, a plan
 * combining two indexes) are measured one at a time here, so {@code IndexAdvisor} measures every
 * left-out candidate again on top of the chosen set, round after round while one joins (its
 * second pass); write costs are taken as additive, each measured on top of the indexes the writers
 * find their rows by, at few users; times come from a few parameter draws and short runs, so small
 * gains and costs are within noise.
 */
final class GreedyChoice {

    /** One candidate's measured effect. */
    record Effect(int candidate, Map<String, Double> queryAfterMs, double writeCostMs) {
    }

    private GreedyChoice() {
    }

    /**
     * @param baselineMs per query text, its time without any XML index, times its transaction's weight share
     * @param effects    per candidate, its query texts' times with it (also weighted) and its weighted write cost
     * @return the chosen candidates' numbers in the order they were taken
     */
    static List<Integer> choose(Map<String, Double> baselineMs, List<Effect> effects) {
        Map<String, Double> best = new HashMap<>(baselineMs);
        List<Effect> left = new ArrayList<>(effects);
        List<Integer> chosen = new ArrayList<>();
        while (!left.isEmpty()) {
            Effect top = null;
            double topGain = 0;
            for (Effect effect : left) {
                double gain = marginal(effect, best);
                if (gain > topGain) {
                    top = effect;
                    topGain = gain;
                }
            }
            if (top == null) {
                break;
            }
            chosen.add(top.candidate());
            left.remove(top);
            top.queryAfterMs().forEach((text, ms) -> best.merge(text, ms, Math::min));
        }
        return chosen;
    }

    static double marginal(Effect effect, Map<String, Double> best) {
        double gain = 0;
        for (Map.Entry<String, Double> after : effect.queryAfterMs().entrySet()) {
            Double now = best.get(after.getKey());
            if (now != null && !Double.isNaN(after.getValue())) {
                gain += Math.max(0, now - after.getValue());
            }
        }
        return gain - (Double.isNaN(effect.writeCostMs()) ? 0 : effect.writeCostMs());
    }
}
