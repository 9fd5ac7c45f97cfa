package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;

/**
 * Third start on LayoutFirstStartTest's instance area (an execution of its own, see the pom): the
 * stored hash says the persisted layout was made with another application model, so this start
 * uses the shipped model (what a new part or menu of a new XWB version needs) and records its hash.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutModelChangeTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);

    @Test
    void aChangedApplicationModelReplacesThePersistedLayout() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        assertEquals(Layouts.EDITOR_STACK, Layouts.parentOf(Layouts.RUNS_PART), "the shipped layout, not the persisted one");
        assertEquals(Layouts.shippedContainerData(Layouts.NAVIGATOR_STACK), Layouts.containerData(Layouts.NAVIGATOR_STACK));
        assertEquals(LayoutFirstStartTest.shippedModelHash(),
                Files.readString(LayoutFirstStartTest.hashFile(), StandardCharsets.US_ASCII).strip(), "the new model's hash kept");
    }
}
