package org.xwb.kit;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.xwb.core.results.Json;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;

/**
 * Staged population as in TPoX (seed 000, Table 4; seed 004): all securities first, then
 * customers and their orders in stages of growing database size, each stage's insert rate
 * measured on its own, so a chart shows whether inserts slow down as the database grows. Writes
 * {@code stages.csv} (a row per stage) and {@code timeline.csv} (a row per second of loading)
 * into the result folder as it goes, and {@code populate.json} (the settings and how it ended) at
 * the end. {@code xwb populate} and the workbench's Populate part both run this, so their result
 * folders are the same.
 *
 * <p>A stop (the {@code stop} argument of {@link #populate}) is asked at every batch boundary of the document
 * stream: the loaders store the batches they hold, commit and end; the stopped stage's row holds
 * what was stored, {@code populate.json} says {@code "outcome": "stopped"}, and nothing else runs
 * (no indexes after, no statistics, no workload refitted to a partial database).
 */
public final class StagedPopulation {

    /** The files of a population's result folder, whoever started it. */
    public static final List<String> RESULT_FILES = List.of("populate.json", "stages.csv", "timeline.csv");

    /**
     * One stage's result. Stage 0 holds the securities. {@code complete} is false for the stage a stop
     * cut short: its totals are what was stored.
     */
    public record Stage(int number, long customersTotal, long ordersTotal, long documents, long bytes, double seconds,
            boolean complete) {

        public double docsPerSecond() {
            return seconds > 0 ? documents / seconds : 0;
        }

        public double mbPerSecond() {
            return seconds > 0 ? bytes / 1e6 / seconds : 0;
        }
    }

    /**
     * Hears each stage, every second of loading and {@link LoadListener#rejected}. Called from the
     * population's thread and the loader threads. It only hears: a stop is {@code populate}'s own argument.
     */
    public interface Listener extends LoadListener {

        /** Stage {@code number} (0: securities) starts, {@code seconds} after the first document of the population. */
        default void stageStarted(int number, double seconds) {
        }

        /** About once a second while loading: the stage's load progress, at this many seconds of the population. */
        default void tick(int stage, double seconds, LoadProgress progress) {
        }

        default void stageDone(Stage stage) {
        }
    }

    /** What a population did: its stages (a stopped one last), and whether it was stopped. */
    public record Outcome(List<Stage> stages, boolean stopped, Path folder) {
    }

    private final TpoxKit kit;
    private final Workspace workspace;

    public StagedPopulation(TpoxKit kit, Workspace workspace) {
        this.kit = kit;
        this.workspace = workspace;
    }

    /** A new result folder under the workspace's runs/: {@code <yyyyMMdd-HHmmss>-populate}, made unique. */
    public static Path newFolder(Workspace workspace) {
        Path runs = workspace.folder(Workspace.Folder.RUNS);
        String name = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-populate";
        Path folder = runs.resolve(name);
        for (int i = 2; Files.exists(folder); i++) {
            folder = runs.resolve(name + "-" + i);
        }
        return folder;
    }

    /**
     * @param stages        customers in the database after each stage, ascending
     * @param indexesAfter  create the XML indexes after the last stage instead of before the first
     * @param folder        result folder for {@link #RESULT_FILES}
     * @param stop          asked at every batch boundary and between stages: true ends the population there
     */
    public Outcome populate(Target target, List<Long> stages, long seed, LoadOptions options, boolean indexesAfter,
            Path folder, Listener listener, BooleanSupplier stop) throws IOException, SQLException {
        checkStages(stages);
        Instant startedAt = Instant.now();
        long customers = stages.get(stages.size() - 1);
        Map<String, Workload> workloadsToFit = KitWorkloads.load(workspace, kit); // fails before any work
        TpoxDatabase database = new TpoxDatabase(kit, workspace);
        TpoxGenerator generator = database.generator(new TpoxScale(customers, 0, seed));
        Workload schema = WorkloadFiles.load(KitWorkloads.shipped(kit, KitWorkloads.MIXED));
        target.dropSchema(schema);
        target.createSchema(schema, new SchemaOptions(true, indexesAfter));
        Files.createDirectories(folder);
        List<Stage> done = new ArrayList<>();
        Clock clock = new Clock(listener, stop);
        try (Writer stagesCsv = Files.newBufferedWriter(folder.resolve("stages.csv"), StandardCharsets.UTF_8);
                Writer timeline = Files.newBufferedWriter(folder.resolve("timeline.csv"), StandardCharsets.UTF_8)) {
            stagesCsv.write("stage,customers_total,orders_total,documents,megabytes,seconds,docs_per_s,mb_per_s\n");
            timeline.write("stage,collection,elapsed_s,documents,docs_per_s,mb_per_s\n");
            stagesCsv.flush();
            long securities = generator.count(DocumentKind.SECURITY);
            done.add(stage(0, target, schema, generator, List.of(new Range(DocumentKind.SECURITY, 0, securities)), 0, 0,
                    options, clock, stagesCsv, timeline));
            long previous = 0;
            for (int i = 0; i < stages.size() && !clock.stopped(); i++) {
                long next = stages.get(i);
                long orders = next * GeneratorSettings.ORDERS_PER_CUSTOMER;
                List<Range> ranges = List.of(new Range(DocumentKind.CUSTACC, previous, next),
                        new Range(DocumentKind.ORDER, previous * GeneratorSettings.ORDERS_PER_CUSTOMER, orders));
                done.add(stage(i + 1, target, schema, generator, ranges, previous,
                        previous * GeneratorSettings.ORDERS_PER_CUSTOMER, options, clock, stagesCsv, timeline));
                previous = next;
            }
        }
        // a stop noticed only after the last document of the last stage cut nothing short
        boolean stopped = clock.stopped()
                && (done.size() <= stages.size() || !done.stream().allMatch(Stage::complete));
        if (stopped) {
            writeSummary(folder, target, stages, seed, options, indexesAfter, startedAt, done, true);
            return new Outcome(List.copyOf(done), true, folder);
        }
        if (indexesAfter) {
            target.createIndexes(schema);
        }
        target.updateStatistics(schema);
        KitWorkloads.install(workspace, kit, workloadsToFit, TpoxDatabase.loadedRanges(generator.idRanges(),
                new TpoxScale(customers, 0, seed), (int) generator.count(DocumentKind.SECURITY)),
                (int) generator.count(DocumentKind.SECURITY));
        writeSummary(folder, target, stages, seed, options, indexesAfter, startedAt, done, false);
        return new Outcome(List.copyOf(done), false, folder);
    }

    /** The population's clock (from its first document) and its stop, latched once asked. */
    private static final class Clock {
        private final Listener listener;
        private final BooleanSupplier stop;
        private final long startNanos = System.nanoTime();
        private volatile boolean stopped;

        Clock(Listener listener, BooleanSupplier stop) {
            this.listener = listener;
            this.stop = stop;
        }

        double seconds() {
            return (System.nanoTime() - startNanos) / 1e9;
        }

        boolean stopped() {
            if (!stopped && stop.getAsBoolean()) {
                stopped = true;
            }
            return stopped;
        }
    }

    private static void writeSummary(Path folder, Target target, List<Long> stages, long seed, LoadOptions options,
            boolean indexesAfter, Instant startedAt, List<Stage> done, boolean stopped) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("outcome", stopped ? "stopped" : "completed");
        json.put("target", target.info().description());
        json.put("stages", stages);
        json.put("seed", seed);
        json.put("batch_size", options.batchSize());
        json.put("commit_interval", options.commitInterval());
        json.put("loaders", options.loaders());
        json.put("indexes", indexesAfter ? "after" : "before");
        json.put("started", startedAt.toString());
        json.put("finished", Instant.now().toString());
        if (stopped) {
            Stage last = done.get(done.size() - 1);
            // the stage the stop cut short, or (stopped at a stage's end) the one that did not start
            json.put("stopped_in_stage", last.complete() ? last.number() + 1 : last.number());
        }
        json.put("documents", done.stream().mapToLong(Stage::documents).sum());
        json.put("seconds", done.stream().mapToDouble(Stage::seconds).sum());
        Files.writeString(folder.resolve("populate.json"), Json.write(json), StandardCharsets.UTF_8);
    }

    private record Range(DocumentKind kind, long from, long to) {
    }

    /**
     * Loads one stage's ranges; {@code customersBefore}/{@code ordersBefore} are the totals before it.
     * The stage's totals count what was stored, so a stopped stage's row is true too.
     */
    private static Stage stage(int number, Target target, Workload schema, TpoxGenerator generator, List<Range> ranges,
            long customersBefore, long ordersBefore, LoadOptions options, Clock clock, Writer stagesCsv,
            Writer timeline) throws IOException, SQLException {
        Listener listener = clock.listener;
        listener.stageStarted(number, clock.seconds());
        long documents = 0;
        long bytes = 0;
        double seconds = 0;
        long customersTotal = customersBefore;
        long ordersTotal = ordersBefore;
        boolean complete = true;
        for (Range range : ranges) {
            if (clock.stopped()) {
                complete = false;
                break;
            }
            String collection = TpoxDatabase.COLLECTIONS.get(range.kind());
            LoadListener recording = new LoadListener() {
                @Override
                public void progress(LoadProgress p) {
                    listener.progress(p);
                    listener.tick(number, clock.seconds(), p);
                    try {
                        synchronized (timeline) {
                            timeline.write(String.format(Locale.ROOT, "%d,%s,%.3f,%d,%.1f,%.3f%n", number, collection,
                                    p.elapsedSeconds(), p.documents(), p.docsPerSecond(), p.mbPerSecond()));
                            timeline.flush();
                        }
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }

                @Override
                public void rejected(String origin, String reason) {
                    listener.rejected(origin, reason);
                }
            };
            LoadReport report = target.load(TpoxDatabase.collection(schema, collection),
                    new GeneratedDocumentStream(generator, range.kind(), range.from(), range.to(), clock::stopped,
                            options.batchSize()), options, recording);
            documents += report.documents();
            bytes += report.bytes();
            seconds += report.seconds();
            long stored = clock.stopped() ? report.documents() : range.to() - range.from(); // stopped: what is there
            complete &= stored == range.to() - range.from();
            if (range.kind() == DocumentKind.CUSTACC) {
                customersTotal += stored;
            } else if (range.kind() == DocumentKind.ORDER) {
                ordersTotal += stored;
            }
        }
        Stage stage = new Stage(number, customersTotal, ordersTotal, documents, bytes, seconds, complete);
        stagesCsv.write(String.format(Locale.ROOT, "%d,%d,%d,%d,%.3f,%.3f,%.1f,%.3f%n", number, customersTotal,
                ordersTotal, documents, bytes / 1e6, seconds, stage.docsPerSecond(), stage.mbPerSecond()));
        stagesCsv.flush();
        listener.stageDone(stage);
        return stage;
    }

    private static void checkStages(List<Long> stages) {
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("give at least one stage");
        }
        long previous = 0;
        for (long stage : stages) {
            if (stage <= previous) {
                throw new IllegalArgumentException("stages must grow: " + stage + " after " + previous);
            }
            previous = stage;
        }
    }
}
