package org.xwb.bench.commands;

import java.util.concurrent.Callable;

import org.xwb.bench.xml.XmlBenchmark;
import org.xwb.cli.KitOption;
import org.xwb.cli.XwbCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code xwb bench-xml}: generator MB/s and XSD validation docs/s beside xmllint. */
@Command(name = "bench-xml", mixinStandardHelpOptions = true,
        description = { "Measure the TPoX generator (MB/s of valid documents, in memory) and XSD validation of",
                "generated FIXML orders (docs/s) beside 'xmllint --noout --schema' on the same files.",
                "Each figure: one warm-up run, then the given repetitions; reports every run and the median." })
public final class BenchXmlCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    KitOption kitOption;

    @Option(names = "--customers", defaultValue = "20000", description = "Scale of the generation runs (default: ${DEFAULT-VALUE}).")
    long customers;

    @Option(names = "--orders", defaultValue = "10000", description = "FIXML orders per validation run (default: ${DEFAULT-VALUE}).")
    int orders;

    @Option(names = "--repetitions", defaultValue = "5", description = "Measured runs per figure (default: ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--threads", defaultValue = "2", description = "Threads (and xmllint processes) for the parallel figures (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--no-xmllint", negatable = false, description = "Skip the xmllint comparison.")
    boolean noXmllint;

    @Override
    public Integer call() throws Exception {
        if (customers < 1 || orders < 1 || repetitions < 1 || threads < 1) {
            throw new IllegalArgumentException("all counts must be at least 1");
        }
        XmlBenchmark.Settings settings = new XmlBenchmark.Settings(customers, orders, repetitions, threads, !noXmllint);
        new XmlBenchmark(kitOption.kit(), settings, spec.commandLine().getOut()).run();
        return XwbCommand.OK;
    }
}
