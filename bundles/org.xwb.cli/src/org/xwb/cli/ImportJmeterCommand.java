package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.core.workspace.Workspace;
import org.xwb.jmeter.JmeterRunner;
import org.xwb.jmeter.engine.JmeterHome;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code xwb import-jmeter}: the results of an exported plan that JMeter ran by itself, as an XWB run folder. */
@Command(name = "import-jmeter", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Import the results (JTL, CSV with field names) of a plan xwb export-jmeter wrote and JMeter ran "
                + "by itself, as an XWB run folder: intervals, histograms, summary and stats like any run.",
                "Run JMeter with -Jjmeter.save.saveservice.output_format=csv -Jjmeter.save.saveservice.print_field_names=true "
                        + "-Jsampleresult.timestamp.start=true (JMeter 5.6's defaults; samples stamped with their start).",
                "Exit codes: 0 ok, 1 errors over the threshold, 2 bad input." })
final class ImportJmeterCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PLAN.jmx", description = "The plan JMeter ran (its PLAN.xwb.json beside it).")
    Path plan;

    @Parameters(index = "1", paramLabel = "RESULTS.jtl", description = "JMeter's results file.")
    Path results;

    @Option(names = "--engines", paramLabel = "HOST[:PORT]", split = ",",
            description = "The JMeter servers that ran it, recorded in the run (default: a local run).")
    List<String> engines = List.of();

    @Mixin
    WorkspaceOption workspace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        JmeterRunner runner = new JmeterRunner(Workspace.fromEnvironment(), workspace.runsDirectory(), null);
        return JmeterCommand.printResult(out, runner.importResults(plan, results, engines));
    }
}
