package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;

/**
 * The navigator's context menu acts on its selection: New > Folder in the selected folder, a
 * name that exists refused in the dialog before anything is created.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NavigatorMenuTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Path documents = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS);

    @Test
    void newFolderFromTheContextMenuGoesIntoTheSelectedFolder() throws Exception {
        String name = "batch-" + System.nanoTime();
        bot.shell(MainWindow.TITLE).activate();
        // a right-click activates the navigator: commands then see its selection
        bot.cTabItem("Workspace").activate();
        SWTBotTree tree = bot.treeWithId(NavigatorPart.TREE_ID);
        tree.select("documents");
        tree.contextMenu("New", "Folder...").click();

        SWTBotShell dialog = bot.shell("New Folder").activate();
        dialog.bot().text().setText("..");
        assertFalse(dialog.bot().button("OK").isEnabled(), "'..' is refused");
        dialog.bot().text().setText(name);
        dialog.bot().button("OK").click();

        Path created = documents.resolve(name);
        bot.waitUntil(Conditions.of("the folder on disk", () -> Files.isDirectory(created)));
        bot.waitUntil(Conditions.of("the folder in the navigator",
                () -> tree.expandNode("documents").children().contains(name)));

        tree.select("documents");
        tree.contextMenu("New", "Folder...").click();
        SWTBotShell again = bot.shell("New Folder").activate();
        again.bot().text().setText(name);
        assertFalse(again.bot().button("OK").isEnabled(), "an existing name is refused");
        again.bot().button("Cancel").click();
        bot.waitUntil(Conditions.of("the dialog closed", () -> bot.shells().stream()
                .noneMatch(shell -> shell.getText().equals("New Folder"))));
        try (var entries = Files.list(documents)) {
            assertEquals(1, entries.filter(p -> p.getFileName().toString().equals(name)).count());
        }
        assertTrue(Files.isDirectory(created));
    }
}
