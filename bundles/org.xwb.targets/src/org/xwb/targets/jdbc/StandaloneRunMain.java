package org.xwb.targets.jdbc;

import java.nio.file.Path;
import java.sql.Driver;
import java.sql.DriverManager;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;

/**
 * Runs a workload on a JDBC URL from a plain class path, without OSGi: for tests that need a run
 * in a process of its own (one killed with kill -9 must leave a readable intervals.csv) and for
 * profiling the driver. Usage: {@code <workload.xwl> <jdbc-url> <runs-folder> [users] [seconds]}.
 * Prints the run folder on the first line as soon as the run has started.
 */
public final class StandaloneRunMain {

    private StandaloneRunMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: StandaloneRunMain <workload.xwl> <jdbc-url> <runs-folder> [users] [seconds]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        Workload workload = WorkloadFiles.load(file);
        Driver driver = DriverManager.getDriver(args[1]);
        RunConfig.Builder config = RunConfig.from(workload.getRunSettings());
        if (args.length > 3) {
            config.users(Integer.parseInt(args[3]));
        }
        if (args.length > 4) {
            config.durationSeconds(Double.parseDouble(args[4]));
        }
        try (JdbcUrlTarget target = new JdbcUrlTarget(args[1], driver)) {
            WorkloadRun run = WorkloadRun.builder(workload, target).workloadFile(file).config(config.build())
                    .runsDirectory(Path.of(args[2])).start();
            System.out.println(run.folder());
            System.out.flush();
            RunSummary summary = run.await();
            System.out.println(summary.outcome().key() + " " + summary.total().count());
        }
    }
}
