package org.xwb.kit;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
 * into the result folder as it goes.
 */
public final class StagedPopulation {

    /** One stage's result. Stage 0 holds the securities. */
    public record Stage(int number, long customersTotal, long ordersTotal, long documents, long bytes, double seconds) {

        public double docsPerSecond() {
            return seconds > 0 ? documents / seconds : 0;
        }

        public double mbPerSecond() {
            return seconds > 0 ? bytes / 1e6 / seconds : 0;
        }
    }

    /** Hears each finished stage and every second of loading. */
    public interface Listener extends LoadListener {
        default void stageDone(Stage stage) {
        }
    }

    private final TpoxKit kit;
    private final Workspace workspace;

    public StagedPopulation(TpoxKit kit, Workspace workspace) {
        this.kit = kit;
        this.workspace = workspace;
    }

    /**
     * @param stages        customers in the database after each stage, ascending
     * @param indexesAfter  create the XML indexes after the last stage instead of before the first
     * @param folder        result folder for stages.csv and timeline.csv
     */
    public List<Stage> populate(Target target, List<Long> stages, long seed, LoadOptions options, boolean indexesAfter,
            Path folder, Listener listener) throws IOException, SQLException {
        checkStages(stages);
        long customers = stages.get(stages.size() - 1);
        Map<String, Workload> workloadsToFit = KitWorkloads.load(workspace, kit); // fails before any work
        TpoxDatabase database = new TpoxDatabase(kit, workspace);
        TpoxGenerator generator = database.generator(new TpoxScale(customers, 0, seed));
        Workload schema = WorkloadFiles.load(KitWorkloads.shipped(kit, KitWorkloads.MIXED));
        target.dropSchema(schema);
        target.createSchema(schema, new SchemaOptions(true, indexesAfter));
        Files.createDirectories(folder);
        List<Stage> done = new ArrayList<>();
        try (Writer stagesCsv = Files.newBufferedWriter(folder.resolve("stages.csv"), StandardCharsets.UTF_8);
                Writer timeline = Files.newBufferedWriter(folder.resolve("timeline.csv"), StandardCharsets.UTF_8)) {
            stagesCsv.write("stage,customers_total,orders_total,documents,megabytes,seconds,docs_per_s,mb_per_s\n");
            timeline.write("stage,collection,elapsed_s,documents,docs_per_s,mb_per_s\n");
            stagesCsv.flush();
            long securities = generator.count(DocumentKind.SECURITY);
            done.add(stage(0, target, schema, generator, List.of(new Range(DocumentKind.SECURITY, 0, securities)), 0, 0,
                    options, listener, stagesCsv, timeline));
            long previous = 0;
            for (int i = 0; i < stages.size(); i++) {
                long next = stages.get(i);
                long orders = next * GeneratorSettings.ORDERS_PER_CUSTOMER;
                List<Range> ranges = List.of(new Range(DocumentKind.CUSTACC, previous, next),
                        new Range(DocumentKind.ORDER, previous * GeneratorSettings.ORDERS_PER_CUSTOMER, orders));
                done.add(stage(i + 1, target, schema, generator, ranges, next, orders, options, listener, stagesCsv,
                        timeline));
                previous = next;
            }
        }
        if (indexesAfter) {
            target.createIndexes(schema);
        }
        target.updateStatistics(schema);
        KitWorkloads.install(workspace, kit, workloadsToFit, TpoxDatabase.loadedRanges(generator.idRanges(),
                new TpoxScale(customers, 0, seed), (int) generator.count(DocumentKind.SECURITY)),
                (int) generator.count(DocumentKind.SECURITY));
        return done;
    }

    private record Range(DocumentKind kind, long from, long to) {
    }

    private static Stage stage(int number, Target target, Workload schema, TpoxGenerator generator, List<Range> ranges,
            long customersTotal, long ordersTotal, LoadOptions options, Listener listener, Writer stagesCsv,
            Writer timeline) throws IOException, SQLException {
        long documents = 0;
        long bytes = 0;
        double seconds = 0;
        for (Range range : ranges) {
            String collection = TpoxDatabase.COLLECTIONS.get(range.kind());
            LoadListener recording = new LoadListener() {
                @Override
                public void progress(LoadProgress p) {
                    listener.progress(p);
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
                    new GeneratedDocumentStream(generator, range.kind(), range.from(), range.to()), options, recording);
            documents += report.documents();
            bytes += report.bytes();
            seconds += report.seconds();
        }
        Stage stage = new Stage(number, customersTotal, ordersTotal, documents, bytes, seconds);
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
