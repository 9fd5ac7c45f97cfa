package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.tpox.TpoxWorkloadImporter;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xwb import-tpox <file> -o <file.xwl> [--dialect db2]}. */
@Command(name = "import-tpox", mixinStandardHelpOptions = true,
        description = { "Import a TPoX 2.x workload description (its workload XML and statement templates) as an XWB workload file.",
                "Exit code 2 names the file, line and column of every problem found." })
public class ImportTpoxCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<file>", description = "the TPoX workload XML file")
    Path input;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "<file.xwl>", description = "the workload file to write")
    Path output;

    @Option(names = "--dialect", defaultValue = TpoxWorkloadImporter.DEFAULT_DIALECT, paramLabel = "<dialect>",
            description = "the dialect the statements are written in (default: ${DEFAULT-VALUE})")
    String dialect;

    @Option(names = "--force", description = "replace the output file if it exists")
    boolean force;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (Files.exists(output) && !force) {
            throw new BadInputException(output + " exists; use --force to replace it");
        }
        Workload workload = new TpoxWorkloadImporter(dialect).importFile(input);
        WorkloadFiles.save(workload, output);
        out.printf("Imported %d transactions and %d collections from %s into %s (dialect %s).%n",
                workload.getTransactions().size(), workload.getCollections().size(), input, output, dialect);
        List<Problem> problems = new WorkloadValidator().validate(workload, dialect);
        for (Problem problem : problems) {
            out.println(output + ": " + problem);
        }
        return XwbCommand.OK;
    }
}
