package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.jobs.ProgressLine;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.parts.ProblemsPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * The workbench's reusable job (ReportingJob) as later long work (validating many files, running a
 * statement) will use it: its progress in the status line, its findings and its failure in
 * Problems, and Cancel in the status line reaching the work.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ReportingJobTest {

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final ProblemsLog problems = AppContext.get(ProblemsLog.class);
    private final Path document = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.DOCUMENTS)
            .resolve("reporting-job-test.xml");

    @Test
    void aJobShowsItsProgressInTheStatusLineAndItsFindingsAndFailureInProblems() throws Exception {
        Files.writeString(document, "<a>\n  <x/>\n</a>\n");
        CountDownLatch looked = new CountDownLatch(1);
        ReportingJob job = new ReportingJob("Check 2 documents", problems) {
            @Override
            protected void work(IProgressMonitor monitor) throws Exception {
                SubMonitor progress = SubMonitor.convert(monitor, 2);
                progress.subTask(document.getFileName().toString());
                problems().error("element 'x' is not allowed here", Location.at(document, 2, 3));
                progress.worked(1);
                progress.subTask("second.xml");
                looked.await(60, TimeUnit.SECONDS); // the test reads the status line meanwhile
                throw new IOException("second.xml: cannot read it");
            }
        };
        job.schedule();

        bot.shell(MainWindow.TITLE).activate();
        bot.waitUntil(Conditions.valueIs("the status line", this::statusLine, "Check 2 documents: second.xml"));
        bot.waitUntil(Conditions.valueIs("the status line's progress", () -> UIThread.syncExec(
                () -> bar().getSelection()), 500));
        Screenshots.capture(Screenshots.folder().resolve("status-line-job.png"));
        looked.countDown();

        bot.waitUntil(Conditions.of("the job's end", () -> job.getResult() != null));
        // a failure reported in Problems is handled: a warning, not an error the job manager logs as unhandled
        assertEquals(IStatus.WARNING, job.getResult().getSeverity(), job.getResult().toString());
        bot.waitUntil(Conditions.valueIs("the status line once the job ended", this::statusLine, ""));
        bot.cTabItem("Problems").activate();
        SWTBotTable table = bot.tableWithId(ProblemsPart.TABLE_ID);
        bot.waitUntil(Conditions.of("the failure in Problems",
                () -> table.indexOf("Check 2 documents failed: second.xml: cannot read it", 1) >= 0));
        int finding = table.indexOf("element 'x' is not allowed here", 1);
        assertTrue(finding >= 0, "the finding in Problems");
        assertEquals("reporting-job-test.xml:2:3", table.cell(finding, "Location"));
        assertEquals("error", table.cell(finding, "Severity"));
    }

    @Test
    void cancelInTheStatusLineReachesTheWork() throws Exception {
        CountDownLatch cancelled = new CountDownLatch(1);
        ReportingJob job = new ReportingJob("Wait for Cancel", problems) {
            @Override
            protected void work(IProgressMonitor monitor) throws Exception {
                monitor.beginTask("waiting", IProgressMonitor.UNKNOWN);
                if (!cancelled.await(60, TimeUnit.SECONDS)) {
                    throw new IOException("never cancelled");
                }
            }

            @Override
            protected void canceling() {
                cancelled.countDown(); // e.g. cancel the statement the work waits for
            }
        };
        job.schedule();

        bot.shell(MainWindow.TITLE).activate();
        bot.waitUntil(Conditions.valueIs("the status line", this::statusLine, "Wait for Cancel: waiting"));
        assertFalse(UIThread.syncExec(() -> bar().isVisible()), "no bar for work of unknown length");
        bot.linkWithId(ProgressLine.CANCEL_ID).click();

        bot.waitUntil(Conditions.of("the job's end", () -> job.getResult() != null));
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity(), job.getResult().toString());
        bot.waitUntil(Conditions.valueIs("the status line once the job ended", this::statusLine, ""));
        assertTrue(problems.entries().stream().noneMatch(entry -> entry.message().startsWith("Wait for Cancel")),
                "a cancelled job is not a failure");
    }

    /** The status line's bar, shown or not (UI thread): the bot finds visible controls only. */
    private ProgressBar bar() {
        for (Control sibling : bot.widgetWithId(Label.class, ProgressLine.TEXT_ID).getParent().getChildren()) {
            if (sibling instanceof ProgressBar bar && ProgressLine.BAR_ID.equals(bar.getData(SWTBot.ID_KEY))) {
                return bar;
            }
        }
        throw new AssertionError("no progress bar in the status line");
    }

    private String statusLine() {
        return bot.labelWithId(ProgressLine.TEXT_ID).getText();
    }

    @AfterEach
    void removeTheDocument() throws IOException {
        Files.deleteIfExists(document);
    }
}
