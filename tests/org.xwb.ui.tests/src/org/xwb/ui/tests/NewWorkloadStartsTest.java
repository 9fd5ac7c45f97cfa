package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.FileSource;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;

/**
 * New Workload's other starting points: a TPoX kit workload into a folder of its own (its value
 * lists still found), a copy of a workload from the navigator's popup into the folder selected
 * (its value list still found), a TPoX 2.x workload file the import can partly read (the file
 * created, each problem in Problems at its file and line), and a file that is no TPoX workload
 * (nothing created).
 */
@ExtendWith(ScreenshotOnFailure.class)
class NewWorkloadStartsTest {

    private static final String ID = "org.xwb.ui.newWorkload.";

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);

    @Test
    void fromTheKitInAFolderOfItsOwn() throws Exception {
        SWTBotShell dialog = open("kit " + stamp, "workloads/kit-" + stamp);
        dialog.bot().buttonWithId(ID + "start.kit").click();
        dialog.bot().comboBoxWithId(ID + "kitWorkload").setSelection("query-only");
        dialog.bot().button("OK").click();
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("kit-" + stamp).resolve("kit-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the file", () -> Files.isRegularFile(file)));
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        Workload workload = WorkloadFiles.load(file);
        assertEquals("kit " + stamp, workload.getName());
        assertEquals(7, workload.getTransactions().size(), "the 7 TPoX queries");
        List<String> lists = workload.getTransactions().stream().flatMap(t -> t.getParameters().stream())
                .filter(m -> m.getSource() instanceof FileSource).map(m -> ((FileSource) m.getSource()).getPath()).toList();
        assertFalse(lists.isEmpty());
        for (String list : lists) {
            assertTrue(Files.isRegularFile(file.getParent().resolve(list)), list + " from " + file.getParent());
        }
        close(file);
    }

    @Test
    void fromTheNavigatorsPopupACopyInTheSelectedFolderStillFindsItsValueList() throws Exception {
        Path workloads = workspace.folder(Workspace.Folder.WORKLOADS);
        Files.writeString(workloads.resolve("symbols-" + stamp + ".txt"), "IBM\nSAP\n");
        String source = "copy-source-" + stamp + ".xwl";
        Files.writeString(workloads.resolve(source), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="copy source">
                  <dialect>postgresql</dialect>
                  <transaction id="by_symbol" weight="100">
                    <statement dialect="postgresql">
                      <text>SELECT ?</text>
                    </statement>
                    <parameter>
                      <file path="symbols-%s.txt"/>
                    </parameter>
                  </transaction>
                </workload>
                """.formatted(stamp));
        String team = "team-" + stamp;
        Files.createDirectories(workloads.resolve(team));
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.cTabItem("Workspace").activate(); // as a right-click does: the navigator's selection is the command's
        SWTBotTree tree = bot.treeWithId(NavigatorPart.TREE_ID);
        tree.select("workloads", team);
        tree.contextMenu("New", "Workload...").click();
        SWTBotShell dialog = bot.shell("New Workload").activate();
        assertEquals("workloads/" + team, dialog.bot().textWithId(ID + "folder").getText(), "the folder selected");
        dialog.bot().textWithId(ID + "name").setText("copy " + stamp);
        dialog.bot().buttonWithId(ID + "start.copy").click();
        dialog.bot().comboBoxWithId(ID + "copyOf").setSelection("workloads/" + source);
        dialog.bot().button("OK").click();

        Path file = workloads.resolve(team).resolve("copy-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the copy", () -> Files.isRegularFile(file)));
        bot.waitUntil(Conditions.of("its editor", () -> bot.hasCTabItem(file.getFileName().toString())));
        Workload copy = WorkloadFiles.load(file);
        assertEquals("copy " + stamp, copy.getName());
        assertEquals(List.of("by_symbol"), copy.getTransactions().stream().map(Transaction::getId).toList());
        String list = ((FileSource) copy.getTransactions().get(0).getParameters().get(0).getSource()).getPath();
        assertEquals(workloads.resolve("symbols-" + stamp + ".txt"), file.getParent().resolve(list).normalize(),
                "the value list found from the copy's folder");
        assertEquals("copy source", WorkloadFiles.load(workloads.resolve(source)).getName(), "the original unchanged");
        close(file);
    }

    @Test
    void fromATpoxFileTheImportPartlyReadsWithItsProblemsLocated() throws Exception {
        Path tpox = Files.createDirectories(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox-import-" + stamp));
        Files.writeString(tpox.resolve("q1.sql"), "SELECT doc FROM orders WHERE id = ?");
        Path description = Files.writeString(tpox.resolve("workload.xml"), """
                <?xml version="1.0"?>
                <workload name="w">
                  <collections><collection name="orders"><ids first="1" last="9"/></collection></collections>
                  <transactions>
                    <transaction name="q1" weight="50"><location>q1.sql</location>
                      <parameters><parameter><ids collection="orders"/></parameter></parameters></transaction>
                    <transaction name="q2" weight="50"><location>missing.sql</location></transaction>
                  </transactions>
                </workload>
                """);
        SWTBotShell dialog = open("imported " + stamp, "workloads");
        dialog.bot().textWithId(ID + "tpoxFile").setText(description.toString());
        dialog.bot().buttonWithId(ID + "start.tpox").click();
        dialog.bot().comboBoxWithId(ID + "dialect").setSelection("postgresql");
        dialog.bot().button("OK").click();
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve("imported-" + stamp + ".xwl");
        bot.waitUntil(Conditions.of("the file, though the import found a problem", () -> Files.isRegularFile(file)));
        Workload workload = WorkloadFiles.load(file);
        assertEquals(List.of("q1"), workload.getTransactions().stream().map(Transaction::getId).toList());
        assertEquals(List.of("postgresql"), workload.getDialects());
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the import's problem at its line", () -> problems.entries().stream()
                .anyMatch(e -> description.equals(e.location().file()) && e.location().line() == 7
                        && e.message().contains("missing.sql"))));
        close(file);
    }

    @Test
    void aFileThatIsNoTpoxWorkloadCreatesNothing() throws Exception {
        Path other = Files.writeString(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("not-tpox-" + stamp + ".xml"),
                "<?xml version=\"1.0\"?>\n<orders/>\n");
        SWTBotShell dialog = open("nothing " + stamp, "workloads");
        dialog.bot().textWithId(ID + "tpoxFile").setText(other.toString());
        dialog.bot().buttonWithId(ID + "start.tpox").click();
        dialog.bot().button("OK").click();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("said in Problems", () -> problems.entries().stream()
                .anyMatch(e -> e.message().startsWith("Nothing to import from " + other))));
        assertFalse(Files.exists(workspace.folder(Workspace.Folder.WORKLOADS).resolve("nothing-" + stamp + ".xwl")));
    }

    private SWTBotShell open(String name, String folder) {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "New", "Workload...").click();
        SWTBotShell dialog = bot.shell("New Workload").activate();
        dialog.bot().textWithId(ID + "name").setText(name);
        dialog.bot().textWithId(ID + "folder").setText(folder);
        return dialog;
    }

    private void close(Path file) {
        bot.cTabItem(file.getFileName().toString()).activate();
        bot.menu("File", "Close").click();
        bot.waitUntil(Conditions.of("closed", () -> !bot.hasCTabItem(file.getFileName().toString())));
    }
}
