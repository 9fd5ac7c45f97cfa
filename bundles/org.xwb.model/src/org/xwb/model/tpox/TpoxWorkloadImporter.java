package org.xwb.model.tpox;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.xwb.model.Collection;
import org.xwb.model.io.FileProblem;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;

/**
 * Imports a TPoX 2.x workload description (the driver's workload XML, schema
 * workload_properties.xsd) as an XWB workload; the caller saves it as {@code .xwl}.
 * <ul>
 * <li>{@code <collections>}: each {@code <collection name>} with an optional id range
 * ({@code <ids>}: first id as first, firstid, start, from, min or low; last id as last, lastid,
 * end, to, max or high; or text such as 1-6000) and optional document
 * batch files ({@code <files dir firstfileid lastfileid docsperfile fileprefix filepostfix>}).</li>
 * <li>{@code <directory>}: the folder of the statement templates; relative to the workload file's
 * folder. Without it, templates are found next to the workload file.</li>
 * <li>{@code <transaction id name weight>} with a {@code <location>} template (statements
 * separated by {@code %}, or by the location's {@code delimiter}), or inline
 * {@code <statements>}, or a {@code <java-plugin>}, and {@code <parameters>}. A plug-in that
 * follows the XQuery plug-in convention becomes an {@code xquery} statement ({@link PluginLifter});
 * any other plug-in is imported without a statement, its parameters kept, and the validator says
 * it needs one.</li>
 * <li>Weights: all given and summing to 100, or none given (then all equal, 100/n each). Anything
 * else is an error.</li>
 * </ul>
 * The XWB transaction id is the TPoX name (blanks become {@code _}), else the TPoX id, else
 * {@code transaction<n>}. Statements are imported for one dialect chosen by the caller. Paths of
 * value lists and document folders are kept as written. Every violation is reported with its file
 * (workload or template), line and column, all of them in one {@link TpoxImportException}.
 */
public final class TpoxWorkloadImporter {

    /** TPoX's home: its statements are DB2 SQL/XML. */
    public static final String DEFAULT_DIALECT = "db2";

    /** What separates the statements of a template unless its location says otherwise. */
    public static final String DEFAULT_DELIMITER = "%";

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final String dialect;
    private Map<String, String> collectionMapping = Map.of();

    public TpoxWorkloadImporter() {
        this(DEFAULT_DIALECT);
    }

    private List<Collection> offered = List.of();
    private boolean refitIds;
    private List<String> refitNotes = List.of();

    public TpoxWorkloadImporter(String dialect) {
        if (dialect == null || dialect.isBlank()) {
            throw new IllegalArgumentException("a dialect is needed");
        }
        this.dialect = dialect;
    }

    /**
     * Maps {@code fn:collection("FROM")} in the imported xquery statements to
     * {@code fn:collection("TO")}, TO being a collection of the workload: a query written for
     * another system names that system's collections.
     */
    public TpoxWorkloadImporter mapCollections(Map<String, String> mapping) {
        this.collectionMapping = Map.copyOf(mapping);
        return this;
    }

    /**
     * The collections of the database the workload will run against (the kit database's custacc,
     * orders, security): a mapping may name one, which then joins the workload.
     */
    public TpoxWorkloadImporter offering(List<Collection> databaseCollections) {
        this.offered = List.copyOf(databaseCollections);
        return this;
    }

    /**
     * Ids parameters whose id list is no collection of the database draw from the database's
     * collection their statements read (see {@link IdRefit}): the ranges meet the database's ids.
     */
    public TpoxWorkloadImporter refitIds(boolean refit) {
        this.refitIds = refit;
        return this;
    }

    /** What the last import's {@link #refitIds} changed, one line per change. */
    public List<String> refitNotes() {
        return refitNotes;
    }

    /**
     * What an import found: the workload as far as it could be read (null when the file is not a
     * TPoX workload at all: not XML, or another root element), every problem, located, and what
     * became of each transaction it read (the notes {@code xwb import-tpox} prints).
     */
    public record Result(Workload workload, List<FileProblem> problems, List<TransactionNote> notes) {
    }

    /** Imports a TPoX workload file; any problem fails the import, all of them named at once. */
    public Workload importFile(Path file) throws TpoxImportException {
        return importWithNotes(file).workload();
    }

    /**
     * Imports a TPoX workload file and tells per transaction what was made of it (what a plug-in
     * became); any problem fails the import, all of them named at once.
     */
    public TpoxImport importWithNotes(Path file) throws TpoxImportException {
        Parsed parsed = parse(file);
        if (!parsed.problems().isEmpty()) {
            throw new TpoxImportException(parsed.problems());
        }
        return parsed.imported();
    }

    /**
     * Imports what can be imported and lists what cannot, for a caller that keeps a partial
     * workload (the workbench's New Workload): transactions that could not be read are left out,
     * weights that do not follow TPoX's rule become 0.
     */
    public Result read(Path file) {
        Parsed parsed = parse(file);
        return parsed.imported() == null ? new Result(null, parsed.problems(), List.of())
                : new Result(parsed.imported().workload(), parsed.problems(), parsed.imported().notes());
    }

    /** The import (null when the file is no TPoX workload) and its problems. */
    private record Parsed(TpoxImport imported, List<FileProblem> problems) {
    }

    private Parsed parse(Path file) {
        XmlElement root;
        try {
            root = SafeSaxReader.read(file);
        } catch (TpoxImportException unreadable) {
            return new Parsed(null, unreadable.problems());
        }
        ElementRules rules = new ElementRules();
        if (!root.name().equals("workload")) {
            rules.report(root, "not a TPoX workload file: the root element is <" + root.name() + ">, expected <workload>");
            return new Parsed(null, rules.problems());
        }
        rules.onlyAttributes(root, "name");
        rules.container(root, "collections", "directory", "transactions");

        Workload workload = XwbFactory.eINSTANCE.createWorkload();
        workload.setName(root.attribute("name") != null ? root.attribute("name") : baseName(file));
        workload.setDescription("Imported from the TPoX workload file " + file.getFileName() + ".");
        workload.getDialects().add(dialect);

        Map<String, Collection> collections = new TpoxCollections(rules).read(rules.single(root, "collections"));
        workload.getCollections().addAll(collections.values());

        Path folder = file.toAbsolutePath().getParent();
        XmlElement directory = rules.single(root, "directory");
        if (directory != null) {
            rules.onlyAttributes(directory);
            rules.leaf(directory);
            String path = rules.text(directory, "the folder of the statement templates");
            folder = path == null ? folder : folder.resolve(path);
        }

        XmlElement transactions = rules.single(root, "transactions");
        TpoxTransactions reader = new TpoxTransactions(dialect, folder, collections, rules);
        if (transactions == null) {
            rules.report(root, "<workload> has no <transactions>");
        } else {
            readTransactions(transactions, reader, workload, rules);
        }
        List<String> warnings = CollectionMapping.apply(collectionMapping, workload, root, rules, offered);
        refitNotes = new ArrayList<>(InsertCollections.fit(workload, dialect));
        if (refitIds) {
            refitNotes.addAll(IdRefit.refit(workload, new java.util.HashSet<>(offered.stream()
                    .map(Collection::getName).toList())));
        }
        workload.getDialects().clear();
        workload.getDialects().addAll(dialectsUsed(workload));
        return new Parsed(new TpoxImport(workload, reader.notes(), warnings), rules.problems());
    }

    /** The dialects of the statements in order of first use; the import's dialect when there are none. */
    private List<String> dialectsUsed(Workload workload) {
        Set<String> used = new LinkedHashSet<>();
        workload.getTransactions().forEach(t -> t.getStatements().forEach(s -> used.add(s.getDialect())));
        return used.isEmpty() ? List.of(dialect) : List.copyOf(used);
    }

    private static void readTransactions(XmlElement list, TpoxTransactions reader, Workload workload, ElementRules rules) {
        rules.onlyAttributes(list);
        rules.container(list, "transaction");
        List<XmlElement> elements = rules.all(list, "transaction");
        if (elements.isEmpty()) {
            rules.report(list, "<transactions> holds no <transaction>");
            return;
        }
        Set<String> ids = new HashSet<>();
        List<Transaction> read = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            XmlElement element = elements.get(i);
            String id = idOf(element, i + 1);
            if (!ids.add(id)) {
                rules.report(element, "a second transaction named '" + id + "'; transaction names must be unique");
            }
            read.add(reader.read(element, id));
        }
        double[] weights = weights(list, elements, rules);
        for (int i = 0; i < read.size(); i++) {
            Transaction transaction = read.get(i);
            if (transaction != null) {
                transaction.setWeight(weights == null ? 0 : weights[i]);
                workload.getTransactions().add(transaction);
            }
        }
    }

    /**
     * TPoX's rule: every transaction has a weight and together they make 100, or none has one and
     * all are picked equally often.
     */
    private static double[] weights(XmlElement list, List<XmlElement> elements, ElementRules rules) {
        List<BigDecimal> weights = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        XmlElement firstMissing = null;
        boolean valid = true;
        for (int i = 0; i < elements.size(); i++) {
            XmlElement element = elements.get(i);
            if (element.attribute("weight") == null) {
                missing.add(idOf(element, i + 1));
                firstMissing = firstMissing == null ? element : firstMissing;
                continue;
            }
            BigDecimal weight = rules.decimal(element, "weight", true);
            if (weight == null) {
                valid = false;
            } else if (weight.signum() < 0) {
                rules.report(element, "weight=\"" + element.attribute("weight") + "\" is negative");
                valid = false;
            } else {
                weights.add(weight);
            }
        }
        if (missing.size() == elements.size()) {
            double[] equal = new double[elements.size()];
            Arrays.fill(equal, 100.0 / elements.size());
            return equal;
        }
        if (!missing.isEmpty()) {
            rules.report(firstMissing, "transaction " + String.join(", ", missing) + (missing.size() == 1 ? " has" : " have")
                    + " no weight while " + (elements.size() - missing.size())
                    + " other(s) have one: give every transaction a weight (together 100) or none");
            return null;
        }
        if (!valid) {
            return null;
        }
        BigDecimal sum = weights.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        if (sum.compareTo(HUNDRED) != 0) {
            rules.report(list, "the transaction weights add up to " + sum.stripTrailingZeros().toPlainString()
                    + ", not 100");
            return null;
        }
        return weights.stream().mapToDouble(BigDecimal::doubleValue).toArray();
    }

    /** The XWB id of a transaction: its TPoX name, else its TPoX id, else its position. */
    static String idOf(XmlElement transaction, int position) {
        String name = transaction.attribute("name");
        if (name != null && !name.isBlank()) {
            return name.strip().replaceAll("\\s+", "_");
        }
        String id = transaction.attribute("id");
        return id != null && !id.isBlank() ? id.strip() : "transaction" + position;
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** For {@link TpoxCollections}: the TPoX document kinds XWB's generator knows. */
    static String documentKind(String collectionName) {
        String name = collectionName.toLowerCase(Locale.ROOT);
        return switch (name) {
        case "custacc", "customer", "customers" -> "custacc";
        case "security", "securities" -> "security";
        case "order", "orders" -> "order";
        default -> null;
        };
    }
}
