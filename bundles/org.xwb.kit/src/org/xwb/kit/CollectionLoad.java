package org.xwb.kit;

import java.sql.SQLException;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;

/**
 * One collection of a workload loaded into a target, as {@code xwb load} and the workload
 * editor's Load do it: its table created (or replaced), its documents through the target's loader
 * with the insert knobs, its XML indexes before the load or after it.
 */
public final class CollectionLoad {

    /** What happens between the steps; load progress comes from loader threads. */
    public interface Steps extends LoadListener {

        /** The table exists (created, or replaced) and the load begins. */
        default void tableReady(String table) {
        }

        /** The documents are in (before any deferred index is created). */
        default void loaded(LoadReport report) {
        }

        /** The XML indexes deferred until after the load were created. */
        default void indexesCreated(int count, double seconds) {
        }
    }

    private CollectionLoad() {
    }

    /**
     * @param replaceTable drop the table (and its documents) first
     * @param indexesAfter create the XML indexes after the load instead of before it
     */
    public static LoadReport run(Target target, Collection collection, DocumentStream documents, LoadOptions options,
            boolean replaceTable, boolean indexesAfter, Steps steps) throws SQLException {
        Workload single = XwbFactory.eINSTANCE.createWorkload();
        single.getCollections().add(EcoreUtil.copy(collection));
        try {
            target.createSchema(single, new SchemaOptions(replaceTable, indexesAfter));
        } catch (SQLException | RuntimeException e) {
            documents.close();
            throw e;
        }
        steps.tableReady(org.xwb.targets.jdbc.JdbcTarget.table(collection));
        LoadReport report = target.load(collection, documents, options, steps);
        steps.loaded(report);
        if (indexesAfter && !collection.getIndexes().isEmpty()) {
            long start = System.nanoTime();
            target.createIndexes(single);
            steps.indexesCreated(collection.getIndexes().size(), (System.nanoTime() - start) / 1e9);
        }
        return report;
    }

    /** The documents until {@code stop} says so: the loader then commits what it has and returns. */
    public static DocumentStream stoppable(DocumentStream documents, BooleanSupplier stop) {
        return new DocumentStream() {
            @Override
            public boolean hasNext() {
                return !stop.getAsBoolean() && documents.hasNext();
            }

            @Override
            public Document next() {
                return documents.next();
            }

            @Override
            public void close() {
                documents.close();
            }
        };
    }
}
