package org.xwb.bench.xml;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Stream;

import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.FolderWriter;
import org.xwb.xml.generate.GeneratedDocument;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;
import org.xwb.xml.validate.CancellationToken;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.InputFiles;
import org.xwb.xml.validate.ProgressListener;
import org.xwb.xml.validate.SchemaCatalog;
import org.xwb.xml.validate.ValidationJob;
import org.xwb.xml.validate.ValidationReport;

/**
 * Measures the generator (MB/s of valid documents, in memory) and XSD validation of generated
 * FIXML orders (documents/s) beside {@code xmllint --noout --schema} on the same files. Not a
 * test: figures depend on the machine. Each figure is measured several times after a warm-up
 * (at least {@value #WARM_UP_RUNS} runs and {@value #WARM_UP_SECONDS} s, so the JIT has compiled the
 * parser and validator); compared variants run alternately; every figure is reported as all runs
 * and their median, with the machine's load average before and after (other processes skew the
 * figures). Run it as {@code xwb bench-xml} or, outside the
 * product, as a plain Java main class (see {@link #main}).
 */
public final class XmlBenchmark {

    /**
     * @param customers   scale of the generation measurement (documents: customers x ~7)
     * @param orders      FIXML orders validated per run
     * @param repetitions measured runs per figure (after one warm-up run)
     * @param threads     worker threads for the parallel figures
     * @param xmllint     also time xmllint (Debian package libxml2-utils) on the same files
     */
    private static final int WARM_UP_RUNS = 2;
    private static final int WARM_UP_SECONDS = 3;

    public record Settings(long customers, int orders, int repetitions, int threads, boolean xmllint) {
    }

    private final TpoxKit kit;
    private final Settings settings;
    private final PrintWriter out;

    public XmlBenchmark(TpoxKit kit, Settings settings, PrintWriter out) {
        this.kit = kit;
        this.settings = settings;
        this.out = out;
    }

    public void run() throws IOException, InterruptedException {
        out.printf(Locale.ROOT, "XWB XML benchmark, %s, Java %s (%s), %d cores, %s %s%n", LocalDate.now(),
                System.getProperty("java.version"), System.getProperty("java.vm.vendor"),
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"), System.getProperty("os.arch"));
        out.println("Load average before (1, 5, 15 min): " + loadAverage());
        ValueLists lists = ValueLists.load(kit);
        measureGeneration(lists);
        measureValidation(lists);
        out.println("Load average after (1, 5, 15 min): " + loadAverage());
        out.flush();
    }

    private void measureGeneration(ValueLists lists) throws IOException {
        TpoxGenerator generator = new TpoxGenerator(lists,
                GeneratorSettings.forCustomers(settings.customers(), 1, lists.symbolCount()));
        checkValid(generator);
        long documents = 0;
        for (DocumentKind kind : DocumentKind.values()) {
            documents += generator.count(kind);
        }
        out.printf(Locale.ROOT, "Generation in memory, %,d customers = %,d documents (%,d orders, %,d securities):%n",
                settings.customers(), documents, generator.count(DocumentKind.ORDER), generator.count(DocumentKind.SECURITY));
        for (int threads : threadCounts()) {
            double[] runs = new double[settings.repetitions()];
            long bytes = 0;
            WarmUp warmUp = new WarmUp();
            for (int run = 0; run < settings.repetitions();) {
                LongAdder total = new LongAdder();
                long start = System.nanoTime();
                generator.generate(threads, document -> total.add(document.content().length));
                double seconds = (System.nanoTime() - start) / 1e9;
                bytes = total.sum();
                if (warmUp.done()) {
                    runs[run++] = bytes / 1e6 / seconds;
                }
            }
            out.printf(Locale.ROOT, "  %d thread%s: %.1f MB per run, %s%n", threads, threads == 1 ? "" : "s", bytes / 1e6,
                    new Median("MB/s", runs));
            out.flush();
        }
    }

    /** The measured figure counts only valid documents: check the first 1,000 of each kind first. */
    private void checkValid(TpoxGenerator generator) {
        DocumentValidator validator = new DocumentValidator(SchemaCatalog.tpox(kit));
        for (DocumentKind kind : DocumentKind.values()) {
            Iterator<GeneratedDocument> documents = generator.documents(kind);
            for (int i = 0; i < 1000 && documents.hasNext(); i++) {
                GeneratedDocument document = documents.next();
                DocumentResult result = validator.validate(document.fileName(), document.content());
                if (!result.isValid()) {
                    throw new IllegalStateException("Generated document is invalid: " + result.problems().get(0));
                }
            }
        }
        out.println("Checked: the first 1,000 generated documents of each kind are valid.");
    }

    private void measureValidation(ValueLists lists) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("xwb-bench-orders");
        try {
            TpoxGenerator generator = new TpoxGenerator(lists, GeneratorSettings.forCustomers(
                    Math.max(1, settings.orders() / GeneratorSettings.ORDERS_PER_CUSTOMER), 1, lists.symbolCount()));
            FolderWriter writer = new FolderWriter(folder);
            Iterator<GeneratedDocument> orders = generator.documents(DocumentKind.ORDER);
            while (orders.hasNext()) {
                writer.accept(orders.next());
            }
            List<Path> files = InputFiles.expand(List.of(folder.resolve(DocumentKind.ORDER.collection())));
            long bytes = 0;
            for (Path file : files) {
                bytes += Files.size(file);
            }
            out.printf(Locale.ROOT, "XSD validation of %,d generated FIXML orders (%.1f MB, one file each), against fixml-main-4-4.xsd:%n",
                    files.size(), bytes / 1e6);
            long compileStart = System.nanoTime();
            CompiledSchema schema = compile(kit.fixmlSchema());
            out.printf(Locale.ROOT, "  XWB schema compile (41 files, once): %.0f ms%n", (System.nanoTime() - compileStart) / 1e6);
            List<String> names = new ArrayList<>();
            List<Variant> variants = new ArrayList<>();
            for (int threads : threadCounts()) {
                ValidationJob job = new ValidationJob(SchemaCatalog.of(schema), null, threads);
                names.add(String.format(Locale.ROOT, "XWB (JDK XSD validator, warm JVM), %d thread%s", threads,
                        threads == 1 ? "" : "s"));
                variants.add(() -> validate(job, files));
            }
            if (settings.xmllint()) {
                for (int processes : threadCounts()) {
                    names.add(String.format(Locale.ROOT, "xmllint --noout --schema, %d process%s (schema compiled per process)",
                            processes, processes == 1 ? "" : "es"));
                    variants.add(() -> xmllint(files, processes));
                }
            }
            // warm up every variant, then alternate them run by run (A B C D A B C D ...), so a
            // change in the machine's load hits all of them alike
            for (Variant variant : variants) {
                WarmUp warmUp = new WarmUp();
                do {
                    variant.run();
                } while (!warmUp.done());
            }
            double[][] runs = new double[variants.size()][settings.repetitions()];
            for (int run = 0; run < settings.repetitions(); run++) {
                for (int v = 0; v < variants.size(); v++) {
                    runs[v][run] = variants.get(v).run();
                }
            }
            for (int v = 0; v < variants.size(); v++) {
                out.printf(Locale.ROOT, "  %s: %s%n", names.get(v), new Median("docs/s", runs[v]));
            }
            if (settings.xmllint()) {
                int half = variants.size() / 2;
                for (int v = 0; v < half; v++) {
                    double[] ratios = new double[settings.repetitions()];
                    for (int run = 0; run < ratios.length; run++) {
                        ratios[run] = runs[v][run] / runs[v + half][run];
                    }
                    out.printf(Locale.ROOT, "  XWB / xmllint with %d thread(s)/process(es), run by run: median %.2f%n",
                            threadCounts().get(v), new Median("", ratios).value());
                }
            }
            out.flush();
        } finally {
            deleteTree(folder);
        }
    }

    /** One measured run of a compared variant, in documents per second. */
    @FunctionalInterface
    private interface Variant {
        double run() throws IOException, InterruptedException;
    }

    private static double validate(ValidationJob job, List<Path> files) {
        ValidationReport report = job.run(files, ProgressListener.NONE, new CancellationToken());
        if (report.invalidCount() > 0) {
            throw new IllegalStateException("Invalid order in the benchmark set: " + report.problems().get(0));
        }
        return report.documentsPerSecond();
    }

    private double xmllint(List<Path> files, int processes) throws IOException, InterruptedException {
        long start = System.nanoTime();
        List<Process> running = new ArrayList<>();
        for (int p = 0; p < processes; p++) {
            List<String> command = new ArrayList<>(List.of("xmllint", "--noout", "--schema", kit.fixmlSchema().toString()));
            files.subList(files.size() * p / processes, files.size() * (p + 1) / processes)
                    .forEach(f -> command.add(f.toString()));
            running.add(new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start());
        }
        for (Process process : running) {
            if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0) {
                throw new IllegalStateException("xmllint failed or found invalid documents (exit " + process.exitValue() + ")");
            }
        }
        return files.size() / ((System.nanoTime() - start) / 1e9);
    }

    /** Counts warm-up runs: done after {@value #WARM_UP_RUNS} runs and {@value #WARM_UP_SECONDS} s. */
    private static final class WarmUp {
        private final long start = System.nanoTime();
        private int runs;

        boolean done() {
            if (runs >= WARM_UP_RUNS && System.nanoTime() - start >= WARM_UP_SECONDS * 1_000_000_000L) {
                return true;
            }
            runs++;
            return false;
        }
    }

    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private List<Integer> threadCounts() {
        return settings.threads() <= 1 ? List.of(1) : List.of(1, settings.threads());
    }

    private static CompiledSchema compile(Path xsd) {
        try {
            return CompiledSchema.compile(xsd);
        } catch (org.xwb.xml.validate.SchemaCompileException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /**
     * Outside the product: {@code java -cp <org.xwb.xml classes, core classes, Saxon-HE, xmlresolver>
     * org.xwb.xml.bench.XmlBenchmark <kit folder> [customers] [orders] [repetitions] [threads] [xmllint true|false]}.
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: XmlBenchmark <tpox kit folder> [customers=20000] [orders=10000] [repetitions=5] [threads=2] [xmllint=true]");
            System.exit(2);
        }
        Settings settings = new Settings(args.length > 1 ? Long.parseLong(args[1]) : 20_000,
                args.length > 2 ? Integer.parseInt(args[2]) : 10_000, args.length > 3 ? Integer.parseInt(args[3]) : 5,
                args.length > 4 ? Integer.parseInt(args[4]) : 2, args.length <= 5 || Boolean.parseBoolean(args[5]));
        new XmlBenchmark(new TpoxKit(Path.of(args[0])), settings, new PrintWriter(System.out, true)).run();
    }
}
