package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * The main window at 1280x800: the workload editor's header keeps Name and Dialects usable beside
 * a long description, and a screenshot of every main part at that size (layout-1280-*.png).
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutAt1280Test {

    private static final String FILE = "layout-1280.xwl";
    private static Rectangle before;
    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @BeforeAll
    static void resizeTheWindow() throws Exception {
        Path workloads = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.WORKLOADS);
        Files.copy(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"), workloads.resolve(FILE),
                StandardCopyOption.REPLACE_EXISTING);
        UIThread.syncRun(() -> {
            Shell shell = mainShell();
            before = shell.getBounds();
            shell.setMaximized(false);
            shell.setBounds(0, 0, 1280, 800);
            shell.layout(true, true);
        });
    }

    @AfterAll
    static void restoreTheWindow() {
        UIThread.syncRun(() -> mainShell().setBounds(before));
    }

    @Test
    void aLongDescriptionLeavesNameAndDialectsTheirWidth() {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", FILE).doubleClick();
        bot.cTabItem(FILE).activate();
        Text name = bot.widgetWithId(Text.class, "org.xwb.ui.workloadEditor.workload.name");
        Text dialects = bot.widgetWithId(Text.class, "org.xwb.ui.workloadEditor.workload.dialects");
        Text description = bot.widgetWithId(Text.class, "org.xwb.ui.workloadEditor.workload.description");
        assertTrue(UIThread.syncExec(description::getText).length() > 80, "the kit's long description");
        bot.waitUntil(Conditions.of("the header laid out", () -> UIThread.syncExec(() -> description.getSize().x) > 0));
        int nameWidth = UIThread.syncExec(() -> name.getSize().x);
        int dialectsWidth = UIThread.syncExec(() -> dialects.getSize().x);
        assertTrue(nameWidth >= 80, "Name is " + nameWidth + " px wide");
        assertTrue(dialectsWidth >= 80, "Dialects is " + dialectsWidth + " px wide");
        Screenshots.capture(Screenshots.folder().resolve("layout-1280-workload-editor.png"));
    }

    @Test
    void everyMainPartAt1280x800() {
        EPartService parts = AppContext.get(EPartService.class);
        String[][] shown = { { "org.xwb.ui.part.welcome", "welcome" }, { "org.xwb.ui.part.runDashboard", "run-dashboard" },
                { "org.xwb.ui.part.runs", "runs" }, { "org.xwb.ui.part.plan", "plan" }, { "org.xwb.ui.part.targets", "targets" },
                { "org.xwb.ui.populate.part", "populate" }, { "org.xwb.ui.part.problems", "problems" },
                { "org.xwb.ui.schema.part.scratchpad", "scratchpad" }, { "org.xwb.ui.schema.part.contentModel", "content-model" } };
        for (String[] part : shown) {
            UIThread.syncRun(() -> parts.showPart(part[0], PartState.ACTIVATE));
            bot.waitUntil(Conditions.of(part[1] + " shown", () -> UIThread.syncExec(() -> parts.findPart(part[0]) != null
                    && parts.isPartVisible(parts.findPart(part[0])))));
            UIThread.syncRun(() -> {
            });
            Screenshots.capture(Screenshots.folder().resolve("layout-1280-" + part[1] + ".png"));
        }
    }

    private static Shell mainShell() {
        for (Shell shell : UIThread.display().getShells()) {
            if (!shell.isDisposed() && MainWindow.TITLE.equals(shell.getText())) {
                return shell;
            }
        }
        throw new IllegalStateException("no main window");
    }
}
