package org.xwb.kit.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.Sweep;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.TargetChoice;
import org.xwb.xml.TpoxKit;

/**
 * A sweep whose database is rebuilt per point (issue 16: "database rebuilt per point or kept"), on
 * the embedded PostgreSQL with the kit's insert-only workload: after the sweep the tables hold the
 * freshly built database plus what the last point inserted, not what every point inserted.
 */
class SweepRebuildTest {

    @Test
    void everyPointRunsOnAFreshDatabase(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        RunRequest request = new RunRequest(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.INSERT_ONLY),
                ProfileStore.EMBEDDED, 1, 2, 0, 0, 0, 7, 50);
        AtomicInteger builds = new AtomicInteger();
        AtomicReference<TpoxDatabase.Prepared> last = new AtomicReference<>();
        try (RunSession session = new RunSession(workspace)) {
            Sweep sweep = session.sweep(request, List.of(1, 2), true, new RunSession.Progress() {
                @Override
                public void prepared(TpoxDatabase.Prepared prepared) {
                    builds.incrementAndGet();
                    last.set(prepared);
                }
            }, new RunListener() {
            });

            List<RunSummary> points = sweep.points();
            assertEquals(2, points.size());
            assertEquals(2, builds.get(), "a database built for each point");
            for (RunSummary point : points) {
                assertTrue(point.total().documents() > 0, "each point inserts documents: " + point.total());
            }
            long built = last.get().loads().stream().mapToLong(LoadReport::documents).sum();
            Target target = session.target(TargetChoice.of(ProfileStore.EMBEDDED));
            long stored = count(target, "security") + count(target, "custacc") + count(target, "orders");
            long first = points.get(0).total().documents();
            long second = points.get(1).total().documents();
            // the counted inserts are committed; an insert in flight as a point ends may be stored uncounted
            assertTrue(stored >= built + second && stored < built + first + second,
                    "the fresh database and the last point's inserts, not the first point's: " + stored + " stored, "
                            + built + " built, points inserted " + first + " and " + second);
            assertTrue(Files.isRegularFile(sweep.folder().resolve(Sweep.CSV)));
        }
    }

    private static long count(Target target, String table) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
