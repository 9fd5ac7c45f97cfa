package org.xwb.ui.run.charts;

import java.util.List;

import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.weights.MixShares;

/**
 * What the charts need to know about a run that starts: the transaction types that can be picked
 * (in mix order, labelled as the dashboard shows them), whether it inserts documents, and how long
 * it ramps up. Read from the workload on the UI thread; immutable, so the render thread may keep it.
 */
public record RunStart(List<String> transactions, boolean insertsDocuments, double rampUpSeconds) {

    public RunStart {
        transactions = List.copyOf(transactions);
    }

    /** Before any run: no transactions, nothing inserted, no ramp-up. */
    public static final RunStart NONE = new RunStart(List.of(), false, 0);

    public static RunStart of(Workload workload, double rampUpSeconds) {
        List<Transaction> weighted = workload.getTransactions().stream().filter(t -> t.getWeight() > 0).toList();
        return new RunStart(weighted.stream().map(RunStart::label).toList(),
                weighted.stream().anyMatch(RunStart::inserts), rampUpSeconds);
    }

    /** The transaction's name, or its id when it has none. */
    public static String label(Transaction transaction) {
        return transaction.getName() == null || transaction.getName().isBlank() ? transaction.getId()
                : transaction.getName();
    }

    /** An insert, or a transaction whose parameters draw whole documents. */
    private static boolean inserts(Transaction transaction) {
        return transaction.getKind() == TransactionKind.INSERT || MixShares.insertsDocuments(transaction);
    }
}
