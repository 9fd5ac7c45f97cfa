package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.IndexBuildListener.IndexBuilt;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;

/** Stop while the TPoX database's XML indexes are built (the dashboard's Stop, xwb demo's Ctrl-C). */
class TpoxDatabaseIndexStopTest {

    @Test
    void stopAfterTheFirstIndexEndsThePreparationInTheIndexStep() throws Exception {
        Path root = Files.createTempDirectory("xwb-kit-index-stop");
        Workspace workspace = new Workspace(root).ensureLayout();
        List<IndexBuilt> built = new CopyOnWriteArrayList<>();
        List<TpoxDatabase.Step> steps = new CopyOnWriteArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        try (Target target = TargetKinds.open(ProfileStore.defaultEmbedded(), workspace)) {
            TpoxDatabase.StoppedException stopped = assertThrows(TpoxDatabase.StoppedException.class,
                    () -> new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, new TpoxScale(50, 20, 3),
                            LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                                @Override
                                public void step(TpoxDatabase.Step step, String detail) {
                                    steps.add(step);
                                }

                                @Override
                                public void indexBuilt(IndexBuilt index) {
                                    built.add(index);
                                    stop.set(true);
                                }
                            }, stop::get));

            assertTrue(stopped.getMessage().startsWith("Stopped while creating XML indexes"), stopped.getMessage());
            assertEquals(TpoxDatabase.Step.INDEXES, steps.get(steps.size() - 1), "no step after the indexes: " + steps);
            int cores = Runtime.getRuntime().availableProcessors();
            assertTrue(!built.isEmpty() && built.size() <= cores, "only the builds running at the stop finished: " + built);
            assertTrue(built.get(0).total() == 24, "the kit's 24 XML indexes: " + built.get(0));
        } finally {
            TemporaryFolders.delete(root);
        }
    }
}
