package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.documents.DocumentFiles;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.LoadFailedException;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.kit.CollectionLoad;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.text.LoadText;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xwb load}: bulk-loads a collection's documents with the insert knobs of seed 004. */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Load a workload collection's documents into its table (created if missing), with a progress "
                + "line a second. A document the database refuses is reported with its file and reason and the load "
                + "goes on (or stops with --strict). Exit code 1 when documents were rejected.")
public class LoadCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    TargetOption target = new TargetOption();

    @Option(names = "--workload", required = true, paramLabel = "<file.xwl>", description = "The workload file")
    Path workloadFile;

    @Option(names = "--collection", required = true, paramLabel = "<name>", description = "The collection to load")
    String collectionName;

    @Mixin
    LoadKnobs knobs;

    @Option(names = "--strict", description = "Stop at the first rejected document")
    boolean strict;

    @Option(names = "--replace", description = "Drop the collection's table (and its documents) first")
    boolean replace;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<folder>",
            description = "Load the *.xml files of this folder (one or many documents each) instead of the collection's own files")
    Path folder;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        LoadOptions options = knobs.options(strict);
        Workload workload = WorkloadFiles.load(workloadFile);
        Collection collection = collection(workload);
        Path workloadDir = workloadFile.toAbsolutePath().getParent();
        DocumentStream documents = folder == null ? CollectionDocuments.open(collection, workloadDir)
                : CollectionDocuments.open(collection, DocumentFiles.inFolder(folder, ".xml"),
                        folder.toAbsolutePath().normalize().getParent());
        try (Target t = target.open()) {
            String table = Tables.tableName(collection); // the table, or on BaseX the database
            LoadReport report;
            try {
                report = CollectionLoad.run(t, collection, documents, options, replace, knobs.indexesAfter(),
                        new PrintingSteps(out, collection.getName(), t, knobs, strict));
            } catch (LoadFailedException e) {
                out.println(LoadText.summary(e.partial(), table)); // what was committed before the failure
                out.flush();
                throw e;
            }
            out.flush();
            return report.rejected().isEmpty() ? XwbCommand.OK : XwbCommand.RUN_ERRORS;
        }
    }

    private Collection collection(Workload workload) throws BadInputException {
        for (Collection c : workload.getCollections()) {
            if (collectionName.equals(c.getName())) {
                return c;
            }
        }
        throw new BadInputException("--collection: the workload " + workloadFile + " has no collection '" + collectionName
                + "' (collections: " + String.join(", ", workload.getCollections().stream().map(Collection::getName).toList())
                + ")");
    }

    /** The steps as lines: what is loaded how, one progress line a second, each rejection, the indexes after. */
    private static final class PrintingSteps implements CollectionLoad.Steps {
        private final PrintWriter out;
        private final String collection;
        private final Target target;
        private final LoadKnobs knobs;
        private final boolean strict;
        private double loadSeconds;
        private String table;

        PrintingSteps(PrintWriter out, String collection, Target target, LoadKnobs knobs, boolean strict) {
            this.out = out;
            this.collection = collection;
            this.target = target;
            this.knobs = knobs;
            this.strict = strict;
        }

        @Override
        public synchronized void tableReady(String table) {
            this.table = table;
            out.printf(Locale.ROOT, "Loading %s into %s on %s%n  batch %d, commit every %d, %d loader(s), indexes %s%s%n",
                    collection, table, target.info().description(), knobs.batch, knobs.commit, knobs.loaders, knobs.indexes,
                    strict ? ", strict" : "");
            out.flush();
        }

        @Override
        public synchronized void progress(LoadProgress progress) {
            out.println(LoadText.progress(progress));
            out.flush();
        }

        @Override
        public synchronized void rejected(String origin, String reason) {
            out.println("  rejected " + origin + ": " + reason);
            out.flush();
        }

        @Override
        public synchronized void loaded(LoadReport report) {
            loadSeconds = report.seconds();
            out.println(LoadText.summary(report, table));
            out.flush();
        }

        @Override
        public synchronized void indexesCreated(int count, double seconds) {
            out.printf(Locale.ROOT, "Created %d XML index(es) in %.1f s; load and indexes took %.1f s%n", count, seconds,
                    loadSeconds + seconds);
            out.flush();
        }
    }
}
