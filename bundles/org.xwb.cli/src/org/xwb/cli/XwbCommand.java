package org.xwb.cli;

import java.io.PrintWriter;
import java.util.Map;

import org.xwb.core.env.ComponentVersions;
import org.xwb.targets.TargetKinds;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code xwb} command and its sub-commands. */
@Command(name = "xwb", mixinStandardHelpOptions = true, versionProvider = XwbCommand.Versions.class,
        description = "XWB - XML Workload Workbench: design and run XML database workloads (TPoX style).",
        subcommands = { CommandLine.HelpCommand.class, XwbCommand.About.class, DemoCommand.class, PopulateCommand.class, RunCommand.class, SweepCommand.class,
                ImportTpoxCommand.class, CheckCommand.class, GenerateCommand.class, ValidateCommand.class, ExplainCommand.class,
                LoadCommand.class, TargetsCommand.class, BenchDriverCommand.class, BenchXmlCommand.class, BenchLoadCommand.class, BenchTpoxCommand.class })
public class XwbCommand implements Runnable {

    /** Exit codes shared by every command. */
    public static final int OK = 0;
    public static final int RUN_ERRORS = 1;
    public static final int BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static int execute(String... args) {
        CommandLine commandLine = new CommandLine(new XwbCommand());
        commandLine.setResourceBundle(new CliTexts());
        commandLine.setExitCodeExceptionMapper(error -> BAD_INPUT);
        commandLine.setParameterExceptionHandler((error, arguments) -> {
            PrintWriter err = error.getCommandLine().getErr();
            err.println("xwb: " + error.getMessage());
            err.println("Try '" + error.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return BAD_INPUT;
        });
        return commandLine.execute(args);
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
