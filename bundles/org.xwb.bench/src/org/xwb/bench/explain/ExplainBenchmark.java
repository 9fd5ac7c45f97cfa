package org.xwb.bench.explain;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.target.Target;
import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueGenerator;
import org.xwb.core.values.ValueSources;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.xml.TpoxKit;

/**
 * The plan view's round trip on the demo database: the kit's TPoX database built on a target,
 * then the mixed workload's get_order explained again and again, each time with the next order id
 * its value source draws (bound as a run binds it): EXPLAIN alone, EXPLAIN plus the index hints
 * (the catalog's XML indexes and the matching, what the plan view does per explain), and EXPLAIN
 * ANALYZE; with the workload's order_id index and without it (the demo's sequential scan).
 */
public final class ExplainBenchmark {

    /** One measured line: milliseconds per round trip. */
    public record Line(String what, double median, double p90, double min) {
    }

    private final Workspace workspace;
    private final PrintWriter out;

    public ExplainBenchmark(Workspace workspace, PrintWriter out) {
        this.workspace = workspace;
        this.out = out;
    }

    public List<Line> run(Target target, long customers, int warmup, int rounds, long seed) throws Exception {
        out.printf(Locale.ROOT, "building the TPoX database: %,d customers...%n", customers);
        out.flush();
        TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target,
                new TpoxScale(customers, customers, seed), LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                });
        Path mixed = prepared.workloads().get(KitWorkloads.MIXED);
        Workload workload = WorkloadFiles.load(mixed);
        Transaction getOrder = workload.getTransactions().stream().filter(t -> t.getId().equals("get_order")).findFirst()
                .orElseThrow(() -> new IllegalStateException("the kit's mixed workload has no get_order"));
        String text = getOrder.getStatements().stream().filter(s -> s.getDialect().equals(target.dialect())).findFirst()
                .orElseThrow(() -> new IllegalStateException("get_order has no " + target.dialect() + " statement"))
                .getTexts().get(0);
        ParameterMarker marker = getOrder.getParameters().get(0);
        List<Line> lines = new ArrayList<>();
        try (ValueContext context = new ValueContext(mixed.getParent(), CollectionDocuments::open)) {
            ValueGenerator ids = ValueSources.compile(marker, 1, "transaction get_order", context).forUser(0, 1);
            SplittableRandom random = new SplittableRandom(RunSettingsDefaults.effective(workload).getSeed());
            Round explain = () -> target.explain(text, next(ids, random, marker), false);
            Round withHints = () -> {
                target.explain(text, next(ids, random, marker), false);
                target.statements().indexHints(text, workload, target.xmlIndexes(workload), SchemaKeyTypes.NONE);
            };
            Round analyze = () -> target.explain(text, next(ids, random, marker), true);
            lines.add(measure("EXPLAIN, order_id index", explain, warmup, rounds));
            lines.add(measure("EXPLAIN + index hints, order_id index", withHints, warmup, rounds));
            lines.add(measure("EXPLAIN ANALYZE, order_id index", analyze, warmup, rounds));
            execute(target, "DROP INDEX order_id");
            try {
                lines.add(measure("EXPLAIN, no index (seq scan)", explain, warmup, rounds));
                lines.add(measure("EXPLAIN + index hints, no index", withHints, warmup, rounds));
                lines.add(measure("EXPLAIN ANALYZE, no index (parses every order)", analyze, warmup, rounds));
            } finally {
                target.createIndexes(workload);
            }
        }
        return lines;
    }

    private interface Round {
        void run() throws Exception;
    }

    private Line measure(String what, Round round, int warmup, int rounds) throws Exception {
        for (int i = 0; i < warmup; i++) {
            round.run();
        }
        double[] millis = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            long start = System.nanoTime();
            round.run();
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        Line line = new Line(what, millis[rounds / 2], millis[Math.min(rounds - 1, (int) Math.ceil(rounds * 0.9) - 1)],
                millis[0]);
        out.printf(Locale.ROOT, "%-48s median %8.2f ms  p90 %8.2f ms  min %8.2f ms%n", what, line.median(), line.p90(),
                line.min());
        out.flush();
        return line;
    }

    private static List<Object> next(ValueGenerator ids, SplittableRandom random, ParameterMarker marker) {
        return List.of(new ParameterBinder.Typed(marker.getType(), ids.next(random, new Object[1])));
    }

    private static void execute(Target target, String sql) throws SQLException {
        try (Connection c = target.connect(); java.sql.Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
