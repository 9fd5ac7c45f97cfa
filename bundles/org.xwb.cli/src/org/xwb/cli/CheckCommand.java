package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xwb check <file.xwl> [--dialect d]}: what a run would refuse, before running it. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = { "Load a workload file and print its problems as 'file: path: error|warning: message'.",
                "Exit code 1 when there are errors, 2 when the file cannot be read." })
public class CheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<file.xwl>", description = "the workload file")
    Path file;

    @Option(names = "--dialect", paramLabel = "<dialect>",
            description = "also require a statement in this dialect for every transaction that can run")
    String dialect;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Workload workload = WorkloadFiles.load(file);
        WorkloadValidator validator = new WorkloadValidator();
        List<Problem> problems = dialect == null ? validator.validate(workload) : validator.validate(workload, dialect);
        for (Problem problem : problems) {
            out.println(file + ": " + problem);
        }
        long errors = problems.stream().filter(Problem::isError).count();
        out.println(file + ": " + errors + " error(s), " + (problems.size() - errors) + " warning(s)");
        return errors > 0 ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
    }
}
