package org.xwb.ui.statements;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.xwb.core.run.StatementBinding;
import org.xwb.core.statements.StatementFailure;
import org.xwb.core.statements.StatementResult;
import org.xwb.core.statements.StatementRun;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Runs the statement editor's statement as a job: opens the chosen target when needed, executes,
 * and hands the outcome to the editor (on the job's thread: the editor moves it to the UI
 * thread). Cancel (the editor's button or the status line's) stops the statement on the server.
 */
final class ExecuteJob extends ReportingJob {

    /** How a run ended. */
    sealed interface Outcome {
    }

    record Returned(StatementResult result) implements Outcome {
    }

    record Refused(StatementFailure failure) implements Outcome {
    }

    record Cancelled() implements Outcome {
    }

    record Failed(String message) implements Outcome {
    }

    private final TargetConnection connection;
    private final String profile;
    private final List<StatementBinding.Bound> texts;
    private final StatementRun.Options options;
    private final Consumer<Outcome> done;

    ExecuteJob(String name, ProblemsLog problems, TargetConnection connection, String profile,
            List<StatementBinding.Bound> texts, StatementRun.Options options, Consumer<Outcome> done) {
        super(name, problems);
        this.connection = connection;
        this.profile = profile;
        this.texts = texts;
        this.options = options;
        this.done = done;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        monitor.beginTask("Opening " + profile, IProgressMonitor.UNKNOWN);
        StatementRun run = connection.open(profile);
        if (monitor.isCanceled()) {
            done.accept(new Cancelled());
            return;
        }
        monitor.setTaskName("Running on " + profile);
        try {
            done.accept(new Returned(run.execute(texts, options)));
        } catch (StatementFailure failure) {
            done.accept(new Refused(failure));
        } catch (CancellationException cancelled) {
            done.accept(new Cancelled());
        }
    }

    @Override
    protected void canceling() {
        connection.cancel();
    }

    /** Could not open the target, lost the connection: Problems has a line, the editor says it too. */
    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        done.accept(new Failed(message));
    }
}
