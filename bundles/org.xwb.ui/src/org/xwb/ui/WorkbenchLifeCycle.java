package org.xwb.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.lifecycle.PostContextCreate;
import org.eclipse.e4.ui.workbench.lifecycle.ProcessAdditions;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.FrameworkUtil;
import org.eclipse.osgi.service.datalocation.Location;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitSamples;
import org.xwb.kit.KitWorkloads;
import org.xwb.ui.handlers.WorkbenchExit;
import org.xwb.ui.jobs.JobProgress;
import org.xwb.ui.layout.DefaultLayout;
import org.xwb.ui.layout.PersistedLayout;
import org.xwb.ui.layout.WindowBounds;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.preferences.XwbPreferences;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/**
 * Puts the workbench-wide services into the application context before any part is created:
 * the workspace (created on first start, with the TPoX kit's samples), the navigator's file
 * operations, the problems log the
 * Problems part shows and the jobs' progress the status line shows.
 */
public class WorkbenchLifeCycle {

    /** Whether e4 restores the layout of the last session (else the window gets its first size). */
    private boolean layoutRestored;

    @PostContextCreate
    void postContextCreate(IEclipseContext context) {
        ProblemsLog problems = new ProblemsLog();
        layoutRestored = checkPersistedLayout(problems);
        context.set(ProblemsLog.class, problems);
        context.set(JobProgress.class, new JobProgress().install()); // the status line shows the jobs' progress
        XwbPreferences preferences = XwbPreferences.load();
        if (!preferences.embeddedPorts().isBlank()) { // else -Dxwb.embedded.ports, if given, stays
            preferences.applyToEmbeddedServer(); // before any part can start the embedded server
        }
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
        guardExit(context);
    }

    /** Quit, Ctrl+Q and the window's close button ask about unsaved changes (e4 itself would not ask on Quit). */
    private static void guardExit(IEclipseContext context) {
        WorkbenchExit exit = new WorkbenchExit();
        context.set(WorkbenchExit.class, exit);
        IEventBroker broker = context.get(IEventBroker.class);
        if (broker != null) { // the windows' contexts exist once the startup completed
            broker.subscribe(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE,
                    event -> exit.guardWindows(context.get(MApplication.class)));
        }
    }

    /** The first window fills the screen's work area; a restored one keeps the size last used. */
    @ProcessAdditions
    void processAdditions(MApplication application, EModelService models) {
        if (!layoutRestored && models.find(DefaultLayout.MAIN_WINDOW_ID, application) instanceof MWindow window) {
            WindowBounds.fillWorkArea(window, Display.getCurrent());
        }
        org.xwb.ui.editing.WheelGuard.install(Display.getCurrent()); // the wheel scrolls pages, not values
    }

    /**
     * Deletes the layout of the last session when the shipped application model changed since
     * ({@link PersistedLayout}); returns whether e4 restores one.
     */
    private static boolean checkPersistedLayout(ProblemsLog problems) {
        Location instance = Platform.getInstanceLocation();
        if (instance == null || instance.getURL() == null || !"file".equals(instance.getURL().getProtocol())
                || java.util.List.of(Platform.getApplicationArgs()).contains("-clearPersistedState")) {
            return false;
        }
        try {
            return new PersistedLayout(Path.of(instance.getURL().getPath())).check(
                    PersistedLayout.sha256(FrameworkUtil.getBundle(WorkbenchLifeCycle.class).getEntry("Application.e4xmi")));
        } catch (IOException | RuntimeException e) {
            problems.warning("Cannot check the layout of the last session: " + e.getMessage(), "XWB");
            return false;
        }
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
            Workspace data = new Workspace(Path.of(instance.getURL().getPath()));
            // what the layers below ask (schema fences, targets): the workspace in use, not the default one
            System.setProperty(Workspace.LOCATION_PROPERTY, data.root().toString());
            return data;
        }
        return Workspace.fromEnvironment();
    }
}
