package org.xwb.cli;

import org.xwb.core.target.LoadOptions;

import picocli.CommandLine.Option;

/** The insert knobs of seed 004, the same for {@code xwb load} and {@code xwb populate}. */
final class LoadKnobs {

    enum IndexTiming {
        before, after
    }

    @Option(names = "--batch", defaultValue = "100", paramLabel = "N", description = "Documents per JDBC batch (default ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = "--commit", defaultValue = "1000", paramLabel = "N", description = "Documents per commit (default ${DEFAULT-VALUE}).")
    int commit;

    @Option(names = "--loaders", defaultValue = "2", paramLabel = "N", description = "Parallel loader connections (default ${DEFAULT-VALUE}).")
    int loaders;

    @Option(names = "--indexes", defaultValue = "before", paramLabel = "before|after",
            description = "Create the XML indexes before the documents are loaded or after them (default ${DEFAULT-VALUE}).")
    IndexTiming indexes;

    /** @throws IllegalArgumentException naming a knob out of range */
    LoadOptions options(boolean strict) {
        return new LoadOptions(batch, commit, loaders, strict);
    }

    boolean indexesAfter() {
        return indexes == IndexTiming.after;
    }
}
