package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.ErrorLogGuard;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * The error-log guard every UI test runs under ({@link ScreenshotOnFailure}) catches an exception
 * nobody handled, and XML Indexes > Add index no longer is one.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NoInternalErrorsTest {

    private static final String INDEX = "org.xwb.ui.workloadEditor.index.";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    /** A deliberate exception in a UI runnable: e4 reports it (log and Internal Error dialog), the guard fails the test. */
    @Test
    void theGuardReportsADeliberateExceptionOfTheUserInterface() {
        UIThread.display().asyncExec(() -> {
            throw new IllegalStateException("deliberate exception of NoInternalErrorsTest");
        });
        bot.waitUntil(Conditions.of("the exception in the workbench's log", () -> ErrorLogGuard.reported().stream()
                .anyMatch(report -> report.contains("deliberate exception of NoInternalErrorsTest"))));

        AssertionError failure = assertThrows(AssertionError.class, ErrorLogGuard::verify,
                "a test during which this happened fails");
        assertTrue(failure.getMessage().contains("deliberate exception of NoInternalErrorsTest"), failure.getMessage());
        assertTrue(failure.getMessage().contains("IllegalStateException"), "with the stack trace: " + failure.getMessage());
        assertEquals(java.util.List.of(), ErrorLogGuard.closeInternalErrorDialogs(), "the guard closed e4's dialog");
        assertEquals(java.util.List.of(), ErrorLogGuard.reported(), "and starts the next test clean");
    }

    /** Add index used to raise NullPointerException ("path" is null) in the DDL preview, logged twice. */
    @Test
    void addIndexShowsThatTheNewIndexNeedsAPathInsteadOfAnInternalError() throws Exception {
        String name = "add-index-test.xwl";
        Path file = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS).resolve(name);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                StandardCopyOption.REPLACE_EXISTING);
        int before = WorkloadFiles.load(file).getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum();
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", name).doubleClick();
        bot.cTabItem(name).activate();
        bot.cTabItem("XML Indexes").activate();
        int rows = bot.tableWithId("org.xwb.ui.workloadEditor.indexes").rowCount();

        bot.buttonWithId(INDEX + "addIndex").click();

        bot.waitUntil(Conditions.of("a new row", () -> bot.tableWithId("org.xwb.ui.workloadEditor.indexes").rowCount() == rows + 1));
        bot.waitUntil(Conditions.of("the preview says a path is missing",
                () -> bot.textWithId(INDEX + "ddl.postgresql").getText().contains("no path yet")));
        assertTrue(bot.textWithId(INDEX + "ddl.db2").getText().contains("no path yet"), bot.textWithId(INDEX + "ddl.db2").getText());
        assertEquals(java.util.List.of(), ErrorLogGuard.reported(), "no internal error");

        bot.textWithId(INDEX + "path").setText("/o:FIXML/o:Order/@ID").pressEnter();
        bot.waitUntil(Conditions.of("the DDL once the path is there",
                () -> bot.textWithId(INDEX + "ddl.postgresql").getText().startsWith("CREATE INDEX IF NOT EXISTS")));
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved", () -> !bot.hasCTabItem("*" + name)));
        assertEquals(before + 1, WorkloadFiles.load(file).getCollections().stream().mapToInt(c -> c.getIndexes().size()).sum());
    }
}
