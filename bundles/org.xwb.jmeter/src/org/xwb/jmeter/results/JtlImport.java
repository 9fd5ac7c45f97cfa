package org.xwb.jmeter.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.results.EnvironmentInfo;
import org.xwb.core.results.ResultFiles;
import org.xwb.core.results.ResultMaps;
import org.xwb.core.results.RunFolder;
import org.xwb.core.results.StatsText;
import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.IntervalCollector;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunStatistics;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.RunSummary.Outcome;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.stats.TransactionType;
import org.xwb.core.stats.UserRecorder;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.TargetInfo;
import org.xwb.jmeter.export.PlanManifest;

/**
 * Turns a JMeter results file of an exported plan into an XWB run folder, written with core's
 * result writers as a driver run writes it: the samples are replayed in the order they ended into
 * the driver's own statistics (a recorder per JMeter thread, the same interval rule, ramp-up and
 * samples ending after the end not counted), so intervals.csv, histograms.hlog, summary.json and
 * stats.txt mean what they mean for any run. Only the transactions' samples count (their JDBC
 * requests are read for error messages). run.json, summary.json and environment.json say the run
 * came from JMeter and from which engines ({@value #LOAD_GENERATOR}).
 */
public final class JtlImport {

    /** The key in run.json, summary.json and environment.json that names the load generator. */
    public static final String LOAD_GENERATOR = "load_generator";

    /** How the JMeter run went, besides its samples. */
    public record Origin(List<String> engines, Path plan, String jmeterVersion, Outcome outcome, String failure) {
    }

    private final PlanManifest manifest;
    private final RunConfig config;
    private final ErrorClassifier classifier;

    /**
     * @param config     the run's settings (the manifest's, with the run's overrides)
     * @param classifier the target kind's error classifier (SQLSTATE and vendor code from the results)
     */
    public JtlImport(PlanManifest manifest, RunConfig config, ErrorClassifier classifier) {
        this.manifest = manifest;
        this.config = config;
        this.classifier = classifier;
    }

    /**
     * Writes the run folder from {@code results}.
     *
     * @param workload      the workload file of the run (copied into the folder)
     * @param serverVersion the database's version as the target reports it
     */
    public RunSummary write(Path results, RunFolder folder, Path workload, TargetInfo target, String serverVersion,
            Origin origin) throws IOException {
        Samples samples = Samples.read(results, manifest.transactions());
        Map<String, Object> generator = generator(origin, samples);
        try (ResultFiles files = new ResultFiles(folder)) {
            Map<String, Object> settings = ResultMaps.settings(config, target.dialect(), String.valueOf(workload), target);
            settings.put(LOAD_GENERATOR, generator);
            files.writeJson(RunFolder.SETTINGS, settings);
            if (workload != null && Files.isRegularFile(workload)) {
                Files.copy(workload, folder.file(RunFolder.WORKLOAD), StandardCopyOption.REPLACE_EXISTING);
            }
            long t0 = samples.size() == 0 ? System.currentTimeMillis() : samples.firstStart();
            Map<String, Object> environment = EnvironmentInfo.collect(target, serverVersion, Instant.ofEpochMilli(t0),
                    List.of());
            environment.put(LOAD_GENERATOR, generator);
            files.writeJson(RunFolder.ENVIRONMENT, environment);
            RunSummary summary = replay(samples, files, folder, target, serverVersion, origin, t0);
            Map<String, Object> json = ResultMaps.summary(summary, config.allPercentiles());
            json.put(LOAD_GENERATOR, generator);
            files.writeJson(RunFolder.SUMMARY, json);
            files.write(RunFolder.STATS, (StatsText.render(summary, config) + "\nLoad generator: Apache JMeter "
                    + origin.jmeterVersion() + (origin.engines().isEmpty() ? " (local)" : " on " + origin.engines())
                    + ", plan " + origin.plan() + "\n").getBytes(StandardCharsets.UTF_8));
            if (!files.problems().isEmpty()) {
                throw new IOException("Cannot write the run folder " + folder.path() + ": " + files.problems());
            }
            return summary;
        }
    }

    private RunSummary replay(Samples samples, ResultFiles files, RunFolder folder, TargetInfo target,
            String serverVersion, Origin origin, long t0) {
        List<TransactionType> types = manifest.transactions();
        RunStatistics stats = new RunStatistics(types, Math.max(1, samples.threads()));
        IntervalCollector collector = new IntervalCollector(stats);
        files.openIntervals(t0, types.stream().map(TransactionType::id).toList());
        // each engine has its own ramp-up and measured window from its first sample: a controller
        // starts its engines one after the other, seconds apart on a busy machine
        long rampUp = Math.round(config.rampUpSeconds() * 1000);
        int engines = Math.max(1, samples.engines());
        long[] windowStarts = new long[engines];
        long[] windowEnds = new long[engines];
        long windowStart = Long.MAX_VALUE;
        long measuredEnd = Long.MIN_VALUE;
        double measured = 0;
        for (int e = 0; e < engines; e++) {
            long start = samples.engines() == 0 ? t0 : samples.engineStart(e);
            long end = samples.engines() == 0 ? t0 : samples.engineEnd(e);
            windowStarts[e] = start + rampUp;
            windowEnds[e] = config.transactionsPerUser() > 0 ? Math.max(windowStarts[e], end)
                    : windowStarts[e] + Math.round(config.durationSeconds() * 1000);
            long engineMeasuredEnd = Math.max(windowStarts[e], Math.min(windowEnds[e], end));
            windowStart = Math.min(windowStart, windowStarts[e]);
            measuredEnd = Math.max(measuredEnd, engineMeasuredEnd);
            measured = Math.max(measured, (engineMeasuredEnd - windowStarts[e]) / 1000.0);
        }
        long lastEnd = samples.size() == 0 ? t0 : samples.lastEnd();
        long interval = Math.max(1, Math.round(config.intervalSeconds() * 1000));
        int[] order = samples.byEnd();
        int next = 0;
        int index = 0;
        long from = t0;
        for (long boundary : boundaries(t0, windowStart, measuredEnd, interval)) {
            while (next < order.length && samples.end(order[next]) <= boundary) {
                record(samples, order[next++], stats, windowStarts, windowEnds);
            }
            boolean measuring = from >= windowStart;
            IntervalSnapshot snapshot = collector.close(index++, measuring, (from - t0) / 1000.0, (boundary - t0) / 1000.0,
                    samples.activeThreads(Math.min(boundary, lastEnd)));
            files.interval(snapshot, collector.intervalHistograms(), measuring);
            from = boundary;
        }
        while (next < order.length) { // ended after the measured window
            record(samples, order[next++], stats, windowStarts, windowEnds);
        }
        List<TransactionSummary> rows = collector.summarize(measured, config.allPercentiles(), config.confidenceLevel());
        TransactionSummary total = rows.remove(rows.size() - 1);
        long failed = total.errors().failed();
        double errorRate = total.count() + failed == 0 ? 0 : (double) failed / (total.count() + failed);
        Outcome outcome = samples.size() == 0 && origin.outcome() == Outcome.COMPLETED ? Outcome.FAILED : origin.outcome();
        String failure = samples.size() == 0 && origin.failure() == null ? "JMeter recorded no transaction"
                : origin.failure();
        return new RunSummary(folder.id(), manifest.workload(), outcome, failure, Instant.ofEpochMilli(t0),
                Instant.ofEpochMilli(lastEnd), target, serverVersion, Math.max(1, samples.threads()),
                (Math.min(windowStart, measuredEnd) - t0) / 1000.0, measured, rows, total, collector.warmupCount(),
                collector.discardedAfterEnd(), 0, errorRate, config.errorThreshold());
    }

    /** Interval ends as XWB's statistics thread closes them: every interval, once exactly at ramp-up's end, last at the end. */
    static List<Long> boundaries(long t0, long windowStart, long end, long interval) {
        List<Long> ends = new ArrayList<>();
        long at = t0;
        while (at < windowStart) {
            at = Math.min(at + interval, windowStart);
            ends.add(at);
        }
        at = windowStart;
        while (at < end) {
            at = Math.min(at + interval, end);
            ends.add(at);
        }
        if (ends.isEmpty()) {
            ends.add(end);
        }
        return ends;
    }

    private void record(Samples samples, int i, RunStatistics stats, long[] windowStarts, long[] windowEnds) {
        long windowStart = windowStarts[samples.engine(i)];
        long windowEnd = windowEnds[samples.engine(i)];
        int type = samples.type(i);
        UserRecorder user = stats.user(samples.thread(i));
        boolean warmup = samples.start(i) < windowStart;
        boolean inWindow = !warmup && samples.end(i) <= windowEnd;
        if (!warmup && !inWindow) {
            user.discardedAfterEnd();
            return;
        }
        PlanManifest.Inserts inserts = manifest.inserts().get(type);
        String error = samples.error(i);
        if (error != null) {
            user.errors(type).failure(classify(samples.code(i), error), error, false, inWindow);
        } else if (warmup) {
            if (inserts.documents() > 0) {
                user.warmup(type, samples.micros(i), inserts.documents(), Math.round(inserts.meanBytes()));
            } else {
                user.warmup(type, samples.micros(i));
            }
        } else if (inserts.documents() > 0) {
            user.measured(type, samples.micros(i), 0, inserts.documents(), Math.round(inserts.meanBytes()));
        } else {
            user.measured(type, samples.micros(i), 0);
        }
    }

    /** JMeter's response code of a JDBC error is "SQLSTATE vendorcode". */
    private ErrorClass classify(String code, String message) {
        String[] parts = code == null ? new String[0] : code.strip().split("\\s+");
        String state = parts.length > 0 && !parts[0].equals("null") ? parts[0] : null;
        int vendor = 0;
        if (parts.length > 1) {
            try {
                vendor = Integer.parseInt(parts[1]);
            } catch (NumberFormatException e) {
                vendor = 0;
            }
        }
        return classifier.classify(new SQLException(message, state, vendor));
    }

    private static Map<String, Object> generator(Origin origin, Samples samples) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", "Apache JMeter");
        m.put("version", origin.jmeterVersion());
        m.put("engines", origin.engines().isEmpty() ? List.of("local") : origin.engines());
        m.put("threads", samples.threadNames());
        m.put("plan", String.valueOf(origin.plan()));
        return m;
    }

    /**
     * The transactions' samples of a results file, in columns (a long run has millions): start,
     * end, latency, transaction, thread, and the error of a failed one.
     */
    static final class Samples {
        private long[] starts = new long[1024];
        private long[] ends = new long[1024];
        private long[] micros = new long[1024];
        private int[] types = new int[1024];
        private int[] threadIndex = new int[1024];
        private int[] engineIndex = new int[1024];
        private int size;
        /** By engine (host:port, empty for a local run): its index, first start and last end. */
        private final Map<String, Integer> engines = new LinkedHashMap<>();
        private final List<Long> engineStarts = new ArrayList<>();
        private final List<Long> engineEnds = new ArrayList<>();
        private final Map<Integer, String> errors = new HashMap<>();
        private final Map<Integer, String> codes = new HashMap<>();
        private final Map<String, Integer> threads = new LinkedHashMap<>();
        private final List<long[]> threadSpans = new ArrayList<>();

        static Samples read(Path file, List<TransactionType> transactionTypes) throws IOException {
            Map<String, Integer> byId = new HashMap<>();
            transactionTypes.forEach(t -> byId.put(t.id(), t.index()));
            Samples samples = new Samples();
            Map<String, Integer> failedParent = new HashMap<>();
            JtlReader.read(file, row -> {
                Integer type = byId.get(row.label());
                if (type != null) {
                    int i = samples.add(row, type);
                    if (!row.success()) {
                        samples.errors.put(i, row.responseMessage());
                        samples.codes.put(i, row.responseCode());
                        failedParent.put(row.threadName(), i);
                    } else {
                        failedParent.remove(row.threadName());
                    }
                } else if (!row.success() && failedParent.containsKey(row.threadName())) {
                    // the failed JDBC request of the transaction just written: its message says why
                    int parent = failedParent.remove(row.threadName());
                    samples.errors.put(parent, message(row.responseMessage()));
                    samples.codes.put(parent, row.responseCode());
                }
            });
            return samples;
        }

        /** "org.postgresql.util.PSQLException: ERROR: ..." -> "ERROR: ..." as XWB's driver keeps messages. */
        private static String message(String text) {
            return text == null ? "" : text.replaceFirst("^[\\w.$]+(Exception|Error): ", "");
        }

        private int add(JtlSample row, int type) {
            if (size == starts.length) {
                int n = size * 2;
                starts = Arrays.copyOf(starts, n);
                ends = Arrays.copyOf(ends, n);
                micros = Arrays.copyOf(micros, n);
                types = Arrays.copyOf(types, n);
                threadIndex = Arrays.copyOf(threadIndex, n);
                engineIndex = Arrays.copyOf(engineIndex, n);
            }
            int thread = threads.computeIfAbsent(row.threadName(), name -> {
                threadSpans.add(new long[] { Long.MAX_VALUE, Long.MIN_VALUE });
                return threads.size();
            });
            long[] span = threadSpans.get(thread);
            span[0] = Math.min(span[0], row.start());
            span[1] = Math.max(span[1], row.end());
            starts[size] = row.start();
            ends[size] = row.end();
            engineIndex[size] = engines.computeIfAbsent(row.engine(), e -> {
                engineStarts.add(Long.MAX_VALUE);
                engineEnds.add(Long.MIN_VALUE);
                return engines.size();
            });
            int e = engineIndex[size];
            engineStarts.set(e, Math.min(engineStarts.get(e), row.start()));
            engineEnds.set(e, Math.max(engineEnds.get(e), row.end()));
            micros[size] = Math.max(0, row.elapsed() - row.connect()) * 1000;
            types[size] = type;
            threadIndex[size] = thread;
            return size++;
        }

        int size() {
            return size;
        }

        int threads() {
            return threads.size();
        }

        List<String> threadNames() {
            return List.copyOf(threads.keySet());
        }

        long firstStart() {
            long first = Long.MAX_VALUE;
            for (int i = 0; i < size; i++) {
                first = Math.min(first, starts[i]);
            }
            return first;
        }

        long lastEnd() {
            long last = Long.MIN_VALUE;
            for (int i = 0; i < size; i++) {
                last = Math.max(last, ends[i]);
            }
            return last;
        }

        /** Threads running at {@code time}: started and not yet past their last sample. */
        int activeThreads(long time) {
            int active = 0;
            for (long[] span : threadSpans) {
                if (span[0] <= time && time <= span[1]) {
                    active++;
                }
            }
            return active;
        }

        /** Sample indexes ordered by end time (ties in file order). */
        int[] byEnd() {
            long base = size == 0 ? 0 : firstStart();
            long[] keys = new long[size];
            for (int i = 0; i < size; i++) {
                keys[i] = (Math.max(0, ends[i] - base) << 32) | i;
            }
            Arrays.sort(keys);
            int[] order = new int[size];
            for (int i = 0; i < size; i++) {
                order[i] = (int) (keys[i] & 0xffffffffL);
            }
            return order;
        }

        long start(int i) {
            return starts[i];
        }

        long end(int i) {
            return ends[i];
        }

        long micros(int i) {
            return micros[i];
        }

        int type(int i) {
            return types[i];
        }

        int thread(int i) {
            return threadIndex[i];
        }

        int engine(int i) {
            return engineIndex[i];
        }

        int engines() {
            return engines.size();
        }

        long engineStart(int engine) {
            return engineStarts.get(engine);
        }

        long engineEnd(int engine) {
            return engineEnds.get(engine);
        }

        String error(int i) {
            return errors.get(i);
        }

        String code(int i) {
            return codes.get(i);
        }
    }
}
