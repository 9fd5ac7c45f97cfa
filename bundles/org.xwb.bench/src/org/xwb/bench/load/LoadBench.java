package org.xwb.bench.load;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.profiles.ProfileStore;

/**
 * The insert table of seed 004 redone on the embedded PostgreSQL: load rate for JDBC batch sizes
 * and commit intervals, XML indexes created before or after the load, and a few neighbours
 * (durability off, pgjdbc's batch rewriting, one loader). Every cell loads the same realistic
 * documents into a fresh table; cells run round-robin (A B C ... A B C ...) so drift in the
 * machine hits all of them alike, and the median of the rounds is reported. Not a test: nothing
 * is asserted about speed.
 */
public final class LoadBench {

    /** One configuration; {@code indexesAfter} counts the CREATE INDEX time in the rate, as seed 004 did. */
    public record Cell(String label, int batch, int commit, int loaders, boolean xmlIndexes, boolean indexesAfter,
            String synchronousCommit, boolean rewriteBatches) {
    }

    /** The rates of one cell over the rounds. */
    public record Result(Cell cell, int documents, double megabytes, List<Double> seconds) {
        public double medianSeconds() {
            List<Double> sorted = new ArrayList<>(seconds);
            sorted.sort(Double::compare);
            int n = sorted.size();
            return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        }

        public double docsPerSecond() {
            return documents / medianSeconds();
        }

        public double mbPerSecond() {
            return megabytes / medianSeconds();
        }

        /** Slowest and fastest round as docs/s, to show the spread. */
        public String range() {
            double min = seconds.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
            double max = seconds.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
            return String.format(Locale.ROOT, "%,.0f-%,.0f", documents / min, documents / max);
        }
    }

    private static final String TABLE = "bench_orders";

    private final EmbeddedLayout layout;
    private final List<Document> documents;
    private final PrintWriter log;

    public LoadBench(EmbeddedLayout layout, List<Document> documents, PrintWriter log) {
        this.layout = layout;
        this.documents = List.copyOf(documents);
        this.log = log;
    }

    /** Seed 004's batch x commit grid (batch not above commit: a batch never spans a commit), then the neighbours. */
    public static List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        int[][] grid = { { 1, 1 }, { 1, 100 }, { 1, 1000 }, { 10, 100 }, { 10, 1000 }, { 100, 100 }, { 100, 1000 },
                { 1000, 1000 } };
        for (int[] g : grid) {
            cells.add(new Cell("batch " + g[0] + ", commit " + g[1], g[0], g[1], 2, false, false, "on", false));
        }
        cells.add(new Cell("batch 100, commit 1000, 5 XML indexes before", 100, 1000, 2, true, false, "on", false));
        cells.add(new Cell("batch 100, commit 1000, 5 XML indexes after", 100, 1000, 2, true, true, "on", false));
        cells.add(new Cell("batch 1, commit 1, synchronous_commit=off", 1, 1, 2, false, false, "off", false));
        cells.add(new Cell("batch 100, commit 1000, reWriteBatchedInserts", 100, 1000, 2, false, false, "on", true));
        cells.add(new Cell("batch 100, commit 1000, 1 loader", 100, 1000, 1, false, false, "on", false));
        return cells;
    }

    public List<Result> run(List<Cell> cells, int rounds) throws SQLException, IOException {
        Map<Cell, List<Double>> seconds = new LinkedHashMap<>();
        cells.forEach(c -> seconds.put(c, new ArrayList<>()));
        double megabytes = documents.stream().mapToLong(d -> d.content().length).sum() / 1e6;
        try (EmbeddedServer.Lease server = EmbeddedServer.acquire(layout)) { // one server for every cell
            for (int round = 1; round <= rounds; round++) {
                for (Cell cell : cells) {
                    double s = measure(cell);
                    seconds.get(cell).add(s);
                    log.printf(Locale.ROOT, "round %d  %-48s %6.2f s  %,8.0f docs/s%n", round, cell.label(), s,
                            documents.size() / s);
                    log.flush();
                }
            }
        }
        List<Result> results = new ArrayList<>();
        seconds.forEach((cell, s) -> results.add(new Result(cell, documents.size(), megabytes, s)));
        return results;
    }

    private double measure(Cell cell) throws SQLException, IOException {
        Collection orders = OrderCopies.collection(TABLE, cell.xmlIndexes());
        Workload workload = XwbFactory.eINSTANCE.createWorkload();
        workload.getCollections().add(orders);
        try (Target target = EmbeddedKind.open(profile(cell), layout)) {
            target.createSchema(workload, new SchemaOptions(true, cell.indexesAfter()));
            // start each cell with no dirty pages of the previous one; a checkpoint is the superuser's
            try (EmbeddedServer.Lease admin = EmbeddedServer.acquire(layout);
                    Connection c = admin.connectAsSuperuser();
                    Statement s = c.createStatement()) {
                s.execute("CHECKPOINT");
            }
            long start = System.nanoTime();
            LoadReport report = target.load(orders, stream(), new LoadOptions(cell.batch(), cell.commit(), cell.loaders(),
                    true), LoadListener.NONE);
            if (cell.indexesAfter()) {
                target.createIndexes(workload);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (report.documents() != documents.size() || !report.rejected().isEmpty()) {
                throw new IllegalStateException(cell.label() + ": loaded " + report.documents() + " of " + documents.size()
                        + ", rejected " + report.rejected());
            }
            return seconds;
        }
    }

    private static TargetProfile profile(Cell cell) {
        TargetProfile profile = ProfileStore.defaultEmbedded();
        profile.getProperties().get(0).setValue(cell.synchronousCommit());
        if (cell.rewriteBatches()) {
            Property rewrite = XwbFactory.eINSTANCE.createProperty();
            rewrite.setKey("reWriteBatchedInserts");
            rewrite.setValue("true");
            profile.getProperties().add(rewrite);
        }
        return profile;
    }

    private DocumentStream stream() {
        Iterator<Document> it = documents.iterator();
        return new DocumentStream() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Document next() {
                return it.next();
            }
        };
    }

    /** The results as a Markdown table. */
    public static String markdown(List<Result> results, int rounds) {
        StringBuilder out = new StringBuilder();
        out.append("| configuration | loaders | docs/s (median) | MB/s (median) | docs/s range of ").append(rounds)
                .append(" rounds |\n|---|---:|---:|---:|---:|\n");
        for (Result r : results) {
            out.append(String.format(Locale.ROOT, "| %s | %d | %,.0f | %.2f | %s |%n", r.cell().label(), r.cell().loaders(),
                    r.docsPerSecond(), r.mbPerSecond(), r.range()));
        }
        return out.toString();
    }

    /**
     * Runs the start-up and load benchmarks on a fresh workspace:
     * {@code --orders <folder of FIXML orders> [--workspace <dir>] [--docs n] [--rounds n]}.
     */
    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        Path orders = Path.of(options.getOrDefault("--orders", "."));
        Path workspace = options.containsKey("--workspace") ? Path.of(options.get("--workspace"))
                : Files.createTempDirectory("xwb-bench-");
        int docs = Integer.parseInt(options.getOrDefault("--docs", "3000"));
        int rounds = Integer.parseInt(options.getOrDefault("--rounds", "3"));
        PrintWriter out = new PrintWriter(System.out, true);
        out.println(BenchReport.run(orders, workspace, docs, rounds, out));
    }
}
