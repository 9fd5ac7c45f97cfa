package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import org.xwb.core.workspace.PrivateFiles;

/**
 * How the XWB processes of one workspace share its server, through two lock files and the owner
 * file next to the data:
 * <ul>
 * <li>{@code server.lock}: held (exclusively) by the one process that owns the server, i.e. started
 * it or took it over, and stops it;</li>
 * <li>{@code server.users}: every process that uses the server holds a shared lock on it; an owner
 * that can lock it exclusively knows that no other process uses the server, so it may stop it (and
 * while it holds that lock, no process can attach);</li>
 * <li>{@code server.owner}: the owner's pid and the server's port, replaced atomically, so a reader
 * sees a whole file or none.</li>
 * </ul>
 * The operating system drops a process's locks when it dies, so a killed process never blocks the
 * others. One instance per workspace and JVM (file locks belong to the process).
 */
final class ServerLocks {

    /** The owner file's content. */
    record Owner(long pid, int port) {
    }

    private final EmbeddedLayout layout;
    private FileChannel ownerChannel;
    private FileLock ownerLock;
    private FileChannel usersChannel;
    private FileLock usersLock;

    ServerLocks(EmbeddedLayout layout) {
        this.layout = layout;
    }

    /** Takes the owner's lock if no other process holds it. */
    boolean tryOwn() throws IOException {
        if (ownerLock != null) {
            return true;
        }
        ownerChannel = PrivateFiles.openChannel(layout.lockFile(), StandardOpenOption.WRITE);
        ownerLock = ownerChannel.tryLock();
        if (ownerLock == null) {
            ownerChannel.close();
            ownerChannel = null;
            return false;
        }
        return true;
    }

    /** Gives the owner's lock up. */
    void disown() {
        ownerLock = release(ownerLock, ownerChannel);
        ownerChannel = null;
    }

    /** Registers this process as a user of the server (shared); false while an owner is starting or stopping it. */
    boolean tryUse() throws IOException {
        return lockUsers(true);
    }

    /**
     * Locks the users' file exclusively: true when no other process uses the server. Held, it keeps
     * other processes from attaching until {@link #releaseUsers()} or a downgrade by {@link #tryUse()}.
     */
    boolean tryAlone() throws IOException {
        return lockUsers(false);
    }

    void releaseUsers() {
        usersLock = release(usersLock, null);
    }

    private boolean lockUsers(boolean shared) throws IOException {
        releaseUsers(); // a process holds one lock per file: switching between shared and exclusive goes through none
        if (usersChannel == null) {
            usersChannel = PrivateFiles.openChannel(layout.usersFile(), StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
        }
        usersLock = usersChannel.tryLock(0, Long.MAX_VALUE, shared);
        return usersLock != null;
    }

    /** The owner file, or null while it is missing or not whole (it is replaced atomically, so only an old format). */
    Owner readOwner() throws IOException {
        Map<String, String> values = new HashMap<>();
        try {
            for (String line : Files.readAllLines(layout.ownerFile(), StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    values.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
                }
            }
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            return new Owner(Long.parseLong(values.getOrDefault("pid", "")), Integer.parseInt(values.getOrDefault("port", "")));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Says that this process owns the server listening on {@code port}. */
    void writeOwner(int port) throws IOException {
        PrivateFiles.replace(layout.ownerFile(), "pid=" + ProcessHandle.current().pid() + "\nport=" + port + "\n");
    }

    void deleteOwner() throws IOException {
        Files.deleteIfExists(layout.ownerFile());
    }

    /** Releases every lock and closes the files. */
    void close() {
        releaseUsers();
        disown();
        try {
            if (usersChannel != null) {
                usersChannel.close();
            }
        } catch (IOException e) {
            // closing releases the locks anyway
        }
        usersChannel = null;
    }

    private static FileLock release(FileLock lock, FileChannel channel) {
        try {
            if (lock != null && lock.isValid()) {
                lock.release();
            }
            if (channel != null) {
                channel.close();
            }
        } catch (IOException e) {
            // closing the channel releases the lock anyway
        }
        return null;
    }
}
