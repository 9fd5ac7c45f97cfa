package org.xwb.ui.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.equinox.log.SynchronousLogListener;
import org.eclipse.swt.widgets.Shell;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.osgi.service.log.LogEntry;
import org.osgi.service.log.LogLevel;
import org.osgi.service.log.LogReaderService;

/**
 * Makes a UI test a crash detector: every error that reaches the workbench's log while the test
 * runs fails it. e4 reports an exception of the event loop, a handler or a part through its
 * {@code StatusReporter} (which logs it and opens "Internal Error"), DI and the renderers through
 * the workbench logger, jobs through the platform log: all of these end in the OSGi log, which
 * this guard listens to synchronously. Active in every UI test through {@link ScreenshotOnFailure}.
 */
public final class ErrorLogGuard {

    /** The title of e4's dialog for an exception nobody caught. */
    public static final String INTERNAL_ERROR = "Internal Error";

    private static final List<String> reports = new ArrayList<>();
    private static boolean listening;

    private ErrorLogGuard() {
    }

    /** Starts listening to the log (once per test runtime). */
    public static synchronized void start() {
        if (listening) {
            return;
        }
        Bundle bundle = FrameworkUtil.getBundle(ErrorLogGuard.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null && bundle != null) {
            try { // a test runtime may leave this helper resolved but not started
                bundle.start(Bundle.START_TRANSIENT);
            } catch (org.osgi.framework.BundleException e) {
                throw new IllegalStateException("Cannot start " + bundle.getSymbolicName() + " for the error-log guard", e);
            }
            context = bundle.getBundleContext();
        }
        if (context == null) {
            throw new IllegalStateException("The error-log guard needs the OSGi log: org.xwb.ui.testing is not started");
        }
        ServiceReference<LogReaderService> reference = context.getServiceReference(LogReaderService.class);
        if (reference == null) {
            throw new IllegalStateException("No OSGi LogReaderService: the error-log guard cannot listen");
        }
        SynchronousLogListener listener = ErrorLogGuard::logged;
        context.getService(reference).addLogListener(listener);
        listening = true;
    }

    private static void logged(LogEntry entry) {
        if (entry.getLogLevel() != LogLevel.ERROR) {
            return;
        }
        StringBuilder report = new StringBuilder("[" + entry.getLoggerName() + "] " + entry.getMessage());
        if (entry.getException() != null) {
            StringWriter trace = new StringWriter();
            entry.getException().printStackTrace(new PrintWriter(trace));
            report.append('\n').append(trace);
        }
        synchronized (ErrorLogGuard.class) {
            reports.add(report.toString());
        }
    }

    /** What was logged as an error since the last {@link #verify()} or {@link #take()}. */
    public static synchronized List<String> reported() {
        return List.copyOf(reports);
    }

    /** Returns the errors reported so far and forgets them (for a test that provokes one on purpose). */
    public static synchronized List<String> take() {
        List<String> taken = List.copyOf(reports);
        reports.clear();
        return taken;
    }

    /**
     * Fails when an error was logged or an Internal Error dialog is open; closes such dialogs and
     * forgets the errors, so the next test starts clean.
     */
    public static void verify() {
        List<String> dialogs = closeInternalErrorDialogs();
        List<String> errors = take();
        if (!errors.isEmpty() || !dialogs.isEmpty()) {
            StringBuilder message = new StringBuilder("The workbench reported internal errors during the test");
            dialogs.forEach(text -> message.append("\n- an '" + INTERNAL_ERROR + "' dialog: ").append(text));
            errors.forEach(error -> message.append("\n- logged: ").append(error));
            throw new AssertionError(message.toString());
        }
    }

    private static String labels(org.eclipse.swt.widgets.Composite parent) {
        StringBuilder text = new StringBuilder();
        for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
            if (child instanceof org.eclipse.swt.widgets.Label label && !label.getText().isBlank()) {
                text.append(label.getText()).append(' ');
            } else if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                text.append(labels(inner));
            }
        }
        return text.toString().strip();
    }

    /** Closes every open "Internal Error" dialog; returns what each said. */
    public static List<String> closeInternalErrorDialogs() {
        return UIThread.syncExec(() -> {
            List<String> said = new ArrayList<>();
            for (Shell shell : UIThread.display().getShells()) {
                if (!shell.isDisposed() && shell.isVisible() && INTERNAL_ERROR.equals(shell.getText())) {
                    said.add(labels(shell));
                    shell.close();
                }
            }
            return said;
        });
    }
}
