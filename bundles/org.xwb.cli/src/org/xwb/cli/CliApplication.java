package org.xwb.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/**
 * The Equinox application behind {@code ./xwb <command>}: hands the command-line arguments to
 * {@link XwbCommand} and returns its exit code (0 success, 1 run over its error threshold,
 * 2 bad input).
 */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        int exitCode = XwbCommand.execute(args == null ? new String[0] : args);
        // Equinox maps a non-zero Integer to the process exit code (eclipse.exitcode).
        return Integer.valueOf(exitCode);
    }

    @Override
    public void stop() {
        // commands end on their own; a running command is interrupted by the JVM shutdown
    }
}
