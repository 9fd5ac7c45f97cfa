package org.xwb.core.workspace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The XWB workspace: one folder holding the user's workloads, schemas, documents, statements and
 * the result folders of runs. The workbench and the command line share this layout, so a run
 * started from either shows up in the other.
 */
public final class Workspace {

    /** Top-level folders, in the order the navigator shows them. */
    public enum Folder {
        WORKLOADS("workloads"), SCHEMAS("schemas"), DOCUMENTS("documents"), STATEMENTS("statements"), RUNS("runs");

        private final String dirName;

        Folder(String dirName) {
            this.dirName = dirName;
        }

        public String dirName() {
            return dirName;
        }
    }

    /** System property and environment variable that override the default location. */
    public static final String LOCATION_PROPERTY = "xwb.workspace";
    public static final String LOCATION_ENV = "XWB_WORKSPACE";

    private final Path root;

    public Workspace(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /**
     * The workspace the user asked for ({@code -Dxwb.workspace}, then {@code XWB_WORKSPACE}),
     * else {@code ~/xwb-workspace}.
     */
    public static Workspace fromEnvironment() {
        String location = System.getProperty(LOCATION_PROPERTY);
        if (location == null || location.isBlank()) {
            location = System.getenv(LOCATION_ENV);
        }
        if (location == null || location.isBlank()) {
            location = Path.of(System.getProperty("user.home"), "xwb-workspace").toString();
        }
        return new Workspace(Path.of(location));
    }

    public Path root() {
        return root;
    }

    public Path folder(Folder folder) {
        return root.resolve(folder.dirName());
    }

    public List<Path> folders() {
        return java.util.Arrays.stream(Folder.values()).map(this::folder).toList();
    }

    /** Creates the workspace folders that are missing; leaves existing content alone. */
    public Workspace ensureLayout() {
        try {
            for (Path folder : folders()) {
                Files.createDirectories(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the XWB workspace at " + root + ": " + e.getMessage(), e);
        }
        return this;
    }

    @Override
    public String toString() {
        return root.toString();
    }
}
