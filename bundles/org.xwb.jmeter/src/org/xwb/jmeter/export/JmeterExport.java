package org.xwb.jmeter.export;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.results.ResultMaps;
import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.TransactionType;
import org.xwb.targets.jdbc.JdbcEndpoint;
import org.xwb.targets.jdbc.JdbcReachable;
import org.xwb.core.target.Target;
import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueConversions;
import org.xwb.core.values.ValueGenerator;
import org.xwb.core.values.XQueryLiteral;
import org.xwb.jmeter.export.ExportNote.Kind;
import org.xwb.model.FilesSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.StatementText;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.targets.jdbc.JdbcUrls;

/**
 * Exports a workload as an Apache JMeter test plan that reproduces it on a target: the plan
 * ({@code .jmx}), its CSV files in {@code <plan>.data/} and {@code <plan>.xwb.json} for XWB's run
 * and import. What JMeter cannot reproduce exactly is in the report's notes.
 */
public final class JmeterExport {

    private JmeterExport() {
    }

    /**
     * @param workload     the workload (checked like a run: errors refuse the export)
     * @param workloadFile its file: relative value lists and documents resolve against its folder
     * @param target       the open target the plan runs on (its dialect's statements, its URL, user and driver)
     * @param config       the run's settings (the workload's, with the caller's overrides)
     * @param engines      JMeter engines that will run the plan at once (the insert documents are split for them)
     * @param plan         the .jmx file to write; its data folder and manifest go beside it
     * @throws ExportException when the workload cannot run on the target (with its problems)
     */
    public static ExportReport export(Workload workload, Path workloadFile, Target target, RunConfig config,
            int engines, Path plan) throws IOException {
        if (engines < 1) {
            throw new ExportException("engines must be at least 1, is " + engines);
        }
        String dialect = target.dialect();
        List<Problem> errors = new WorkloadValidator().validate(workload, dialect).stream().filter(Problem::isError)
                .toList();
        if (!errors.isEmpty()) {
            throw new ExportException("The workload " + workload.getName() + " cannot run on " + target.info().profile()
                    + ": " + String.join("; ", errors.stream().map(Problem::toString).toList()));
        }
        JdbcEndpoint endpoint = JdbcReachable.of(target).orElseThrow(() -> new ExportException("The target "
                + target.info().profile() + " has no JDBC URL a JMeter engine could connect with"));
        Path planFile = plan.toAbsolutePath().normalize();
        Path data = PlanNames.dataFolder(planFile);
        prepareDataFolder(data);
        String dataName = data.getFileName().toString();
        Path workloadDirectory = workloadFile.toAbsolutePath().normalize().getParent();

        List<ExportNote> notes = new ArrayList<>();
        RunSettingsNotes.add(workload, config, notes);
        List<Transaction> mix = workload.getTransactions().stream().filter(t -> t.getWeight() > 0).toList();
        Set<String> inserted = insertedCollections(mix);
        Map<String, Long> held = highestHeld(mix, target);
        DocumentFeeds documents = new DocumentFeeds(engines, held);
        List<JmxElement> transactions = new ArrayList<>();
        List<TransactionValues> values = new ArrayList<>();
        Set<String> prefixes = new LinkedHashSet<>();
        try (ValueContext context = new ValueContext(workloadDirectory, CollectionDocuments::open)) {
            for (Transaction transaction : mix) {
                String prefix = unique(PlanNames.variable(transaction.getId()), prefixes);
                TransactionValues v = TransactionValues.of(transaction, prefix, context, documents, inserted,
                        held, config.seed(), notes);
                values.add(v);
                transactions.add(TransactionElements.build(transaction, statement(transaction, dialect), v, documents,
                        dataName));
            }
            for (TransactionValues v : values) {
                for (TransactionValues.DrawnFile drawn : v.drawnFiles()) {
                    writeDrawn(drawn, data.resolve(drawn.fileName()));
                }
            }
        }
        List<DocumentsWritten> written = documents.write(data, workloadDirectory, notes);
        MixSequence sequence = MixSequence.of(mix.stream().mapToDouble(Transaction::getWeight).toArray());
        if (sequence.rounded()) {
            notes.add(new ExportNote(Kind.APPROXIMATED, null, "the weights' exact ratio needs a mix longer than "
                    + MixSequence.MAX_PASS + " transactions: shares rounded to 1/" + MixSequence.ROUNDED_PASS));
        }
        writeMix(sequence, config.seed(), data.resolve(PlanNames.MIX_FILE));
        Files.copy(workloadFile, data.resolve(PlanNames.WORKLOAD_FILE), StandardCopyOption.REPLACE_EXISTING);

        JmxElement testPlan = PlanBuilder.testPlan(workload, workloadFile, target, endpoint, config, dataName,
                transactions, notes);
        writeAtomically(planFile, testPlan);

        List<TransactionType> types = new ArrayList<>();
        List<PlanManifest.Inserts> inserts = new ArrayList<>();
        for (int i = 0; i < mix.size(); i++) {
            Transaction t = mix.get(i);
            types.add(new TransactionType(i, t.getId(), t.getName() == null ? t.getId() : t.getName(),
                    StatementText.kindOf(t).getLiteral().toLowerCase(java.util.Locale.ROOT), t.getWeight()));
            double bytes = 0;
            for (ValueFeed.Csv feed : values.get(i).documentFeeds()) {
                String collection = documents.collection(feed);
                bytes += written.stream().filter(w -> w.collection().equals(collection))
                        .mapToDouble(DocumentsWritten::meanBytes).sum();
            }
            inserts.add(new PlanManifest.Inserts(values.get(i).documentFeeds().size(), bytes));
        }
        Map<String, Object> settings = ResultMaps.settings(config, dialect, workloadFile.toAbsolutePath().toString(),
                target.info());
        PlanManifest manifest = new PlanManifest(workload.getName(), settings, types, inserts, engines, Instant.now(),
                notes.stream().map(ExportNote::toString).toList());
        manifest.write(PlanNames.manifest(planFile));
        return new ExportReport(planFile, data, PlanNames.manifest(planFile), types, sequence.counts(), written,
                notes, JdbcUrls.withoutSecrets(endpoint.url()), endpoint.driver().getClass().getName());
    }

    private static Statement statement(Transaction transaction, String dialect) {
        return transaction.getStatements().stream().filter(s -> dialect.equals(s.getDialect())).findFirst()
                .orElseThrow(() -> new ExportException("transaction " + transaction.getId() + " has no statement for "
                        + dialect));
    }

    private static Set<String> insertedCollections(List<Transaction> mix) {
        Set<String> names = new java.util.HashSet<>();
        for (Transaction t : mix) {
            for (ParameterMarker p : t.getParameters()) {
                if (p.getSource() instanceof FilesSource files && files.getCollection() != null) {
                    names.add(files.getCollection().getName());
                }
            }
        }
        return names;
    }

    /**
     * By collection name, the highest id the database holds of each collection the mix inserts into:
     * the plan inserts only documents after it, as a driver run does (no duplicate keys after an
     * earlier run), and draws ids up to it.
     */
    private static Map<String, Long> highestHeld(List<Transaction> mix, Target target) {
        Map<String, Long> held = new java.util.HashMap<>();
        for (Transaction t : mix) {
            for (ParameterMarker p : t.getParameters()) {
                if (p.getSource() instanceof FilesSource files && files.getCollection() != null
                        && !held.containsKey(files.getCollection().getName())) {
                    try {
                        target.highestId(files.getCollection())
                                .ifPresent(id -> held.put(files.getCollection().getName(), id));
                    } catch (java.sql.SQLException | RuntimeException e) {
                        // the table cannot be read: the plan's own statements will say what is wrong with it
                    }
                }
            }
        }
        return held;
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = name + "_" + n;
        }
        return candidate;
    }

    /** The data folder, emptied of what an earlier export of the same plan wrote (CSV files, the workload copy). */
    private static void prepareDataFolder(Path data) throws IOException {
        Files.createDirectories(data);
        try (Stream<Path> files = Files.list(data)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (Files.isRegularFile(file) && (name.endsWith(".csv") || name.equals(PlanNames.WORKLOAD_FILE))) {
                    Files.delete(file);
                }
            }
        }
    }

    private static void writeDrawn(TransactionValues.DrawnFile drawn, Path file) throws IOException {
        ValueGenerator generator = drawn.values().forUser(0, 1);
        SplittableRandom random = new SplittableRandom(drawn.seed());
        Object[] none = new Object[1];
        List<String> columns = TransactionElements.columns(drawn.feed());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < drawn.count(); i++) {
                Object value = generator.next(random, none);
                List<String> fields = new ArrayList<>(2);
                if (columns.contains(drawn.feed().variable)) {
                    fields.add(JmeterText.jdbcArgument(JdbcValueText.of(value, drawn.type())));
                }
                if (columns.contains(drawn.feed().xqueryVariable())) {
                    fields.add(XQueryLiteral.quote(ValueConversions.asText(value)));
                }
                out.write(JmeterText.csvRow(fields));
            }
        }
    }

    private static void writeMix(MixSequence sequence, long seed, Path file) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int index : sequence.pass(seed)) {
            text.append(index).append('\n');
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static void writeAtomically(Path plan, JmxElement testPlan) throws IOException {
        Files.createDirectories(plan.getParent());
        Path temp = Files.createTempFile(plan.getParent(), plan.getFileName().toString(), ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                JmxElement.writePlan(testPlan, out);
            }
            Files.move(temp, plan, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
