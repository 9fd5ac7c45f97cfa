package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.browser.Browser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.ReportViewerPart;
import org.xwb.ui.help.GuideHandler;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * Help > Guide opens the user guide shipped in the product (docs/user-guide.md, copied into
 * org.xwb.ui at build time) in the workbench's browser: the page the engine rendered is read back,
 * its title and the guide's sections.
 */
@ExtendWith(ScreenshotOnFailure.class)
class HelpGuideTest {

    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @Test
    void helpGuideShowsTheUserGuideInTheWorkbench() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Help", "Guide").click();

        Browser browser = bot.widgetWithId(Browser.class, ReportViewerPart.BROWSER_ID);
        bot.waitUntil(Conditions.of("the guide rendered", () -> "complete".equals(js(browser, "return document.readyState;"))
                && js(browser, "return location.href;").toString().endsWith("/" + GuideHandler.FILE_NAME)), 60_000);
        Path page = Path.of(java.net.URI.create(js(browser, "return location.href;").toString()));
        assertEquals(Workspace.fromEnvironment().root().resolve(".metadata/guide").toAbsolutePath().normalize(),
                page.getParent().toAbsolutePath().normalize());
        assertEquals("XWB user guide", js(browser, "return document.querySelector('h1').textContent;"));
        String headings = js(browser, "return Array.from(document.querySelectorAll('h2')).map(h => h.textContent).join('|');")
                .toString();
        assertTrue(headings.contains("Running the demo") && headings.contains("What is in it")
                && headings.contains("Where results and logs go"), headings);
        assertTrue(((Number) js(browser, "return document.querySelectorAll('li').length;")).intValue() > 10,
                "the guide's lists became list items");
        Screenshots.capture(Screenshots.folder().resolve("help-guide.png"));
    }

    private static Object js(Browser browser, String script) {
        return UIThread.syncExec(() -> browser.evaluate(script));
    }
}
