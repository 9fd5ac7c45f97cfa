package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.RunSettings;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.preferences.PreferencesDialog;
import org.xwb.ui.preferences.XwbPreferences;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Window > Preferences: run settings changed in the dialog are a newly opened dashboard's defaults
 * for a workload that states none; the TPoX mix states users, duration and ramp-up, which win; the
 * latency axis starts logarithmic; the dialog shows the workspace's location.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PreferencesTest {

    private static final String DASHBOARD = "org.xwb.ui.part.runDashboard";

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void runDefaultsFromTheDialogShowInANewlyOpenedDashboard() throws Exception {
        bot.shell(MainWindowTest.MAIN_WINDOW).activate();
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
            assertEquals(new XwbPreferences(users, 45, 3, true), XwbPreferences.load(), "stored");

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
