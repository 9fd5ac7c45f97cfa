package org.xwb.targets.testing;

import java.nio.file.Path;

import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.target.Target;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.profiles.ProfileStore;

/**
 * What {@code xwb run} does, in a JVM of its own that a test kills with SIGKILL: opens the
 * workspace's embedded server (default profile), runs a workload file for ten minutes with two
 * users and prints "RUNNING <result folder>".
 *
 * <p>Arguments: workspace root, binaries cache, workload file, runs folder.
 */
public final class KilledRunMain {

    private KilledRunMain() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedLayout layout = new EmbeddedLayout(Path.of(args[0]).resolve(".xwb").resolve("embedded-postgres"),
                Path.of(args[1]));
        Target target = EmbeddedKind.open(ProfileStore.defaultEmbedded(), layout);
        Sql.execute(target, "CREATE TABLE IF NOT EXISTS killed_rows (id bigint PRIMARY KEY, v int NOT NULL)");
        Path file = Path.of(args[2]);
        WorkloadRun run = WorkloadRun.builder(WorkloadFiles.load(file), target).workloadFile(file)
                .config(RunConfig.from(null).users(2).durationSeconds(600).intervalSeconds(0.2).build())
                .runsDirectory(Path.of(args[3])).start();
        System.out.println("RUNNING " + run.folder());
        System.out.flush();
        run.await();
    }
}
