package org.xwb.bench.load;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.core.documents.DocumentFiles;
import org.xwb.targets.embedded.EmbeddedLayout;

/** Runs both benchmarks and writes their tables, with what the reader needs to compare. */
public final class BenchReport {

    private BenchReport() {
    }

    /**
     * @param orders    a folder of FIXML order documents (the TPoX samples)
     * @param workspace scratch workspace; its embedded server is used and the folder removed at the end
     */
    public static String run(Path orders, Path workspace, int docs, int rounds, PrintWriter log)
            throws IOException, SQLException {
        List<byte[]> templates = new ArrayList<>();
        for (Path file : DocumentFiles.inFolder(orders, ".xml")) {
            if (file.getFileName().toString().startsWith("order")) {
                templates.add(Files.readAllBytes(file));
            }
        }
        if (templates.isEmpty()) {
            throw new IllegalArgumentException("No order*.xml documents in " + orders);
        }
        try {
            log.println("Start-up: " + rounds + " rounds of cold, first and warm starts");
            StartupBench.Times startup = StartupBench.run(Files.createDirectories(workspace.resolve("startup")), rounds);
            EmbeddedLayout layout = new EmbeddedLayout(workspace.resolve(".xwb").resolve("embedded-postgres"),
                    workspace.resolve("startup").resolve("binaries-cache"));
            LoadBench bench = new LoadBench(layout, OrderCopies.generate(templates, 1_000_000, docs), log);
            log.printf(Locale.ROOT, "Load: %d cells x %d rounds x %,d documents%n", LoadBench.cells().size(), rounds, docs);
            List<LoadBench.Result> results = bench.run(LoadBench.cells(), rounds);
            double avgBytes = results.get(0).megabytes() * 1e6 / docs;
            return "Date " + LocalDate.now() + "; " + Runtime.getRuntime().availableProcessors() + " cores, "
                    + System.getProperty("os.name") + " " + System.getProperty("os.version") + ", Java "
                    + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")\n\n"
                    + StartupBench.markdown(startup) + "\n"
                    + String.format(Locale.ROOT, "%,d copies of the %d TPoX FIXML sample orders (ids rewritten, %.0f bytes "
                            + "on average) per cell, into a fresh table (id bigint primary key, doc xml).%n%n", docs,
                            templates.size(), avgBytes)
                    + LoadBench.markdown(results, rounds);
        } finally {
            StartupBench.deleteQuietly(workspace);
        }
    }
}
