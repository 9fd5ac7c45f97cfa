package org.xwb.bench.tpox;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.InsertDocuments;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.xml.TpoxKit;

/**
 * The TPoX mixed workload through XWB's driver against {@link BareTpoxLoop} doing the same
 * statements, on the same target and a database rebuilt identically (same seed) before every run,
 * alternating driver and bare loop so drift in the machine hits both. Reports medians and their
 * ratio (driver / bare).
 */
public final class TpoxBenchmark {

    /** Medians over the repetitions of one user count. */
    public record Result(int users, double driverMedian, double bareMedian, double[] driver, double[] bare) {
        public double ratio() {
            return driverMedian / bareMedian;
        }
    }

    private final Workspace workspace;
    private final PrintWriter log;

    public TpoxBenchmark(Workspace workspace, PrintWriter log) {
        this.workspace = workspace;
        this.log = log;
    }

    public List<Result> run(Target target, long customers, List<Integer> users, double warmup, double seconds,
            int repetitions, long seed) throws Exception {
        TpoxDatabase database = new TpoxDatabase(TpoxKit.installed(), workspace);
        TpoxScale scale = TpoxScale.forRun(customers, warmup + seconds, seed);
        List<Result> results = new ArrayList<>();
        for (int n : users) {
            double[] driver = new double[repetitions];
            double[] bare = new double[repetitions];
            for (int r = 0; r < repetitions; r++) {
                // A then B in even rounds, B then A in odd ones
                for (boolean driverTurn : r % 2 == 0 ? new boolean[] { true, false } : new boolean[] { false, true }) {
                    TpoxDatabase.Prepared prepared = database.prepare(target, scale, LoadOptions.DEFAULT,
                            new TpoxDatabase.Listener() {
                            });
                    Path file = prepared.workloads().get(KitWorkloads.MIXED);
                    // the bare loop reads files: both sides read the same files, as before lazy insert documents
                    for (String collection : List.of("custacc", "orders")) {
                        InsertDocuments.writeAll(KitWorkloads.insertDocuments(workspace, collection), TpoxKit.installed());
                    }
                    Workload workload = WorkloadFiles.load(file);
                    if (driverTurn) {
                        driver[r] = driverRun(target, workload, file, n, warmup, seconds, seed);
                    } else {
                        bare[r] = new BareTpoxLoop(target, workload, file).run(n, warmup, seconds, seed);
                    }
                    log.printf(Locale.ROOT, "  %d users, round %d: %s %,.1f tx/s%n", n, r + 1, driverTurn ? "driver" : "bare  ",
                            driverTurn ? driver[r] : bare[r]);
                    log.flush();
                }
            }
            results.add(new Result(n, median(driver), median(bare), driver, bare));
        }
        return results;
    }

    private double driverRun(Target target, Workload workload, Path file, int users, double warmup, double seconds,
            long seed) throws Exception {
        Path runs = Files.createTempDirectory("xwb-bench-tpox");
        RunConfig config = RunConfig.from(RunSettingsDefaults.effective(workload)).users(users).durationSeconds(seconds)
                .rampUpSeconds(warmup).seed(seed).build();
        RunSummary summary = WorkloadRun.builder(workload, target).workloadFile(file).config(config).runsDirectory(runs)
                .documents(CollectionDocuments::open).start().await();
        if (summary.total().errors().failed() > 0) {
            log.println("  (driver run had " + summary.total().errors().failed() + " failed transactions)");
        }
        return summary.total().txPerSecond();
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
