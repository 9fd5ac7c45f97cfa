package org.xwb.kit.design;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;
import org.xwb.model.tpox.CollectionMapping;
import org.xwb.xml.generate.IdRange;

/**
 * What a run on a target would find before it starts ({@code xwb check --target}): every collection
 * the statements name or the ids parameters draw from exists there and holds documents, and each
 * ids range meets the ids the database holds. A range that misses them all would run without a
 * row and without an error; here it is an error.
 */
public final class TargetCheck {

    private TargetCheck() {
    }

    /** The problems found, one sentence each; empty when the workload fits the target. */
    public static List<String> problems(Workload workload, Target target) {
        boolean xquery = XQueryText.isXQuery(target.dialect());
        Set<String> names = new LinkedHashSet<>(xquery ? CollectionMapping.used(workload) : Set.of());
        Set<Collection> drawnFrom = new LinkedHashSet<>();
        for (Transaction transaction : workload.getTransactions()) {
            if (transaction.getStatements().stream().noneMatch(s -> target.dialect().equals(s.getDialect()))) {
                continue; // not run on this target
            }
            for (ParameterMarker marker : transaction.getParameters()) {
                if (marker.getSource() instanceof IdsSource ids && ids.getCollection() != null) {
                    drawnFrom.add(ids.getCollection());
                    names.add(ids.getCollection().getName());
                }
            }
        }
        List<String> problems = new ArrayList<>();
        String where = "target " + target.info().profile();
        for (String name : names) {
            Collection collection = workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst()
                    .orElse(null);
            if (collection == null) {
                problems.add("the statements read collection " + name + ", which the workload does not declare");
                continue;
            }
            Optional<IdRange> held;
            try {
                held = DatabaseIds.read(target, collection);
            } catch (SQLException e) {
                problems.add("collection " + name + " cannot be read on " + where + " (is it there?): " + e.getMessage());
                continue;
            }
            if (held.isEmpty()) {
                problems.add("collection " + name + " holds no documents on " + where
                        + "; build the kit database (xwb demo or populate) or load it (xwb load)");
            } else if (drawnFrom.contains(collection)) {
                IdRange range = held.get();
                if (collection.getLastId() < range.first() || collection.getFirstId() > range.last()) {
                    problems.add("the ids of collection " + name + " (" + collection.getFirstId() + ".."
                            + collection.getLastId() + ") miss every id the database holds (" + range.first() + ".."
                            + range.last() + "): every statement would find nothing; take the range from the database");
                }
            }
        }
        return problems;
    }
}
