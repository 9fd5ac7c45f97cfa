package org.xwb.core.run;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.FilesSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/**
 * What the database holds of the collections a run inserts documents into, read once at the start
 * so that the run's inserts go on after it: a run after another on the same database (the
 * dashboard's next Start, {@code xwb run} again, each point of a sweep) never offers a document an
 * earlier run inserted, whichever process or workload file made that run, and a run killed midway
 * leaves nothing to remember but the rows it committed.
 */
final class InsertedCollections {

    private static final System.Logger LOG = System.getLogger(InsertedCollections.class.getName());

    private InsertedCollections() {
    }

    /**
     * By collection name, the highest id held by each collection that a transaction of the mix
     * inserts into ({@code files} sources) and whose table holds rows. A table that cannot be read
     * is left out (logged): the run's own statements will report what is wrong with it.
     */
    static Map<String, Long> highestHeld(Workload workload, Target target) {
        Map<String, Long> held = new LinkedHashMap<>();
        for (Collection collection : inserted(workload).values()) {
            try {
                OptionalLong highest = target.highestId(collection);
                if (highest.isPresent()) {
                    held.put(collection.getName(), highest.getAsLong());
                }
            } catch (SQLException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Cannot read the highest id of collection " + collection.getName()
                        + "; its documents are offered from the first: " + e.getMessage());
            }
        }
        return held;
    }

    private static Map<String, Collection> inserted(Workload workload) {
        Map<String, Collection> collections = new LinkedHashMap<>();
        for (Transaction transaction : workload.getTransactions()) {
            if (transaction.getWeight() <= 0) {
                continue;
            }
            for (ParameterMarker marker : transaction.getParameters()) {
                if (marker.getSource() instanceof FilesSource files && files.getCollection() != null) {
                    collections.putIfAbsent(files.getCollection().getName(), files.getCollection());
                }
            }
        }
        return collections;
    }
}
