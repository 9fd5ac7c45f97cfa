package org.xwb.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;
import org.xwb.core.results.RunHistory.SweepPoint;
import org.xwb.report.charts.PastRunCharts;

/** A sweep in a report: the scaling chart (throughput and p95 against users) and its points. */
final class SweepSection {

    private SweepSection() {
    }

    static void write(Html html, PastRun sweep, SvgCharts charts) throws IOException {
        html.open("section", "class", "sweep", "id", anchor(sweep));
        html.element("h2", "Sweep " + sweep.id() + ": " + sweep.workload());
        html.open("figure", "class", "chart", "data-chart", "scaling").raw(charts.svg(PastRunCharts.sweep(sweep), 800, 420))
                .close("figure");
        List<List<String>> rows = new ArrayList<>();
        for (SweepPoint p : RunHistory.sweepPoints(sweep.folder())) {
            rows.add(List.of(String.valueOf(p.users()), p.outcome(), Figures.number(p.txPerSecond(), 1),
                    Figures.ms(p.avgMs()), Figures.ms(p.p95Ms()), Figures.ms(p.p99Ms()), Figures.count(p.failed()),
                    Figures.percent(p.errorRate()), p.runId()));
        }
        html.table("sweep", List.of("Users", "Outcome", "tx/s", "Mean ms", "p95 ms", "p99 ms", "Failed", "Error rate",
                "Run"), rows, List.of());
        html.close("section");
    }

    static String anchor(PastRun sweep) {
        return "sweep-" + sweep.id();
    }
}
