package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;

/**
 * The navigator as a place to work in: the kit's schemas, documents and statement files in the
 * workspace; Open, Copy and Paste (undone into the trash), documents dropped into a collection's
 * folder (undone back), Show in File Manager's path on the clipboard, and Rename refusing a name
 * that is taken.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NavigatorFilesTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final Path documents = workspace.folder(Workspace.Folder.DOCUMENTS);
    private final Path samples = documents.resolve("tpox").resolve("samples");

    @Test
    void theKitsFilesAreInTheWorkspaceAndFilesAreOpenedCopiedPastedDroppedAndPutBack() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Add TPoX Sample Workloads").click(); // what a new workspace starts with, where missing
        assertTrue(Files.isRegularFile(workspace.folder(Workspace.Folder.SCHEMAS).resolve("tpox/fixml-4-4/fixml-main-4-4.xsd")));
        assertTrue(Files.isRegularFile(samples.resolve("order123.xml")));
        assertTrue(Files.isRegularFile(workspace.folder(Workspace.Folder.STATEMENTS).resolve("tpox/get_order.db2.sql")));

        SWTBotTree tree = bot.treeWithId(NavigatorPart.TREE_ID);
        bot.menu("File", "Refresh Workspace").click();
        tree.setFocus();
        tree.select("statements", "tpox", "get_order.postgresql.sql");
        tree.contextMenu("Open").click();
        bot.waitUntil(Conditions.of("the statement file open", () -> bot.hasCTabItem("get_order.postgresql.sql")));

        String folderName = "collection-" + Long.toString(System.nanoTime(), 36);
        Path collectionFolder = Files.createDirectories(documents.resolve(folderName));
        bot.menu("File", "Refresh Workspace").click();
        tree.setFocus();
        tree.select("documents", "tpox", "samples", "order123.xml");
        tree.contextMenu("Copy").click();
        tree.select("documents", folderName);
        tree.contextMenu("Paste").click();
        Path pasted = collectionFolder.resolve("order123.xml");
        bot.waitUntil(Conditions.of("the copy", () -> Files.isRegularFile(pasted)));
        assertTrue(Files.isRegularFile(samples.resolve("order123.xml")), "a copy: the original stays");
        tree.select("documents", folderName);
        tree.contextMenu("Paste").click();
        bot.waitUntil(Conditions.of("a second copy with a new name", () -> Files.isRegularFile(
                collectionFolder.resolve("order123-copy.xml"))));
        tree.setFocus();
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("the second paste undone", () -> !Files.exists(collectionFolder.resolve("order123-copy.xml"))));

        // a document dragged from the samples onto the collection's folder (the tree's drop does this)
        NavigatorPart navigator = (NavigatorPart) UIThread.syncExec(() -> AppContext.get(EPartService.class)
                .findPart("org.xwb.ui.part.navigator").getObject());
        Path dragged = samples.resolve("order654.xml");
        List<Path> dropped = UIThread.syncExec(() -> navigator.drop().perform(List.of(dragged), collectionFolder, false));
        assertEquals(List.of(collectionFolder.resolve("order654.xml")), dropped);
        assertFalse(Files.exists(dragged), "moved, inside the workspace");
        bot.waitUntil(Conditions.of("in the navigator", () -> tree.expandNode("documents", folderName).children()
                .containsAll(List.of("order123.xml", "order654.xml"))));
        tree.setFocus();
        bot.menu("Edit", "Undo").click();
        bot.waitUntil(Conditions.of("the move undone", () -> Files.isRegularFile(dragged)));

        tree.select("documents", folderName, "order123.xml");
        tree.contextMenu("Show in File Manager").click();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the path in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().startsWith(pasted.toString()))));
        assertEquals(pasted.toString(), UIThread.syncExec(() -> {
            Clipboard clipboard = new Clipboard(UIThread.display());
            try {
                return (String) clipboard.getContents(TextTransfer.getInstance());
            } finally {
                clipboard.dispose();
            }
        }), "the path on the clipboard");

        Files.writeString(collectionFolder.resolve("taken.xml"), "<a/>");
        bot.menu("File", "Refresh Workspace").click();
        tree.setFocus();
        tree.select("documents", folderName, "order123.xml");
        tree.contextMenu("Rename...").click();
        SWTBotShell rename = bot.shell("Rename").activate();
        rename.bot().text().setText("taken.xml");
        assertFalse(rename.bot().button("OK").isEnabled(), "a name that is taken is refused");
        rename.bot().button("Cancel").click();
        assertTrue(Files.isRegularFile(pasted));
    }
}
