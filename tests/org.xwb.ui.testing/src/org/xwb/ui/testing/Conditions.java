package org.xwb.ui.testing;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Shell;

/** Condition factories for {@link SWTBot#waitUntil}, each with a failure message that helps. */
public final class Conditions {

    private Conditions() {
    }

    /** A condition from a test and a message; the test is polled off the UI thread. */
    public static ICondition of(String message, BooleanSupplier test) {
        return new ICondition() {
            @Override
            public boolean test() {
                return test.getAsBoolean();
            }

            @Override
            public String getFailureMessage() {
                return message;
            }
        };
    }

    /** Waits until {@code value} equals {@code expected}; the message shows the last value seen. */
    public static <T> ICondition valueIs(String what, Supplier<T> value, T expected) {
        Object[] last = { null };
        return new ICondition() {
            @Override
            public boolean test() {
                last[0] = value.get();
                return expected.equals(last[0]);
            }

            @Override
            public String getFailureMessage() {
                return what + " to be " + expected + " but was " + last[0];
            }
        };
    }

    public static ICondition shellIsActive(String title) {
        return of("shell '" + title + "' to be active", () -> UIThread.syncExec(() -> {
            Shell active = UIThread.display().getActiveShell();
            return active != null && title.equals(active.getText());
        }));
    }

    public static ICondition shellIsOpen(String title) {
        return of("shell '" + title + "' to be open", () -> UIThread.syncExec(() -> {
            for (Shell shell : UIThread.display().getShells()) {
                if (!shell.isDisposed() && shell.isVisible() && title.equals(shell.getText())) {
                    return true;
                }
            }
            return false;
        }));
    }

    public static ICondition shellCloses(SWTBotShell shell) {
        return of("shell '" + shell.getText() + "' to close", () -> !shell.isOpen());
    }

    public static ICondition not(ICondition condition) {
        return new ICondition() {
            @Override
            public boolean test() throws Exception {
                return !condition.test();
            }

            @Override
            public String getFailureMessage() {
                return "not: " + condition.getFailureMessage();
            }
        };
    }
}
