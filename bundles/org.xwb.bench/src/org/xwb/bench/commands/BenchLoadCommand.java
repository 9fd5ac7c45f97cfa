package org.xwb.bench.commands;

import java.io.PrintWriter;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.concurrent.Callable;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.xwb.bench.load.BenchReport;
import org.xwb.cli.XwbCommand;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code xwb bench-load}: the start-up and insert benchmarks of the embedded PostgreSQL (seed 004's table). */
@Command(name = "bench-load", mixinStandardHelpOptions = true,
        description = "Benchmark the embedded PostgreSQL: cold and warm start-up, and the load rate for batch sizes "
                + "1..1000, commit intervals 1..1000 and XML indexes before or after (seed 004). Uses a scratch "
                + "workspace (removed at the end), prints Markdown tables and takes several minutes.")
public final class BenchLoadCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--orders", paramLabel = "<folder>", description = "FIXML order documents to copy "
            + "(default: the TPoX samples of the product)")
    Path orders;

    @Option(names = "--docs", defaultValue = "3000", description = "Documents per cell (default ${DEFAULT-VALUE})")
    int docs;

    @Option(names = "--rounds", defaultValue = "3", description = "Rounds over all cells (default ${DEFAULT-VALUE})")
    int rounds;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Path folder = orders != null ? orders : samples();
        Path scratch = Files.createTempDirectory("xwb-bench-");
        out.println(BenchReport.run(folder, scratch, docs, rounds, out));
        out.flush();
        return XwbCommand.OK;
    }

    /** The folder of order documents in the samples bundle, if the product has one. */
    private static Path samples() throws Exception {
        Bundle bundle = Platform.getBundle("org.xwb.samples.tpox");
        Enumeration<URL> found = bundle == null ? null : bundle.findEntries("/", "order*.xml", true);
        if (found == null || !found.hasMoreElements()) {
            throw new IllegalArgumentException("No TPoX order samples found: give --orders <folder of FIXML orders>");
        }
        return Path.of(FileLocator.toFileURL(found.nextElement()).toURI()).getParent();
    }
}
