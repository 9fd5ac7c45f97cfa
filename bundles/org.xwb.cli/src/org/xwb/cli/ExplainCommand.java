package org.xwb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xwb.core.plan.Plan;
import org.xwb.core.target.Target;
import org.xwb.targets.text.PlanText;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xwb explain}: the access plan of one statement, with its markers bound. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Print the access plan of a statement on a target and whether it reads an XML index. Markers (?) "
                + "are bound to the --param values in order, never spliced into the SQL.")
public class ExplainCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    TargetOption target = new TargetOption();

    @Option(names = "--analyze", description = "Run the statement (in a transaction that is rolled back) for actual rows "
            + "and times; PostgreSQL only")
    boolean analyze;

    @Option(names = "--param", paramLabel = "<value>", description = "A marker value; repeat for each ? in order")
    List<String> parameters = new ArrayList<>();

    @Option(names = "--raw", description = "Also print the engine's own plan (PostgreSQL JSON, DB2 explain rows)")
    boolean raw;

    @Parameters(index = "0", paramLabel = "<sql>", description = "The statement")
    String sql;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        try (Target t = target.open()) {
            Plan plan = t.explain(sql, List.copyOf(parameters), analyze);
            out.print(PlanText.render(plan, t.info().profile() + " (" + t.serverVersion() + ")"));
            if (raw) {
                out.println();
                out.println(plan.raw());
            }
            out.flush();
            return XwbCommand.OK;
        }
    }
}
