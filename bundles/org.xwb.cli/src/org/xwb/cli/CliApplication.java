package org.xwb.cli;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.osgi.service.datalocation.Location;
import org.xwb.core.workspace.Workspace;

/**
 * The Equinox application behind {@code ./xwb <command>}: hands the command-line arguments to
 * {@link XwbCommand} and returns its exit code (0 success, 1 run over its error threshold,
 * 2 bad input).
 */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        useInstanceAreaAsWorkspace();
        int exitCode = XwbCommand.execute(args == null ? new String[0] : args);
        // Equinox maps a non-zero Integer to the process exit code (eclipse.exitcode).
        return Integer.valueOf(exitCode);
    }

    /**
     * The launcher keeps {@code -data} to itself (it becomes the instance area): without
     * {@code -Dxwb.workspace} or XWB_WORKSPACE, the instance area is the workspace, as in the
     * workbench, so that every part of a command (targets, schema fences, runs) uses the same one.
     */
    private static void useInstanceAreaAsWorkspace() {
        if (System.getProperty(Workspace.LOCATION_PROPERTY) != null || System.getenv(Workspace.LOCATION_ENV) != null) {
            return;
        }
        Location instance = Platform.getInstanceLocation();
        if (instance != null && instance.isSet() && instance.getURL() != null
                && "file".equals(instance.getURL().getProtocol())) {
            System.setProperty(Workspace.LOCATION_PROPERTY, Path.of(instance.getURL().getPath()).toString());
        }
    }

    @Override
    public void stop() {
        // commands end on their own; a running command is interrupted by the JVM shutdown
    }
}
