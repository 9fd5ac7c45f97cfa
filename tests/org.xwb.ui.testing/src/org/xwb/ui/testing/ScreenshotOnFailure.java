package org.xwb.ui.testing;

import java.nio.file.Path;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * JUnit 5 extension of every UI test: when a test fails, saves a screenshot named after the test
 * into {@link Screenshots#folder()} and names the file in the log; and a test fails when the
 * workbench logged an internal error or opened an Internal Error dialog while it ran
 * ({@link ErrorLogGuard}). Use with {@code @ExtendWith(ScreenshotOnFailure.class)}.
 */
public class ScreenshotOnFailure implements TestWatcher, BeforeAllCallback, BeforeEachCallback, AfterEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        ErrorLogGuard.start();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        ErrorLogGuard.start();
        // an error of the class's set-up (or of the test before) fails the first test, not a later one
        ErrorLogGuard.verify();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        ErrorLogGuard.verify();
    }

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
