package org.xwb.core.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.xwb.core.results.EnvironmentInfo;
import org.xwb.core.results.ResultFiles;
import org.xwb.core.results.ResultMaps;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.IntervalCollector;
import org.xwb.core.stats.RunStatistics;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.RunSummary.Outcome;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.stats.TransactionType;
import org.xwb.core.target.Target;
import org.xwb.core.values.DocumentStreamOpener;
import org.xwb.core.values.ValueContext;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;

/**
 * One run of a workload on a target: n virtual users, measured as TPoX measures (ramp-up not
 * counted, transactions ending after the end not counted), results written to a run folder as it
 * goes. {@link Builder#start()} checks the workload against the target's dialect and creates the
 * folder, then everything runs on threads of the run: the caller may {@link #await()} the summary,
 * {@link #stop()} gracefully or {@link #cancel()}. A run never throws after it started: whatever
 * happens, its folder gets what it measured and a summary saying how it ended.
 */
public final class WorkloadRun {

    private static final System.Logger LOG = System.getLogger(WorkloadRun.class.getName());
    /** How long in-flight transactions may run past the end before their statements are cancelled. */
    static final long GRACE_NANOS = 30_000_000_000L;
    /** How long after a cancel the run waits for users before it leaves them behind. */
    static final long ABANDON_NANOS = 5_000_000_000L;

    private final Workload workload;
    private final Path workloadFile;
    private final Target target;
    private final RunConfig config;
    private final CompiledWorkload compiled;
    private final ValueContext values;
    private final ResultFiles files;
    private final ListenerDispatcher listeners;
    private final RunClock clock;
    private final RunStatistics stats;
    private final CompletableFuture<RunSummary> completion = new CompletableFuture<>();
    private final Map<String, Long> insertsAfter;
    private final List<VirtualUser> users = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private volatile RunPhase phase = RunPhase.STARTING;
    private volatile boolean stopRequested;
    private volatile boolean cancelRequested;
    private volatile IntervalTicker ticker;
    /** Why the run stopped early because every transaction failed, or null. */
    private volatile String allFailed;
    /** run.json as written at the start; guarded by itself: index events rewrite it from other threads. */
    private final Map<String, Object> settings = new java.util.LinkedHashMap<>();
    private final List<IndexEvent> indexEvents = new java.util.concurrent.CopyOnWriteArrayList<>();

    private WorkloadRun(Builder b, CompiledWorkload compiled, ValueContext values, RunFolder folder,
            Map<String, Long> insertsAfter) {
        this.insertsAfter = insertsAfter;
        this.workload = b.workload;
        this.workloadFile = b.workloadFile;
        this.target = b.target;
        this.config = b.config;
        this.compiled = compiled;
        this.values = values;
        this.files = new ResultFiles(folder);
        this.listeners = new ListenerDispatcher(b.listeners, folder.id());
        this.clock = new RunClock(config.users());
        this.stats = new RunStatistics(compiled.transactions().stream()
                .map(t -> new TransactionType(t.index(), t.id(), t.name(),
                        t.kind() == null ? "other" : t.kind().getLiteral().toLowerCase(java.util.Locale.ROOT),
                        t.weight()))
                .toList(), config.users());
        listeners.fire(l -> l.phaseChanged(RunPhase.STARTING, 0));
    }

    public static Builder builder(Workload workload, Target target) {
        return new Builder(workload, target);
    }

    /** The result folder. */
    public Path folder() {
        return files.folder().path();
    }

    /** The run id: the result folder's name. */
    public String id() {
        return files.folder().id();
    }

    public RunPhase phase() {
        RunPhase p = phase;
        if (p == RunPhase.RAMP_UP || p == RunPhase.MEASURE) {
            long now = System.nanoTime();
            return now < clock.windowStart() ? RunPhase.RAMP_UP
                    : now < clock.windowEnd() ? RunPhase.MEASURE : RunPhase.STOPPING;
        }
        return p;
    }

    public RunConfig config() {
        return config;
    }

    /**
     * By collection name, the highest id its table held when the run started, for the collections
     * the run inserts into: its inserts continue after these ids. Empty for a run that inserts nothing.
     */
    public Map<String, Long> insertsAfter() {
        return insertsAfter;
    }

    /**
     * Records that an XML index of the target changed while the run goes on (issue 33): at this
     * moment of the run's clock, in run.json (written again at once, so a killed run keeps it) and
     * to the listeners. Any thread may call it, also after the run ended (a build that outlasted it).
     */
    public IndexEvent recordIndexEvent(IndexEvent.Kind kind, String index, String detail) {
        RunPhase now = phase; // volatile: after the clock started, its t0 is visible here
        double seconds = now == RunPhase.STARTING ? 0 : Math.max(0, clock.secondsSinceStart(System.nanoTime()));
        IndexEvent event = new IndexEvent(seconds, kind, index, detail);
        synchronized (settings) {
            indexEvents.add(event);
            settings.put(IndexEvent.KEY, IndexEvent.toJson(indexEvents));
            files.writeJson(RunFolder.SETTINGS, settings);
        }
        listeners.fire(l -> l.indexEvent(event));
        return event;
    }

    /** The index events recorded so far, in order. */
    public List<IndexEvent> indexEvents() {
        return List.copyOf(indexEvents);
    }

    /** Graceful stop: in-flight transactions finish (uncounted), then the results are written. */
    public void stop() {
        stopRequested = true;
        clock.stop();
        IntervalTicker t = ticker;
        if (t != null) {
            t.wake(); // announce STOPPING now, not at the next tick
        }
    }

    /** Stop now: running statements are cancelled; what was measured is still written. */
    public void cancel() {
        cancelRequested = true;
        stop();
        clock.cancel();
        users.forEach(VirtualUser::cancelRunning);
    }

    public CompletableFuture<RunSummary> completion() {
        return completion;
    }

    /** Waits for the end of the run and returns its summary. */
    public RunSummary await() throws InterruptedException {
        try {
            return completion.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("The run ended abnormally", e.getCause());
        }
    }

    private void execute() {
        Outcome outcome = Outcome.COMPLETED;
        String failure = null;
        String serverVersion = "unknown";
        Instant startedAt = Instant.now();
        IntervalCollector collector = new IntervalCollector(stats);
        Thread tickerThread = null;
        try {
            try {
                serverVersion = target.serverVersion();
            } catch (Exception e) {
                serverVersion = "unknown: " + e.getMessage();
            }
            files.writeJson(RunFolder.ENVIRONMENT, EnvironmentInfo.collect(target.info(), serverVersion, startedAt,
                    target.components()));
            for (int u = 0; u < config.users(); u++) {
                VirtualUser user = new VirtualUser(u, target, clock, config, compiled, stats);
                Thread thread = new Thread(user, "xwb-user-" + (u + 1) + "-" + id());
                thread.setDaemon(true);
                users.add(user);
                threads.add(thread);
            }
            threads.forEach(Thread::start);
            while (!clock.awaitReady(100) && !stopRequested) {
                // users are connecting
            }
            VirtualUser refused = users.stream().filter(u -> u.connectFailure() != null).findFirst().orElse(null);
            if (refused != null || stopRequested) {
                clock.abort();
                outcome = refused != null ? Outcome.FAILED : cancelRequested ? Outcome.CANCELLED : Outcome.STOPPED;
                failure = refused == null ? null
                        : "User " + (refused.index() + 1) + " of " + config.users() + " cannot connect to "
                                + target.info().description() + ": " + refused.connectFailure().getMessage();
                joinUsers(System.nanoTime() + ABANDON_NANOS);
                return;
            }
            clock.start((long) (config.rampUpSeconds() * 1e9), (long) (config.durationSeconds() * 1e9));
            if (stopRequested) {
                clock.stop(); // a stop that raced with the start
            }
            startedAt = Instant.now();
            files.openIntervals(startedAt.toEpochMilli(), compiled.transactionIds());
            ticker = new IntervalTicker(clock, collector, files, listeners, config.intervalSeconds(),
                    config.allFailStopSeconds(), reason -> {
                        allFailed = reason;
                        stop();
                    });
            if (stopRequested) {
                ticker.wake();
            }
            tickerThread = new Thread(ticker, "xwb-stats-" + id());
            tickerThread.setDaemon(true);
            tickerThread.start();
            phase = config.rampUpSeconds() > 0 ? RunPhase.RAMP_UP : RunPhase.MEASURE;
            RunPhase first = phase;
            listeners.fire(l -> l.phaseChanged(first, 0));
            awaitUsers();
            if (allFailed != null) {
                outcome = Outcome.FAILED;
                failure = allFailed;
            } else if (cancelRequested) {
                outcome = Outcome.CANCELLED;
            } else if (stopRequested) {
                outcome = Outcome.STOPPED;
            } else if (clock.exhausted() != null) {
                outcome = Outcome.STOPPED;
                failure = "ran out of documents to insert: " + clock.exhausted()
                        + "; provide more documents or shorten the run";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome = Outcome.CANCELLED;
            cancel();
        } catch (Throwable e) {
            outcome = Outcome.FAILED;
            failure = e.getMessage() == null ? "an unexpected error (see the log)" : e.getMessage();
            LOG.log(System.Logger.Level.ERROR, "Run " + id() + " failed", e);
            cancel();
        } finally {
            finish(outcome, failure, serverVersion, startedAt, collector, tickerThread);
        }
    }

    /**
     * Waits for the users (waking at most once a second, so a busy machine is not disturbed);
     * cancels statements still running well past the end, then leaves stragglers behind.
     */
    private void awaitUsers() throws InterruptedException {
        while (true) {
            long now = System.nanoTime();
            long end = clock.windowEnd();
            long wait = end == Long.MAX_VALUE ? 1_000_000_000L : Math.max(1_000_000L, end + GRACE_NANOS - now);
            if (clock.awaitUsersDone(Math.min(wait, 1_000_000_000L))) {
                return;
            }
            now = System.nanoTime();
            end = clock.windowEnd();
            boolean overdue = end != Long.MAX_VALUE && now - end > GRACE_NANOS;
            if (overdue || cancelRequested) {
                users.forEach(VirtualUser::cancelRunning);
                joinUsers(now + ABANDON_NANOS);
                long left = threads.stream().filter(Thread::isAlive).count();
                if (left > 0) {
                    LOG.log(System.Logger.Level.WARNING,
                            "Run " + id() + ": " + left + " user(s) still in a statement after cancel; left behind");
                }
                return;
            }
        }
    }

    private void joinUsers(long deadline) throws InterruptedException {
        for (Thread t : threads) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left > 0) {
                t.join(left);
            }
        }
    }

    private void finish(Outcome outcome, String failure, String serverVersion, Instant startedAt,
            IntervalCollector collector, Thread tickerThread) {
        RunSummary summary = null;
        try {
            phase = RunPhase.STOPPING;
            if (ticker != null) {
                ticker.finish();
                tickerThread.join(10_000);
            }
            long t0 = clock.t0();
            long windowStart = clock.windowStart();
            long measuredEnd = clock.windowEnd();
            if (measuredEnd == Long.MAX_VALUE) {
                // a transaction count was reached by every user (a stop would have set the window's end)
                measuredEnd = Math.max(windowStart,
                        users.stream().mapToLong(VirtualUser::lastCountedEnd).max().orElse(windowStart));
            }
            boolean started = ticker != null;
            double rampUp = started ? Math.max(0, (Math.min(windowStart, measuredEnd) - t0) / 1e9) : 0;
            double measured = started ? Math.max(0, (measuredEnd - windowStart) / 1e9) : 0;
            List<TransactionSummary> rows = collector.summarize(measured, config.allPercentiles(),
                    config.confidenceLevel());
            TransactionSummary total = rows.remove(rows.size() - 1);
            long failed = total.errors().failed();
            double errorRate = total.count() + failed == 0 ? 0 : (double) failed / (total.count() + failed);
            RunSummary measuredSummary = new RunSummary(id(), compiled.name(), outcome, failure, startedAt, Instant.now(),
                    target.info(), serverVersion, config.users(), rampUp, measured, rows, total, collector.warmupCount(),
                    collector.discardedAfterEnd(), stats.reconnects(), errorRate, config.errorThreshold());
            summary = withResultProblems(measuredSummary, files.problems()); // intervals or histograms not written
            files.finish(summary, config);
            files.close();
            summary = withResultProblems(measuredSummary, files.problems()); // the summary itself, too
        } catch (Throwable e) {
            LOG.log(System.Logger.Level.ERROR, "Run " + id() + ": cannot write its summary", e);
        } finally {
            files.close();
            values.close();
            phase = RunPhase.DONE;
            RunSummary done = summary;
            double elapsed = ticker == null ? 0 : clock.secondsSinceStart(System.nanoTime());
            listeners.fire(l -> l.phaseChanged(RunPhase.DONE, elapsed));
            if (done != null) {
                listeners.fire(l -> l.finished(done));
            }
            listeners.shutdown(5_000);
            if (done != null) {
                completion.complete(done);
            } else {
                completion.completeExceptionally(new IllegalStateException("Run " + id() + " has no summary"));
            }
        }
    }

    /**
     * A run whose result folder could not be written completely (a full disk, say) failed, whatever
     * it measured: the caller must hear that its results are not all on disk. The database work is
     * not affected: each transaction committed or rolled back on its own.
     */
    static RunSummary withResultProblems(RunSummary summary, List<String> problems) {
        if (problems.isEmpty()) {
            return summary;
        }
        String files = "the result folder was not written completely: " + problems.get(0)
                + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : "")
                + "; the measurements shown here were not all saved";
        return new RunSummary(summary.runId(), summary.workload(), RunSummary.Outcome.FAILED,
                summary.failure() == null ? files : summary.failure() + "; " + files, summary.startedAt(),
                summary.endedAt(), summary.target(), summary.serverVersion(), summary.users(), summary.rampUpSeconds(),
                summary.measuredSeconds(), summary.transactions(), summary.total(), summary.warmupTransactions(),
                summary.discardedAfterEnd(), summary.reconnects(), summary.errorRate(), summary.errorThreshold());
    }

    /** What a run needs; {@link #start()} checks it and starts the run. */
    public static final class Builder {
        private final Workload workload;
        private final Target target;
        private Path workloadFile;
        private RunConfig config;
        private Path runsDirectory;
        private String folderSuffix;
        private DocumentStreamOpener documents = org.xwb.core.documents.CollectionDocuments::open;
        private final List<RunListener> listeners = new ArrayList<>();

        private Builder(Workload workload, Target target) {
            this.workload = workload;
            this.target = target;
        }

        /** The .xwl file the workload came from: copied into the run folder; relative paths resolve against its folder. */
        public Builder workloadFile(Path file) {
            this.workloadFile = file;
            return this;
        }

        public Builder config(RunConfig config) {
            this.config = config;
            return this;
        }

        /** Where run folders are made: the workspace's runs/ folder. */
        public Builder runsDirectory(Path directory) {
            this.runsDirectory = directory;
            return this;
        }

        /** Appended to the folder name, e.g. "-u8" in a sweep. */
        public Builder folderSuffix(String suffix) {
            this.folderSuffix = suffix;
            return this;
        }

        /** Reads the documents of files/filesclob markers (default: the collection's files, folder or TPoX batch files). */
        public Builder documents(DocumentStreamOpener opener) {
            this.documents = opener;
            return this;
        }

        public Builder listener(RunListener listener) {
            listeners.add(listener);
            return this;
        }

        /** Settings, dialect and value sources are checked here: no user starts on a workload that cannot run. */
        public WorkloadRun start() throws WorkloadException, IOException {
            if (config == null) {
                config = RunConfig.from(workload.getRunSettings()).build();
            }
            if (runsDirectory == null) {
                throw new IllegalStateException("runsDirectory is not set");
            }
            Path base = workloadFile != null && workloadFile.toAbsolutePath().getParent() != null
                    ? workloadFile.toAbsolutePath().getParent() : runsDirectory;
            Map<String, Long> held = InsertedCollections.highestHeld(workload, target);
            ValueContext values = new ValueContext(base, documents, held);
            CompiledWorkload compiled;
            try {
                compiled = CompiledWorkload.compile(workload, target.dialect(), values);
            } catch (WorkloadException | RuntimeException e) {
                values.close();
                throw e;
            }
            RunFolder folder = RunFolder.create(runsDirectory, compiled.name(), LocalDateTime.now(), folderSuffix);
            WorkloadRun run = new WorkloadRun(this, compiled, values, folder, held);
            run.writeInputs();
            Thread thread = new Thread(run::execute, "xwb-run-" + folder.id());
            thread.setDaemon(true);
            thread.start();
            return run;
        }
    }

    private void writeInputs() throws IOException {
        synchronized (settings) {
            settings.putAll(ResultMaps.settings(config, compiled.dialect(),
                    workloadFile == null ? null : workloadFile.toAbsolutePath().toString(), target.info()));
            if (config.isolation() != null) {
                settings.put("isolation_on_target", target.isolationName(config.isolation()));
            }
            files.writeJson(RunFolder.SETTINGS, settings);
        }
        files.write(RunFolder.WORKLOAD, workloadFile != null && Files.isReadable(workloadFile)
                ? Files.readAllBytes(workloadFile) : WorkloadFiles.serialize(workload));
    }
}
