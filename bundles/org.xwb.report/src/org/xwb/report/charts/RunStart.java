package org.xwb.report.charts;

import java.util.List;

import org.xwb.core.results.RunResults;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.weights.MixShares;

/**
 * What the charts need to know about a run that starts: the transaction types that can be picked
 * (in mix order, labelled as the dashboard shows them), whether it inserts documents, and how long
 * it ramps up. Read from the workload on the UI thread (a finished run: from its result folder);
 * immutable, so the render thread may keep it.
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

    /**
     * A finished run as its result folder tells it: the summary's transaction types (their names are
     * the labels the run used), or for a run without summary the types its intervals name.
     */
    public static RunStart of(RunResults run) {
        if (run.summary() != null) {
            List<TransactionSummary> types = run.summary().transactions().stream().filter(t -> t.weight() > 0).toList();
            return new RunStart(types.stream().map(TransactionSummary::name).toList(),
                    run.summary().total().documents() > 0 || types.stream().anyMatch(t -> "insert".equals(t.kind())),
                    run.summary().rampUpSeconds());
        }
        List<String> names = run.intervals().isEmpty() ? List.of()
                : run.intervals().get(0).rows().stream().map(IntervalRow::name).toList();
        boolean inserts = run.intervals().stream().anyMatch(i -> i.total().documents() > 0);
        double rampUp = run.settings().get("ramp_up_seconds") instanceof Number n ? n.doubleValue() : 0;
        return new RunStart(names, inserts, rampUp);
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
