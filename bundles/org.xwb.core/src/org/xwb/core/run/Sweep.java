package org.xwb.core.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.xwb.core.results.Json;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;

/**
 * The same workload at a list of user counts (TPoX: 25, 50, ... 150 users), one run folder each,
 * plus a sweep folder ({@code <stamp>-<workload>-sweep/}) with sweep.csv and sweep.json of
 * throughput and latency against users, rewritten after every run so a broken sweep keeps its
 * finished points.
 */
public final class Sweep {

    public static final String CSV = "sweep.csv";
    public static final String JSON = "sweep.json";
    public static final String CSV_HEADER = "users,outcome,tx_per_s,avg_ms,p95_ms,p99_ms,failed,error_rate,run_id";

    private final Path folder;
    private final List<RunSummary> points = new ArrayList<>();
    private volatile WorkloadRun current;
    private volatile boolean stopped;

    private Sweep(Path folder) {
        this.folder = folder;
    }

    /** Makes the sweep folder. */
    public static Sweep create(Path runsDirectory, String workloadName) throws IOException {
        return new Sweep(RunFolder.create(runsDirectory, workloadName, LocalDateTime.now(), "-sweep").path());
    }

    public Path folder() {
        return folder;
    }

    /**
     * Runs one point per user count, in order.
     *
     * @param runFor a builder for a run at the given user count (its config's users set to it)
     * @param started told of each run as it starts, e.g. to attach a progress listener
     */
    public List<RunSummary> run(List<Integer> userCounts, IntFunction<WorkloadRun.Builder> runFor,
            java.util.function.Consumer<WorkloadRun> started) throws WorkloadException, IOException, InterruptedException {
        for (int users : userCounts) {
            if (stopped) {
                break;
            }
            WorkloadRun run = runFor.apply(users).folderSuffix("-u" + users).start();
            current = run;
            started.accept(run);
            if (stopped) {
                run.stop();
            }
            points.add(run.await());
            write();
        }
        return List.copyOf(points);
    }

    /** Stops the running point gracefully and skips the rest. */
    public void stop() {
        stopped = true;
        WorkloadRun run = current;
        if (run != null) {
            run.stop();
        }
    }

    public List<RunSummary> points() {
        return List.copyOf(points);
    }

    private void write() throws IOException {
        StringBuilder csv = new StringBuilder(CSV_HEADER).append('\n');
        List<Map<String, Object>> json = new ArrayList<>();
        for (RunSummary s : points) {
            double p95 = s.total().latency().percentile(95.0);
            double p99 = s.total().latency().percentile(99.0);
            csv.append(s.users()).append(',').append(s.outcome().key()).append(',')
                    .append(fixed(s.total().txPerSecond(), 2)).append(',')
                    .append(fixed(s.total().latency().meanMs(), 3)).append(',').append(fixed(p95, 3)).append(',')
                    .append(fixed(p99, 3)).append(',').append(s.total().errors().failed()).append(',')
                    .append(fixed(s.errorRate(), 5)).append(',').append(s.runId()).append('\n');
            Map<String, Object> point = new LinkedHashMap<>();
            point.put("users", s.users());
            point.put("outcome", s.outcome().key());
            point.put("tx_per_second", s.total().txPerSecond());
            point.put("avg_ms", s.total().latency().meanMs());
            point.put("p95_ms", p95);
            point.put("p99_ms", p99);
            point.put("failed", s.total().errors().failed());
            point.put("error_rate", s.errorRate());
            point.put("run_id", s.runId());
            json.add(point);
        }
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", "xwb-sweep");
        root.put("format_version", 1);
        root.put("workload", points.isEmpty() ? null : points.get(0).workload());
        root.put("points", json);
        Files.writeString(folder.resolve(CSV), csv, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve(JSON), Json.write(root), StandardCharsets.UTF_8);
    }

    private static String fixed(double v, int decimals) {
        return Double.isNaN(v) ? "" : String.format(java.util.Locale.ROOT, "%." + decimals + "f", v);
    }
}
