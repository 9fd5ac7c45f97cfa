package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.parts.ProblemsPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.RunEvents;
import org.xwb.ui.targets.TargetsPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * The smaller points of issue 28 on the real product: new runs in the navigator without F5,
 * Problems newest first and without "Saved ..." (the status line says it), path examples that fit
 * the collection, and what the basex target is in the Targets list.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SmallerPointsTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void aFinishedRunShowsInTheNavigatorWithoutRefresh() throws Exception {
        Path runs = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.RUNS);
        Path earlier = Files.createDirectories(runs.resolve("smaller-points-earlier"));
        Files.writeString(earlier.resolve("stats.txt"), "earlier\n");
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("runs");

        Path finished = Files.createDirectories(runs.resolve("smaller-points-" + System.currentTimeMillis()));
        Files.writeString(finished.resolve("stats.txt"), "finished\n");
        assertFalse(runsShown().contains(finished.getFileName().toString()), "not shown before the run ends");
        AppContext.get(IEventBroker.class).post(RunEvents.FINISHED, finished); // as the dashboard does at a run's end

        bot.waitUntil(Conditions.of("the new run under runs/", () -> runsShown().contains(finished.getFileName().toString())));
    }

    @Test
    void problemsAreNewestFirstAndSavedGoesToTheStatusLine() throws Exception {
        ProblemsLog log = AppContext.get(ProblemsLog.class);
        log.warning("smaller-points first", "SmallerPointsTest");
        log.replace("smaller-points-owner", List.of(ProblemsLog.entry(ProblemsLog.Severity.ERROR, "smaller-points second",
                ProblemsLog.Location.named("SmallerPointsTest"))));
        log.warning("smaller-points third", "SmallerPointsTest");
        List<String> order = log.entries().stream().map(ProblemsLog.Entry::message).filter(m -> m.startsWith("smaller-points"))
                .toList();
        assertEquals(List.of("smaller-points third", "smaller-points second", "smaller-points first"), order);
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Problems").activate();
        SWTBotTable table = bot.tableWithId(ProblemsPart.TABLE_ID);
        bot.waitUntil(Conditions.of("the three in the table", () -> table.indexOf("smaller-points first", 1) >= 0));
        assertTrue(table.indexOf("smaller-points third", 1) < table.indexOf("smaller-points second", 1)
                && table.indexOf("smaller-points second", 1) < table.indexOf("smaller-points first", 1), "newest first");
        log.replace("smaller-points-owner", List.of());

        // a save says so in the status line, not in Problems
        String name = "smaller-points-save.xwl";
        Path file = Workspace.fromEnvironment().folder(Workspace.Folder.WORKLOADS).resolve(name);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                StandardCopyOption.REPLACE_EXISTING);
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", name).doubleClick();
        bot.cTabItem(name).activate();
        bot.scaleWithId(org.xwb.ui.editors.workload.WeightPanel.ID_PREFIX + ".scale.0").drag(120);
        bot.waitUntil(Conditions.of("dirty", () -> bot.hasCTabItem("*" + name)));
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("the status line says it", () -> bot.labelWithId(ProgressLine.MESSAGE_ID).getText()
                .startsWith("Saved " + file)));
        assertTrue(log.entries().stream().noneMatch(e -> e.message().startsWith("Saved ")), "no 'Saved' line in Problems");
    }

    @Test
    void pathExamplesFitTheCollectionAndBasexSaysWhatItIs() throws Exception {
        String name = "smaller-points-hints.xwl";
        Path file = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS).resolve(name);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), file,
                StandardCopyOption.REPLACE_EXISTING);
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", name).doubleClick();
        bot.cTabItem(name).activate();
        bot.cTabItem("Collections").activate();
        SWTBotTable collections = bot.tableWithId("org.xwb.ui.workloadEditor.collections");
        collections.select(collections.indexOf("custacc", 0));
        Text idPath = bot.widgetWithId(Text.class, "org.xwb.ui.workloadEditor.collection.idPath");
        bot.waitUntil(Conditions.valueIs("the custacc id path example", () -> UIThread.syncExec(idPath::getMessage),
                "/c:Customer/@id"));

        bot.cTabItem("Targets").activate();
        SWTBotTable targets = bot.tableWithId(TargetsPart.TABLE_ID);
        bot.waitUntil(Conditions.of("the basex profile listed", () -> targets.indexOf("basex", 0) >= 0));
        String where = targets.cell(targets.indexOf("basex", 0), "Where");
        assertFalse(where.contains("?"), where);
        assertTrue(where.contains("XQuery database (BaseX"), where);
    }

    private List<String> runsShown() {
        return bot.treeWithId(NavigatorPart.TREE_ID).expandNode("runs").children();
    }
}
