package org.xwb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.data.general.DefaultPieDataset;
import org.xwb.core.results.RunResults;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.report.charts.LiveChart;
import org.xwb.report.charts.MixDonut;
import org.xwb.report.charts.RunCharts;
import org.xwb.report.charts.RunStart;

/**
 * One run in a report: what it was and how it ended, the TPoX statistics per transaction, the
 * dashboard's charts drawn from its intervals, the workload mix with its donut, its settings, target,
 * environment and versions, and its first error messages.
 */
final class RunSection {

    private RunSection() {
    }

    static void write(Html html, RunResults run, SvgCharts charts) {
        RunSummary s = run.summary();
        html.open("section", "class", "run", "id", anchor(run));
        html.element("h2", "Run " + run.id() + (s == null ? "" : ": " + s.workload()));
        if (s == null) {
            html.element("p", "This run left no summary (it was killed or is still running): its intervals only.",
                    "class", "warning");
        } else {
            html.facts("overview", overview(s));
            statistics(html, s, run);
            documents(html, s);
        }
        html.element("h3", "Charts");
        html.open("div", "class", "charts");
        Map<LiveChart, JFreeChart> drawn = RunCharts.replay(RunStart.of(run), run.intervals(), run.events());
        drawn.forEach((chart, jfree) -> html.open("figure", "class", "chart", "data-chart", chart.exportName())
                .raw(charts.svg(jfree, 800, 420)).close("figure"));
        html.close("div");
        indexEvents(html, run);
        if (s != null) {
            mix(html, s, charts);
        }
        settings(html, run);
        environment(html, run);
        if (s != null) {
            errors(html, s);
        }
        html.close("section");
    }

    static String anchor(RunResults run) {
        return "run-" + run.id();
    }

    private static List<String[]> overview(RunSummary s) {
        List<String[]> facts = new ArrayList<>();
        facts.add(new String[] { "Outcome", s.outcome().key() + (s.failure() == null ? "" : ": " + s.failure()) });
        facts.add(new String[] { "Started", s.startedAt() == null ? Figures.NONE : s.startedAt().toString() });
        facts.add(new String[] { "Target", s.target().profile() + " (" + s.target().kind() + ", dialect "
                + s.target().dialect() + "): " + s.target().description() });
        facts.add(new String[] { "Server", s.serverVersion() });
        facts.add(new String[] { "Users", String.valueOf(s.users()) });
        facts.add(new String[] { "Measured", Figures.number(s.measuredSeconds(), 2) + " s after "
                + Figures.number(s.rampUpSeconds(), 1) + " s ramp-up" });
        facts.add(new String[] { "Throughput", Figures.number(s.total().txPerSecond(), 1) + " tx/s, "
                + Figures.count(s.total().count()) + " transactions counted" });
        facts.add(new String[] { "Errors", Figures.count(s.total().errors().failed()) + " failed ("
                + Figures.percent(s.errorRate()) + ", threshold " + Figures.percent(s.errorThreshold()) + "), "
                + Figures.count(s.reconnects()) + " reconnects" });
        facts.add(new String[] { "Not counted", Figures.count(s.warmupTransactions()) + " during ramp-up, "
                + Figures.count(s.discardedAfterEnd()) + " after the end" });
        for (String warning : s.warnings()) {
            facts.add(new String[] { "Warning", warning });
        }
        return facts;
    }

    /** The TPoX statistics: count, rows, mix, rate, total, min, mean, max, stddev, percentiles, CI, errors. */
    private static void statistics(Html html, RunSummary s, RunResults run) {
        List<Double> percentiles = new ArrayList<>(s.total().latency().percentilesMs().keySet());
        int level = (int) Math.round(100 * s.total().latency().confidenceLevel());
        html.element("h3", "Statistics per transaction");
        html.element("p", "Times in ms. CI: the " + (level > 0 ? level + " % " : "") + "confidence interval of the "
                + "mean (Student t). Min, max, percentiles and standard deviation within 0.1 % (HdrHistogram, 3 digits).",
                "class", "note");
        List<String> header = new ArrayList<>(List.of("Transaction", "Count", "Rows", "Bytes fetched", "Mix %", "tx/s",
                "Total s", "Min",
                "Mean", "Max", "Std dev"));
        percentiles.forEach(p -> header.add(Figures.percentile(p)));
        header.addAll(List.of("CI low", "CI high", "Deadlocks", "Timeouts", "Retries", "Errors"));
        List<List<String>> rows = new ArrayList<>();
        List<String> classes = new ArrayList<>();
        for (TransactionSummary t : s.transactions()) {
            rows.add(statisticsRow(t.name(), t, percentiles));
            classes.add(null);
        }
        rows.add(statisticsRow("Total", s.total(), percentiles));
        classes.add("total");
        html.table("stats", header, rows, classes);
    }

    private static List<String> statisticsRow(String name, TransactionSummary t, List<Double> percentiles) {
        LatencyStats l = t.latency();
        List<String> row = new ArrayList<>(List.of(name, Figures.count(t.count()), Figures.count(t.affectedRows()),
                Figures.count(t.fetchedBytes()), Figures.number(t.sharePercent(), 2), Figures.number(t.txPerSecond(), 1),
                Figures.number(l.totalSeconds(), 3), Figures.ms(l.minMs()), Figures.ms(l.meanMs()), Figures.ms(l.maxMs()),
                Figures.ms(l.stdDevMs())));
        percentiles.forEach(p -> row.add(Figures.ms(l.percentile(p))));
        row.addAll(List.of(Figures.ms(l.ciLowMs()), Figures.ms(l.ciHighMs()), Figures.count(t.errors().deadlocks()),
                Figures.count(t.errors().timeouts()), Figures.count(t.errors().retries()),
                Figures.count(t.errors().failed())));
        return row;
    }

    private static void documents(Html html, RunSummary s) {
        if (s.total().documents() == 0) {
            return;
        }
        html.element("h3", "Inserted documents (MB = 10^6 bytes)");
        List<List<String>> rows = new ArrayList<>();
        for (TransactionSummary t : s.transactions()) {
            if (t.documents() > 0) {
                rows.add(documentRow(t.name(), t));
            }
        }
        rows.add(documentRow("Total", s.total()));
        List<String> classes = new ArrayList<>(java.util.Collections.nCopies(rows.size() - 1, (String) null));
        classes.add("total");
        html.table("documents", List.of("Transaction", "Documents", "Bytes", "docs/s", "MB/s"), rows, classes);
    }

    private static List<String> documentRow(String name, TransactionSummary t) {
        return List.of(name, Figures.count(t.documents()), Figures.count(t.documentBytes()),
                Figures.number(t.documentsPerSecond(), 1), Figures.number(t.megabytesPerSecond(), 3));
    }

    /** The mix as the workload weighed it (the donut) and as the run measured it. */
    private static void mix(Html html, RunSummary s, SvgCharts charts) {
        html.element("h3", "Workload mix");
        html.open("div", "class", "mix");
        DefaultPieDataset<String> dataset = new DefaultPieDataset<>();
        JFreeChart donut = MixDonut.create(dataset);
        List<TransactionSummary> types = s.transactions();
        double[] weights = types.stream().mapToDouble(TransactionSummary::weight).toArray();
        MixDonut.show(donut, dataset, types.stream().map(TransactionSummary::name).toList(), weights);
        html.open("figure", "class", "chart", "data-chart", "mix").raw(charts.svg(donut, 460, 420)).close("figure");
        double sum = types.stream().mapToDouble(TransactionSummary::weight).sum();
        List<List<String>> rows = new ArrayList<>();
        for (TransactionSummary t : types) {
            rows.add(List.of(t.name(), t.kind(), Figures.number(t.weight(), 2),
                    Figures.number(sum > 0 ? 100 * t.weight() / sum : Double.NaN, 2), Figures.number(t.sharePercent(), 2)));
        }
        html.table("mix", List.of("Transaction", "Kind", "Weight", "Planned %", "Measured %"), rows, List.of());
        html.close("div");
    }

    /** The XML index changes made while the run went on (issue 33), as the charts mark them. */
    private static void indexEvents(Html html, RunResults run) {
        List<IndexEvent> events = run.events();
        if (events.isEmpty()) {
            return;
        }
        html.element("h3", "XML index changes during the run");
        List<List<String>> rows = new ArrayList<>();
        for (IndexEvent event : events) {
            rows.add(List.of(Figures.number(event.seconds(), 1), event.index(), event.kind().words(), event.detail()));
        }
        html.table("index-events", List.of("Second", "Index", "Event", "Detail"), rows, List.of());
    }

    private static void settings(Html html, RunResults run) {
        if (run.settings().isEmpty()) {
            return;
        }
        html.element("h3", "Settings");
        List<String[]> facts = new ArrayList<>();
        run.settings().forEach((key, value) -> {
            if (!key.startsWith("format") && !(value instanceof Map) && !key.equals(IndexEvent.KEY)) {
                facts.add(new String[] { key, JsonText.of(value) });
            }
        });
        html.facts("settings", facts);
    }

    private static void environment(Html html, RunResults run) {
        Map<String, Object> env = run.environment();
        if (env.isEmpty()) {
            return;
        }
        html.element("h3", "Target and environment");
        List<String[]> facts = new ArrayList<>();
        JsonText.flatten("target", env.get("target"), facts);
        JsonText.flatten("jvm", env.get("jvm"), facts);
        facts.add(new String[] { "cores", JsonText.of(env.get("cores")) });
        JsonText.flatten("os", env.get("os"), facts);
        html.facts("environment", facts);
        if (env.get("components") instanceof List<?> components && !components.isEmpty()) {
            html.element("h3", "Versions");
            List<List<String>> rows = new ArrayList<>();
            for (Object c : components) {
                if (c instanceof Map<?, ?> component) {
                    rows.add(List.of(JsonText.of(component.get("name")), JsonText.of(component.get("version"))));
                }
            }
            html.table("versions", List.of("Component", "Version"), rows, List.of());
        }
    }

    private static void errors(Html html, RunSummary s) {
        if (s.transactions().stream().allMatch(t -> t.errors().messages().isEmpty())) {
            return;
        }
        html.element("h3", "Error messages (count x class: message)");
        html.open("ul", "class", "errors");
        for (TransactionSummary t : s.transactions()) {
            for (String message : t.errors().countedMessages()) {
                html.element("li", t.name() + ": " + message);
            }
        }
        html.close("ul");
    }
}
