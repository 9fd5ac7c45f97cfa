package org.xwb.kit.advisor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;

/**
 * One statement text's plan as the advisor reports it: how it reads its table, the optimizer's
 * cost and the measured time (medians over the parameter draws).
 *
 * @param access   the scans of the plan, e.g. "Seq Scan orders" or "Index Scan order_id"
 * @param cost     the estimated total cost (engine units), NaN when not known
 * @param millis   the actual time of EXPLAIN ANALYZE in milliseconds, NaN when not measured
 * @param xmlIndex the plan reads an XML index
 */
public record PlanSample(String access, double cost, double millis, boolean xmlIndex) {

    /** The median sample of several explains of one text (by time, else by cost). */
    static PlanSample of(List<Plan> estimated, List<Plan> analyzed) {
        Plan shape = analyzed.isEmpty() ? estimated.get(0) : analyzed.get(0);
        double cost = median(estimated.stream().mapToDouble(p -> p.root().estimatedCost()).toArray());
        double millis = analyzed.isEmpty() ? Double.NaN
                : median(analyzed.stream().mapToDouble(p -> p.root().actualTimeMs()).toArray());
        return new PlanSample(access(shape.root()), cost, millis, shape.usesXmlIndex());
    }

    static String access(PlanNode root) {
        Set<String> scans = new LinkedHashSet<>();
        collect(root, scans);
        return scans.isEmpty() ? root.operator() : String.join(", ", scans);
    }

    private static void collect(PlanNode node, Set<String> scans) {
        switch (node.kind()) {
        case TABLE_SCAN, INDEX_SCAN, XML_INDEX_SCAN, XML_SCAN -> scans
                .add((node.operator() + " " + node.object()).strip());
        default -> {
        }
        }
        node.children().forEach(child -> collect(child, scans));
    }

    static double median(double[] values) {
        List<Double> known = new ArrayList<>();
        for (double v : values) {
            if (!Double.isNaN(v)) {
                known.add(v);
            }
        }
        if (known.isEmpty()) {
            return Double.NaN;
        }
        known.sort(null);
        int n = known.size();
        return n % 2 == 1 ? known.get(n / 2) : (known.get(n / 2 - 1) + known.get(n / 2)) / 2;
    }

    /** "Seq Scan orders, cost 1234, 12.3 ms". */
    public String describe() {
        StringBuilder text = new StringBuilder(access);
        if (!Double.isNaN(cost)) {
            text.append(String.format(Locale.ROOT, ", cost %.0f", cost));
        }
        if (!Double.isNaN(millis)) {
            text.append(String.format(Locale.ROOT, ", %.2f ms", millis));
        }
        return text.toString();
    }
}
