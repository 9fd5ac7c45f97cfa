package org.xwb.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceTest {

    @TempDir
    Path temp;

    @Test
    void ensureLayoutCreatesTheFiveFoldersAndKeepsExistingFiles() throws Exception {
        Path root = temp.resolve("ws");
        Files.createDirectories(root.resolve("workloads"));
        Files.writeString(root.resolve("workloads/mine.xwl"), "<workload/>");

        Workspace workspace = new Workspace(root).ensureLayout();

        for (Workspace.Folder folder : Workspace.Folder.values()) {
            assertTrue(Files.isDirectory(root.resolve(folder.dirName())), folder + " exists");
        }
        assertEquals("<workload/>", Files.readString(root.resolve("workloads/mine.xwl")));
        assertEquals(root.resolve("runs"), workspace.folder(Workspace.Folder.RUNS));
    }

    @Test
    void aWorkspaceThatCannotBeCreatedIsReportedWithItsPath() throws Exception {
        Path blocker = temp.resolve("file-not-folder");
        Files.writeString(blocker, "x");
        UncheckedIOException error = assertThrows(UncheckedIOException.class,
                () -> new Workspace(blocker.resolve("ws")).ensureLayout());
        assertTrue(error.getMessage().contains(blocker.toString()), error.getMessage());
    }

    @Test
    void systemPropertyChoosesTheWorkspace() {
        String before = System.getProperty(Workspace.LOCATION_PROPERTY);
        try {
            System.setProperty(Workspace.LOCATION_PROPERTY, temp.toString());
            assertEquals(temp.toAbsolutePath(), Workspace.fromEnvironment().root());
        } finally {
            if (before == null) {
                System.clearProperty(Workspace.LOCATION_PROPERTY);
            } else {
                System.setProperty(Workspace.LOCATION_PROPERTY, before);
            }
        }
    }
}
