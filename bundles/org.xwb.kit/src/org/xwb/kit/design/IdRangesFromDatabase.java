package org.xwb.kit.design;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.tpox.IdRefit;
import org.xwb.xml.generate.IdRange;

/**
 * The workload editor's "Draw id ranges from the database...": what {@code import-tpox --refit-ids}
 * does on import, for a workload already made, on the target it will run on. Every collection of
 * the workload that the target holds takes the ids the database holds ({@link DatabaseIds}: SQL on
 * PostgreSQL and DB2, XQuery on BaseX); an ids parameter on an id list the target does not hold
 * draws from the database's collection its statements read ({@link IdRefit}, the import's rule).
 * Reads only: the plan names what would change, the editor applies it as one undo step.
 */
public final class IdRangesFromDatabase {

    private IdRangesFromDatabase() {
    }

    /** A collection's range now and the database's. */
    public record RangeChange(String collection, IdRange now, IdRange database) {
    }

    /**
     * An ids parameter ({@code parameter} from 0 in transaction number {@code transaction}, from 0)
     * that draws from {@code to} instead of the id list {@code from}.
     */
    public record Redirect(int transaction, String transactionId, int parameter, String from, IdRange fromRange,
            String to, IdRange toRange) {
    }

    /** What would change, and a line for each collection the target does not hold or holds empty. */
    public record Plan(List<RangeChange> ranges, List<Redirect> redirects, List<String> notes) {
        public boolean isEmpty() {
            return ranges.isEmpty() && redirects.isEmpty();
        }
    }

    /** Reads the target's ids for {@code workload} (not changed) and says what would change. */
    public static Plan plan(Workload workload, Target target) {
        Map<String, IdRange> held = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        String where = "target " + target.info().profile();
        for (Collection collection : workload.getCollections()) {
            try {
                Optional<IdRange> range = DatabaseIds.read(target, collection);
                if (range.isPresent()) {
                    held.put(collection.getName(), range.get());
                } else {
                    notes.add("collection " + collection.getName() + " holds no documents on " + where + ": kept");
                }
            } catch (SQLException notThere) {
                notes.add("collection " + collection.getName() + " is not on " + where + ": kept");
            }
        }
        List<Redirect> redirects = redirects(workload, held);
        List<RangeChange> ranges = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            IdRange database = held.get(collection.getName());
            IdRange now = range(collection);
            if (database != null && !database.equals(now)) {
                ranges.add(new RangeChange(collection.getName(), now, database));
            }
        }
        return new Plan(List.copyOf(ranges), redirects, List.copyOf(notes));
    }

    /** {@link IdRefit} on a copy; its changes read back parameter by parameter. */
    private static List<Redirect> redirects(Workload workload, Map<String, IdRange> held) {
        Workload copy = EcoreUtil.copy(workload);
        IdRefit.refit(copy, held.keySet());
        List<Redirect> redirects = new ArrayList<>();
        for (int t = 0; t < workload.getTransactions().size(); t++) {
            Transaction before = workload.getTransactions().get(t);
            Transaction after = copy.getTransactions().get(t);
            for (int p = 0; p < before.getParameters().size(); p++) {
                ParameterMarker was = before.getParameters().get(p);
                if (was.getSource() instanceof IdsSource from && from.getCollection() != null
                        && after.getParameters().get(p).getSource() instanceof IdsSource to && to.getCollection() != null
                        && !from.getCollection().getName().equals(to.getCollection().getName())) {
                    String name = to.getCollection().getName();
                    redirects.add(new Redirect(t, before.getId(), p, from.getCollection().getName(),
                            range(from.getCollection()), name, held.get(name)));
                }
            }
        }
        return List.copyOf(redirects);
    }

    private static IdRange range(Collection collection) {
        return new IdRange(collection.getFirstId(), collection.getLastId());
    }
}
