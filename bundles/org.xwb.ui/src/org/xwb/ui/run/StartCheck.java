package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.kit.design.TargetCheck;
import org.xwb.kit.session.RunRequest;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.problems.ProblemsLog;

/**
 * The dashboard's Start asks the target what {@code xwb check --target} asks before the run: every
 * collection the statements name or draw ids from is there and holds documents, and the id ranges
 * meet the database's ids ({@link TargetCheck}). A run that would fail on every statement or find
 * nothing does not start; the status line says why, Problems lists each problem at the workload.
 * A run that builds a fresh TPoX database first is not checked: its database is not there yet.
 */
final class StartCheck {

    private final Workspace workspace;
    private final ProblemsLog problems;
    private final Consumer<String> status;

    StartCheck(Workspace workspace, ProblemsLog problems, Consumer<String> status) {
        this.workspace = workspace;
        this.problems = problems;
        this.status = status;
    }

    /** Whether the run of {@code workloadFile} that {@code request} describes may start. */
    boolean ready(Path workloadFile, RunRequest request) {
        if (request.prepareCustomers() > 0) {
            return true;
        }
        List<String> found = new ArrayList<>();
        String where = request.target().argument();
        BusyIndicator.showWhile(Display.getCurrent(), () -> found.addAll(check(workloadFile, request)));
        if (found.isEmpty()) {
            return true;
        }
        found.forEach(problem -> problems.error("Target " + where + ": " + problem, workloadFile));
        // a collection of the kit database missing or empty: the database is not built there
        List<String> kit = NewWorkloads.databaseCollections(workspace).stream().map(c -> c.getName()).toList();
        boolean empty = found.stream().anyMatch(p -> kit.stream().anyMatch(name -> p.startsWith("collection " + name + " "))
                && (p.contains("holds no documents") || p.contains("cannot be read")));
        String count = found.size() + " problem" + (found.size() == 1 ? "" : "s") + " on target " + where;
        // the way out first: the status line is one line, cut at the dashboard's width
        status.accept(empty ? "Not started: no kit database on " + where + " (" + count + ", see Problems). Build it: "
                + "Start tpox-mixed.xwl with Fresh TPoX database (or xwb demo)."
                : "Not started: " + count + " (see Problems): " + found.get(0));
        return false;
    }

    private List<String> check(Path workloadFile, RunRequest request) {
        Target target;
        try {
            target = request.target().open(workspace);
        } catch (Exception unreachable) {
            return List.of(); // the run reports a target it cannot reach in its own plain words
        }
        try (target) {
            return TargetCheck.problems(WorkloadFiles.load(workloadFile), target);
        } catch (Exception e) { // closing the target may throw anything
            return List.of("the workload cannot be checked on the target before the run: " + e.getMessage());
        }
    }
}
