package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.xwb.core.env.ComponentVersions;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The {@code xwb} command and its sub-commands. */
@Command(name = "xwb", mixinStandardHelpOptions = true, versionProvider = XwbCommand.Versions.class,
        description = "XWB - XML Workload Workbench: design and run XML database workloads (TPoX style).",
        subcommands = { CommandLine.HelpCommand.class, XwbCommand.About.class, DemoCommand.class, PopulateCommand.class, RunCommand.class, SweepCommand.class,
                ImportTpoxCommand.class, CheckCommand.class, GenerateCommand.class, ValidateCommand.class, ExplainCommand.class,
                LoadCommand.class, TargetsCommand.class, CompareCommand.class, ReportCommand.class,
                ExportJmeterCommand.class, JmeterCommand.class, ImportJmeterCommand.class, AdviseIndexesCommand.class })
public class XwbCommand implements Runnable {

    /** Exit codes shared by every command. */
    public static final int OK = 0;
    public static final int RUN_ERRORS = 1;
    public static final int BAD_INPUT = 2;

    /** A run's exit code: {@link #RUN_ERRORS} when it failed or its errors passed the threshold. */
    public static int exitCode(RunSummary summary) {
        return summary.outcome() == RunSummary.Outcome.FAILED || summary.errorsOverThreshold() ? RUN_ERRORS : OK;
    }

    /** The option that adds the stack trace to a failure's message. */
    static final String DEBUG = "--debug";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = DEBUG, scope = ScopeType.INHERIT, description = "On a failure, print the stack trace too (for bug reports).")
    boolean debug;

    /** The extension point through which other bundles add sub-commands (see plugin.xml). */
    public static final String COMMANDS_EXTENSION_POINT = "org.xwb.cli.commands";

    /** Runs {@code xwb <args>} on the process's standard output and error. */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs {@code xwb <args>}, printing to {@code out} and {@code err}. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new XwbCommand());
        addContributedCommands(commandLine);
        commandLine.setResourceBundle(new CliTexts()); // after every command is added: it reaches those present
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler(CommandFailures::handle);
        commandLine.setParameterExceptionHandler((error, arguments) -> {
            PrintWriter to = error.getCommandLine().getErr();
            to.println("xwb: " + error.getMessage());
            to.println("Try '" + error.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return BAD_INPUT;
        });
        String workspaceBefore = System.getProperty(Workspace.LOCATION_PROPERTY);
        List<String> rest = new ArrayList<>(List.of(args));
        int data = rest.indexOf(DATA);
        if (data >= 0 && data + 1 < rest.size()) {
            // -data names the workspace as for the workbench: every part of the command uses it (targets, schemas, runs)
            System.setProperty(Workspace.LOCATION_PROPERTY, Path.of(rest.get(data + 1)).toAbsolutePath().toString());
            rest.subList(data, data + 2).clear();
        }
        try {
            return commandLine.execute(rest.toArray(String[]::new));
        } finally {
            if (data >= 0) {
                if (workspaceBefore == null) {
                    System.clearProperty(Workspace.LOCATION_PROPERTY);
                } else {
                    System.setProperty(Workspace.LOCATION_PROPERTY, workspaceBefore);
                }
            }
            out.flush();
            err.flush();
        }
    }

    /** Eclipse's workspace argument, taken by {@code xwb} too (the launcher passes it on, see {@link CliApplication}). */
    static final String DATA = "-data";

    /** Commands of other bundles, e.g. org.xwb.bench's bench-* commands, in their plugin.xml's order. */
    private static void addContributedCommands(CommandLine commandLine) {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        if (registry == null) {
            return; // outside OSGi: the CLI's own commands only
        }
        for (IConfigurationElement element : registry.getConfigurationElementsFor(COMMANDS_EXTENSION_POINT)) {
            try {
                commandLine.addSubcommand(element.createExecutableExtension("class"));
            } catch (CoreException e) {
                commandLine.getErr().println("xwb: the command " + element.getAttribute("class") + " of "
                        + element.getContributor().getName() + " cannot be loaded: " + e.getMessage());
            }
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code xwb about}: the versions of everything a measurement depends on. */
    @Command(name = "about", mixinStandardHelpOptions = true,
            description = "Print the versions of XWB, Java and the components it uses.")
    static class About implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            PrintWriter out = spec.commandLine().getOut();
            Map<String, String> versions = ComponentVersions.report(TargetKinds.components());
            int width = versions.keySet().stream().mapToInt(String::length).max().orElse(10);
            versions.forEach((component, version) -> out.printf("%-" + width + "s  %s%n", component, version));
            out.flush();
        }
    }

    /** {@code xwb --version}. */
    static class Versions implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            Map<String, String> versions = ComponentVersions.report();
            return new String[] { "XWB " + versions.get("XWB"), "Java " + versions.get("Java") };
        }
    }
}
