package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.LongAdder;

import org.xwb.xml.generate.BatchFileWriter;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.DocumentSink;
import org.xwb.xml.generate.FolderWriter;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.IdRanges;
import org.xwb.xml.generate.Layout;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb generate}: TPoX documents into a folder, one file each or as batch files. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = { "Generate TPoX documents (Security, CustAcc, FIXML Order), valid against the kit's schemas.",
                "Five orders per customer, 1-5 accounts per customer, one security per real symbol (at most 20,833).",
                "Prints the id ranges (every id in a range exists) and the throughput." },
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = { "0:documents written", "2:bad input" })
class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    KitOption kitOption;

    @Option(names = "--customers", required = true, paramLabel = "<n>", description = "Scale: number of customers (CustAcc documents).")
    long customers;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "<s>", description = "Random seed; same seed and scale give identical documents (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--securities", paramLabel = "<n>", description = "Number of securities (default: as many as customers, at most 20,833).")
    Integer securities;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "<folder>", description = "Output folder; gets security/, custacc/ and order/.")
    Path output;

    @Option(names = "--batch-files", description = "Write TPoX batch files (one document per line) instead of one file per document.")
    boolean batchFiles;

    @Option(names = "--docs-per-file", defaultValue = "1000", paramLabel = "<n>", description = "Documents per batch file (default: ${DEFAULT-VALUE}).")
    int docsPerFile;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "<n>", description = "Generator threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (Files.exists(output) && !Files.isDirectory(output)) {
            throw new BadInputException("Output is a file, not a folder: " + output);
        }
        if (threads < 1 || docsPerFile < 1) {
            throw new BadInputException("--threads and --docs-per-file must be at least 1");
        }
        ValueLists lists = ValueLists.load(kitOption.kit());
        GeneratorSettings settings = GeneratorSettings.forCustomers(customers, seed, lists.symbolCount())
                .withLayout(batchFiles ? Layout.ONE_LINE : Layout.INDENTED);
        if (securities != null) {
            settings = settings.withSecurities(securities);
        }
        TpoxGenerator generator = new TpoxGenerator(lists, settings);
        LongAdder bytes = new LongAdder();
        LongAdder documents = new LongAdder();
        long start = System.nanoTime();
        if (batchFiles) {
            try (BatchFileWriter writer = new BatchFileWriter(output, docsPerFile)) {
                generator.generate(threads, counting(writer, bytes, documents));
                printBatchFiles(out, writer);
            }
        } else {
            generator.generate(threads, counting(new FolderWriter(output), bytes, documents));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        printRanges(out, generator.idRanges());
        out.printf(Locale.ROOT, "%,d documents, %.1f MB written to %s in %.2f s: %.1f MB/s (%,.0f documents/s)%n",
                documents.sum(), bytes.sum() / 1e6, output, seconds, bytes.sum() / 1e6 / seconds, documents.sum() / seconds);
        out.flush();
        return XwbCommand.OK;
    }

    private static DocumentSink counting(DocumentSink sink, LongAdder bytes, LongAdder documents) {
        return document -> {
            sink.accept(document);
            bytes.add(document.content().length);
            documents.increment();
        };
    }

    private static void printRanges(PrintWriter out, IdRanges ranges) {
        out.println("id ranges (first..last, all ids in between exist):");
        out.println("  customers  " + ranges.customers());
        out.println("  accounts   " + ranges.accounts());
        out.println("  orders     " + ranges.orders());
        out.println("  securities " + ranges.securities());
    }

    private void printBatchFiles(PrintWriter out, BatchFileWriter writer) {
        for (DocumentKind kind : DocumentKind.values()) {
            out.printf("batch files %-9s %s/%s/%s1..%d%s (%d documents per file)%n", kind.collection(), output,
                    kind.collection(), BatchFileWriter.FILE_PREFIX, writer.fileCount(kind), BatchFileWriter.FILE_POSTFIX,
                    docsPerFile);
        }
    }
}
