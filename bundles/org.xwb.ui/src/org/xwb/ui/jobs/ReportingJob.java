package org.xwb.ui.jobs;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Long work of the workbench (building a database, validating many files, running a statement) as
 * an Eclipse {@link Job}: it runs off the UI thread, its monitor shows in the status line with
 * Cancel ({@link ProgressLine}), its findings go to Problems and so does its failure, never a
 * stack trace. A subclass says what the work is:
 *
 * <pre>
 * new ReportingJob("Validate 120 documents", problems) {
 *     protected void work(IProgressMonitor monitor) throws Exception {
 *         SubMonitor progress = SubMonitor.convert(monitor, files.size());
 *         for (Path file : files) {
 *             progress.subTask(file.getFileName().toString());
 *             problems().replace("schema:" + file, validate(file)); // located entries
 *             progress.split(1); // ends the job here when cancelled
 *         }
 *     }
 * }.schedule();
 * </pre>
 *
 * Cancel sets the monitor cancelled and calls {@link #canceling()}: work that waits on something
 * else (a statement, a driver) overrides it to stop that gracefully.
 */
public abstract class ReportingJob extends Job {

    private final ProblemsLog problems;

    protected ReportingJob(String name, ProblemsLog problems) {
        super(name);
        this.problems = problems;
        setUser(true); // the user asked for it: it shows in the status line
    }

    /**
     * The work, off the UI thread. Reports progress on {@code monitor}; once it is cancelled, returns
     * or throws {@link OperationCanceledException}.
     */
    protected abstract void work(IProgressMonitor monitor) throws Exception;

    /** Where findings go. */
    protected final ProblemsLog problems() {
        return problems;
    }

    /** The work threw: Problems says so, with the exception's message (a subclass may tell its own view too). */
    protected void failed(String message, Exception cause) {
        problems.error(getName() + " failed: " + message, getName());
    }

    @Override
    protected final IStatus run(IProgressMonitor monitor) {
        try {
            work(monitor);
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            return Status.CANCEL_STATUS;
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            failed(message, e);
            // handled: the user reads it in Problems. An ERROR result would also go to the workbench's
            // error log as if nobody had handled it (the job manager logs it), where it counts as an internal error
            return Status.warning(message, e);
        } finally {
            monitor.done();
        }
    }
}
