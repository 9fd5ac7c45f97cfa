package org.xwb.kit.advisor;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.plan.Plan;
import org.xwb.core.run.StatementBinding;
import org.xwb.core.target.Target;
import org.xwb.core.values.TransactionDraws;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/**
 * Explains the statement texts candidates serve, each with the same few parameter draws every
 * time (drawn once from the workload's seed, as a run draws them), EXPLAIN for the optimizer's
 * cost and EXPLAIN ANALYZE (rolled back by the target) for the time.
 */
final class StatementProbe {

    private final Target target;
    /** Per served text ("transaction#text"), its bound texts of each draw. */
    private final Map<String, List<StatementBinding.Bound>> draws = new LinkedHashMap<>();

    StatementProbe(Target target, Workload workload, Path workloadFolder, List<Candidate> candidates, int count,
            long seed) {
        this.target = target;
        for (Candidate candidate : candidates) {
            for (Candidate.Served served : candidate.served()) {
                draws.computeIfAbsent(key(served), k -> bind(workload, workloadFolder, served, count, seed));
            }
        }
    }

    /** The served texts' keys, in order. */
    List<String> texts() {
        return List.copyOf(draws.keySet());
    }

    static String key(Candidate.Served served) {
        return served.transaction() + "#" + served.text();
    }

    /** The plan of one served text now (with whatever indexes the target has). */
    PlanSample measure(String text) throws SQLException {
        List<Plan> estimated = new ArrayList<>();
        List<Plan> analyzed = new ArrayList<>();
        for (StatementBinding.Bound bound : draws.get(text)) {
            estimated.add(target.explain(bound.sql(), bound.parameters(), false));
            Plan plan = analyzed(bound);
            if (plan != null) {
                analyzed.add(plan);
            }
        }
        return PlanSample.of(estimated, analyzed);
    }

    /** The analyzed plan of one draw, or null where the target cannot time it. */
    private Plan analyzed(StatementBinding.Bound bound) throws SQLException {
        try {
            return target.explain(bound.sql(), bound.parameters(), true);
        } catch (SQLException notSupported) {
            if (!"0A000".equals(notSupported.getSQLState())) {
                throw notSupported;
            }
            return null; // BaseX cannot roll back an updating query it ran: its plan, without a time
        }
    }

    /**
     * The mean measured time of one served text over the draws now (EXPLAIN ANALYZE only): what
     * the mix's throughput follows when the time depends on the parameter values; NaN when the
     * target cannot time it.
     */
    double meanMillis(String text) throws SQLException {
        double sum = 0;
        int count = 0;
        for (StatementBinding.Bound bound : draws.get(text)) {
            Plan plan = analyzed(bound);
            double millis = plan == null ? Double.NaN : plan.root().actualTimeMs();
            if (!Double.isNaN(millis)) {
                sum += millis;
                count++;
            }
        }
        return count == 0 ? Double.NaN : sum / count;
    }

    private List<StatementBinding.Bound> bind(Workload workload, Path folder, Candidate.Served served, int count,
            long seed) {
        Transaction transaction = workload.getTransactions().stream().filter(t -> t.getId().equals(served.transaction()))
                .findFirst().orElseThrow();
        Statement statement = transaction.getStatements().stream().filter(s -> s.getDialect().equals(target.dialect()))
                .findFirst().orElseThrow();
        List<String> texts = statement.getTexts();
        ParameterType[] types = transaction.getParameters().stream().map(ParameterMarker::getType)
                .toArray(ParameterType[]::new);
        List<StatementBinding.Bound> bound = new ArrayList<>();
        String dialect = statement.getDialect(); // xquery's markers are its external variables
        try (TransactionDraws values = TransactionDraws.open(transaction, StatementBinding.parameterCount(texts, dialect),
                folder, seed)) {
            for (int i = 0; i < count; i++) {
                bound.add(StatementBinding.bind(texts, dialect, types, values.next()).get(served.text()));
            }
        }
        return bound;
    }
}
