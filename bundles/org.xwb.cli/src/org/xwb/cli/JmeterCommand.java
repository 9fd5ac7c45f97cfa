package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.jmeter.JmeterRunner;
import org.xwb.jmeter.engine.JmeterHome;
import org.xwb.targets.TargetChoice;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code xwb jmeter}: runs a plan {@code xwb export-jmeter} wrote with JMeter's engine (a separate
 * JVM, non-GUI), here or on JMeter servers, and imports its results as an XWB run folder.
 */
@Command(name = "jmeter", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Run an exported JMeter plan with Apache JMeter " + JmeterHome.VERSION
                + " (non-GUI), here or on JMeter servers (--remote), and import the results as an XWB run.",
                "The database password goes to JMeter in a private file, never on its command line or into the plan.",
                "Exit codes: 0 ok, 1 run failed or errors over the threshold, 2 bad input." })
final class JmeterCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PLAN.jmx", description = "A plan xwb export-jmeter wrote.")
    Path plan;

    @Mixin
    TargetOption target;

    @Option(names = "--remote", paramLabel = "HOST[:PORT]", split = ",",
            description = "JMeter servers (jmeter-server) to run the plan on, e.g. host1:1099,host2:1099.")
    List<String> remote = List.of();

    @Option(names = "--rmi-host", paramLabel = "ADDRESS",
            description = "The address the servers reach this machine at (java.rmi.server.hostname); default: JMeter's choice.")
    String rmiHost;

    @Option(names = "--users", paramLabel = "N", description = "Threads (per engine) instead of the plan's.")
    Integer users;

    @Option(names = "--duration", paramLabel = "TIME", converter = Durations.class,
            description = "Measured time after ramp-up instead of the plan's.")
    Double duration;

    @Option(names = "--rampup", paramLabel = "TIME", converter = Durations.class, description = "Ramp-up instead of the plan's.")
    Double rampUp;

    @Mixin
    WorkspaceOption workspace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        // without --target, the plan's own target (the profile it was exported for)
        TargetChoice choice = spec.commandLine().getParseResult().hasMatchedOption("--target")
                || spec.commandLine().getParseResult().hasMatchedOption("--db-user") ? target.choice() : null;
        JmeterRunner runner = new JmeterRunner(Workspace.fromEnvironment(), workspace.runsDirectory(),
                JmeterHome.installed());
        JmeterRunner.Request request = new JmeterRunner.Request(plan, choice, remote,
                new JmeterRunner.Overrides(users, rampUp, duration, null, null), rmiHost);
        JmeterRunner.Result result = withGracefulStop(runner, () -> runner.run(request, new JmeterRunner.Listener() {
            @Override
            public void status(String text) {
                out.println(text);
                out.flush();
            }

            @Override
            public void output(String line) {
                out.println("  jmeter: " + line);
                out.flush();
            }
        }));
        return printResult(out, result);
    }

    static int printResult(PrintWriter out, JmeterRunner.Result result) {
        SummaryTable.print(out, result.summary());
        out.println("Results: " + result.folder());
        out.flush();
        RunSummary summary = result.summary();
        return XwbCommand.exitCode(summary);
    }

    /** Ctrl-C (JVM shutdown) asks JMeter to end gracefully, so its results are still imported. */
    private static <T> T withGracefulStop(JmeterRunner runner, Callable<T> work) throws Exception {
        return GracefulStop.around("xwb-jmeter-stop", runner::stop, work);
    }
}
