package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.regex.Pattern;

import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.report.charts.ThroughputChart;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.SmallDisk;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.OneValueRuns;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.run.charts.LiveCharts;

/**
 * What the dashboard says when a run cannot start or cannot write its results, in plain words:
 * a target whose server refuses connections (a closed port on 127.0.0.1), a login the server
 * refuses (the embedded server asked for a role without a password; no password is written
 * anywhere), and a result folder whose disk fills up mid-run (a 1 MB tmpfs over the workspace's
 * runs/, which needs root: skipped with the reason elsewhere). Each names the target or folder
 * and what to do, shows no Java class name and no error dialog; the failed run keeps what it
 * measured.
 */
@ExtendWith(ScreenshotOnFailure.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // the disk-full run first: a refusal after it must not show its folder
class DashboardErrorsTest {

    /** A Java class name as a stack trace or a toString() shows it. */
    private static final Pattern CLASS_NAME = Pattern.compile("\\b(java|javax|org|com|io)\\.[a-z]+\\.|Exception\\b");

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);
    private SmallDisk disk;
    /** Problems' lines from this test on are checked (a line's time has no date: near midnight fewer are). */
    private final LocalTime started = LocalTime.now().truncatedTo(ChronoUnit.SECONDS);

    @AfterEach
    void restore() throws Exception {
        if (disk != null) {
            disk.close();
        }
        DashboardBot.open(bot);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(ProfileStore.EMBEDDED); // the default for other tests
        ProfileStore store = new ProfileStore(workspace);
        TargetProfiles profiles = store.load();
        if (profiles.getProfiles().removeIf(p -> p.getName().endsWith("-" + stamp))) {
            store.save(profiles);
        }
        Files.deleteIfExists(workspace.folder(Workspace.Folder.WORKLOADS).resolve("disk-full-" + stamp + ".xwl"));
    }

    @Test
    void aServerThatRefusesConnectionsIsNamedWithWhatToCheck() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort(); // closed again before the run: nothing listens there
        }
        String profile = addProfile("closed-" + stamp, closed, "tpoxdb", "tpox");

        String summary = runOn(profile);

        assertTrue(summary.startsWith("The run did not start: Cannot connect to PostgreSQL at jdbc:postgresql://127.0.0.1:"
                + closed + "/tpoxdb as tpox: Connection to 127.0.0.1:" + closed + " refused. Check that the hostname and "
                + "port are correct"), summary);
        assertPlain(summary);
        Screenshots.capture(Screenshots.folder().resolve("dashboard-error.png"));
    }

    @Test
    void aLoginTheServerRefusesSaysWhereThePasswordGoes() throws Exception {
        try (EmbeddedServer.Lease server = EmbeddedServer.acquire(EmbeddedLayout.of(workspace))) {
            String profile = addProfile("login-" + stamp, server.port(), EmbeddedServer.DATABASE, "xwb_no_such_role");

            String summary = runOn(profile);

            assertTrue(summary.startsWith("The run did not start: Cannot connect to PostgreSQL at jdbc:postgresql://127.0.0.1:"
                    + server.port() + "/" + EmbeddedServer.DATABASE + " as xwb_no_such_role: "), summary);
            assertTrue(summary.contains("; check the user and password of target " + profile + " (the workbench's Targets "
                    + "part, or the environment variable XWB_PASSWORD_LOGIN_" + stamp.toUpperCase(java.util.Locale.ROOT) + " or PGPASSWORD)"),
                    summary);
            assertPlain(summary);
        }
    }

    @Test
    @Order(1)
    void aFullResultDiskEndsTheRunWithPlainWordsAndKeepsWhatItWrote() throws Exception {
        Path runs = workspace.folder(Workspace.Folder.RUNS);
        disk = SmallDisk.mount(runs, "xwb-dashboard-full");
        assumeTrue(disk != null, SmallDisk.NEEDS_ROOT);
        String workload = "disk-full-" + stamp + ".xwl";
        OneValueRuns.write(workspace, workload, "disk full", 0.25); // 40 intervals in 10 s, not 40 s
        DashboardBot dashboard = OneValueRuns.start(bot, workload, 1);
        LiveChartCanvas throughput = bot.widgetWithId(LiveChartCanvas.class, LiveCharts.widgetId(ThroughputChart.NAME));
        bot.waitUntil(Conditions.of("two intervals measured", () -> intervals(throughput) >= 2), 600_000);

        disk.fill();
        int filledAt = intervals(throughput);
        // more than a page of each result file, whose last page may have had room left
        bot.waitUntil(Conditions.of("40 more intervals after the disk filled", () -> intervals(throughput) >= filledAt + 40),
                600_000);
        dashboard.stop();
        bot.waitUntil(Conditions.of("the run's end", () -> dashboard.summary().startsWith("failed")
                || dashboard.summary().startsWith("The run failed")), 120_000);
        String summary = dashboard.summary();

        assertTrue(summary.contains("the result folder was not written completely")
                && summary.contains("no space left on the disk; free some space or choose another folder"), summary);
        assertPlain(summary);
        Path folder = DashboardBot.folderOf(summary);
        assertTrue(folder.startsWith(runs), folder.toString());
        assertTrue(Files.isRegularFile(folder.resolve("workload.xwl")), "written before the disk filled");
        List<String> measured = Files.readAllLines(folder.resolve("intervals.csv"));
        assertTrue(measured.size() >= 3, "the header and the intervals written before the disk filled: " + measured.size());
        Screenshots.capture(Screenshots.folder().resolve("dashboard-disk-full.png"));
    }

    /** Starts a run of the kit's query-only workload on {@code profile} and waits for its end. */
    private String runOn(String profile) {
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Workspace").activate(); // the dashboard reads the profiles again when it is activated
        DashboardBot dashboard = DashboardBot.open(bot);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(profile);
        dashboard.chooseWorkload(KitWorkloads.QUERY_ONLY);
        dashboard.users(1).duration(5).rampUp(0).start(); // fails opening the target, before any database work
        return dashboard.waitForSummary("The run did not start", 120_000);
    }

    private String addProfile(String name, int port, String database, String user) throws IOException {
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName(name);
        profile.setKind("postgresql");
        profile.setHost("127.0.0.1");
        profile.setPort(port);
        profile.setDatabase(database);
        profile.setUser(user);
        ProfileStore store = new ProfileStore(workspace);
        TargetProfiles profiles = store.load();
        profiles.getProfiles().add(profile);
        store.save(profiles);
        return name;
    }

    /**
     * The message in plain words in the summary, the status line and Problems (the run's lines), and
     * no error dialog over the window. Paths are left out of the check: the test workspace lies
     * under org.xwb.ui.tests.
     */
    private void assertPlain(String summary) {
        assertNoClassName(summary);
        assertNoClassName(DashboardBot.open(bot).status());
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        problems.entries().stream().filter(e -> !e.time().isBefore(started)).forEach(e -> assertNoClassName(e.message()));
        List<String> shells = bot.shells().stream().map(SWTBotShell::getText).toList();
        assertEquals(List.of(MainWindow.TITLE), shells, "no dialog over the window");
    }

    private static void assertNoClassName(String text) {
        String words = text.replaceAll("<a>[^<]*</a>", "").replaceAll("\\S*/\\S*", "");
        assertFalse(CLASS_NAME.matcher(words).find(), "no Java class name: " + text);
    }

    /** Intervals the throughput chart has plotted so far. */
    private static int intervals(LiveChartCanvas chart) {
        return chart.read(c -> {
            XYDataset total = c.getXYPlot().getDataset(0);
            return total == null || total.getSeriesCount() == 0 ? 0 : total.getItemCount(0);
        });
    }
}
