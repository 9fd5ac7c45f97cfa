package org.xwb.kit.advisor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.xwb.core.compare.RunComparison;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SingleIndex;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.Collection;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.targets.TargetKinds;
import org.xwb.xml.TpoxKit;

/**
 * Which XML indexes make a workload's mix fastest on a target, by measurement (docs/index-advisor.md):
 * the candidates ({@link CandidateFinder}) are built one at a time on a database without XML
 * indexes; for each, its build time and size and the plans of the texts it serves without and
 * with it ({@link StatementProbe}), all before any writing run changes the database; then the mean
 * latencies of its collection's writing transactions in a short run with and without it, on top
 * of the indexes those writers find their rows by ({@link AdvisorRuns}); then {@link GreedyChoice}
 * picks the set, a second pass measures the left-out ones on top of it, and a run of the mix with
 * the workload's own set and one with the chosen set are compared ({@link RunComparison}). The
 * target ends with the chosen set built (with the workload's own set when cancelled or failed).
 * Blocks: call off the UI thread.
 */
public final class IndexAdvisor {

    private final Workspace workspace;

    public IndexAdvisor(Workspace workspace) {
        this.workspace = workspace;
    }

    /**
     * Measures and advises.
     *
     * @throws AdvisorMonitor.CancelledException when the monitor cancelled (the workload's own set is rebuilt)
     */
    public Advice advise(Path workloadFile, Target target, AdvisorSettings settings, AdvisorMonitor monitor)
            throws Exception {
        return advise(WorkloadFiles.load(workloadFile), workloadFile, target, settings, monitor);
    }

    /**
     * Measures and advises for a workload held in memory (the editor's, maybe unsaved), which the
     * advisor may change (its id ranges follow a database it builds): pass a copy.
     *
     * @param workloadFile where the workload's relative paths start (value lists, documents)
     */
    public Advice advise(Workload workload, Path workloadFile, Target target, AdvisorSettings settings,
            AdvisorMonitor monitor) throws Exception {
        long start = System.nanoTime();
        List<String> notes = new ArrayList<>();
        List<Candidate> candidates = CandidateFinder.find(workload, target.dialect(), target.statements());
        if (candidates.isEmpty()) {
            return new Advice(workload.getName(), target.info().description(), false, List.of(), Map.of(), null, null, null,
                    (System.nanoTime() - start) / 1e9, 0, List.of("No candidates: the workload declares no XML index and "
                            + "the " + target.dialect() + " dialect finds no predicate an XML index could serve."));
        }
        int collectionsWithWriters = 0;
        AdvisorRuns runs = new AdvisorRuns(target, workload, workloadFile, settings, monitor);
        for (Collection collection : workload.getCollections()) {
            collectionsWithWriters += runs.writers(collection).isEmpty() ? 0 : 1;
        }
        int writeRuns = collectionsWithWriters + (int) candidates.stream()
                .filter(c -> !runs.writers(c.collection()).isEmpty()).count();
        double buildSeconds = 0;
        if (settings.customers() > 0) {
            buildSeconds = buildDatabase(workload, target, settings, writeRuns, monitor);
        }
        Files.createDirectories(settings.runsDirectory());
        Map<String, Double> shares = shares(workload);
        int total = 2 + 2 * candidates.size() + (settings.verifySeconds() > 0 ? 2 : 0);
        int done = 0;
        monitor.worked(done, total);
        boolean finished = false;
        try {
            monitor.status("Dropping the XML indexes on " + target.info().description());
            dropAll(target, workload);
            target.updateStatistics(workload);
            StatementProbe probe = new StatementProbe(target, workload, workloadFile.toAbsolutePath().getParent(),
                    candidates, settings.draws(), RunSettingsDefaults.effective(workload).getSeed());
            Map<String, PlanSample> baseline = new LinkedHashMap<>();
            for (String text : probe.texts()) {
                checkCancel(monitor);
                monitor.status("Explaining " + text.replace("#", " text ") + " without XML indexes");
                baseline.put(text, probe.measure(text));
            }
            monitor.worked(++done, total);
            // every read first, on the database as built: the writing runs insert and delete (at
            // 1,000 customers they grew orders ~5x), so reads measured between them would drift
            List<Reads> reads = new ArrayList<>();
            for (Candidate candidate : candidates) {
                checkCancel(monitor);
                reads.add(measureReads(workload, candidate, target, probe, baseline, shares, monitor));
                monitor.worked(++done, total);
            }
            Map<String, List<Candidate>> lookups = lookups(workload, candidates);
            Map<String, Map<String, Double>> baseWrites = new HashMap<>();
            for (Collection collection : workload.getCollections()) {
                if (!runs.writers(collection).isEmpty()) {
                    checkCancel(monitor);
                    List<Candidate> lookup = lookups.getOrDefault(collection.getName(), List.of());
                    String label = lookup.isEmpty() ? "no index" : "lookup indexes " + names(lookup);
                    monitor.status("Running " + collection.getName() + "'s writing transactions with " + label);
                    build(target, lookup);
                    try {
                        baseWrites.put(collection.getName(), runs.writeRun(collection, label));
                    } finally {
                        dropEach(target, lookup);
                    }
                }
            }
            monitor.worked(++done, total);

            List<Measured> measured = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                checkCancel(monitor);
                Candidate candidate = candidates.get(i);
                measured.add(measureWrites(reads.get(i), target, runs, baseWrites,
                        lookups.getOrDefault(candidate.collection().getName(), List.of()), shares, monitor));
                monitor.worked(++done, total);
            }
            Map<String, Double> weightedBaseline = new HashMap<>();
            List<GreedyChoice.Effect> effects = new ArrayList<>();
            for (int i = 0; i < measured.size(); i++) {
                Measured m = measured.get(i);
                Map<String, Double> after = new HashMap<>();
                for (Candidate.Served served : m.candidate().served()) {
                    String text = StatementProbe.key(served);
                    Advice.PlanPair pair = m.reads().plans().get(served.label());
                    if (isQuery(workload, text) && !Double.isNaN(pair.before().millis())) {
                        double share = shares.getOrDefault(served.transaction(), 0.0);
                        weightedBaseline.put(text, pair.before().millis() * share);
                        after.put(text, pair.after().millis() * share);
                    }
                }
                effects.add(new GreedyChoice.Effect(i, after, m.countedCost()));
            }
            List<Integer> order = new ArrayList<>(GreedyChoice.choose(weightedBaseline, effects));
            StatementProbe judge = settings.draws() >= SECOND_PASS_DRAWS ? probe
                    : new StatementProbe(target, workload, workloadFile.toAbsolutePath().getParent(), candidates,
                            SECOND_PASS_DRAWS, RunSettingsDefaults.effective(workload).getSeed());
            Map<Integer, Double> together = secondPass(workload, target, judge, measured, order, shares, monitor);
            List<Advice.Row> rows = new ArrayList<>();
            for (int i = 0; i < measured.size(); i++) {
                rows.add(row(measured.get(i), order.indexOf(i) + 1, together.get(i)));
            }
            notes.add("Read gain counts query transactions only; an index's effect on the writing transactions (their "
                    + "own lookups and its maintenance) is their measured latency in the write cost, measured on top of "
                    + "the indexes the writers find their rows by (" + (lookups.isEmpty() ? "none"
                            : lookups.values().stream().map(IndexAdvisor::names).collect(Collectors.joining(", ")))
                    + ").");
            notes.add(String.format(Locale.ROOT, "The second pass judged each left-out index by the mean time of its "
                    + "statements over %d parameter draws, and went round again while an index joined.",
                    Math.max(settings.draws(), SECOND_PASS_DRAWS)));
            RunComparison verification = null;
            Path beforeRun = null;
            Path afterRun = null;
            List<Candidate> chosen = rows.stream()
                    .filter(r -> r.decision() == Advice.Decision.KEEP || r.decision() == Advice.Decision.ADD)
                    .map(Advice.Row::candidate).toList();
            if (settings.verifySeconds() > 0) {
                checkCancel(monitor);
                monitor.status("Verification: the mix with the workload's own XML indexes");
                build(target, declared(candidates));
                RunSummary before = runs.mixRun("(own indexes)");
                beforeRun = settings.runsDirectory().resolve(before.runId());
                monitor.worked(++done, total);
                checkCancel(monitor);
                monitor.status("Verification: the mix with the advised XML indexes");
                dropAll(target, workload);
                build(target, chosen);
                RunSummary after = runs.mixRun("(advised indexes)");
                afterRun = settings.runsDirectory().resolve(after.runId());
                verification = RunComparison.of(before, after);
                monitor.worked(++done, total);
            } else {
                build(target, chosen);
            }
            notes.addAll(runs.stoppedEarly());
            finished = true;
            return new Advice(workload.getName(), target.info().description(), true, rows, ddl(chosen, target), verification,
                    beforeRun, afterRun, (System.nanoTime() - start) / 1e9, buildSeconds, notes);
        } finally {
            if (!finished) {
                restore(target, workload, candidates);
            }
        }
    }

    /**
     * The static analysis of a dialect without a server (DB2 here): the candidates by the dialect's
     * index hints (DB2's static eligibility rules), every declared index that serves a predicate
     * kept, one that serves none dropped, every proposal added; nothing built or measured.
     */
    public static Advice staticAdvice(Workload workload, String dialect) {
        StatementHelper helper = TargetKinds.statementHelper(dialect)
                .orElseThrow(() -> new IllegalArgumentException("The dialect " + dialect + " has no XML indexes"));
        List<Advice.Row> rows = new ArrayList<>();
        for (Candidate candidate : CandidateFinder.find(workload, dialect, helper)) {
            Advice.Decision decision = candidate.served().isEmpty() ? Advice.Decision.DROP
                    : candidate.declared() ? Advice.Decision.KEEP : Advice.Decision.ADD;
            String reason = candidate.served().isEmpty() ? "no predicate of the workload can use it (not measured)"
                    : "eligible for " + String.join(", ", candidate.transactions()) + " (not measured)";
            rows.add(new Advice.Row(candidate, Double.NaN, -1, Map.of(), Double.NaN, Double.NaN, decision, 0, reason));
        }
        List<Candidate> chosen = rows.stream()
                .filter(r -> r.decision() == Advice.Decision.KEEP || r.decision() == Advice.Decision.ADD)
                .map(Advice.Row::candidate).toList();
        return new Advice(workload.getName(), dialect + " (static check, not measured)", false, rows, ddl(chosen, null), null,
                null, null, 0, 0, List.of("Not measured: no " + dialect + " server; eligibility by the static index check "
                        + "(the dialect's rules for which index can serve which predicate), no costs, times or write costs."));
    }

    /** A copy of the workload whose XML indexes are exactly the chosen ones (declared ones keep their usedBy). */
    public static Workload applied(Workload workload, List<Candidate> chosen) {
        Workload copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(workload);
        for (Collection collection : copy.getCollections()) {
            List<XmlIndex> keep = new ArrayList<>();
            for (Candidate candidate : chosen) {
                if (!candidate.collection().getName().equals(collection.getName())) {
                    continue;
                }
                Optional<XmlIndex> own = collection.getIndexes().stream()
                        .filter(i -> i.getName().equalsIgnoreCase(candidate.name())).findFirst();
                keep.add(own.orElseGet(() -> org.eclipse.emf.ecore.util.EcoreUtil.copy(candidate.index())));
            }
            collection.getIndexes().clear();
            collection.getIndexes().addAll(keep);
        }
        return copy;
    }

    /**
     * The greedy choice measured each candidate alone; indexes can help together (a join that
     * reads both tables by index, a plan that ANDs two or three indexes). So every candidate left
     * out that serves a query text is measured again on top of the chosen set: its texts with the
     * set, then with the set and it (the mean over {@code judge}'s draws, at least
     * {@link #SECOND_PASS_DRAWS}: the choice between close alternatives needs more than one
     * parameter value); it joins the set when that gain exceeds its write cost. The pass goes
     * round again while a candidate joined, so an index that helps only once another left-out one
     * has joined (PE after yield) is measured with it. Returns the last gain with the set per
     * candidate measured so (the set grows in {@code order}).
     */
    private Map<Integer, Double> secondPass(Workload workload, Target target, StatementProbe judge,
            List<Measured> measured, List<Integer> order, Map<String, Double> shares, AdvisorMonitor monitor)
            throws Exception {
        Map<Integer, Double> together = new HashMap<>();
        if (order.isEmpty()) {
            return together;
        }
        build(target, order.stream().map(i -> measured.get(i).candidate()).toList());
        try {
            boolean joined = true;
            while (joined) {
                joined = false;
                for (int i = 0; i < measured.size(); i++) {
                    Measured m = measured.get(i);
                    List<String> texts = m.candidate().served().stream().map(StatementProbe::key).distinct()
                            .filter(text -> isQuery(workload, text)).toList();
                    if (order.contains(i) || texts.isEmpty()) {
                        continue;
                    }
                    checkCancel(monitor);
                    monitor.status("Explaining the statements of " + m.candidate().name() + " with the chosen set and with it");
                    Map<String, Double> withSet = new HashMap<>();
                    for (String text : texts) {
                        withSet.put(text, judge.meanMillis(text));
                    }
                    target.createIndex(m.candidate().collection(), m.candidate().index());
                    target.updateStatistics(SingleIndex.workload(m.candidate().collection(), m.candidate().index()));
                    double gain = 0;
                    for (String text : texts) {
                        double after = judge.meanMillis(text);
                        if (!Double.isNaN(withSet.get(text)) && !Double.isNaN(after)) {
                            gain += shares.getOrDefault(transactionOf(text), 0.0) * (withSet.get(text) - after);
                        }
                    }
                    together.put(i, gain);
                    if (gain - m.countedCost() > 0) {
                        order.add(i); // stays built: the next candidates are measured with it
                        joined = true;
                    } else {
                        drop(target, m.candidate().collection(), m.candidate().index());
                    }
                }
            }
        } finally {
            dropAll(target, workload);
        }
        return together;
    }

    /**
     * One candidate as measured. {@code writeCost} is what the writing runs measured; an index no
     * writer finds its rows by can only cost the writers (maintenance), so a negative measured
     * cost of such an index is the runs' noise and counts as 0 in the choice ({@link #countedCost}).
     */
    private record Measured(Reads reads, double writeCost, boolean fewWrites, boolean lookup) {

        Candidate candidate() {
            return reads.candidate();
        }

        double countedCost() {
            return lookup ? writeCost : Math.max(0, writeCost);
        }
    }

    /** A candidate's first-pass reads: built alone, its texts explained, dropped. */
    private record Reads(Candidate candidate, double buildSeconds, long bytes, Map<String, Advice.PlanPair> plans,
            double readGain) {
    }

    private Reads measureReads(Workload workload, Candidate candidate, Target target, StatementProbe probe,
            Map<String, PlanSample> baseline, Map<String, Double> shares, AdvisorMonitor monitor) throws Exception {
        Collection collection = candidate.collection();
        monitor.status("Building " + candidate.name() + " on " + collection.getName());
        long start = System.nanoTime();
        target.createIndex(collection, candidate.index());
        double seconds = (System.nanoTime() - start) / 1e9;
        long bytes = target.indexBytes(collection, candidate.index()).orElse(-1);
        target.updateStatistics(SingleIndex.workload(collection, candidate.index()));
        try {
            Map<String, Advice.PlanPair> plans = new LinkedHashMap<>();
            double readGain = 0;
            for (Candidate.Served served : candidate.served()) {
                String text = StatementProbe.key(served);
                if (plans.containsKey(served.label())) {
                    continue;
                }
                monitor.status("Explaining " + served.label() + " with " + candidate.name());
                PlanSample after = probe.measure(text);
                PlanSample before = baseline.get(text);
                plans.put(served.label(), new Advice.PlanPair(before, after));
                if (isQuery(workload, text) && !Double.isNaN(before.millis())) {
                    readGain += shares.getOrDefault(served.transaction(), 0.0) * (before.millis() - after.millis());
                }
            }
            return new Reads(candidate, seconds, bytes, plans, readGain);
        } finally {
            drop(target, collection, candidate.index());
        }
    }

    /**
     * A candidate's write cost: its collection's writers run on top of the collection's lookup
     * indexes with it (a lookup index itself: without it), against their base run.
     */
    private Measured measureWrites(Reads reads, Target target, AdvisorRuns runs,
            Map<String, Map<String, Double>> baseWrites, List<Candidate> lookup, Map<String, Double> shares,
            AdvisorMonitor monitor) throws Exception {
        Candidate candidate = reads.candidate();
        Collection collection = candidate.collection();
        boolean isLookup = lookup.contains(candidate);
        double writeCost = 0;
        boolean few = false;
        Map<String, Double> base = baseWrites.get(collection.getName());
        if (base != null) {
            // the base run had the collection's lookup indexes: this run differs from it by this candidate
            List<Candidate> others = lookup.stream().filter(c -> c != candidate).toList();
            List<Candidate> built = isLookup ? others : Stream.concat(others.stream(), Stream.of(candidate)).toList();
            Map<String, Double> with;
            Map<String, Double> without;
            build(target, built);
            try {
                monitor.status("Running " + collection.getName() + "'s writing transactions "
                        + (isLookup ? "without " : "with ") + candidate.name()
                        + (others.isEmpty() ? "" : " and lookup indexes " + names(others)));
                Map<String, Double> run = runs.writeRun(collection, (isLookup ? "without " : "with ") + candidate.name());
                with = isLookup ? base : run;
                without = isLookup ? run : base;
            } finally {
                dropEach(target, built);
            }
            for (Transaction writer : runs.writers(collection)) {
                Double wo = without.get(writer.getId());
                Double w = with.get(writer.getId());
                if (wo == null || w == null) {
                    few = true; // none finished in the measured time of one of the runs: not counted
                    continue;
                }
                writeCost += shares.getOrDefault(writer.getId(), 0.0) * (w - wo);
            }
        }
        return new Measured(reads, writeCost, few, isLookup);
    }

    /**
     * Per collection, the candidates that serve a statement of one of its writing transactions
     * (del_order finds its order by the order id): the writing runs are measured on top of them,
     * as a run with the chosen set would have them. Without them a writer on a large collection
     * reads every document and finishes none in a short run, so no write cost could be measured.
     */
    private static Map<String, List<Candidate>> lookups(Workload workload, List<Candidate> candidates) {
        Map<String, List<Candidate>> lookups = new LinkedHashMap<>();
        for (Candidate candidate : candidates) {
            if (candidate.served().stream().anyMatch(served -> !isQuery(workload, StatementProbe.key(served)))) {
                lookups.computeIfAbsent(candidate.collection().getName(), k -> new ArrayList<>()).add(candidate);
            }
        }
        return lookups;
    }

    private static String names(List<Candidate> candidates) {
        return String.join(", ", candidates.stream().map(Candidate::name).toList());
    }

    private static Advice.Row row(Measured m, int order, Double together) {
        Candidate c = m.candidate();
        Advice.Decision decision;
        String reason;
        double net = m.reads().readGain() - m.countedCost();
        if (c.served().isEmpty()) {
            decision = c.declared() ? Advice.Decision.DROP : Advice.Decision.SKIP;
            reason = String.format(Locale.ROOT, "serves no statement; costs the writes %+.3f ms per transaction", m.writeCost);
        } else if (order > 0 && together != null) {
            decision = c.declared() ? Advice.Decision.KEEP : Advice.Decision.ADD;
            reason = String.format(Locale.ROOT, "chosen %d. in the second pass: with the chosen set its statements gain "
                    + "%.3f ms more, write cost %+.3f ms per transaction (alone: read gain %.3f ms)", order, together,
                    m.writeCost, m.reads().readGain());
        } else if (order > 0) {
            decision = c.declared() ? Advice.Decision.KEEP : Advice.Decision.ADD;
            reason = String.format(Locale.ROOT, "chosen %d.: read gain %.3f ms, write cost %+.3f ms per transaction", order,
                    m.reads().readGain(), m.writeCost);
        } else if (together != null) {
            decision = c.declared() ? Advice.Decision.DROP : Advice.Decision.SKIP;
            reason = String.format(Locale.ROOT, "with the chosen set its statements gain %.3f ms, no more than its write "
                    + "cost %+.3f ms per transaction (alone: read gain %.3f ms)", together, m.writeCost, m.reads().readGain());
        } else {
            decision = c.declared() ? Advice.Decision.DROP : Advice.Decision.SKIP;
            if (m.reads().readGain() <= 0) {
                reason = String.format(Locale.ROOT, "its statements are no faster with it (read gain %.3f ms, write cost "
                        + "%+.3f ms per transaction)", m.reads().readGain(), m.writeCost);
            } else if (net <= 0) {
                reason = String.format(Locale.ROOT, "write cost %+.3f ms outweighs read gain %.3f ms per transaction",
                        m.writeCost, m.reads().readGain());
            } else {
                reason = String.format(Locale.ROOT, "a chosen index already serves its statements as well or better (alone: "
                        + "read gain %.3f ms, write cost %+.3f ms per transaction)", m.reads().readGain(), m.writeCost);
            }
        }
        if (m.fewWrites) {
            reason += "; a writing transaction finished none in a short run, so its cost is not counted";
        }
        if (m.countedCost() != m.writeCost) {
            reason += String.format(Locale.ROOT, "; no writer finds its rows by it, so the measured %+.3f ms is noise "
                    + "and counts as 0", m.writeCost);
        }
        Reads r = m.reads();
        return new Advice.Row(c, r.buildSeconds(), r.bytes(), r.plans(), r.readGain(), m.writeCost, decision, order, reason);
    }

    /** Per transaction id, its share of the mix by weight. */
    static Map<String, Double> shares(Workload workload) {
        double sum = workload.getTransactions().stream().mapToDouble(t -> Math.max(0, t.getWeight())).sum();
        Map<String, Double> shares = new HashMap<>();
        for (Transaction t : workload.getTransactions()) {
            shares.put(t.getId(), sum > 0 ? Math.max(0, t.getWeight()) / sum : 0);
        }
        return shares;
    }

    private static boolean isQuery(Workload workload, String text) {
        String id = transactionOf(text);
        return workload.getTransactions().stream().anyMatch(t -> t.getId().equals(id) && t.getKind() == TransactionKind.QUERY);
    }

    private static String transactionOf(String text) {
        return text.substring(0, text.lastIndexOf('#'));
    }

    /**
     * The statements that create the chosen set in every dialect that has XML indexes, as its kind
     * writes them (one CREATE INDEX per index, refusals as comments; BaseX's commands per database),
     * and in the measured target's dialect as that target writes them ({@code measured}; null when not measured).
     */
    static Map<String, List<String>> ddl(List<Candidate> chosen, Target measured) {
        Map<Collection, List<XmlIndex>> perCollection = new LinkedHashMap<>();
        for (Candidate c : chosen) {
            perCollection.computeIfAbsent(c.collection(), k -> new ArrayList<>()).add(c.index());
        }
        Map<String, List<String>> ddl = new LinkedHashMap<>();
        for (String dialect : TargetKinds.dialects()) {
            Optional<StatementHelper> helper = TargetKinds.statementHelper(dialect);
            helper.ifPresent(h -> ddl.put(dialect, h.indexSetDdl(perCollection)));
        }
        if (measured != null) { // a kind whose helper comes with its targets (BaseX)
            ddl.put(measured.dialect(), measured.statements().indexSetDdl(perCollection));
        }
        return ddl;
    }

    private double buildDatabase(Workload workload, Target target, AdvisorSettings settings, int writeRuns,
            AdvisorMonitor monitor) throws Exception {
        monitor.status(String.format(Locale.ROOT, "Building the kit's TPoX database: %,d customers", settings.customers()));
        // the writing runs are writers only (a third to a half of them insert) and, on the lookup
        // indexes, run thousands a second (custacc's: 4,095 tx/s at 1,000 customers): size the pool
        // as if every transaction inserted; it costs ids, not files (documents are generated as drawn)
        TpoxScale scale = TpoxScale.forRun(settings.customers(), AdvisorRuns.plannedSeconds(settings, writeRuns),
                RunSettingsDefaults.effective(workload).getSeed(), 1.0);
        TpoxDatabase.Prepared prepared;
        try {
            prepared = prepare(target, scale, monitor);
        } catch (TpoxDatabase.StoppedException stopped) {
            throw new AdvisorMonitor.CancelledException();
        }
        // the workload's id ranges follow the database just built, as the kit's installed copies do
        for (Collection collection : workload.getCollections()) {
            var range = prepared.loaded().get(collection.getName());
            if (range != null) {
                collection.setFirstId(range.first());
                collection.setLastId(range.last());
            }
        }
        return prepared.seconds();
    }

    private TpoxDatabase.Prepared prepare(Target target, TpoxScale scale, AdvisorMonitor monitor) throws Exception {
        return new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, scale,
                LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                    @Override
                    public void step(TpoxDatabase.Step step, String detail) {
                        monitor.status(step.label() + " " + detail);
                    }
                }, monitor::cancelled);
    }

    private static List<Candidate> declared(List<Candidate> candidates) {
        return candidates.stream().filter(Candidate::declared).toList();
    }

    /** The second pass decides between close alternatives: at least this many parameter draws per statement. */
    public static final int SECOND_PASS_DRAWS = 7;

    private static void dropEach(Target target, List<Candidate> indexes) throws SQLException {
        for (Candidate c : indexes) {
            drop(target, c.collection(), c.index());
        }
    }

    private static void build(Target target, List<Candidate> indexes) throws SQLException {
        Map<String, Candidate> onePerCollection = new LinkedHashMap<>();
        for (Candidate c : indexes) {
            target.createIndex(c.collection(), c.index());
            onePerCollection.putIfAbsent(c.collection().getName(), c);
        }
        // statistics are per table (ANALYZE covers every expression index on it, DB2's RUNSTATS names
        // INDEXES ALL, BaseX optimizes a whole database): once per collection, not once per index
        // (the kit's 24 made 24 ANALYZEs, 10 of them of custacc)
        for (Candidate c : onePerCollection.values()) {
            target.updateStatistics(SingleIndex.workload(c.collection(), c.index()));
        }
    }

    /** Drops every XML index the target has on the workload's tables, declared or not. */
    private static void dropAll(Target target, Workload workload) throws SQLException {
        for (TargetIndex index : target.xmlIndexes(workload).indexes()) {
            Collection collection = workload.getCollections().stream()
                    .filter(c -> org.xwb.core.target.Tables.tableName(c).equalsIgnoreCase(index.table())).findFirst()
                    .orElse(null);
            if (collection != null) {
                XmlIndex named = XwbFactory.eINSTANCE.createXmlIndex();
                named.setName(index.name());
                drop(target, collection, named);
            }
        }
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                drop(target, collection, index); // targets that cannot list theirs
            }
        }
    }

    /** Through the target (JDBC targets run the dialect's DROP INDEX; BaseX takes the entry out of its include list). */
    private static void drop(Target target, Collection collection, XmlIndex index) throws SQLException {
        target.dropIndexes(SingleIndex.workload(collection, index));
    }

    /** After a cancel or failure: the workload's own set, so the database is as the workload says. */
    private static void restore(Target target, Workload workload, List<Candidate> candidates) {
        try {
            dropAll(target, workload);
            build(target, declared(candidates));
        } catch (SQLException | RuntimeException e) {
            // the advisor's own failure or cancel is what the caller hears; this one would hide it
        }
    }

    private static void checkCancel(AdvisorMonitor monitor) throws AdvisorMonitor.CancelledException {
        if (monitor.cancelled()) {
            throw new AdvisorMonitor.CancelledException();
        }
    }
}
