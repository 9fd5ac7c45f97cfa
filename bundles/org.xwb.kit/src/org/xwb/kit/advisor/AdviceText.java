package org.xwb.kit.advisor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The advice as text cells and lines, the same for {@code xwb advise-indexes} and the workload editor. */
public final class AdviceText {

    public static final List<String> HEADER = List.of("Index", "Collection", "Path", "Now", "Serves", "Build s", "KB",
            "Read gain ms", "Write cost ms", "Advice");
    /** Columns that hold text (left-aligned), besides the first. */
    public static final int[] TEXT_COLUMNS = { 1, 2, 3, 4, 9 };

    private AdviceText() {
    }

    /** One row of cells per candidate. */
    public static List<List<String>> rows(Advice advice) {
        List<List<String>> rows = new ArrayList<>();
        for (Advice.Row row : advice.rows()) {
            Candidate c = row.candidate();
            rows.add(List.of(c.name(), c.collection().getName(), c.index().getPath(), c.declared() ? "declared" : "proposed",
                    c.transactions().isEmpty() ? "-" : String.join(" ", c.transactions()),
                    Double.isNaN(row.buildSeconds()) ? "-" : String.format(Locale.ROOT, "%.2f", row.buildSeconds()),
                    row.bytes() < 0 ? "-" : String.format(Locale.ROOT, "%,d", row.bytes() / 1024),
                    Double.isNaN(row.readGainMs()) ? "not measured" : String.format(Locale.ROOT, "%.3f", row.readGainMs()),
                    Double.isNaN(row.writeCostMs()) ? "not measured" : String.format(Locale.ROOT, "%+.3f", row.writeCostMs()),
                    row.decision().label()));
        }
        return rows;
    }

    /** Why each decision, with the plans before -> after of each served text. */
    public static List<String> reasons(Advice advice) {
        List<String> lines = new ArrayList<>();
        for (Advice.Row row : advice.rows()) {
            lines.add(String.format(Locale.ROOT, "%s (%s): %s", row.candidate().name(), row.decision().label(), row.reason()));
            for (Map.Entry<String, Advice.PlanPair> plan : row.plans().entrySet()) {
                lines.add(String.format(Locale.ROOT, "  %s: %s -> %s", plan.getKey(), plan.getValue().before().describe(),
                        plan.getValue().after().describe()));
            }
        }
        return lines;
    }

    /** The advised set's DDL, a "-- dialect" line before each dialect's statements. */
    public static List<String> ddl(Advice advice) {
        List<String> lines = new ArrayList<>();
        advice.ddl().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            lines.add("-- " + entry.getKey());
            entry.getValue().forEach(ddl -> lines.add(ddl.startsWith("--") ? ddl : ddl + ";"));
        });
        return lines;
    }
}
