package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * Window > Reset Perspective puts a rearranged layout back as the shipped application model has it:
 * a part dragged into another stack returns, a closed part shows again, a dragged sash gets its
 * size back, the window fills the screen's work area. (Across a restart: LayoutFirstStartTest,
 * LayoutRestartTest, LayoutModelChangeTest, in executions of their own: see this bundle's pom.)
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutResetTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void resetPerspectivePutsMovedAndClosedPartsBack() {
        bot.shell(MainWindow.TITLE).activate();
        String defaultNavigatorSize = Layouts.shippedContainerData(Layouts.NAVIGATOR_STACK);
        Layouts.move(Layouts.RUNS_PART, Layouts.BOTTOM_STACK);
        Layouts.hide(MainWindow.WELCOME_PART);
        Layouts.setContainerData(Layouts.NAVIGATOR_STACK, "40");
        Layouts.resizeWindow(900, 600);
        assertEquals(Layouts.BOTTOM_STACK, Layouts.parentOf(Layouts.RUNS_PART));
        assertFalse(Layouts.rendered(MainWindow.WELCOME_PART));
        assertFalse(bot.hasCTabItem("Welcome"), "the Welcome tab is closed");

        bot.menu("Window", "Reset Perspective").click();

        assertEquals(Layouts.EDITOR_STACK, Layouts.parentOf(Layouts.RUNS_PART), "Runs back in the editor stack");
        assertTrue(Layouts.rendered(MainWindow.WELCOME_PART), "Welcome shows again");
        bot.waitUntil(Conditions.of("the Welcome tab back", () -> bot.hasCTabItem("Welcome")));
        assertEquals(defaultNavigatorSize, Layouts.containerData(Layouts.NAVIGATOR_STACK), "the navigator's default width");
        Rectangle area = Layouts.workArea();
        bot.waitUntil(Conditions.of("the window at the work area's size", () -> Layouts.windowBounds().width >= area.width - 40
                && Layouts.windowBounds().height >= area.height - 80));
        Screenshots.capture(Screenshots.folder().resolve("layout-reset.png"));
    }
}
