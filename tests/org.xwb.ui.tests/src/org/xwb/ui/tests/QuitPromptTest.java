package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.workload.WeightPanel;
import org.xwb.ui.handlers.UnsavedChangesDialog;
import org.xwb.ui.handlers.WorkbenchExit;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.Keys;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * File > Quit, Ctrl+Q and the window's close button ask about unsaved changes, with each answer:
 * Save writes the file, Don't Save leaves it as it was, Cancel keeps the workbench and the edit.
 * The test runtime must survive the quit: {@link WorkbenchExit#holdExitForTests} takes the final
 * exit after the prompt's answer allowed it (recorded here) instead of closing the workbench;
 * everything before it, the prompt, the saving and the answer's effect on the files, is the product's.
 */
@ExtendWith(ScreenshotOnFailure.class)
class QuitPromptTest {

    private static final String FILE = "quit-prompt-test.xwl";
    private static final List<String> exits = new CopyOnWriteArrayList<>();
    private static Path file;
    private static int round;
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @BeforeAll
    static void copyAWorkloadAndHoldTheExit() throws Exception {
        Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);
        file = workloads.resolve(FILE);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                StandardCopyOption.REPLACE_EXISTING);
        AppContext.get(WorkbenchExit.class).holdExitForTests(exits::add);
    }

    @AfterAll
    static void releaseTheExit() {
        AppContext.get(WorkbenchExit.class).holdExitForTests(null);
        SWTBot bot = new SWTBot();
        if (bot.hasCTabItem("*" + FILE)) { // leave no dirty editor to later tests
            bot.cTabItem("*" + FILE).activate();
            bot.menu("File", "Save").click();
            bot.waitUntil(Conditions.of("saved", () -> !bot.hasCTabItem("*" + FILE)));
        }
    }

    @ParameterizedTest(name = "{0}, answer {1}")
    @CsvSource({ "menu, Cancel", "menu, Don't Save", "menu, Save", "Ctrl+Q, Cancel", "Ctrl+Q, Don't Save",
            "Ctrl+Q, Save", "close button, Cancel", "close button, Don't Save", "close button, Save" })
    void quittingWithADirtyWorkloadAsksAndTheAnswerIsHonoured(String trigger, String answer) throws Exception {
        double edited = dirtyTheWorkload();
        double onDiskBefore = weightOnDisk();
        String bytesBefore = Files.readString(file);
        exits.clear();

        switch (trigger) {
        case "menu" -> bot.menu("File", "Quit").click();
        case "Ctrl+Q" -> Keys.ctrl('q');
        default -> UIThread.display().asyncExec(() -> mainShell().close()); // as the window manager's close button
        }
        SWTBotShell prompt = bot.shell(UnsavedChangesDialog.TITLE);
        SWTBotTable parts = prompt.bot().tableWithId(UnsavedChangesDialog.TABLE_ID);
        assertEquals(1, parts.rowCount(), "the dirty workload is listed");
        assertTrue(parts.cell(0, 0).startsWith(FILE), parts.cell(0, 0));
        if (round == 1) {
            Screenshots.capture(Screenshots.folder().resolve("quit-prompt.png"));
        }
        prompt.bot().button(answer).click();
        bot.waitUntil(Conditions.shellCloses(prompt));

        switch (answer) {
        case "Cancel" -> {
            bot.waitUntil(Conditions.of("the editor still dirty", () -> bot.hasCTabItem("*" + FILE)));
            assertEquals(List.of(), exits, "Cancel keeps the workbench open");
            assertEquals(bytesBefore, Files.readString(file), "Cancel writes nothing");
        }
        case "Don't Save" -> {
            bot.waitUntil(Conditions.of("the workbench exits", () -> !exits.isEmpty()));
            assertEquals(bytesBefore, Files.readString(file), "Don't Save writes nothing");
            assertEquals(onDiskBefore, weightOnDisk(), 1e-9);
        }
        default -> {
            bot.waitUntil(Conditions.of("the workbench exits", () -> !exits.isEmpty()));
            assertEquals(edited, weightOnDisk(), 1e-9, "Save wrote the edit before the exit");
            assertTrue(!bot.hasCTabItem("*" + FILE), "the editor is saved");
        }
        }
        if (!answer.equals("Cancel")) {
            assertEquals(List.of(trigger.equals("close button") ? "window closed" : "quit"), exits, "how the workbench was left");
        }
        assertTrue(mainShell() != null, "the workbench is still open in the test runtime");
    }

    /** Opens the workload (once) and drags get_order's weight to a value it did not have; returns it. */
    private double dirtyTheWorkload() throws Exception {
        round++;
        bot.shell(MainWindow.TITLE).activate();
        if (!bot.hasCTabItem(FILE) && !bot.hasCTabItem("*" + FILE)) {
            bot.menu("File", "Refresh Workspace").click();
            bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        }
        bot.cTabItem(bot.hasCTabItem(FILE) ? FILE : "*" + FILE).activate();
        int permille = 150 + 20 * round; // 17.0 %, 19.0 %, ...: a new weight every round
        bot.scaleWithId(WeightPanel.ID_PREFIX + ".scale.0").drag(permille);
        bot.waitUntil(Conditions.of("the editor dirty", () -> bot.hasCTabItem("*" + FILE)));
        return permille / 10.0;
    }

    private static double weightOnDisk() throws Exception {
        return WorkloadFiles.load(file).getTransactions().get(0).getWeight();
    }

    private static Shell mainShell() {
        return UIThread.syncExec(() -> {
            for (Shell shell : UIThread.display().getShells()) {
                if (!shell.isDisposed() && MainWindow.TITLE.equals(shell.getText())) {
                    return shell;
                }
            }
            return null;
        });
    }
}
