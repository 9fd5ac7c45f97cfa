package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TpoxKit;

/**
 * docs/index-advisor.md "Measured": {@code xwb advise-indexes} on the kit's TPoX database (a fresh
 * one of {@code xwb.bench.customers} customers for each run) for the kit's mixed workload without
 * XML indexes and with the kit's own 24; the second run's verification is the advised set against
 * the kit's set. The outputs go to target/advisor-*.txt. Not a test: run with
 * {@code -Dxwb.test.vmargs="-Xmx1g -Dxwb.bench=true" [-Dxwb.bench.customers=1000] [-Dxwb.bench.sets=none,kit]}.
 */
class AdvisorBenchmark {

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void advisorOnTheKitDatabase() throws Exception {
        long customers = Long.getLong("xwb.bench.customers", 1000);
        String writeRuns = System.getProperty("xwb.bench.writeRuns", "8s");
        String verify = System.getProperty("xwb.bench.verify", "30s");
        Path workspace = Files.createTempDirectory("xwb-advisor-bench");
        try (WorkspaceProperty property = WorkspaceProperty.set(workspace)) {
            Path folder = Files.createDirectories(KitWorkloads.folder(new Workspace(workspace)));
            Workload kit = WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
            Path kitSet = folder.resolve("tpox-mixed-kit-indexes.xwl");
            WorkloadFiles.save(kit, kitSet);
            for (Collection collection : kit.getCollections()) {
                collection.getIndexes().clear();
            }
            Path none = folder.resolve("tpox-mixed-no-indexes.xwl");
            WorkloadFiles.save(kit, none);
            java.util.List<String> sets = java.util.List.of(System.getProperty("xwb.bench.sets", "none,kit").split(","));
            for (Path file : new Path[] { none, kitSet }) {
                if (!sets.contains(file == none ? "none" : "kit")) {
                    continue;
                }
                CommandRun run = CommandRun.of("advise-indexes", file, "--customers", customers, "--write-runs", writeRuns,
                        "--verify", verify, "--users", "4");
                String name = file.getFileName().toString().replace("tpox-mixed-", "advisor-").replace(".xwl", "")
                        + "-" + customers + ".txt";
                Files.writeString(Path.of("target", name), run.out() + run.err());
                System.out.print(run.out());
                assertEquals(0, run.exitCode(), run.out() + run.err());
            }
        }
    }
}
