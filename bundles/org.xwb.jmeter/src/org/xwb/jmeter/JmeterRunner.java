package org.xwb.jmeter;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.xwb.core.results.RunFolder;
import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.RunSummary.Outcome;
import org.xwb.targets.jdbc.JdbcEndpoint;
import org.xwb.targets.jdbc.JdbcReachable;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.jmeter.engine.DriverJar;
import org.xwb.jmeter.engine.JmeterEngine;
import org.xwb.jmeter.engine.JmeterHome;
import org.xwb.jmeter.engine.JmeterProcess;
import org.xwb.jmeter.export.PlanManifest;
import org.xwb.jmeter.export.PlanNames;
import org.xwb.jmeter.results.JtlImport;
import org.xwb.targets.TargetChoice;

/**
 * Runs an exported plan with JMeter's engine (locally, or as the controller of JMeter servers) on
 * the plan's target and imports the results as an XWB run folder ({@code runs/<stamp>-<workload>-jmeter/},
 * JMeter's own results file and log in its {@code jmeter/} folder). {@code xwb jmeter} and the
 * tests go through here.
 */
public final class JmeterRunner {

    /** How long past its planned end a run may take before it is asked to stop, then ended. */
    static final long GRACE_SECONDS = 120;

    /** What the caller hears: JMeter's output lines and what the runner does. */
    public interface Listener {
        default void status(String text) {
        }

        default void output(String line) {
        }
    }

    /**
     * @param plan      the exported .jmx (its manifest beside it)
     * @param target    where to run it; null for the target it was exported for
     * @param remote    host:port of JMeter servers; empty to run here
     * @param overrides run settings for this run: users, rampUpSeconds, durationSeconds, thinkMillis, rate
     * @param rmiHost   the address the servers call this controller back at; null to let JMeter choose
     *                  (127.0.0.1 when every server is on this machine's loopback)
     */
    public record Request(Path plan, TargetChoice target, List<String> remote, Overrides overrides, String rmiHost) {
    }

    /** Settings of one run of a plan instead of the exported ones; null keeps the plan's. */
    public record Overrides(Integer users, Double rampUpSeconds, Double durationSeconds, Double thinkMillis, Double rate) {
        public static final Overrides NONE = new Overrides(null, null, null, null, null);
    }

    /** The run folder and its summary; {@code exitCode} is JMeter's. */
    public record Result(Path folder, RunSummary summary, int exitCode) {
    }

    private final Workspace workspace;
    private final Path runsDirectory;
    private final JmeterHome home;
    private volatile JmeterProcess running;
    private volatile boolean stopRequested;

    public JmeterRunner(Workspace workspace, Path runsDirectory, JmeterHome home) {
        this.workspace = workspace;
        this.runsDirectory = runsDirectory;
        this.home = home;
    }

    public Result run(Request request, Listener listener) throws Exception {
        Path plan = request.plan().toAbsolutePath().normalize();
        if (!Files.isRegularFile(plan)) {
            throw new IOException("No such plan: " + plan);
        }
        PlanManifest manifest = PlanManifest.of(plan);
        if (manifest.engines() > 1 && request.remote().size() > manifest.engines()) {
            throw new IllegalArgumentException("The plan splits its insert documents for " + manifest.engines()
                    + " engines, but " + request.remote().size() + " are named: export it with --engines "
                    + request.remote().size());
        }
        RunConfig config = apply(manifest.config(), request.overrides());
        TargetChoice choice = request.target() != null ? request.target() : TargetChoice.of(manifest.target().profile());
        listener.status("Opening the target " + choice.argument() + "...");
        try (Target target = choice.open(workspace)) {
            JdbcEndpoint endpoint = JdbcReachable.of(target).orElseThrow(() -> new IllegalArgumentException(
                    "The target " + choice.argument() + " has no JDBC URL JMeter could connect with"));
            String serverVersion = serverVersion(target);
            RunFolder folder = RunFolder.create(runsDirectory, manifest.workload(), LocalDateTime.now(), "-jmeter");
            Path jmeterFolder = Files.createDirectories(folder.file("jmeter"));
            Path results = jmeterFolder.resolve("results.jtl");
            Path log = jmeterFolder.resolve("jmeter.log");
            JmeterEngine engine = new JmeterEngine(home, JmeterEngine.privateFolder(workspace));
            JmeterEngine.Run run = new JmeterEngine.Run(plan, results, log, request.remote(),
                    properties(request, endpoint, config, manifest), secret(endpoint), DriverJar.of(endpoint.driver()),
                    rmiHost(request));
            listener.status("JMeter " + JmeterHome.VERSION + (request.remote().isEmpty() ? " runs the plan here"
                    : " runs the plan on " + request.remote()) + " against " + target.info().description());
            int exit;
            try (JmeterProcess process = engine.run(run, listener::output)) {
                running = process;
                if (stopRequested) {
                    process.stop();
                }
                exit = await(process, config, listener);
            } finally {
                running = null;
            }
            Outcome outcome = stopRequested ? Outcome.STOPPED : exit == 0 ? Outcome.COMPLETED : Outcome.FAILED;
            String failure = exit == 0 ? null : "JMeter ended with exit code " + exit + " (see jmeter/jmeter.log)";
            if (exit == 0 && ranOutOfDocuments(log)) {
                outcome = Outcome.STOPPED;
                failure = "ran out of documents to insert (JMeter's threads stopped at the end of the documents file)";
            }
            if (!Files.isRegularFile(results)) {
                Files.createFile(results);
            }
            listener.status("Importing JMeter's results into " + folder.path());
            RunSummary summary = new JtlImport(manifest, config, target.errors()).write(results, folder,
                    PlanNames.dataFolder(plan).resolve(PlanNames.WORKLOAD_FILE), target.info(), serverVersion,
                    new JtlImport.Origin(request.remote(), plan, JmeterHome.VERSION, outcome, failure));
            return new Result(folder.path(), summary, exit);
        }
    }

    /**
     * Imports the results of a plan XWB exported but JMeter ran by itself (a JMeter of your own,
     * a cluster's controller): a JTL in CSV with field names, as {@code xwb jmeter} asks JMeter for.
     * The results file is copied into the run folder's {@code jmeter/}; no database is opened, so
     * the server's version is not recorded and errors are classified by the exported target's kind.
     *
     * @param engines the JMeter engines that ran it (host:port), recorded in the run; empty for "local"
     */
    public Result importResults(Path plan, Path results, List<String> engines) throws IOException {
        Path planFile = plan.toAbsolutePath().normalize();
        if (!Files.isRegularFile(results)) {
            throw new java.nio.file.NoSuchFileException(results.toString(), null, "no such JMeter results file");
        }
        PlanManifest manifest = PlanManifest.of(planFile);
        RunConfig config = manifest.config();
        org.xwb.core.target.TargetInfo target = manifest.target();
        org.xwb.core.target.ErrorClassifier errors = org.xwb.targets.TargetKinds.find(target.kind())
                .map(org.xwb.targets.TargetKind::errors).orElse(org.xwb.core.target.ErrorClassifier.STANDARD);
        RunFolder folder = RunFolder.create(runsDirectory, manifest.workload(), LocalDateTime.now(), "-jmeter");
        Path copy = Files.createDirectories(folder.file("jmeter")).resolve("results.jtl");
        Files.copy(results, copy);
        RunSummary summary = new JtlImport(manifest, config, errors).write(copy, folder,
                PlanNames.dataFolder(planFile).resolve(PlanNames.WORKLOAD_FILE), target,
                "not recorded (results imported from " + results.getFileName() + ")",
                new JtlImport.Origin(engines, planFile, JmeterHome.VERSION, Outcome.COMPLETED, null));
        return new Result(folder.path(), summary, 0);
    }

    /** Asks a running JMeter to end gracefully (its threads finish their current transaction). */
    public void stop() {
        stopRequested = true;
        JmeterProcess process = running;
        if (process != null) {
            process.stop();
        }
    }

    private int await(JmeterProcess process, RunConfig config, Listener listener) throws InterruptedException {
        if (config.transactionsPerUser() > 0) {
            return process.await();
        }
        long planned = (long) Math.ceil(config.rampUpSeconds() + config.durationSeconds()) + GRACE_SECONDS;
        if (process.await(planned, TimeUnit.SECONDS)) {
            return process.await();
        }
        listener.status("JMeter runs past its planned end: asking it to stop");
        process.stop();
        if (!process.await(60, TimeUnit.SECONDS)) {
            listener.status("JMeter did not stop: ending it");
            process.close();
        }
        return process.await();
    }

    /** The plan's run-time properties: overrides, and for remote engines where the database is (no password). */
    private static Map<String, String> properties(Request request, JdbcEndpoint endpoint, RunConfig config,
            PlanManifest manifest) {
        Map<String, String> properties = new LinkedHashMap<>();
        Overrides o = request.overrides();
        if (o.users() != null) {
            properties.put(PlanNames.USERS, Integer.toString(config.users()));
        }
        if (o.rampUpSeconds() != null) {
            properties.put(PlanNames.RAMP_UP, Long.toString((long) Math.ceil(config.rampUpSeconds())));
        }
        if (o.durationSeconds() != null) {
            properties.put(PlanNames.DURATION, Long.toString((long) Math.ceil(config.durationSeconds())));
        }
        if (o.thinkMillis() != null) {
            properties.put(PlanNames.THINK, Long.toString(Math.round(config.thinkTimeMillis())));
        }
        if (o.rate() != null) {
            properties.put(PlanNames.RATE, Double.toString(config.rate()));
        }
        if (!request.remote().isEmpty()) {
            properties.put(PlanNames.URL, org.xwb.targets.jdbc.JdbcUrls.withoutSecrets(endpoint.url()));
            properties.put(PlanNames.USER, endpoint.user());
            if (manifest.engines() > 1) {
                for (int i = 0; i < request.remote().size(); i++) {
                    properties.put(PlanNames.PART_PREFIX + request.remote().get(i), Integer.toString(i + 1));
                }
            }
        }
        return properties;
    }

    /** URL (it may carry secrets), user and password for a local run, in JMeter's private properties file. */
    private static Map<String, String> secret(JdbcEndpoint endpoint) {
        Map<String, String> secret = new LinkedHashMap<>();
        secret.put(PlanNames.URL, endpoint.url());
        secret.put(PlanNames.USER, endpoint.user());
        if (endpoint.password() != null) {
            secret.put(PlanNames.PASSWORD, endpoint.password());
        }
        return secret;
    }

    private static String rmiHost(Request request) throws UnknownHostException {
        if (request.rmiHost() != null || request.remote().isEmpty()) {
            return request.rmiHost();
        }
        for (String engine : request.remote()) {
            String host = engine.contains(":") ? engine.substring(0, engine.lastIndexOf(':')) : engine;
            if (!InetAddress.getByName(host).isLoopbackAddress()) {
                return null;
            }
        }
        return "127.0.0.1";
    }

    static RunConfig apply(RunConfig exported, Overrides o) {
        RunConfig.Builder b = RunConfig.from(null).users(exported.users()).rampUpSeconds(exported.rampUpSeconds())
                .thinkTimeMillis(exported.thinkTimeMillis()).rate(exported.rate()).arrival(exported.arrival())
                .seed(exported.seed()).commitCount(exported.commitCount()).intervalSeconds(exported.intervalSeconds())
                .percentiles(exported.percentiles()).confidenceLevel(exported.confidenceLevel())
                .maxRetries(exported.maxRetries()).errorThreshold(exported.errorThreshold());
        // each clears the other
        if (exported.transactionsPerUser() > 0) {
            b.transactionsPerUser(exported.transactionsPerUser());
        } else {
            b.durationSeconds(exported.durationSeconds());
        }
        if (o.users() != null) {
            b.users(o.users());
        }
        if (o.rampUpSeconds() != null) {
            b.rampUpSeconds(o.rampUpSeconds());
        }
        if (o.durationSeconds() != null) {
            b.durationSeconds(o.durationSeconds()); // clears a number of transactions
        }
        if (o.thinkMillis() != null) {
            b.thinkTimeMillis(o.thinkMillis());
        }
        if (o.rate() != null) {
            b.rate(o.rate());
        }
        return b.build();
    }

    private static String serverVersion(Target target) {
        try {
            return target.serverVersion();
        } catch (SQLException e) {
            return "unknown: " + e.getMessage();
        }
    }

    /** JMeter logs "End of file:..." when a CSV Data Set that stops its thread (the documents) runs out. */
    private static boolean ranOutOfDocuments(Path log) {
        try {
            return Files.isRegularFile(log) && Files.readString(log).contains("End of file:");
        } catch (IOException e) {
            return false;
        }
    }
}
