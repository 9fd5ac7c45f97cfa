package org.xwb.model.validation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/**
 * Transactions imported from TPoX {@code <java-plugin>} elements: XWB runs statements, not Java
 * classes, so such a transaction runs only once it has a statement for the target's dialect. What
 * it needs is said with the plug-in's name, so a person knows which Java work to rewrite.
 */
final class PluginTransactions {

    private PluginTransactions() {
    }

    static boolean isPlugin(Transaction transaction) {
        return transaction.getPluginClass() != null && !transaction.getPluginClass().isBlank();
    }

    /** "transaction X (plug-in C) needs a statement for dialect D". */
    static String needsStatement(Transaction transaction, String dialect) {
        return "transaction " + transaction.getId() + " (plug-in " + transaction.getPluginClass()
                + ") needs a statement for dialect " + dialect;
    }

    /** The dialects the workload lists, then those of the run; one when neither names any. */
    static List<String> dialectsWanted(Workload workload, List<String> runDialects) {
        Set<String> dialects = new LinkedHashSet<>(workload.getDialects());
        dialects.addAll(runDialects);
        if (dialects.isEmpty()) {
            workload.getTransactions().forEach(t -> t.getStatements().forEach(s -> dialects.add(s.getDialect())));
        }
        List<String> wanted = new ArrayList<>(dialects);
        wanted.removeIf(dialect -> dialect == null || dialect.isBlank());
        return wanted.isEmpty() ? List.of("of the target") : wanted;
    }
}
