package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.core.compare.RunComparison;
import org.xwb.core.results.RunResults;
import org.xwb.core.run.Sweep;
import org.xwb.report.ComparisonRows;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code xwb compare}: runs against a baseline, per transaction, with a verdict; exit 1 when slower. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Compare runs with a baseline per transaction: tx/s, mean and p95 latency, errors, the ratios, "
                + "and whether the difference is larger than the runs' own confidence intervals of the mean "
                + "(faster, slower, within noise).",
                "RUN is a run folder, or its name in the workspace's runs/ folder. Without --baseline the first RUN is the baseline.",
                "Exit codes: 0 no transaction slower beyond noise, 1 one is (for CI), 2 bad input." })
final class CompareCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RUN", arity = "1..*", description = "Run folders or names.")
    List<String> runs;

    @Option(names = "--baseline", paramLabel = "RUN", description = "The run the others are compared with.")
    String baseline;

    @Mixin
    WorkspaceOption workspace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        LinkedHashSet<Path> folders = new LinkedHashSet<>();
        if (baseline != null) {
            folders.add(workspace.runFolder(baseline));
        }
        folders.addAll(workspace.runFolders(runs));
        if (folders.size() < 2) {
            throw new BadInputException("Give two runs, or a run and --baseline: nothing to compare with");
        }
        List<RunResults> read = new ArrayList<>();
        for (Path folder : folders) {
            read.add(readRun(folder));
        }
        PrintWriter out = spec.commandLine().getOut();
        for (RunResults run : read) { // XML indexes changed while a run went on (issue 33) change what it measured
            if (!run.events().isEmpty()) {
                out.println("XML index changes during " + run.id() + ":");
                run.events().forEach(event -> out.println("  " + event.line()));
                out.println();
            }
        }
        boolean slower = false;
        for (RunResults run : read.subList(1, read.size())) {
            RunComparison c = RunComparison.of(read.get(0).summary(), run.summary());
            out.println(run.id() + " against baseline " + read.get(0).id() + ": " + ComparisonRows.tally(c));
            List<List<String>> rows = new ArrayList<>();
            for (RunComparison.Row row : c.rows()) {
                rows.add(ComparisonRows.cells(row));
            }
            TextTable.print(out, ComparisonRows.HEADER, rows, ComparisonRows.VERDICT);
            out.println();
            slower |= c.slowerBeyondNoise();
        }
        out.println(slower ? "Slower beyond noise: exit code 1." : "Nothing slower beyond noise.");
        out.flush();
        return slower ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
    }

    private static RunResults readRun(Path folder) throws Exception {
        if (Files.isRegularFile(folder.resolve(Sweep.JSON))) {
            throw new BadInputException(folder + " is a sweep: compare the run folders of its points");
        }
        RunResults run = RunResults.read(folder);
        if (run.summary() == null) {
            throw new BadInputException(folder + " has no summary.json (the run was killed or is still running)");
        }
        return run;
    }
}
