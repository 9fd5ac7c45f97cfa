package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Cleans up after an XWB process that died without stopping its embedded server (killed, power
 * cut, crash). Called before a start, while holding the workspace's server lock, so no live XWB
 * process is using what is cleaned. Each step says what it did, for the start report:
 * <ul>
 * <li>a half-unpacked binaries folder (no ".exists" mark, nobody unpacking) is removed, so zonky
 * unpacks it again instead of failing on existing files;</li>
 * <li>a postmaster.pid whose process still runs PostgreSQL on this data directory is an orphan
 * server: it gets a fast shutdown (SIGINT), which keeps committed data;</li>
 * <li>a postmaster.pid of a process that is gone, or that is something else now (a reused pid),
 * is stale and removed, so PostgreSQL does not refuse to start;</li>
 * <li>a data directory left by an initdb that failed before the first successful start is
 * removed. After the first successful start a data directory is never deleted: an incomplete one
 * is reported instead.</li>
 * </ul>
 */
final class CrashRecovery {

    private static final Duration ORPHAN_STOP_WAIT = Duration.ofSeconds(30);

    private final EmbeddedLayout layout;
    private final List<String> actions = new ArrayList<>();

    CrashRecovery(EmbeddedLayout layout) {
        this.layout = layout;
    }

    /** Runs every step; returns what was done (empty when the last session ended cleanly). */
    List<String> run() throws IOException {
        removeIncompleteBinaries();
        handlePidFile();
        removeFailedInitdb();
        return List.copyOf(actions);
    }

    private void removeIncompleteBinaries() throws IOException {
        if (!Files.isDirectory(layout.binaries())) {
            return;
        }
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(layout.binaries(), "PG-*")) {
            for (Path folder : folders) {
                if (Files.isDirectory(folder) && !Files.exists(folder.resolve(".exists")) && nobodyUnpacks(folder)) {
                    deleteTree(folder);
                    actions.add("removed the half-unpacked PostgreSQL binaries " + folder);
                }
            }
        }
    }

    /** zonky holds a lock on "epg-lock" while it unpacks. */
    private static boolean nobodyUnpacks(Path folder) {
        Path lockFile = folder.resolve("epg-lock");
        if (!Files.exists(lockFile)) {
            return true;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock()) {
            return lock != null;
        } catch (OverlappingFileLockException e) {
            return false; // this JVM is unpacking it
        } catch (IOException e) {
            return false;
        }
    }

    private void handlePidFile() throws IOException {
        Path pidFile = layout.data().resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        List<String> lines = Files.readAllLines(pidFile, StandardCharsets.UTF_8);
        long pid = lines.isEmpty() ? -1 : parsePid(lines.get(0));
        Optional<ProcessHandle> process = pid > 0 && ProcessExit.isRunning(pid) ? ProcessHandle.of(pid) : Optional.empty();
        if (process.isPresent() && runsPostgresOn(pid, layout.data())) {
            stopOrphan(process.get());
            actions.add("stopped the orphan PostgreSQL server (pid " + pid + ") of an XWB session that did not end cleanly");
            Files.deleteIfExists(pidFile); // gone with a clean shutdown; removed if the server had to be killed
        } else {
            Files.delete(pidFile);
            actions.add("removed a stale postmaster.pid (pid " + pid
                    + (process.isPresent() ? " now belongs to another program" : " is gone") + ")");
        }
    }

    /**
     * Stops the server running on the data directory with a fast shutdown: one that this process
     * took over from an owner that has ended, and is the last to use. False when none runs.
     */
    boolean stopRunningServer() throws IOException {
        Path pidFile = layout.data().resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return false;
        }
        List<String> lines = Files.readAllLines(pidFile, StandardCharsets.UTF_8);
        long pid = lines.isEmpty() ? -1 : parsePid(lines.get(0));
        Optional<ProcessHandle> process = pid > 0 && ProcessExit.isRunning(pid) ? ProcessHandle.of(pid) : Optional.empty();
        if (process.isEmpty() || !runsPostgresOn(pid, layout.data())) {
            return false;
        }
        stopOrphan(process.get());
        Files.deleteIfExists(pidFile);
        return true;
    }

    private void stopOrphan(ProcessHandle postmaster) throws IOException {
        // SIGINT = PostgreSQL's fast shutdown: clients are disconnected, committed data is kept
        signal(postmaster.pid(), "-INT");
        if (waitForExit(postmaster, ORPHAN_STOP_WAIT)) {
            return;
        }
        signal(postmaster.pid(), "-QUIT"); // immediate shutdown: crash recovery replays the WAL at the next start
        if (!waitForExit(postmaster, Duration.ofSeconds(10))) {
            throw new IOException("The orphan PostgreSQL server (pid " + postmaster.pid() + ") on " + layout.data()
                    + " does not stop; stop it by hand (kill " + postmaster.pid() + ")");
        }
    }

    private void removeFailedInitdb() throws IOException {
        Path data = layout.data();
        if (!Files.isDirectory(data) || isComplete(data)) {
            return;
        }
        if (Files.exists(layout.initializedMarker())) {
            throw new IOException("The embedded database's data directory " + data + " is incomplete (no PG_VERSION or "
                    + "global/pg_control) although it was in use before. XWB does not delete it: move it away to start "
                    + "with an empty database, or restore it.");
        }
        deleteTree(data);
        actions.add("removed the data directory of an earlier start that failed during initdb");
    }

    static boolean isComplete(Path data) {
        return Files.isRegularFile(data.resolve("PG_VERSION")) && Files.isRegularFile(data.resolve("global/pg_control"))
                && Files.isRegularFile(data.resolve("postgresql.conf"));
    }

    /** True when process {@code pid} is a postgres server started with {@code -D data}. */
    static boolean runsPostgresOn(long pid, Path data) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            List<String> args = List.of(new String(raw, StandardCharsets.UTF_8).split("\0"));
            if (args.isEmpty() || !Path.of(args.get(0)).getFileName().toString().equals("postgres")) {
                return false;
            }
            int d = args.indexOf("-D");
            return d >= 0 && d + 1 < args.size() && samePath(Path.of(args.get(d + 1)), data);
        } catch (IOException | RuntimeException e) {
            return false; // no /proc entry or unreadable: not a server we can identify
        }
    }

    private static boolean samePath(Path a, Path b) {
        try {
            return a.toRealPath().equals(b.toRealPath());
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    private static long parsePid(String line) {
        try {
            return Long.parseLong(line.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void signal(long pid, String signal) throws IOException {
        try {
            new ProcessBuilder("kill", signal, Long.toString(pid)).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while stopping PostgreSQL pid " + pid, e);
        }
    }

    private static boolean waitForExit(ProcessHandle process, Duration wait) {
        return ProcessExit.await(process.pid(), wait);
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
