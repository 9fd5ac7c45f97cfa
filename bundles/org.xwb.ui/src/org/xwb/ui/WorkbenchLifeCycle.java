package org.xwb.ui;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.workbench.lifecycle.PostContextCreate;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Puts the workbench-wide services into the application context before any part is created:
 * the workspace (created on first start) and the problems log the Problems part shows.
 */
public class WorkbenchLifeCycle {

    @PostContextCreate
    void postContextCreate(IEclipseContext context) {
        ProblemsLog problems = new ProblemsLog();
        context.set(ProblemsLog.class, problems);
        Workspace workspace = Workspace.fromEnvironment();
        try {
            workspace.ensureLayout();
            problems.info("Workspace " + workspace.root(), "XWB");
        } catch (RuntimeException e) {
            problems.error(e.getMessage(), "XWB");
        }
        context.set(Workspace.class, workspace);
    }
}
