package org.xwb.ui.plans;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.Target;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.statements.StatementContext;

/**
 * Explains a statement on its target off the UI thread, with the markers bound as a run binds
 * them, and asks the dialect for the index hints against the statement's workload and the
 * target's indexes. Hands the result (or the failure's message) to the plan view.
 */
final class ExplainJob extends ReportingJob {

    /**
     * What one explain gave.
     *
     * @param hintsNote why there are no hints, or ""
     * @param millis    the explain's round trip (binding, EXPLAIN, reading the plan and the catalog)
     */
    record Result(StatementContext context, boolean analyze, Plan plan, String server, List<IndexHint> hints,
            String hintsNote, double millis) {
    }

    private final StatementContext context;
    private final boolean analyze;
    private final PlanTargets targets;
    private final SchemaKeyTypes keyTypes;
    private final Consumer<Result> done;
    private final Consumer<String> failure;

    ExplainJob(StatementContext context, boolean analyze, PlanTargets targets, SchemaKeyTypes keyTypes, ProblemsLog problems,
            Consumer<Result> done, Consumer<String> failure) {
        super((analyze ? "Explain Analyze " : "Explain ") + PlanPart.name(context) + " on " + context.target(), problems);
        this.context = context;
        this.analyze = analyze;
        this.targets = targets;
        this.keyTypes = keyTypes;
        this.done = done;
        this.failure = failure;
    }

    @Override
    protected void work(IProgressMonitor monitor) throws Exception {
        SubMonitor progress = SubMonitor.convert(monitor, 3);
        progress.subTask("connecting to " + context.target());
        Workload workload = context.workloadFile() == null ? null : WorkloadFiles.load(context.workloadFile());
        Target target = targets.get(context.target());
        if (context.dialect() != null && !context.dialect().equals(target.dialect())) {
            throw new IllegalArgumentException("the statement is written for " + context.dialect() + ", and " + context.target()
                    + " runs " + target.dialect());
        }
        progress.split(1);
        progress.subTask(analyze ? "running the statement (rolled back)" : "asking the planner");
        try {
            long start = System.nanoTime();
            Plan plan = target.explain(context.text(), context.parameters(), analyze);
            double millis = (System.nanoTime() - start) / 1e6;
            String server = targets.version(target);
            progress.split(1);
            progress.subTask("index hints");
            List<IndexHint> hints = List.of();
            String note;
            if (workload == null) {
                note = "Index hints need the workload the statement belongs to: open the statement from its workload.";
            } else {
                hints = target.statements().indexHints(context.text(), workload, target.xmlIndexes(workload), keyTypes);
                note = hints.isEmpty() ? "No XPath comparison of the statement reads a collection of " + workload.getName()
                        + " that the " + target.dialect() + " hints know." : "";
            }
            progress.split(1);
            done.accept(new Result(context, analyze, plan, server, hints, note, millis));
        } catch (java.sql.SQLException e) {
            if (e.getSQLState() != null && e.getSQLState().startsWith("08")) {
                targets.forget(context.target()); // the connection is gone: reconnect next time
            }
            throw e;
        }
    }

    @Override
    protected void failed(String message, Exception cause) {
        super.failed(message, cause);
        failure.accept(getName() + " failed: " + message);
    }
}
