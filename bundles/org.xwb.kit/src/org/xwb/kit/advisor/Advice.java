package org.xwb.kit.advisor;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.xwb.core.compare.RunComparison;

/**
 * What the advisor found: a row per candidate, the chosen set, its DDL per dialect and, when
 * measured, the verification of the mix before and after.
 *
 * @param workload      the workload's name
 * @param target        the target's description
 * @param measured      false for a static analysis (DB2 without a server): no build, plan or run
 * @param rows          one per candidate, declared ones first
 * @param ddl           per dialect that has XML indexes, the CREATE INDEX of each chosen index
 * @param verification  the mix before (the workload's own set) against after (the chosen set), or null
 * @param beforeRun     the before run's folder, or null
 * @param afterRun      the after run's folder, or null
 * @param seconds       wall time of the advisor (database build included)
 * @param buildSeconds  of which building the kit database
 * @param notes         what the reader should know (noise, skipped texts, static analysis)
 */
public record Advice(String workload, String target, boolean measured, List<Row> rows, Map<String, List<String>> ddl,
        RunComparison verification, Path beforeRun, Path afterRun, double seconds, double buildSeconds,
        List<String> notes) {

    public Advice {
        rows = List.copyOf(rows);
        ddl = Map.copyOf(ddl);
        notes = List.copyOf(notes);
    }

    /** What the advisor says to do with a candidate. */
    public enum Decision {
        KEEP("keep"), ADD("add"), DROP("drop"), SKIP("do not add");

        private final String label;

        Decision(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One candidate, measured.
     *
     * @param buildSeconds build time, NaN when not measured
     * @param bytes        size on disk, -1 when not known
     * @param plans        per served text ({@link Candidate.Served#label()}), its plan without and with the index
     * @param readGainMs   ms the served queries save per average transaction of the mix (weight shares), NaN when not measured
     * @param writeCostMs  ms the collection's writing transactions lose per average transaction of the mix with it
     *                     (negative: they gain, e.g. a delete that finds its row by it), NaN when not measured
     * @param order        1-based position in which the greedy choice took it, 0 when not chosen
     * @param reason       the decision in words
     */
    public record Row(Candidate candidate, double buildSeconds, long bytes, Map<String, PlanPair> plans,
            double readGainMs, double writeCostMs, Decision decision, int order, String reason) {
    }

    /** A served text's plan without the index and with it (after is null when not measured). */
    public record PlanPair(PlanSample before, PlanSample after) {
    }

    /** The chosen indexes (kept and added), in the workload's collection order. */
    public List<Candidate> chosen() {
        return rows.stream().filter(r -> r.decision() == Decision.KEEP || r.decision() == Decision.ADD)
                .map(Row::candidate).toList();
    }
}
