package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.workspace.Workspace;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.CancellationToken;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentSchemas;
import org.xwb.xml.validate.InputFiles;
import org.xwb.xml.validate.ProgressListener;
import org.xwb.xml.validate.SchemaCatalog;
import org.xwb.xml.validate.ValidationJob;
import org.xwb.xml.validate.ValidationReport;
import org.xwb.xml.validate.XmlProblem;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code xwb validate}: XSD validation (and optional business rules) of files and folders. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = { "Validate XML documents against an XML Schema. Without --schema each document gets the schema",
                "it names (xsi:schemaLocation or xsi:noNamespaceSchemaLocation, a local file), else the",
                "workspace's schema for its namespace and root (schemas/), else the TPoX kit's for its namespace",
                "(CustAcc, Security, FIXML 4.4), as the workbench does. A TPoX batch file (one document per line)",
                "counts each document. Prints every problem as file:line:column: message, then a summary." },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:all documents valid", "1:invalid documents found", "2:bad input (no such file, bad schema or rules)" })
class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    KitOption kitOption;

    @Parameters(arity = "1..*", paramLabel = "<path>", description = "Files, or folders whose *.xml files (recursively) are validated.")
    List<Path> paths;

    @Option(names = "--schema", paramLabel = "<x.xsd>", description = "Validate every document against this schema (default: each document's own, see above).")
    Path schema;

    @Option(names = "--workspace", paramLabel = "DIR",
            description = "XWB workspace whose schemas/ are used (default: -Dxwb.workspace, $XWB_WORKSPACE or ~/xwb-workspace).")
    Path workspace;

    @Option(names = "--rules", paramLabel = "<rules.xml>", description = "Also check the business rules of this rules file (XPath 3.1 assertions).")
    Path rules;

    @Option(names = "--order-rules", description = "Also check the TPoX kit's business rules for FIXML orders.")
    boolean orderRules;

    @Option(names = "--threads", paramLabel = "<n>", description = "Validator threads (default: the number of cores).")
    Integer threads;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Path> files = InputFiles.expand(paths);
        if (files.isEmpty()) {
            throw new BadInputException("no *.xml documents in " + paths);
        }
        TpoxKit kit = schema == null || orderRules ? kitOption.kit() : null;
        SchemaCatalog schemas = schema != null
                ? SchemaCatalog.of(CompiledSchema.compileInWorkspace(org.xwb.xml.validate.SchemaImports.installedKitOrNull(),
                        workspaceSchemas().getParent(), schema))
                : SchemaCatalog.located(new DocumentSchemas(kit, workspaceSchemas()));
        RuleSet ruleSet = rules != null ? RuleSet.load(rules) : orderRules ? RuleSet.load(kit.orderRules()) : null;
        int workers = threads != null ? Math.max(1, threads) : Runtime.getRuntime().availableProcessors();
        ValidationJob job = new ValidationJob(schemas, ruleSet == null ? null : ruleSet::newChecker, workers);
        ValidationReport report = job.run(files, progressOn(err, files.size()), new CancellationToken());
        for (XmlProblem problem : report.problems()) {
            out.println(problem.format());
        }
        out.printf(Locale.ROOT, "%,d documents, %,d valid, %,d invalid, %,d problems in %.2f s (%,.0f docs/s, %d threads)%n",
                report.validated(), report.validated() - report.invalidCount(), report.invalidCount(),
                report.problems().size(), report.elapsed().toNanos() / 1e9, report.documentsPerSecond(), workers);
        out.flush();
        return report.invalidCount() == 0 ? XwbCommand.OK : XwbCommand.RUN_ERRORS;
    }

    private Path workspaceSchemas() {
        Workspace ws = workspace != null ? new Workspace(workspace) : Workspace.fromEnvironment();
        return ws.folder(Workspace.Folder.SCHEMAS);
    }

    /** A progress line on the terminal for long runs; nothing when output goes to a file or pipe. */
    private static ProgressListener progressOn(PrintWriter err, int total) {
        if (System.console() == null || total < 1000) {
            return ProgressListener.NONE;
        }
        return (done, all, invalid) -> {
            synchronized (err) {
                err.printf(Locale.ROOT, "\r%,d / %,d documents, %,d invalid%s", done, all, invalid, done == all ? "\n" : "");
                err.flush();
            }
        };
    }
}
