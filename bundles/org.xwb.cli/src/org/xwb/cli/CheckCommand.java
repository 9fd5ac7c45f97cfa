package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code xwb check <file.xwl> [--dialect d] [--db2-version v]}: what a run would refuse, before
 * running it; for DB2 also the static XML index check (patterns DB2 refuses, key types the
 * version lacks, and {@code usedBy} claims no index rule supports).
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = { "Load a workload file and print its problems as 'file: path: error|warning: message'.",
                "With --dialect db2 also check the XML indexes against the db2 statements without a server: each index's "
                        + "XMLPATTERN as DB2 checks it, and each transaction an index is declared usedBy must have a "
                        + "comparison DB2 can use that index for (path, type, join casts, XMLEXISTS vs XMLQUERY).",
                "Exit code 1 when there are errors, 2 when the file cannot be read." })
public class CheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<file.xwl>", description = "the workload file")
    Path file;

    @Option(names = "--dialect", paramLabel = "<dialect>",
            description = "also require a statement in this dialect for every transaction that can run")
    String dialect;

    @Option(names = "--db2-version", paramLabel = "<version>",
            description = "with --dialect db2: the DB2 server's version (11.5, 9.7, or jcc's SQL11050); index key types it "
                    + "lacks are errors")
    String db2Version;

    @Option(names = "--target", paramLabel = "PROFILE|URL",
            description = "also check against this target: every collection the statements name or ids are drawn from "
                    + "exists there and holds documents, and every ids range meets the ids the database holds")
    String target;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        // the kinds of the dialect say what they check without a server and whether a version matters
        Optional<String> version = Optional.ofNullable(db2Version);
        if (version.isPresent() && TargetKinds.running(dialect).stream().noneMatch(TargetKind::checksVersions)) {
            throw new BadInputException("--db2-version needs --dialect db2");
        }
        Workload workload = WorkloadFiles.load(file);
        WorkloadValidator validator = new WorkloadValidator();
        List<Problem> problems = new ArrayList<>(dialect == null ? validator.validate(workload)
                : validator.validate(workload, dialect));
        try {
            problems.addAll(TargetKinds.checkWithoutServer(dialect, workload, version));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--db2-version: " + e.getMessage());
        }
        for (Problem problem : problems) {
            out.println(file + ": " + problem);
        }
        long errors = problems.stream().filter(Problem::isError).count();
        if (target != null) {
            try (org.xwb.core.target.Target opened = new org.xwb.targets.TargetChoice(target, null)
                    .open(org.xwb.core.workspace.Workspace.fromEnvironment())) {
                List<String> found = org.xwb.kit.design.TargetCheck.problems(workload, opened);
                for (String problem : found) {
                    out.println(file + ": " + target + ": error: " + problem);
                }
                errors += found.size();
                out.println(file + ": on target " + target + ": " + found.size() + " error(s)");
            }
        }
        out.println(file + ": " + errors + " error(s), " + problems.stream().filter(p -> !p.isError()).count()
                + " warning(s)");
        return errors > 0 ? XwbCommand.RUN_ERRORS : XwbCommand.OK;
    }
}
