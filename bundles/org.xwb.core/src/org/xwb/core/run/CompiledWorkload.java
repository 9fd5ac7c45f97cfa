package org.xwb.core.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueGeneratorFactory;
import org.xwb.core.values.ValueSourceException;
import org.xwb.core.values.ValueSources;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.StatementText;

/**
 * A workload prepared for one dialect: the statement of each transaction chosen, markers mapped to
 * parameters, value sources built, the weighted choice made. Everything that can be wrong with the
 * workload is found here, before a user connects. Transactions of weight 0 are left out.
 */
public final class CompiledWorkload {

    private final String name;
    private final String dialect;
    private final List<CompiledTransaction> transactions;
    private final WeightedChoice choice;

    private CompiledWorkload(String name, String dialect, List<CompiledTransaction> transactions) {
        this.name = name;
        this.dialect = dialect;
        this.transactions = List.copyOf(transactions);
        this.choice = new WeightedChoice(transactions.stream().mapToDouble(CompiledTransaction::weight).toArray());
    }

    /**
     * @throws WorkloadException when a transaction of the mix has no statement for {@code dialect},
     *                           or markers, parameters or value sources do not fit
     */
    public static CompiledWorkload compile(Workload workload, String dialect, ValueContext values)
            throws WorkloadException {
        String name = workload.getName() == null || workload.getName().isBlank() ? "workload" : workload.getName();
        List<Transaction> mix = workload.getTransactions().stream().filter(t -> t.getWeight() > 0).toList();
        if (mix.isEmpty()) {
            throw new WorkloadException("Workload '" + name + "' has no transaction with a weight above 0");
        }
        List<String> missing = new ArrayList<>();
        TreeSet<String> provided = new TreeSet<>();
        for (Transaction t : mix) {
            t.getStatements().forEach(s -> provided.add(s.getDialect()));
            if (statementFor(t, dialect) == null) {
                missing.add(label(t));
            }
        }
        if (!missing.isEmpty()) {
            throw new WorkloadException("Workload '" + name + "' has no " + dialect + " statement for "
                    + (missing.size() == mix.size() ? "any transaction" : "transaction(s) " + String.join(", ", missing))
                    + "; its statements are for: " + (provided.isEmpty() ? "no dialect" : String.join(", ", provided))
                    + ". The target runs dialect " + dialect + ".");
        }
        List<CompiledTransaction> compiled = new ArrayList<>();
        for (Transaction t : mix) {
            compiled.add(compile(t, compiled.size(), statementFor(t, dialect), values));
        }
        return new CompiledWorkload(name, dialect, compiled);
    }

    private static CompiledTransaction compile(Transaction t, int index, Statement statement, ValueContext values)
            throws WorkloadException {
        String where = "Transaction " + label(t) + " (" + statement.getDialect() + ")";
        if (statement.getTexts().isEmpty() || statement.getTexts().stream().allMatch(s -> s == null || s.isBlank())) {
            throw new WorkloadException(where + ": the statement has no text");
        }
        List<CompiledText> texts = new ArrayList<>();
        int jdbcMarkers = 0;
        int needed = 0;
        for (String text : statement.getTexts()) {
            CompiledText compiledText = new CompiledText(text, jdbcMarkers, statement.getDialect());
            jdbcMarkers += compiledText.jdbcParameters.length;
            needed = Math.max(needed, compiledText.highestParameter());
            texts.add(compiledText);
        }
        List<ParameterMarker> markers = t.getParameters();
        if (needed > markers.size()) {
            throw new WorkloadException(where + ": the statement uses " + needed + " parameter marker(s) ("
                    + StatementText.parameterCount(statement) + " values) but the transaction defines "
                    + markers.size() + " parameter(s)");
        }
        ParameterType[] types = new ParameterType[markers.size()];
        ValueGeneratorFactory[] factories = new ValueGeneratorFactory[markers.size()];
        for (int i = 0; i < markers.size(); i++) {
            ParameterMarker marker = markers.get(i);
            types[i] = marker.getType() == null ? ParameterType.VARCHAR : marker.getType();
            try {
                factories[i] = ValueSources.compile(marker, i + 1, "Transaction " + label(t), values);
            } catch (ValueSourceException e) {
                throw new WorkloadException(e.getMessage(), e);
            }
        }
        String name = t.getName() == null || t.getName().isBlank() ? t.getId() : t.getName();
        // a `same` parameter repeating a document (its id, say) is the same document: not counted again
        int[] documents = java.util.stream.IntStream.range(0, markers.size())
                .filter(i -> markers.get(i).getSource() instanceof org.xwb.model.FilesSource).toArray();
        return new CompiledTransaction(index, t.getId(), name, t.getKind(), t.getWeight(),
                texts.toArray(CompiledText[]::new), types, factories, documents);
    }

    /** The transaction's statement for {@code dialect} (case-insensitive), or null. */
    static Statement statementFor(Transaction t, String dialect) {
        for (Statement s : t.getStatements()) {
            if (s.getDialect() != null && s.getDialect().toLowerCase(Locale.ROOT).equals(dialect.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        return null;
    }

    private static String label(Transaction t) {
        return t.getName() == null || t.getName().isBlank() || t.getName().equals(t.getId()) ? t.getId()
                : t.getId() + " (" + t.getName() + ")";
    }

    public String name() {
        return name;
    }

    public String dialect() {
        return dialect;
    }

    List<CompiledTransaction> transactions() {
        return transactions;
    }

    WeightedChoice choice() {
        return choice;
    }

    /** Transaction ids in statistics order. */
    public List<String> transactionIds() {
        return transactions.stream().map(CompiledTransaction::id).toList();
    }
}
