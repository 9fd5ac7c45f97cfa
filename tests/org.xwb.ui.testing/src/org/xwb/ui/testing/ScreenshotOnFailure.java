package org.xwb.ui.testing;

import java.nio.file.Path;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * JUnit 5 extension: when a UI test fails, saves a screenshot named after the test into
 * {@link Screenshots#folder()} and names the file in the log.
 * Use with {@code @ExtendWith(ScreenshotOnFailure.class)}.
 */
public class ScreenshotOnFailure implements TestWatcher {

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        String name = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName();
        Path file = Screenshots.folder().resolve("FAILED-" + name + ".png");
        try {
            Screenshots.capture(file);
            System.err.println("Screenshot of the failure of " + name + ": " + file.toAbsolutePath());
        } catch (RuntimeException e) {
            System.err.println("Could not save a screenshot of the failure of " + name + ": " + e);
        }
    }
}
