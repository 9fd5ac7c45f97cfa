package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanDiff;
import org.xwb.core.plan.PlanJson;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.Target;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.text.IndexHintText;
import org.xwb.targets.text.PlanDiffText;
import org.xwb.targets.text.PlanText;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code xwb explain}: the access plan of one statement, with its markers bound; saved as a plan
 * file ({@code --save}), with the index hints of a workload ({@code --workload}), or two saved
 * plans compared ({@code --compare}) as the plan view's diff compares them.
 */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = { "Print the access plan of a statement on a target and whether it reads an XML index. Markers (?) "
                + "are bound to the --param values in order, never spliced into the SQL.",
                "With --compare A.json B.json: compare two saved plans (baseline A, later B) operator by operator "
                        + "instead; no statement and no target." })
public class ExplainCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    TargetOption target = new TargetOption();

    @Option(names = "--analyze", description = "Run the statement (in a transaction that is rolled back) for actual rows, "
            + "times and loops; PostgreSQL only")
    boolean analyze;

    @Option(names = "--param", paramLabel = "<value>", description = "A marker value; repeat for each ? in order")
    List<String> parameters = new ArrayList<>();

    @Option(names = "--raw", description = "Also print the engine's own plan (PostgreSQL JSON, DB2 explain rows)")
    boolean raw;

    @Option(names = "--save", paramLabel = "FILE", description = "Also save the plan as a JSON plan file "
            + "(docs/plan-format.md), as the plan view saves it")
    Path save;

    @Option(names = "--workload", paramLabel = "FILE", description = "Also print index hints: for each XPath comparison, "
            + "which XML index of this workload or the target serves it, the expression or pattern an index needs, "
            + "and the DDL of one that would serve it")
    Path workload;

    @Option(names = "--compare", arity = "2", paramLabel = "FILE", description = "Compare two saved plans, the baseline "
            + "first: total cost, XML indexes, and each changed operator (operator, index now used or no longer used, "
            + "cost and rows with their ratio)")
    List<Path> compare;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<sql>", description = "The statement (not with --compare)")
    String sql;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (compare != null) {
            if (sql != null || save != null || workload != null) {
                throw new BadInputException("--compare compares two saved plans: give no statement, --save or --workload "
                        + "with it");
            }
            PlanJson.Saved before = PlanJson.read(compare.get(0));
            PlanJson.Saved after = PlanJson.read(compare.get(1));
            out.print(PlanDiffText.render(PlanDiff.compare(before.plan(), after.plan()), describe(compare.get(0), before),
                    describe(compare.get(1), after)));
            out.flush();
            return XwbCommand.OK;
        }
        if (sql == null || sql.isBlank()) {
            throw new BadInputException("Give the statement to explain, or --compare A.json B.json");
        }
        Workload hintsFor = workload == null ? null : WorkloadFiles.load(workload); // bad file: before any connection
        try (Target t = target.open()) {
            String server = t.serverVersion();
            Plan plan = t.explain(sql, List.copyOf(parameters), analyze);
            out.print(PlanText.render(plan, t.info().profile() + " (" + server + ")"));
            if (raw) {
                out.println();
                out.println(plan.raw());
            }
            if (hintsFor != null) {
                List<IndexHint> hints = t.statements().indexHints(sql, hintsFor, t.xmlIndexes(hintsFor), SchemaKeyTypes.NONE);
                out.println();
                out.print(IndexHintText.render(hints));
            }
            if (save != null) {
                PlanJson.save(save, plan, new PlanJson.About(t.info().profile(), server, Instant.now()));
                out.println();
                out.println("Plan saved to " + save);
            }
            out.flush();
            return XwbCommand.OK;
        }
    }

    private static String describe(Path file, PlanJson.Saved saved) {
        PlanJson.About about = saved.about();
        StringBuilder text = new StringBuilder(file.toString());
        if (!about.target().isEmpty() || about.explainedAt() != null) {
            text.append(" (").append(about.target().isEmpty() ? "" : about.target() + ", ")
                    .append(about.server().isEmpty() ? "" : about.server() + ", ")
                    .append(about.explainedAt() == null ? "" : about.explainedAt()).append(')');
        }
        return text.toString().replace(", )", ")");
    }
}
