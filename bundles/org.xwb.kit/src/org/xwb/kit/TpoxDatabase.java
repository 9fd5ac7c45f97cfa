package org.xwb.kit;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.xwb.core.target.IndexBuildListener;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.IdRange;
import org.xwb.xml.generate.IdRanges;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;

/**
 * Builds a TPoX database on a target, the way a benchmark run starts: generate the documents,
 * create the tables, load securities, customers and orders, create the 24 XML indexes after the
 * load (seed 004: faster than before), refresh the optimizer statistics, describe the documents
 * kept for inserts (generated when a run draws them, {@link InsertDocuments}), and install the workloads fitted to what was loaded.
 */
public final class TpoxDatabase {

    /** Steps of {@link #prepare}, as the dashboard's progress shows them. */
    public enum Step {
        GENERATE("Generating documents"), SCHEMA("Creating tables"), LOAD("Loading documents"),
        INDEXES("Creating XML indexes"), STATISTICS("Updating statistics"), INSERT_DOCUMENTS(
                "Documents for inserts"), WORKLOADS("Installing workloads");

        private final String label;

        Step(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * Hears what {@link #prepare} does; load progress comes from loader threads, each index of the
     * index step from the build's threads. It only hears: a stop is {@code prepare}'s own argument.
     */
    public interface Listener extends LoadListener, IndexBuildListener {
        default void step(Step step, String detail) {
        }
    }

    /** The preparation was stopped on request; the tables hold part of a database. */
    public static final class StoppedException extends IOException {
        private static final long serialVersionUID = 1L;

        StoppedException(Step step) {
            super("Stopped while " + Character.toLowerCase(step.label().charAt(0)) + step.label().substring(1)
                    + ": the TPoX tables hold part of a database, so build a fresh one before measuring");
        }
    }

    /**
     * What was built.
     *
     * @param loaded    id ranges of the loaded documents, by collection name
     * @param workloads installed workload files by file name
     * @param loads     one report per loaded collection
     * @param seconds   wall time of the whole preparation
     */
    public record Prepared(Map<String, IdRange> loaded, Map<String, Path> workloads, List<LoadReport> loads,
            double seconds) {

        public long documents() {
            return loads.stream().mapToLong(LoadReport::documents).sum();
        }
    }

    /** Collection names of the kit workloads, by document kind. */
    static final Map<DocumentKind, String> COLLECTIONS = Map.of(DocumentKind.SECURITY, "security", DocumentKind.CUSTACC,
            "custacc", DocumentKind.ORDER, "orders");

    private final TpoxKit kit;
    private final Workspace workspace;

    public TpoxDatabase(TpoxKit kit, Workspace workspace) {
        this.kit = kit;
        this.workspace = workspace;
    }

    /** A generator for the whole population of a scale (loaded plus kept for inserts). */
    public TpoxGenerator generator(TpoxScale scale) throws IOException {
        ValueLists lists = ValueLists.load(kit);
        return new TpoxGenerator(lists, GeneratorSettings.forCustomers(scale.population(), scale.seed(), lists.symbolCount()));
    }

    /** Replaces the TPoX tables on the target with a fresh database of this scale; nothing stops it. */
    public Prepared prepare(Target target, TpoxScale scale, LoadOptions options, Listener listener)
            throws IOException, SQLException {
        return prepare(target, scale, options, listener, () -> false);
    }

    /**
     * Replaces the TPoX tables on the target with a fresh database of this scale. {@code stop} is
     * asked between steps, at every batch boundary of the load and before each index: true ends the
     * preparation with {@link StoppedException}.
     */
    public Prepared prepare(Target target, TpoxScale scale, LoadOptions options, Listener listener,
            BooleanSupplier stop) throws IOException, SQLException {
        long start = System.nanoTime();
        Map<String, Workload> workloadsToFit = KitWorkloads.load(workspace, kit); // fails before any work
        step(listener, stop, Step.GENERATE, scale.population() + " customers, seed " + scale.seed());
        TpoxGenerator generator = generator(scale);
        int securities = (int) generator.count(DocumentKind.SECURITY);
        Map<String, IdRange> loaded = loadedRanges(generator.idRanges(), scale, securities);

        Workload schema = WorkloadFiles.load(KitWorkloads.shipped(kit, KitWorkloads.MIXED));
        step(listener, stop, Step.SCHEMA, schema.getCollections().size() + " tables on " + target.info().profile());
        target.dropSchema(schema);
        target.createSchema(schema, new SchemaOptions(true, true));

        List<LoadReport> loads = new ArrayList<>();
        for (DocumentKind kind : DocumentKind.values()) {
            long count = scale.loaded(kind, securities);
            step(listener, stop, Step.LOAD, count + " " + kind.collection() + " documents");
            Collection collection = collection(schema, COLLECTIONS.get(kind));
            loads.add(target.load(collection, new GeneratedDocumentStream(generator, kind, 0, count, stop),
                    options, listener));
            if (stop.getAsBoolean()) {
                throw new StoppedException(Step.LOAD);
            }
        }
        step(listener, stop, Step.INDEXES, indexCount(schema) + " XML indexes");
        target.createIndexes(schema, listener, stop);
        if (stop.getAsBoolean()) {
            throw new StoppedException(Step.INDEXES);
        }
        step(listener, stop, Step.STATISTICS, "");
        target.updateStatistics(schema);

        step(listener, stop, Step.INSERT_DOCUMENTS, scale.pool(DocumentKind.CUSTACC) + " customers, "
                + scale.pool(DocumentKind.ORDER) + " orders, generated as the run draws them");
        describeInsertDocuments(scale, securities);
        step(listener, stop, Step.WORKLOADS, KitWorkloads.folder(workspace).toString());
        Map<String, Path> workloads = KitWorkloads.install(workspace, kit, workloadsToFit, loaded, securities);
        return new Prepared(loaded, workloads, loads, (System.nanoTime() - start) / 1e9);
    }

    static Map<String, IdRange> loadedRanges(IdRanges all, TpoxScale scale, int securities) {
        Map<String, IdRange> ranges = new LinkedHashMap<>();
        ranges.put("security", new IdRange(all.securities().first(), all.securities().first() + securities - 1));
        ranges.put("custacc", new IdRange(all.customers().first(),
                all.customers().first() + scale.loaded(DocumentKind.CUSTACC, securities) - 1));
        ranges.put("orders", new IdRange(all.orders().first(),
                all.orders().first() + scale.loaded(DocumentKind.ORDER, securities) - 1));
        return ranges;
    }

    /** Reports a step, unless a stop was asked for: then the preparation ends here. */
    private static void step(Listener listener, BooleanSupplier stop, Step step, String detail)
            throws StoppedException {
        if (stop.getAsBoolean()) {
            throw new StoppedException(step);
        }
        listener.step(step, detail);
    }

    /**
     * Describes the documents kept for inserts in their folders ({@link InsertDocuments}): a run
     * generates the ones it draws, from the same seed and indexes, so a run starts at once and a
     * query-only run writes none.
     */
    private void describeInsertDocuments(TpoxScale scale, int securities) throws IOException {
        for (DocumentKind kind : List.of(DocumentKind.CUSTACC, DocumentKind.ORDER)) {
            InsertDocuments.describe(KitWorkloads.insertDocuments(workspace, COLLECTIONS.get(kind)),
                    new InsertDocuments.Description(scale.population(), scale.seed(), kind,
                            scale.loaded(kind, securities), scale.pool(kind)));
        }
    }

    static Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst()
                .orElseThrow(() -> new IllegalStateException("The kit workload has no collection " + name));
    }

    private static int indexCount(Workload workload) {
        return workload.getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum();
    }
}
