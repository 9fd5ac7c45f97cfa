package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.xml.TpoxKit;

/** Stop pressed while a TPoX database is built, on the embedded PostgreSQL. */
class StoppedPreparationTest {

    @Test
    void aStopWhileLoadingEndsThePreparationBeforeTheNextDocumentAndRefitsNoWorkload(@TempDir Path root)
            throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        List<TpoxDatabase.Step> steps = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        TpoxDatabase.Listener listener = new TpoxDatabase.Listener() {
            @Override
            public void step(TpoxDatabase.Step step, String detail) {
                steps.add(step);
                if (step == TpoxDatabase.Step.LOAD && detail.endsWith("custacc documents")) {
                    stop.set(true); // as if the user pressed Stop just as the customers started loading
                }
            }
        };
        try (Target target = TargetKinds.open(ProfileStore.defaultEmbedded(), workspace)) {
            TpoxDatabase.StoppedException stopped = assertThrows(TpoxDatabase.StoppedException.class,
                    () -> new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, new TpoxScale(200, 50, 7),
                            LoadOptions.DEFAULT, listener, stop::get));

            assertTrue(stopped.getMessage().startsWith("Stopped while loading documents: "), stopped.getMessage());
            assertEquals(List.of(TpoxDatabase.Step.GENERATE, TpoxDatabase.Step.SCHEMA, TpoxDatabase.Step.LOAD,
                    TpoxDatabase.Step.LOAD), steps, "no index, statistics, insert documents or workloads after the stop");
            assertEquals(250, count(target, "security"), "the securities loaded before the stop are kept");
            assertEquals(0, count(target, "custacc"), "no customer was loaded after the stop");
        }
        assertFalse(Files.exists(KitWorkloads.folder(workspace).resolve(KitWorkloads.MIXED)),
                "no workload was refitted to a partial database");
    }

    private static long count(Target target, String table) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
