package org.xwb.testing;

import java.nio.file.Path;

import org.xwb.core.workspace.Workspace;

/**
 * Points {@code -Dxwb.workspace} (what {@link Workspace#fromEnvironment()} reads) at a folder for a
 * test, and puts the previous value back when closed.
 */
public final class WorkspaceProperty implements AutoCloseable {

    private final String before;

    private WorkspaceProperty(Path root) {
        this.before = System.getProperty(Workspace.LOCATION_PROPERTY);
        System.setProperty(Workspace.LOCATION_PROPERTY, root.toString());
    }

    public static WorkspaceProperty set(Path root) {
        return new WorkspaceProperty(root);
    }

    @Override
    public void close() {
        if (before == null) {
            System.clearProperty(Workspace.LOCATION_PROPERTY);
        } else {
            System.setProperty(Workspace.LOCATION_PROPERTY, before);
        }
    }
}
