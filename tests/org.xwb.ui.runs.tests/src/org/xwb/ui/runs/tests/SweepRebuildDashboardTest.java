package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.results.Json;
import org.xwb.core.run.Sweep;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotButton;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * The dashboard's sweep with "rebuild per point" (issue 16: "database rebuilt per point or kept"):
 * the kit's insert-only workload at 1 and 2 users on a fresh database of 100 customers rebuilt
 * before each point; afterwards the tables hold those 100 customers and 500 orders plus what the
 * second point inserted, not what the first point inserted too.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SweepRebuildDashboardTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void aSweepWithRebuildPerPointRunsEachPointOnAFreshDatabase() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-insert-only.xwl");
        dashboard.sweep("1,2");
        SWTBotButton rebuild = bot.buttonWithId(RunDashboardPart.SWEEP_REBUILD_ID);
        try {
            if (!rebuild.isChecked()) {
                rebuild.click();
            }
            dashboard.duration(3).rampUp(0).freshDatabase(100).start();
            String summary = dashboard.waitForSummary("sweep completed", 300_000);
            Screenshots.capture(Screenshots.folder().resolve("sweep-rebuild.png"));

            Path sweep = DashboardBot.folderOf(summary);
            List<String> csv = Files.readAllLines(sweep.resolve(Sweep.CSV));
            assertEquals(3, csv.size(), "a line per point: " + csv);
            long first = inserted(sweep.resolveSibling(csv.get(1).split(",")[8]));
            long second = inserted(sweep.resolveSibling(csv.get(2).split(",")[8]));
            assertTrue(first > 0 && second > 0, "both points inserted: " + first + ", " + second);
            long stored;
            try (Target target = TargetKinds.open(ProfileStore.defaultEmbedded(), AppContext.get(Workspace.class))) {
                stored = count(target, "custacc") + count(target, "orders");
            }
            // the counted inserts are committed; one in flight as a point ends may be stored uncounted
            assertTrue(stored >= 600 + second && stored < 600 + first + second, "the fresh 100 customers and 500"
                    + " orders and the second point's inserts only: " + stored + " stored, points inserted " + first
                    + " and " + second);
        } finally {
            bot.cTabItem("Run Dashboard").activate();
            if (rebuild.isChecked()) {
                rebuild.click();
            }
            dashboard.sweep(""); // the next tests run once
        }
    }

    private static long inserted(Path run) throws Exception {
        Map<?, ?> total = (Map<?, ?>) ((Map<?, ?>) Json.parse(Files.readString(run.resolve("summary.json"))))
                .get("total");
        return (Long) total.get("documents");
    }

    private static long count(Target target, String table) throws Exception {
        try (Connection connection = target.connect(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
