package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * {@code import-tpox --refit-ids}: a workload from elsewhere draws its ids from id lists of its own
 * ({@code custids} at 1002..101001) that miss the database it will run on (custacc at 1000..1199),
 * and would run without a row. An ids parameter whose list is no collection of the database, in a
 * transaction whose statements read exactly one collection of the database, draws from that
 * collection instead, whose range is the database's; an id list no parameter uses any more is
 * dropped.
 */
public final class IdRefit {

    private IdRefit() {
    }

    /** Refits {@code workload} (its collection names already mapped); one note per change. */
    public static List<String> refit(Workload workload, Set<String> databaseNames) {
        List<String> notes = new ArrayList<>();
        Set<Collection> redirected = new LinkedHashSet<>();
        for (Transaction transaction : workload.getTransactions()) {
            Set<String> read = new LinkedHashSet<>();
            for (Statement statement : transaction.getStatements()) {
                if (XQueryText.isXQuery(statement.getDialect())) {
                    statement.getTexts().forEach(text -> read.addAll(XQueryText.collectionNames(text)));
                } else { // an SQL statement reads the collection whose table it names
                    statement.getTexts().forEach(text -> SqlTables.named(text).forEach(table -> workload
                            .getCollections().stream().filter(c -> table.equalsIgnoreCase(
                                    c.getTable() == null || c.getTable().isBlank() ? c.getName() : c.getTable()))
                            .forEach(c -> read.add(c.getName()))));
                }
            }
            read.retainAll(databaseNames);
            for (ParameterMarker marker : transaction.getParameters()) {
                if (!(marker.getSource() instanceof IdsSource ids) || ids.getCollection() == null
                        || databaseNames.contains(ids.getCollection().getName())) {
                    continue;
                }
                Collection own = ids.getCollection();
                if (read.size() != 1) {
                    notes.add("transaction " + transaction.getId() + ": ids of " + own.getName() + " kept ("
                            + own.getFirstId() + ".." + own.getLastId() + "): its statements read "
                            + (read.isEmpty() ? "no collection of the database" : String.join(", ", read)));
                    continue;
                }
                String name = read.iterator().next();
                Collection database = workload.getCollections().stream().filter(c -> c.getName().equals(name))
                        .findFirst().orElse(null);
                if (database == null) {
                    continue;
                }
                ids.setCollection(database);
                redirected.add(own);
                notes.add("transaction " + transaction.getId() + ": ids from " + database.getName() + " ("
                        + database.getFirstId() + ".." + database.getLastId() + ", the database's) instead of "
                        + own.getName() + " (" + own.getFirstId() + ".." + own.getLastId() + ")");
            }
        }
        for (Collection list : redirected) {
            if (!usedBySource(workload, list) && list.getDocuments() == null) {
                workload.getCollections().remove(list);
                notes.add("id list " + list.getName() + " dropped: no parameter uses it");
            }
        }
        return notes;
    }

    private static boolean usedBySource(Workload workload, Collection collection) {
        return org.eclipse.emf.ecore.util.EcoreUtil.UsageCrossReferencer.find(collection, workload).stream()
                .anyMatch(setting -> setting.getEObject() != collection);
    }
}
