package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.report.HtmlReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code xwb report}: one self-contained HTML file of runs and sweeps, the workbench's Report... too. */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Write an HTML report of runs and sweeps: one file, no network, charts as inline SVG; "
                + "statistics, charts, the workload mix, settings, target, environment and versions of each run, "
                + "and with several runs their comparison against the first.",
                "RUN_OR_SWEEP is a folder, or its name in the workspace's runs/ folder.",
                "Exit codes: 0 written, 2 bad input (a folder that is no run or sweep, an unreadable file)." })
final class ReportCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RUN_OR_SWEEP", arity = "1..*", description = "Run or sweep folders or names.")
    List<String> runs;

    @Option(names = { "-o", "--output" }, paramLabel = "FILE",
            description = "The report file (default: report.html in the folder of a single run or sweep, "
                    + "else runs/reports/<time>-comparison.html).")
    Path output;

    @Mixin
    WorkspaceOption workspace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        List<Path> folders = workspace.runFolders(runs);
        Path file = output != null ? output : HtmlReport.defaultFile(folders, workspace.runsDirectory());
        HtmlReport.Written written = HtmlReport.write(folders, file);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("Report: %s (%s, %d chart%s)%n", written.file(), what(written), written.charts(),
                written.charts() == 1 ? "" : "s");
        out.flush();
        return XwbCommand.OK;
    }

    private static String what(HtmlReport.Written written) {
        List<String> parts = new ArrayList<>();
        if (written.runs() > 0) {
            parts.add(written.runs() + (written.runs() == 1 ? " run" : " runs"));
        }
        if (written.sweeps() > 0) {
            parts.add(written.sweeps() + (written.sweeps() == 1 ? " sweep" : " sweeps"));
        }
        return String.join(", ", parts);
    }
}
