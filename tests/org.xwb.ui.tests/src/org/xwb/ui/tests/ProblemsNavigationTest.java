package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

import org.eclipse.swt.custom.StyledText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.FileViewerPart;
import org.xwb.ui.editors.workload.ParameterPane;
import org.xwb.ui.editors.workload.TransactionTable;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.parts.ProblemsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;

/**
 * A Problems row, double-clicked, goes where the problem is: a workload the editor cannot read opens
 * as text with the caret at the problem's line and column; a problem of a workload the editor shows
 * selects what it is about (its transaction, and its parameter in the Parameters tab).
 */
@ExtendWith(ScreenshotOnFailure.class)
class ProblemsNavigationTest {

    private static final String BROKEN = "navigation-broken.xwl";
    private static final String INVALID = "navigation-invalid.xwl";
    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);

    @Test
    void aWorkloadThatCannotBeReadOpensAsTextAtTheLineAndColumnOfItsProblem() throws Exception {
        // two errors: weight on line 3, max on line 4 (the model's WorkloadFileErrorsTest pins their columns)
        Files.writeString(workloads.resolve(BROKEN), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="w">
                  <transaction id="t" weight="x">
                    <parameter><uniformInt min="1" max="y"/></parameter>
                  </transaction>
                </workload>
                """);
        openFromTheNavigator(BROKEN);

        SWTBotTable problems = problemsTable();
        int row = rowWhere(problems, location -> location.startsWith(BROKEN + ":4:"));
        String[] place = problems.cell(row, "Location").substring(BROKEN.length() + 1).split(":");
        int line = Integer.parseInt(place[0]);
        int column = Integer.parseInt(place[1]);
        assertTrue(problems.cell(row, "Message").contains("'y'"), problems.cell(row, "Message"));
        problems.doubleClick(row);

        bot.waitUntil(Conditions.of("the workload as text in front", () -> bot.cTabItem(BROKEN + " (text)").isActive()));
        StyledText text = bot.widgetWithId(StyledText.class, FileViewerPart.TEXT_ID);
        bot.waitUntil(Conditions.valueIs("the caret's line:column", () -> UIThread.syncExec(() -> {
            int caret = text.getCaretOffset();
            int caretLine = text.getLineAtOffset(caret);
            return (caretLine + 1) + ":" + (caret - text.getOffsetAtLine(caretLine) + 1);
        }), line + ":" + column));
        assertTrue(UIThread.syncExec(() -> text.getLine(line - 1)).contains("max=\"y\""), "the line of the problem");
        Screenshots.capture(Screenshots.folder().resolve("problems-open-at-line.png"));
    }

    @Test
    void aWorkloadProblemSelectsItsTransactionAndParameterInTheEditor() throws Exception {
        Files.writeString(workloads.resolve(INVALID), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="navigation">
                  <dialect>postgresql</dialect>
                  <transaction id="first" weight="50">
                    <statement dialect="postgresql"><text>SELECT ?</text></statement>
                    <parameter type="INTEGER"><uniformInt min="1" max="9"/></parameter>
                  </transaction>
                  <transaction id="second" weight="50">
                    <statement dialect="postgresql"><text>SELECT ?, ?</text></statement>
                    <parameter type="INTEGER"><uniformInt min="1" max="9"/></parameter>
                    <parameter type="INTEGER"><uniformInt min="9" max="1"/></parameter>
                  </transaction>
                </workload>
                """);
        openFromTheNavigator(INVALID);
        SWTBotTable transactions = bot.tableWithId(TransactionTable.TABLE_ID);
        assertEquals(0, transactions.selectionIndex(), "the editor starts on the first transaction");

        SWTBotTable problems = problemsTable();
        int row = rowWhere(problems, location -> location.equals(INVALID + ": transaction second / parameter 2 / uniformInt"));
        assertEquals("min 9 is greater than max 1", problems.cell(row, "Message"));
        problems.doubleClick(row);

        bot.waitUntil(Conditions.of("the workload editor in front", () -> bot.cTabItem(INVALID).isActive()));
        bot.waitUntil(Conditions.valueIs("the selected transaction", transactions::selectionIndex, 1));
        assertTrue(bot.cTabItem("Parameters").isActive(), "the Parameters tab in front");
        assertEquals(1, bot.tableWithId(ParameterPane.TABLE_ID).selectionIndex(), "parameter 2 selected");
        Screenshots.capture(Screenshots.folder().resolve("problems-select-in-editor.png"));
    }

    private void openFromTheNavigator(String file) {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", file).doubleClick();
        bot.waitUntil(Conditions.of("the editor of " + file, () -> bot.hasCTabItem(file)));
    }

    private SWTBotTable problemsTable() {
        bot.cTabItem("Problems").activate();
        return bot.tableWithId(ProblemsPart.TABLE_ID);
    }

    /** The first row whose Location matches, waiting for it to appear. */
    private int rowWhere(SWTBotTable table, Predicate<String> location) {
        return new XmlEditorBot(bot).row(table, location, message -> true);
    }

    @AfterEach
    void closeEditorsAndRemoveFiles() throws Exception {
        for (String tab : new String[] { BROKEN + " (text)", BROKEN, INVALID }) {
            if (bot.hasCTabItem(tab)) {
                bot.cTabItem(tab).activate();
                bot.menu("File", "Close").click();
                bot.waitUntil(Conditions.of("editor " + tab + " closed", () -> !bot.hasCTabItem(tab)));
            }
        }
        Files.deleteIfExists(workloads.resolve(BROKEN));
        Files.deleteIfExists(workloads.resolve(INVALID));
        bot.menu("File", "Refresh Workspace").click();
    }
}
