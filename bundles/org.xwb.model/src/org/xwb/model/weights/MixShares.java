package org.xwb.model.weights;

import org.xwb.model.FilesSource;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/** Facts about a workload's mix that more than one part of XWB derives from its weights. */
public final class MixShares {

    private MixShares() {
    }

    /** True when the transaction inserts documents: a marker draws from a files/filesclob source. */
    public static boolean insertsDocuments(Transaction transaction) {
        return transaction.getParameters().stream().anyMatch(p -> p.getSource() instanceof FilesSource);
    }

    /** The fraction of the mix, by weight, that inserts documents (0 for a workload without weights). */
    public static double documentInsertShare(Workload workload) {
        double all = 0;
        double inserts = 0;
        for (Transaction t : workload.getTransactions()) {
            all += t.getWeight();
            if (insertsDocuments(t)) {
                inserts += t.getWeight();
            }
        }
        return all > 0 ? inserts / all : 0;
    }
}
