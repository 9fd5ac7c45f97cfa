package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.browser.Browser;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.testing.SampleRuns;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.ReportViewerPart;
import org.xwb.ui.run.RunsPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.RunsBot;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Report... in the Runs part on two real runs: the report is written as a job, opens in the
 * workbench's browser (WebKitGTK), and the page the engine rendered is read back through JavaScript:
 * its SVG charts, the statistics rows of both runs, and the comparison's verdict.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ReportViewerTest {

    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @Test
    void reportOpensInTheBrowserWithItsChartsAndTables() throws Exception {
        Path runs = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.RUNS);
        String base = SampleRuns.run(runs, 2, 1.5).runId();
        String slow = SampleRuns.run(runs, 20, 1.5).runId();

        bot.shell(MainWindow.TITLE).activate();
        RunsBot.open(bot).select(base, slow);
        bot.buttonWithId(RunsPart.REPORT_BUTTON_ID).click();

        Browser browser = bot.widgetWithId(Browser.class, ReportViewerPart.BROWSER_ID);
        bot.waitUntil(Conditions.of("the report rendered", () -> "complete".equals(js(browser, "return document.readyState;"))
                && js(browser, "return location.href;").toString().endsWith("-comparison.html")), 60_000);
        String href = js(browser, "return location.href;").toString();
        Path file = Path.of(java.net.URI.create(href));
        assertEquals(runs.resolve("reports"), file.getParent(), "several runs: a comparison report in runs/reports");
        assertTrue(Files.isRegularFile(file));

        assertEquals(11.0, js(browser, "return document.querySelectorAll('svg').length;"),
                "the overlay and each run's five charts, as rendered by the engine");
        assertEquals(6.0, js(browser, "return document.querySelectorAll('table.stats tbody tr').length;"),
                "look up, nap and the total of each run");
        assertEquals(3.0, js(browser, "return document.querySelectorAll('table.compare tbody tr').length;"));
        assertEquals("slower", js(browser, "return document.querySelectorAll('table.compare tbody tr')[1]"
                + ".querySelector('td.verdict').textContent;"), "nap, 20 ms against 2");
        assertEquals("rgb(187, 0, 0)", js(browser, "return getComputedStyle(document.querySelectorAll("
                + "'table.compare tbody tr')[1].querySelector('td.verdict')).color;"), "a slower verdict in red");
        double chartWidth = ((Number) js(browser,
                "return document.querySelector('.charts svg').getBoundingClientRect().width;")).doubleValue();
        assertTrue(chartWidth > 300, "the engine laid the charts out at a readable size: " + chartWidth);
        Screenshots.capture(Screenshots.folder().resolve("report.png"));
        js(browser, "window.scrollTo(0, document.querySelector('.run .charts').getBoundingClientRect().top"
                + " + window.scrollY - 10); return 0;");
        Screenshots.capture(Screenshots.folder().resolve("report-charts.png"));

        // a report whose path the engine spells otherwise (a space, umlauts) shows too: the viewer
        // lets its page load and blocks other pages by path, not by the URL's text
        Path copy = Files.copy(file, file.resolveSibling("Bericht über zwei Läufe.html"));
        EditorOpener editors = new EditorOpener(AppContext.get(EPartService.class), AppContext.get(EModelService.class),
                AppContext.get(MApplication.class));
        ReportViewerPart viewer = (ReportViewerPart) UIThread.syncExec(() -> editors.open(copy).getObject());
        Browser other = viewer.browser();
        bot.waitUntil(Conditions.of("the copy rendered", () -> viewer.loaded()
                && Double.valueOf(11).equals(js(other, "return document.querySelectorAll('svg').length;"))), 60_000);
        assertEquals(copy, Path.of(java.net.URI.create(js(other, "return location.href;").toString())));
    }

    private static Object js(Browser browser, String script) {
        return UIThread.syncExec(() -> browser.evaluate(script));
    }
}
