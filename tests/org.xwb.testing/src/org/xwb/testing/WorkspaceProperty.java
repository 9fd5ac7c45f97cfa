package org.xwb.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.xwb.core.workspace.Workspace;

/**
 * Points {@code -Dxwb.workspace} (what {@link Workspace#fromEnvironment()} reads) at a folder for a
 * test, and puts the previous value back when closed. A {@link #temporary} workspace is deleted
 * when closed as well ({@link TemporaryFolders}).
 */
public final class WorkspaceProperty implements AutoCloseable {

    private final String before;
    private final Path root;
    private final boolean deleteOnClose;

    private WorkspaceProperty(Path root, boolean deleteOnClose) {
        this.before = System.getProperty(Workspace.LOCATION_PROPERTY);
        this.root = root;
        this.deleteOnClose = deleteOnClose;
        System.setProperty(Workspace.LOCATION_PROPERTY, root.toString());
    }

    public static WorkspaceProperty set(Path root) {
        return new WorkspaceProperty(root, false);
    }

    /** A new folder under java.io.tmpdir named {@code prefix...}, deleted with everything in it on close. */
    public static WorkspaceProperty temporary(String prefix) {
        try {
            return new WorkspaceProperty(Files.createTempDirectory(prefix), true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path root() {
        return root;
    }

    @Override
    public void close() {
        if (before == null) {
            System.clearProperty(Workspace.LOCATION_PROPERTY);
        } else {
            System.setProperty(Workspace.LOCATION_PROPERTY, before);
        }
        if (deleteOnClose) {
            TemporaryFolders.delete(root);
        }
    }
}
