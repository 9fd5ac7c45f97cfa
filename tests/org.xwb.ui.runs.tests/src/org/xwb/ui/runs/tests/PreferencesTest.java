package org.xwb.ui.runs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.RunSettings;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.embedded.PortRange;
import org.xwb.ui.preferences.PreferencesDialog;
import org.xwb.ui.preferences.XwbPreferences;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotText;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Window > Preferences: run settings changed in the dialog are a newly opened dashboard's defaults
 * for a workload that states none; the TPoX mix states users, duration and ramp-up, which win; the
 * latency axis starts logarithmic; the dialog shows the workspace's location. File > Preferences
 * opens the same dialog: a port range set there (checked as typed) is where the next embedded
 * PostgreSQL listens; the chart interval set there is a new dashboard's run interval unless the
 * workload states its own.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PreferencesTest {

    private static final String DASHBOARD = "org.xwb.ui.part.runDashboard";

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void runDefaultsFromTheDialogShowInANewlyOpenedDashboard() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        int users = XwbPreferences.load().users() == 7 ? 9 : 7; // not what the dashboard shows already
        try {
            bot.menu("Window", "Preferences...").click();
            SWTBotShell dialog = bot.shell(PreferencesDialog.TITLE);
            SWTBot in = dialog.bot();
            assertEquals(AppContext.get(Workspace.class).root().toString(), in.textWithId(PreferencesDialog.WORKSPACE_ID).getText());
            in.spinnerWithId(PreferencesDialog.USERS_ID).setSelection(users);
            in.spinnerWithId(PreferencesDialog.DURATION_ID).setSelection(45);
            in.spinnerWithId(PreferencesDialog.RAMP_UP_ID).setSelection(3);
            if (!in.buttonWithId(PreferencesDialog.LOG_LATENCY_ID).isChecked()) {
                in.buttonWithId(PreferencesDialog.LOG_LATENCY_ID).click();
            }
            Screenshots.capture(Screenshots.folder().resolve("preferences.png"));
            in.button("OK").click();
            bot.waitUntil(Conditions.shellCloses(dialog));
            assertEquals(new XwbPreferences(users, 45, 3, true, XwbPreferences.DEFAULTS.chartIntervalSeconds(), ""),
                    XwbPreferences.load(), "stored");

            Path plain = withoutRunSettings();
            reopenDashboard();
            DashboardBot dashboard = DashboardBot.open(bot);
            assertTrue(bot.buttonWithId(RunDashboardPart.LOG_SCALE_ID).isChecked(), "the latency axis starts logarithmic");
            dashboard.chooseWorkload(plain.getFileName().toString());
            assertEquals(users, bot.spinnerWithId(RunDashboardPart.USERS_ID).getSelection(), "users from the preferences");
            assertEquals(45, bot.spinnerWithId(RunDashboardPart.DURATION_ID).getSelection(), "duration from the preferences");
            assertEquals(3, bot.spinnerWithId(RunDashboardPart.RAMP_UP_ID).getSelection(), "ramp-up from the preferences");
            Screenshots.capture(Screenshots.folder().resolve("preferences-dashboard.png"));

            RunSettings mix = WorkloadFiles.load(KitWorkloads.folder(AppContext.get(Workspace.class)).resolve("tpox-mixed.xwl"))
                    .getRunSettings();
            dashboard.chooseWorkload("tpox-mixed.xwl");
            assertEquals((int) mix.getUsers().get(0), bot.spinnerWithId(RunDashboardPart.USERS_ID).getSelection(), "the mix's users win");
            assertEquals((int) Math.round(mix.getDurationSeconds()), bot.spinnerWithId(RunDashboardPart.DURATION_ID).getSelection(),
                    "the mix's duration wins");
        } finally {
            XwbPreferences.DEFAULTS.save();
            Path plain = AppContext.get(Workspace.class).folder(Workspace.Folder.WORKLOADS).resolve("preferences-test");
            Files.deleteIfExists(plain.resolve("no-run-settings.xwl"));
            Files.deleteIfExists(plain);
            reopenDashboard();
        }
    }

    @Test
    void aPortRangeFromFilePreferencesIsWhereTheNextEmbeddedServerListens() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        Path root = Files.createTempDirectory("xwb-preferences-ports-");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            bot.menu("File", "Preferences...").click();
            SWTBotShell dialog = bot.shell(PreferencesDialog.TITLE);
            SWTBot in = dialog.bot();
            SWTBotText ports = in.textWithId(PreferencesDialog.EMBEDDED_PORTS_ID);
            assertEquals("", ports.getText(), "none set: any free port, as before");
            ports.setText("80-90");
            assertEquals("Port range: ports must be from 1024 to 65535, not 80-90", problem(in));
            assertFalse(in.button("OK").isEnabled(), "no OK with a wrong range");
            ports.setText("20000-10000");
            assertEquals("Port range: the first port 20000 is above the last 10000", problem(in));
            ports.setText("15432-x");
            assertEquals("Port range: '15432-x' is not a port range such as 15432-15532: 'x' is not a whole number", problem(in));
            Screenshots.capture(Screenshots.folder().resolve("preferences-server-invalid.png"));

            // from a port another program holds: the server must skip it
            int from = Math.min(taken.getLocalPort(), PortRange.HIGHEST - 40);
            String range = from + "-" + (from + 40);
            ports.setText(range);
            assertEquals("", problem(in));
            assertTrue(in.button("OK").isEnabled());
            in.spinnerWithId(PreferencesDialog.CHART_INTERVAL_ID).setSelection(2);
            Screenshots.capture(Screenshots.folder().resolve("preferences-server.png"));
            in.button("OK").click();
            bot.waitUntil(Conditions.shellCloses(dialog));
            assertEquals(range, XwbPreferences.load().embeddedPorts(), "stored");

            // the next embedded server (of another folder: the workspace's runs already) listens in the range
            try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(new EmbeddedLayout(root, EmbeddedLayout.defaultBinaries()))) {
                assertTrue(lease.port() >= from && lease.port() <= from + 40, lease.port() + " in " + range);
                assertNotEquals(taken.getLocalPort(), lease.port(), "not the port another program holds");
            }
        } finally {
            XwbPreferences.DEFAULTS.save();
            XwbPreferences.DEFAULTS.applyToEmbeddedServer();
            deleteTree(root);
        }
    }

    @Test
    void theChartIntervalFromThePreferencesIsANewDashboardsUnlessTheWorkloadStatesOne() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        Workspace workspace = AppContext.get(Workspace.class);
        Path folder = workspace.folder(Workspace.Folder.WORKLOADS).resolve("preferences-test");
        Path plain = folder.resolve("interval-unset.xwl");
        Path own = folder.resolve("interval-own.xwl");
        try {
            bot.menu("Window", "Preferences...").click();
            SWTBotShell dialog = bot.shell(PreferencesDialog.TITLE);
            dialog.bot().spinnerWithId(PreferencesDialog.CHART_INTERVAL_ID).setSelection(2);
            dialog.bot().button("OK").click();
            bot.waitUntil(Conditions.shellCloses(dialog));
            assertEquals(2, XwbPreferences.load().chartIntervalSeconds(), "stored");

            Files.createDirectories(folder);
            Files.writeString(plain, selectOne("interval unset", ""), StandardCharsets.UTF_8);
            Files.writeString(own, selectOne("interval of its own", "<run interval=\"3\"/>"), StandardCharsets.UTF_8);
            reopenDashboard();
            DashboardBot dashboard = DashboardBot.open(bot);
            dashboard.chooseWorkload(plain.getFileName().toString());
            dashboard.users(1).duration(4).rampUp(0).start();
            Path first = DashboardBot.folderOf(dashboard.waitForSummary("completed", 120_000));
            assertEquals(2.0, intervalOf(first), "the preferences' interval");

            dashboard.chooseWorkload(own.getFileName().toString());
            dashboard.users(1).duration(4).rampUp(0).start();
            bot.waitUntil(Conditions.of("the second run completed", () -> dashboard.summary().startsWith("completed")
                    && !DashboardBot.folderOf(dashboard.summary()).equals(first)), 120_000);
            assertEquals(3.0, intervalOf(DashboardBot.folderOf(dashboard.summary())), "the workload's own interval wins");
        } finally {
            XwbPreferences.DEFAULTS.save();
            Files.deleteIfExists(plain);
            Files.deleteIfExists(own);
            Files.deleteIfExists(folder);
            reopenDashboard();
        }
    }

    private static String problem(SWTBot in) {
        return in.labelWithId(PreferencesDialog.PROBLEM_ID).getText();
    }

    /** A workload of one {@code SELECT} on PostgreSQL, with {@code run} as its run settings. */
    private static String selectOne(String name, String run) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="%s">
                  <dialect>postgresql</dialect>
                  <transaction id="pick" weight="100">
                    <statement dialect="postgresql"><text>SELECT ?::int + 1</text></statement>
                    <parameter type="INTEGER"><uniformInt min="1" max="1000"/></parameter>
                  </transaction>
                  %s
                </workload>
                """.formatted(name, run);
    }

    /** The statistics interval a run's run.json records. */
    private static double intervalOf(Path runFolder) throws Exception {
        String json = Files.readString(runFolder.resolve("run.json"), StandardCharsets.UTF_8);
        Matcher interval = Pattern.compile("\"interval_seconds\"\\s*:\\s*([0-9.]+)").matcher(json);
        assertTrue(interval.find(), json);
        return Double.parseDouble(interval.group(1));
    }

    private static void deleteTree(Path root) throws Exception {
        if (Files.exists(root)) {
            try (var paths = Files.walk(root)) {
                for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            }
        }
    }

    /** A copy of the TPoX mix without its run settings, in the workspace's workloads/. */
    private static Path withoutRunSettings() throws Exception {
        Workspace workspace = AppContext.get(Workspace.class);
        String mix = Files.readString(KitWorkloads.folder(workspace).resolve("tpox-mixed.xwl"), StandardCharsets.UTF_8);
        String plain = mix.replaceAll("(?s)\\s*<run\\b.*?</run>", "");
        assertTrue(plain.length() < mix.length(), "the mix has run settings to leave out");
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("preferences-test").resolve("no-run-settings.xwl");
        Files.createDirectories(file.getParent());
        Files.writeString(file, plain, StandardCharsets.UTF_8);
        return file;
    }

    /** Closes the dashboard's part and shows it again: a new part reads the preferences. */
    private static void reopenDashboard() {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> {
            MPart dashboard = parts.findPart(DASHBOARD);
            dashboard.setToBeRendered(false);
            parts.showPart(dashboard, PartState.ACTIVATE);
        });
    }
}
