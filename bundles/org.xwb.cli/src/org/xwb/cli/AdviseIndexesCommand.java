package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.compare.RunComparison;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.advisor.Advice;
import org.xwb.kit.advisor.AdviceText;
import org.xwb.kit.advisor.AdvisorMonitor;
import org.xwb.kit.advisor.AdvisorSettings;
import org.xwb.kit.advisor.IndexAdvisor;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.report.ComparisonRows;
import org.xwb.targets.TargetKinds;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code xwb advise-indexes}: the index advisor ({@link IndexAdvisor}) on the command line: a
 * table per candidate, the chosen set's DDL per dialect, the verification's comparison and, with
 * {@code --apply}, the chosen set written into the workload's XML indexes.
 */
@Command(name = "advise-indexes", mixinStandardHelpOptions = true,
        description = { "Advise the set of XML indexes that makes a workload's mix fastest on a target, by measurement: "
                + "each candidate (every predicate's index, every declared index) built alone on a database without XML "
                + "indexes, the plans of the statements it serves before and after, the write cost on the writing "
                + "transactions (short runs with and without it); a greedy choice by the mix's weights; a run of the mix "
                + "with the workload's own indexes and with the advised ones, compared. The target's XML indexes are "
                + "changed: it ends with the advised set. See docs/index-advisor.md.",
                "On a DB2 target: the static eligibility check and DDL only, not measured (no connection)." })
public class AdviseIndexesCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    TargetOption target = new TargetOption();

    @Parameters(index = "0", paramLabel = "<workload>", description = "The workload file (*.xwl)")
    Path workloadFile;

    @Option(names = "--customers", defaultValue = "0", paramLabel = "N", description = "Build the kit's TPoX database "
            + "of N customers first (the workload should be the kit's, in the workspace's workloads/tpox/); "
            + "0 (default): the database as it is")
    long customers;

    @Option(names = "--write-runs", defaultValue = "10s", paramLabel = "TIME", converter = Durations.class,
            description = "Length of each short run of the writing transactions (default ${DEFAULT-VALUE})")
    double writeSeconds;

    @Option(names = "--verify", defaultValue = "30s", paramLabel = "TIME", converter = Durations.class,
            description = "Length of each verification run of the mix; 0s skips them (default ${DEFAULT-VALUE})")
    double verifySeconds;

    @Option(names = "--users", defaultValue = "4", paramLabel = "N", description = "Users of the verification runs "
            + "(default ${DEFAULT-VALUE}; the writing runs have 2)")
    int users;

    @Option(names = "--draws", defaultValue = "3", paramLabel = "N", description = AdvisorSettings.DRAWS_MEANING
            + " (default ${DEFAULT-VALUE}; " + AdvisorSettings.FEWER_DRAWS + ")")
    int draws;

    @Option(names = "--apply", description = "Write the advised set into the workload file's XML indexes (the file is "
            + "replaced only when the new one is written whole)")
    boolean apply;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (!Files.isRegularFile(workloadFile)) {
            throw new BadInputException("No workload file " + workloadFile);
        }
        if (customers < 0 || users < 1 || draws < 1) {
            throw new BadInputException("--customers must not be negative, --users and --draws must be at least 1");
        }
        Workload workload = WorkloadFiles.load(workloadFile); // a bad file fails before any connection
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        String kind = target.choice().profile(workspace).getKind();
        List<String> dialects = TargetKinds.find(kind).map(k -> k.dialects()).orElse(List.of());
        Advice advice;
        if (dialects.contains("db2")) {
            advice = IndexAdvisor.staticAdvice(workload, "db2");
        } else {
            String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT));
            Path folder = workspace.folder(Workspace.Folder.RUNS).resolve("advisor-" + stamp);
            AdvisorSettings settings = new AdvisorSettings(customers, writeSeconds, 2, verifySeconds, users, draws, folder);
            try (Target t = target.open()) {
                out.printf(Locale.ROOT, "XWB index advisor: %s on %s%n", workload.getName(), t.info().description());
                out.flush();
                advice = new IndexAdvisor(workspace).advise(workloadFile, t, settings, new AdvisorMonitor() {
                    @Override
                    public void status(String text) {
                        out.println("  " + text);
                        out.flush();
                    }
                });
            }
        }
        print(out, advice);
        if (apply) {
            Workload applied = IndexAdvisor.applied(WorkloadFiles.load(workloadFile), advice.chosen());
            WorkloadFiles.save(applied, workloadFile);
            out.printf(Locale.ROOT, "Applied: %s now declares %d XML indexes%n", workloadFile, advice.chosen().size());
        }
        out.flush();
        return XwbCommand.OK;
    }

    static void print(PrintWriter out, Advice advice) {
        out.println();
        out.printf(Locale.ROOT, "Index advice for %s on %s%n", advice.workload(), advice.target());
        TextTable.print(out, AdviceText.HEADER, AdviceText.rows(advice), AdviceText.TEXT_COLUMNS);
        out.println();
        out.println("Why, and the plans before -> after:");
        AdviceText.reasons(advice).forEach(line -> out.println("  " + line));
        out.println();
        out.println("DDL of the advised set:");
        AdviceText.ddl(advice).forEach(out::println);
        if (advice.verification() != null) {
            out.println();
            RunComparison comparison = advice.verification();
            out.printf(Locale.ROOT, "Verification: the mix with the workload's own indexes (%s) against the advised (%s): %s%n",
                    advice.beforeRun(), advice.afterRun(), ComparisonRows.tally(comparison));
            List<List<String>> compared = new ArrayList<>();
            for (RunComparison.Row row : comparison.rows()) {
                compared.add(ComparisonRows.cells(row));
            }
            TextTable.print(out, ComparisonRows.HEADER, compared, ComparisonRows.VERDICT);
        }
        out.println();
        advice.notes().forEach(note -> out.println("Note: " + note));
        out.printf(Locale.ROOT, "Advisor time: %.1f s (of which building the database %.1f s)%n", advice.seconds(),
                advice.buildSeconds());
    }
}
