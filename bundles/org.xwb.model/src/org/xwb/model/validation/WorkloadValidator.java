package org.xwb.model.validation;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;

/**
 * Checks a workload before anyone runs it. The editor shows the problems on their rows and in the
 * Problems view; the driver refuses to run a workload with {@link Severity#ERROR errors}.
 * Messages say what is wrong and with which values; the path says where.
 */
public final class WorkloadValidator {

    /** Weights are percentages; this much rounding off 100 is not worth a warning. */
    static final double WEIGHT_TOLERANCE = 1e-6;

    /** Everything that can be checked without knowing the target. */
    public List<Problem> validate(Workload workload) {
        return validate(workload, List.<String>of());
    }

    /** @param runDialects the dialects a run is about to use, besides those the workload lists */
    private List<Problem> validate(Workload workload, List<String> runDialects) {
        ProblemCollector problems = new ProblemCollector();
        checkCollections(workload, problems);
        checkTransactionIds(workload, problems);
        checkWeights(workload, problems);
        TransactionChecks transactions = new TransactionChecks(workload, runDialects, problems);
        for (Transaction transaction : workload.getTransactions()) {
            transactions.check(transaction);
        }
        if (workload.getRunSettings() != null) {
            RunSettingsChecks.check(workload.getRunSettings(), problems);
        }
        return problems.problems();
    }

    /**
     * As {@link #validate(Workload)}, and every transaction that can be picked must have a
     * statement for the dialect of the target it is about to run on.
     */
    public List<Problem> validate(Workload workload, String dialect) {
        ProblemCollector problems = new ProblemCollector();
        for (Transaction transaction : workload.getTransactions()) {
            boolean present = transaction.getStatements().stream().anyMatch(statement -> dialect.equals(statement.getDialect()));
            if (!present && transaction.getStatements().isEmpty() && PluginTransactions.isPlugin(transaction)) {
                continue; // validate(workload) says what it needs, for this dialect too
            }
            if (!present && PluginTransactions.isPlugin(transaction) && transaction.getWeight() > 0) {
                problems.error(transaction, PluginTransactions.needsStatement(transaction, dialect));
            } else if (!present && transaction.getWeight() > 0) {
                problems.error(transaction, "has no statement for dialect " + dialect
                        + ", so it cannot run on a " + dialect + " target");
            } else if (!present) {
                problems.warning(transaction, "has no statement for dialect " + dialect + " (its weight is 0, so it never runs)");
            }
        }
        List<Problem> all = new ArrayList<>(validate(workload, List.of(dialect)));
        all.addAll(problems.problems());
        return List.copyOf(all);
    }

    public static boolean hasErrors(List<Problem> problems) {
        return problems.stream().anyMatch(Problem::isError);
    }

    private static void checkCollections(Workload workload, ProblemCollector problems) {
        Map<String, Integer> names = new HashMap<>();
        Set<String> indexNames = new HashSet<>();
        int position = 0;
        for (Collection collection : workload.getCollections()) {
            position++;
            String name = collection.getName();
            if (isBlank(name)) {
                problems.error(collection, "has no name");
            } else if (names.putIfAbsent(name, position) != null) {
                problems.error(collection, "the name '" + name + "' is already used by collection " + names.get(name));
            }
            DocumentSource documents = collection.getDocuments();
            if (documents != null) {
                checkDocuments(documents, problems);
            }
            Set<String> prefixes = new HashSet<>();
            for (NamespaceBinding binding : collection.getNamespaces()) {
                if (isBlank(binding.getPrefix()) || isBlank(binding.getUri())) {
                    problems.error(binding, "needs both a prefix and a namespace URI");
                } else if (!prefixes.add(binding.getPrefix())) {
                    problems.error(binding, "the prefix '" + binding.getPrefix() + "' is bound twice");
                }
            }
            for (XmlIndex index : collection.getIndexes()) {
                if (isBlank(index.getName())) {
                    problems.error(index, "has no name");
                } else if (!indexNames.add(index.getName())) {
                    problems.error(index, "the index name '" + index.getName() + "' is already used; index names are unique in a database schema");
                }
                if (isBlank(index.getPath())) {
                    problems.error(index, "has no path");
                }
            }
        }
    }

    private static void checkDocuments(DocumentSource documents, ProblemCollector problems) {
        if (isBlank(documents.getDirectory())) {
            problems.error(documents, "has no directory");
        }
        if (documents.getLastFileId() < documents.getFirstFileId()) {
            problems.error(documents, "the last file id " + documents.getLastFileId() + " is below the first file id "
                    + documents.getFirstFileId());
        }
        if (documents.getDocsPerFile() < 1) {
            problems.error(documents, "documents per file must be at least 1, not " + documents.getDocsPerFile());
        }
    }

    private static void checkTransactionIds(Workload workload, ProblemCollector problems) {
        Set<String> collectionNames = new HashSet<>();
        workload.getCollections().forEach(collection -> collectionNames.add(collection.getName()));
        Map<String, Integer> ids = new HashMap<>();
        int position = 0;
        for (Transaction transaction : workload.getTransactions()) {
            position++;
            String id = transaction.getId();
            if (isBlank(id)) {
                problems.error(transaction, "has no id");
            } else if (ids.putIfAbsent(id, position) != null) {
                problems.error(transaction, "the id '" + id + "' is already used by transaction " + ids.get(id)
                        + " (ids are counted from 1 in file order)");
            } else if (collectionNames.contains(id)) {
                problems.error(transaction, "the id '" + id + "' is also a collection name; in a workload file"
                        + " transaction ids and collection names must differ");
            }
        }
    }

    private static void checkWeights(Workload workload, ProblemCollector problems) {
        if (workload.getTransactions().isEmpty()) {
            problems.error(workload, "has no transactions");
            return;
        }
        double sum = 0;
        boolean usable = true;
        for (Transaction transaction : workload.getTransactions()) {
            double weight = transaction.getWeight();
            if (!Double.isFinite(weight)) {
                problems.error(transaction, "the weight " + weight + " is not a number");
                usable = false;
            } else if (weight < 0) {
                problems.error(transaction, "the weight " + number(weight) + " is negative");
                usable = false;
            } else {
                sum += weight;
            }
        }
        if (!usable) {
            return;
        }
        if (sum == 0) {
            problems.error(workload, "every transaction has weight 0, so none would ever run");
        } else if (Math.abs(sum - 100) > WEIGHT_TOLERANCE) {
            problems.warning(workload, "the weights add up to " + number(sum) + ", not 100");
        }
    }

    /** A double as people write it: 90, 99.9, 33.3333 (at most 6 decimals). */
    static String number(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        return new BigDecimal(value).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
    }

    static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }
}
