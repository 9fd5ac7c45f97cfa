package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.FrameworkUtil;
import org.xwb.ui.WorkbenchLifeCycle;
import org.xwb.ui.layout.PersistedLayout;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * First of three starts of the real product on one instance area, without -clearPersistedState
 * (this bundle's pom runs LayoutFirstStartTest, LayoutRestartTest and LayoutModelChangeTest each in
 * an execution of its own, one product start each): a first start fills the screen's work area
 * and records the shipped application model's hash; the user then rearranges the layout, which
 * e4 saves when the product closes. LayoutRestartTest checks it came back.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutFirstStartTest {

    static final int USED_WIDTH = 1000;
    static final int USED_HEIGHT = 700;

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void firstStartFillsTheWorkAreaThenTheUserRearranges() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        PersistedLayout layout = new PersistedLayout(Layouts.instanceArea());
        assertFalse(Files.exists(layout.persistedModel()), "a first start: no layout of an earlier session");
        assertEquals(shippedModelHash(), Files.readString(layout.modelHashFile(), StandardCharsets.US_ASCII).strip(),
                "the shipped model's hash is kept for the next start");
        Rectangle area = Layouts.workArea();
        Rectangle window = Layouts.windowBounds();
        assertTrue(window.width >= area.width - 40 && window.width <= area.width + 40
                && window.height >= area.height - 80 && window.height <= area.height + 40,
                "the first window fills the work area " + area + ": " + window);
        Screenshots.capture(Screenshots.folder().resolve("layout-first-start.png"));

        // what a user does: the Runs tab dragged to the bottom, the navigator wider, the window smaller
        Layouts.move(Layouts.RUNS_PART, Layouts.BOTTOM_STACK);
        Layouts.setContainerData(Layouts.NAVIGATOR_STACK, "35");
        Layouts.resizeWindow(USED_WIDTH, USED_HEIGHT);
        bot.waitUntil(Conditions.of("the window resized", () -> Math.abs(Layouts.windowBounds().width - USED_WIDTH) <= 40));
        assertEquals(Layouts.BOTTOM_STACK, Layouts.parentOf(Layouts.RUNS_PART));
    }

    static String shippedModelHash() throws Exception {
        return PersistedLayout.sha256(FrameworkUtil.getBundle(WorkbenchLifeCycle.class).getEntry("Application.e4xmi"));
    }

    static Path hashFile() {
        return new PersistedLayout(Layouts.instanceArea()).modelHashFile();
    }
}
