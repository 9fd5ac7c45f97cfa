package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.tpox.CollectionMapping;
import org.xwb.model.tpox.TpoxImport;
import org.xwb.model.tpox.TpoxWorkloadImporter;
import org.xwb.model.tpox.TransactionNote;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xwb import-tpox <file> -o <file.xwl> [--dialect db2] [--collection NAME=collection ...]}. */
@Command(name = "import-tpox", mixinStandardHelpOptions = true,
        description = { "Import a TPoX 2.x workload description (its workload XML and statement templates) as an XWB workload file.",
                "A <java-plugin> transaction that follows the XQuery plug-in convention (the query, an optional flag, then "
                        + "name, XML Schema type and value source per external variable) becomes an xquery statement; any "
                        + "other plug-in is imported without a statement, which it needs before it can run (xwb check says "
                        + "which). Prints per transaction what was made of it.",
                "Exit code 0 when the file was imported, 2 when it cannot be read (the file, line and column of every problem)." })
public class ImportTpoxCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<file>", description = "the TPoX workload XML file")
    Path input;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "<file.xwl>", description = "the workload file to write")
    Path output;

    @Option(names = "--dialect", defaultValue = TpoxWorkloadImporter.DEFAULT_DIALECT, paramLabel = "<dialect>",
            description = "the dialect of the statement templates and inline statements (default: ${DEFAULT-VALUE}); "
                    + "lifted plug-ins are always xquery")
    String dialect;

    @Option(names = "--collection", paramLabel = "NAME=collection", mapFallbackValue = "",
            description = "map fn:collection(\"NAME\") (and db: functions' database NAME) in the xquery statements to a "
                    + "collection of the workload; repeatable")
    Map<String, String> collections = new LinkedHashMap<>();

    @Option(names = "--force", description = "replace the output file if it exists")
    boolean force;

    @picocli.CommandLine.Mixin
    KitOption kitOption;

    @Option(names = "--refit-ids", description = "ids parameters whose id list the database does not have draw from the "
            + "database's collection their statements read (after --collection), so their ids meet the database's")
    boolean refitIds;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (Files.exists(output) && !force) {
            throw new BadInputException(output + " exists; use --force to replace it");
        }
        for (Map.Entry<String, String> mapping : collections.entrySet()) {
            if (mapping.getKey().isBlank() || mapping.getValue().isBlank()) {
                throw new BadInputException("--collection " + mapping.getKey() + "=" + mapping.getValue()
                        + ": give NAME=collection, e.g. --collection CLN_Order=orders");
            }
        }
        List<org.xwb.model.Collection> database = databaseCollections();
        TpoxWorkloadImporter importer = new TpoxWorkloadImporter(dialect).mapCollections(collections).offering(database)
                .refitIds(refitIds);
        TpoxImport imported = importer.importWithNotes(input);
        Workload workload = imported.workload();
        WorkloadFiles.save(workload, output);
        List<String> dialects = workload.getDialects();
        out.printf("Imported %d transactions and %d collections from %s into %s (%s %s).%n",
                workload.getTransactions().size(), workload.getCollections().size(), input, output,
                dialects.size() == 1 ? "dialect" : "dialects", String.join(", ", dialects));
        for (TransactionNote note : imported.notes()) {
            out.println("  " + note);
        }
        for (String warning : imported.warnings()) {
            out.println("warning: " + warning);
        }
        for (String refit : importer.refitNotes()) {
            out.println("fitted: " + refit);
        }
        Map<String, String> suggested = CollectionMapping.suggested(workload, database);
        for (String name : CollectionMapping.unknown(workload)) {
            out.println("The statements read collection '" + name + "', which neither the workload nor the database has"
                    + (suggested.containsKey(name) ? "; suggested: --collection " + name + "=" + suggested.get(name)
                            : "; map it with --collection " + name + "=<one of " + String.join(", ",
                                    database.stream().map(org.xwb.model.Collection::getName).toList()) + ">"));
        }
        List<TransactionNote> notLifted = imported.notLifted();
        if (!notLifted.isEmpty()) {
            out.printf("%d plug-in transaction%s not lifted: %s need%s a statement before %s can run (xwb check %s).%n",
                    notLifted.size(), notLifted.size() == 1 ? " was" : "s were",
                    String.join(", ", notLifted.stream().map(TransactionNote::transaction).toList()),
                    notLifted.size() == 1 ? "s" : "", notLifted.size() == 1 ? "it" : "they", output);
        }
        List<Problem> problems = new WorkloadValidator().validate(workload);
        for (Problem problem : problems) {
            out.println(output + ": " + problem);
        }
        return XwbCommand.OK;
    }

    /** The kit database's collections (custacc, orders, security), or none when no kit is installed. */
    private List<org.xwb.model.Collection> databaseCollections() {
        try {
            return org.xwb.kit.KitWorkloads.databaseCollections(org.xwb.core.workspace.Workspace.fromEnvironment(),
                    kitOption.kit());
        } catch (java.io.IOException | IllegalArgumentException noKit) {
            return List.of();
        }
    }
}
