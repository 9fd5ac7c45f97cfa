package org.xwb.core.values;

import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;

/**
 * The values of a transaction's markers drawn by the driver's own value generators, from a seed,
 * one execution after another as a single user running the transaction back to back would draw
 * them (a {@code same} marker repeats the one it names). For the workbench: the workload editor's
 * previews and the statement editor's bind panel show what a run binds.
 */
public final class TransactionDraws implements AutoCloseable {

    private final ValueContext context;
    private final ValueGenerator[] generators;
    private final SplittableRandom random;

    private TransactionDraws(ValueContext context, ValueGenerator[] generators, long seed) {
        this.context = context;
        this.generators = generators;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Compiles the value sources of the transaction's first {@code markers} parameters.
     *
     * @param workloadFolder the folder of the workload file (relative value-list and document paths)
     * @throws ValueSourceException when a marker's source cannot be used (its message says which and why)
     */
    public static TransactionDraws open(Transaction transaction, int markers, Path workloadFolder, long seed) {
        return open(transaction, markers, workloadFolder, seed, CollectionDocuments::open);
    }

    /**
     * As {@link #open(Transaction, int, Path, long)}, reading the documents of files/filesclob
     * markers with {@code documents} (e.g. the TPoX kit's, which generates its insert documents).
     */
    public static TransactionDraws open(Transaction transaction, int markers, Path workloadFolder, long seed,
            DocumentStreamOpener documents) {
        List<ParameterMarker> parameters = transaction.getParameters();
        int count = Math.min(markers, parameters.size());
        ValueContext context = new ValueContext(workloadFolder, documents);
        try {
            ValueGenerator[] generators = new ValueGenerator[count];
            for (int i = 0; i < count; i++) {
                generators[i] = ValueSources.compile(parameters.get(i), i + 1, "transaction " + transaction.getId(),
                        context).forUser(0, 1);
            }
            return new TransactionDraws(context, generators, seed);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    /** Every marker of the transaction ({@link #open(Transaction, int, Path, long)} with all of them). */
    public static TransactionDraws open(Transaction transaction, Path workloadFolder, long seed) {
        return open(transaction, Integer.MAX_VALUE, workloadFolder, seed);
    }

    /** The values of the next execution, by parameter position. */
    public Object[] next() {
        Object[] drawn = new Object[generators.length];
        for (int i = 0; i < generators.length; i++) {
            drawn[i] = generators[i].next(random, drawn);
        }
        return drawn;
    }

    /** A value as a person reads it: a document by its id, size and origin, others as text. */
    public static String describe(Object value) {
        if (value instanceof DocumentValue document) {
            return "document " + document.document().id() + " (" + document.document().content().length + " bytes, "
                    + document.document().origin() + ")";
        }
        return String.valueOf(value);
    }

    @Override
    public void close() {
        context.close();
    }
}
