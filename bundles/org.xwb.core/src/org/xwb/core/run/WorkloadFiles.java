package org.xwb.core.run;

import java.nio.file.Path;

import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFileException;

/**
 * The driver's door to workload files: the model's hardened reader and writer
 * ({@link org.xwb.model.io.WorkloadFiles}), with errors turned into the driver's
 * {@link WorkloadException} (exit code 2 on the command line).
 */
public final class WorkloadFiles {

    private WorkloadFiles() {
    }

    /** @throws WorkloadException naming the file, line and column of every problem */
    public static Workload load(Path file) throws WorkloadException {
        try {
            return org.xwb.model.io.WorkloadFiles.load(file);
        } catch (WorkloadFileException e) {
            throw new WorkloadException("Workload file " + e.getMessage(), e);
        }
    }

    /** The workload as .xwl bytes, exactly as a save writes them (for the copy in a run folder). */
    public static byte[] serialize(Workload workload) throws WorkloadFileException {
        return org.xwb.model.io.WorkloadFiles.serialize(workload);
    }
}
