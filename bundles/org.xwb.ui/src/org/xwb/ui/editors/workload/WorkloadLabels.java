package org.xwb.ui.editors.workload;

import java.util.LinkedHashSet;
import java.util.Set;

import org.xwb.model.Statement;
import org.xwb.model.Transaction;

/** How workload elements read in the editor. */
final class WorkloadLabels {

    private WorkloadLabels() {
    }

    static String label(Transaction transaction) {
        String name = transaction.getName();
        return name == null || name.isBlank() ? transaction.getId() : name;
    }

    static String dialects(Transaction transaction) {
        Set<String> dialects = new LinkedHashSet<>();
        for (Statement statement : transaction.getStatements()) {
            dialects.add(statement.getDialect());
        }
        return String.join(", ", dialects);
    }

    static String kind(Transaction transaction) {
        return transaction.getKind().getLiteral().toLowerCase(java.util.Locale.ROOT);
    }
}
