package org.xwb.core.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The past runs of a workspace, read back from their result folders (summary.json, sweep.json,
 * intervals.csv) for the runs list and the comparison charts. A folder that is being written or
 * was left by a killed run is listed with what it has; one that cannot be read is skipped.
 */
public final class RunHistory {

    /**
     * One run as the runs list shows it. Figures a run did not reach (killed before its summary)
     * are NaN.
     */
    public record PastRun(Path folder, String id, Instant startedAt, String workload, String target, int users,
            double txPerSecond, double p95Ms, String outcome, boolean sweep) {
    }

    /** A point of a throughput-over-time line: the total of one measured interval. */
    public record IntervalPoint(double endSeconds, double txPerSecond, double p95Ms) {
    }

    /** A point of a sweep: users against throughput and latency, and the point's run folder name. */
    public record SweepPoint(int users, double txPerSecond, double p95Ms, String outcome, double avgMs, double p99Ms,
            long failed, double errorRate, String runId) {
    }

    private RunHistory() {
    }

    /** Every run folder under {@code runs}, newest first. */
    public static List<PastRun> list(Path runs) {
        if (!Files.isDirectory(runs)) {
            return List.of();
        }
        List<PastRun> found = new ArrayList<>();
        try (Stream<Path> folders = Files.list(runs)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                try {
                    PastRun run = read(folder);
                    if (run != null) {
                        found.add(run);
                    }
                } catch (IOException | RuntimeException unreadable) {
                    // a folder being written, or not a run folder: not listed
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        found.sort(Comparator.comparing(PastRun::id).reversed());
        return found;
    }

    /** A run or sweep folder, or null when the folder is neither. */
    @SuppressWarnings("unchecked")
    public static PastRun read(Path folder) throws IOException {
        String id = folder.getFileName().toString();
        Path sweep = folder.resolve("sweep.json");
        if (Files.isRegularFile(sweep)) {
            Map<String, Object> json = (Map<String, Object>) Json.parse(Files.readString(sweep, StandardCharsets.UTF_8));
            List<SweepPoint> points = sweepPoints(folder);
            double best = points.stream().mapToDouble(SweepPoint::txPerSecond).max().orElse(Double.NaN);
            String users = points.isEmpty() ? "" : points.get(0).users() + ".." + points.get(points.size() - 1).users();
            return new PastRun(folder, id, startOf(folder), string(json.get("workload")), "sweep " + users + " users",
                    points.isEmpty() ? 0 : points.get(points.size() - 1).users(), best, Double.NaN, "sweep", true);
        }
        Path summary = folder.resolve("summary.json");
        if (Files.isRegularFile(summary)) {
            Map<String, Object> json = (Map<String, Object>) Json.parse(Files.readString(summary, StandardCharsets.UTF_8));
            Map<String, Object> total = (Map<String, Object>) json.get("total");
            Map<String, Object> latency = total == null ? null : (Map<String, Object>) total.get("latency_ms");
            Map<String, Object> target = (Map<String, Object>) json.get("target");
            return new PastRun(folder, id, instant(json.get("started_at"), folder), string(json.get("workload")),
                    target == null ? "" : string(target.get("profile")), (int) number(json.get("users")),
                    number(json.get("tx_per_second")), latency == null ? Double.NaN : number(latency.get("p95")),
                    string(json.get("outcome")), false);
        }
        Path settings = folder.resolve("run.json");
        if (Files.isRegularFile(settings)) {
            // no summary: running now, or killed; the intervals hold what it measured
            Map<String, Object> json = (Map<String, Object>) Json.parse(Files.readString(settings, StandardCharsets.UTF_8));
            Map<String, Object> target = (Map<String, Object>) json.get("target");
            return new PastRun(folder, id, startOf(folder), workloadName(folder), target == null ? ""
                    : string(target.get("profile")), (int) number(json.get("users")), Double.NaN, Double.NaN,
                    "no summary", false);
        }
        return null;
    }

    /** The measured total line of every interval of a run (throughput over time). */
    public static List<IntervalPoint> totals(Path folder) throws IOException {
        return IntervalCsvReader.read(folder.resolve(RunFolder.INTERVALS), Map.of()).stream()
                .filter(interval -> "measure".equals(interval.phase()))
                .map(interval -> new IntervalPoint(interval.endSeconds(), interval.total().txPerSecond(),
                        interval.total().p95Ms()))
                .toList();
    }

    /** The points of a sweep folder, by users. */
    @SuppressWarnings("unchecked")
    public static List<SweepPoint> sweepPoints(Path folder) throws IOException {
        Map<String, Object> json = (Map<String, Object>) Json.parse(
                Files.readString(folder.resolve("sweep.json"), StandardCharsets.UTF_8));
        List<SweepPoint> points = new ArrayList<>();
        for (Object point : (List<Object>) json.get("points")) {
            Map<String, Object> p = (Map<String, Object>) point;
            points.add(new SweepPoint((int) number(p.get("users")), number(p.get("tx_per_second")),
                    number(p.get("p95_ms")), string(p.get("outcome")), number(p.get("avg_ms")), number(p.get("p99_ms")),
                    (long) number(p.get("failed")), number(p.get("error_rate")), string(p.get("run_id"))));
        }
        points.sort(Comparator.comparingInt(SweepPoint::users));
        return points;
    }

    /** The run folder of a sweep's point: inside the sweep folder, or beside it (as xwb sweep writes them). */
    public static Path pointFolder(Path sweep, SweepPoint point) {
        Path inside = sweep.resolve(point.runId());
        return Files.isDirectory(inside) ? inside : sweep.resolveSibling(point.runId());
    }

    private static String workloadName(Path folder) {
        String id = folder.getFileName().toString();
        int dash = id.indexOf('-', id.indexOf('-') + 1);
        return dash > 0 ? id.substring(dash + 1) : id;
    }

    private static Instant startOf(Path folder) throws IOException {
        return Files.getLastModifiedTime(folder).toInstant();
    }

    private static Instant instant(Object value, Path folder) throws IOException {
        return value instanceof String text ? Instant.parse(text) : startOf(folder);
    }

    private static String string(Object value) {
        return value == null ? "" : value.toString();
    }

    private static double number(Object value) {
        return value instanceof Number number ? number.doubleValue() : Double.NaN;
    }
}
