package org.xwb.targets.embedded;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xwb.core.workspace.Workspace;

/**
 * Where the embedded server keeps its files. The data belongs to the workspace (a loaded database
 * survives between sessions and goes away with the workspace); the unpacked PostgreSQL binaries
 * (~50 MB, the same for every workspace) are a per-user cache.
 *
 * @param root     {@code <workspace>/.xwb/embedded-postgres}
 * @param binaries the binaries cache: {@code -Dxwb.postgres.binaries}, else
 *                 {@code $XDG_CACHE_HOME/xwb/postgres-binaries}, else {@code ~/.cache/xwb/postgres-binaries}
 */
public record EmbeddedLayout(Path root, Path binaries) {

    public static final String BINARIES_PROPERTY = "xwb.postgres.binaries";

    public static EmbeddedLayout of(Workspace workspace) {
        return new EmbeddedLayout(workspace.root().resolve(".xwb").resolve("embedded-postgres"), defaultBinaries());
    }

    public static Path defaultBinaries() {
        String configured = System.getProperty(BINARIES_PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("xwb").resolve("postgres-binaries").toAbsolutePath().normalize();
    }

    /** The PostgreSQL data directory. */
    public Path data() {
        return root.resolve("data");
    }

    /** Held (file lock) by the XWB process that runs the server. */
    public Path lockFile() {
        return root.resolve("server.lock");
    }

    /** Every XWB process that uses the server holds a shared lock on it (see {@link ServerLocks}). */
    public Path usersFile() {
        return root.resolve("server.users");
    }

    /** The running server's owner process and port, for another XWB process on the same workspace. */
    public Path ownerFile() {
        return root.resolve("server.owner");
    }

    /** The server's own log (initdb, pg_ctl and postgres output). */
    public Path logFile() {
        return root.resolve("server.log");
    }

    /**
     * The superuser's password, as a libpq password file (0600): every XWB process of the owner
     * reads it, and {@code PGPASSFILE=<it> psql ...} connects with it.
     */
    public Path credentialFile() {
        return root.resolve("superuser.pgpass");
    }

    /**
     * The password of the role workloads run as ({@link WorkloadRole}), as a libpq password file
     * (0600) like the superuser's.
     */
    public Path workloadCredentialFile() {
        return root.resolve("workload.pgpass");
    }

    /** The folders only the owner may open: the workspace's {@code .xwb} (when the root is in one) and the root. */
    public List<Path> privateFolders() {
        List<Path> folders = new ArrayList<>();
        Path parent = root.toAbsolutePath().normalize().getParent();
        if (parent != null && parent.getFileName() != null && parent.getFileName().toString().equals(".xwb")) {
            folders.add(parent);
        }
        folders.add(root);
        return folders;
    }

    /** Written after the first successful start: from then on the data directory is never deleted. */
    public Path initializedMarker() {
        return root.resolve("data.initialized");
    }
}
