package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * Second start on LayoutFirstStartTest's instance area (an execution of its own, see the pom): the
 * layout the user arranged and the window size last used are back. Then Window > Reset Perspective
 * gives the default layout; the user rearranges again and an older XWB's model hash is put in
 * place, as if a new XWB with a changed application model were installed: LayoutModelChangeTest.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutRestartTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void theArrangedLayoutAndTheSizeLastUsedComeBack() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        assertTrue(Files.exists(new org.xwb.ui.layout.PersistedLayout(Layouts.instanceArea()).persistedModel()),
                "e4 saved the layout when the first start closed");
        assertEquals(Layouts.BOTTOM_STACK, Layouts.parentOf(Layouts.RUNS_PART), "Runs where the user put it");
        assertEquals("35", Layouts.containerData(Layouts.NAVIGATOR_STACK), "the navigator as wide as the user made it");
        Rectangle window = Layouts.windowBounds();
        assertTrue(Math.abs(window.width - LayoutFirstStartTest.USED_WIDTH) <= 40
                && Math.abs(window.height - LayoutFirstStartTest.USED_HEIGHT) <= 80, "the size last used: " + window);
        Screenshots.capture(Screenshots.folder().resolve("layout-restarted.png"));

        bot.menu("Window", "Reset Perspective").click();
        assertEquals(Layouts.EDITOR_STACK, Layouts.parentOf(Layouts.RUNS_PART), "Reset Perspective: Runs back");
        assertEquals(Layouts.shippedContainerData(Layouts.NAVIGATOR_STACK), Layouts.containerData(Layouts.NAVIGATOR_STACK), "Reset Perspective: the shipped width");

        // rearranged again, then "a new XWB": the hash of another application model
        Layouts.move(Layouts.RUNS_PART, Layouts.BOTTOM_STACK);
        Files.writeString(LayoutFirstStartTest.hashFile(), "0".repeat(64) + "\n", StandardCharsets.US_ASCII);
    }
}
