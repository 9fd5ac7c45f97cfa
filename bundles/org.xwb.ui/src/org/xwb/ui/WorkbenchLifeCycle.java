package org.xwb.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.workbench.lifecycle.PostContextCreate;
import org.eclipse.osgi.service.datalocation.Location;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitSamples;
import org.xwb.kit.KitWorkloads;
import org.xwb.ui.jobs.JobProgress;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/**
 * Puts the workbench-wide services into the application context before any part is created:
 * the workspace (created on first start, with the TPoX kit's samples), the navigator's file
 * operations, the problems log the
 * Problems part shows and the jobs' progress the status line shows.
 */
public class WorkbenchLifeCycle {

    @PostContextCreate
    void postContextCreate(IEclipseContext context) {
        ProblemsLog problems = new ProblemsLog();
        context.set(ProblemsLog.class, problems);
        context.set(JobProgress.class, new JobProgress().install()); // the status line shows the jobs' progress
        Workspace workspace = chooseWorkspace();
        boolean fresh = !Files.isDirectory(workspace.folder(Workspace.Folder.WORKLOADS));
        try {
            workspace.ensureLayout();
            problems.info("Workspace " + workspace.root(), "XWB");
            if (fresh) {
                addSamples(workspace, problems);
            }
        } catch (RuntimeException e) {
            problems.error(e.getMessage(), "XWB");
        }
        context.set(Workspace.class, workspace);
        context.set(FileOperations.class, new FileOperations(workspace)); // the navigator's undoable file changes
    }

    /**
     * A new workspace starts with the TPoX kit's workloads, schemas, documents and statement files,
     * so every editor has something real to open.
     */
    private static void addSamples(Workspace workspace, ProblemsLog problems) {
        try {
            if (!KitSamples.addTo(workspace, TpoxKit.installed()).isEmpty()) {
                problems.info("New workspace: the TPoX kit's workloads are in " + KitWorkloads.folder(workspace)
                        + ", its schemas, documents and statements in schemas/tpox, documents/tpox, statements/tpox",
                        KitWorkloads.folder(workspace));
            }
        } catch (IOException | RuntimeException e) {
            problems.warning("New workspace without the TPoX samples: " + e.getMessage(), "XWB");
        }
    }

    /** {@code -Dxwb.workspace} or XWB_WORKSPACE when given, else Eclipse's instance area ({@code -data}). */
    private static Workspace chooseWorkspace() {
        boolean explicit = System.getProperty(Workspace.LOCATION_PROPERTY) != null
                || System.getenv(Workspace.LOCATION_ENV) != null;
        Location instance = Platform.getInstanceLocation();
        if (!explicit && instance != null && instance.getURL() != null
                && "file".equals(instance.getURL().getProtocol())) {
            return new Workspace(Path.of(instance.getURL().getPath()));
        }
        return Workspace.fromEnvironment();
    }
}
