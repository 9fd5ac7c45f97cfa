package org.xwb.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.xwb.model.Collection;
import org.xwb.model.Workload;

/** Workload files for the load command: reading, and finding a collection by name. */
final class WorkloadFile {

    private WorkloadFile() {
    }

    /** Through the model's hardened reader: every problem with file, line and column. */
    static Workload load(Path file) throws IOException {
        return org.xwb.model.io.WorkloadFiles.load(file);
    }

    static Collection collection(Workload workload, String name, Path file) {
        return workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--collection: the workload " + file + " has no collection '"
                        + name + "' (collections: " + String.join(", ", workload.getCollections().stream()
                                .map(Collection::getName).toList()) + ")"));
    }

}
