package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The backends of a postmaster that was killed: they run on (and may write) until they notice that
 * their postmaster is gone, and PostgreSQL's own guard against a second server on their shared
 * memory needs the postmaster.pid that crash recovery removes. So a restart first waits for them.
 * A PostgreSQL process works in its data folder: its /proc/&lt;pid&gt;/cwd names it. Without /proc
 * (macOS, Windows) nothing is found and nothing is waited for.
 */
final class DeadServerBackends {

    /** /proc, where the system has one. */
    static final Optional<Path> PROC = Optional.of(Path.of("/proc")).filter(p -> Files.isDirectory(p.resolve("self")));

    private DeadServerBackends() {
    }

    /** Waits until no process works in {@code data}; an IOException naming them after {@code wait}. */
    static void awaitExit(Path data, Duration wait) throws IOException {
        long deadline = System.nanoTime() + wait.toNanos();
        List<Long> left = inFolder(data);
        while (!left.isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new IOException("Processes of the ended PostgreSQL server still run on " + data + " after "
                        + wait.toSeconds() + " s: pids " + left + ". End them (kill " + left.get(0) + ") and try again.");
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("Interrupted while waiting for the ended PostgreSQL server's processes", e);
            }
            left = inFolder(data);
        }
    }

    /** The live (not zombie) processes whose working directory is {@code data}. */
    static List<Long> inFolder(Path data) throws IOException {
        if (PROC.isEmpty()) {
            return List.of();
        }
        Path real = data.toRealPath();
        try (Stream<Path> entries = Files.list(PROC.get())) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.chars().allMatch(Character::isDigit))
                    .map(Long::parseLong).filter(pid -> worksIn(pid, real) && ProcessExit.isRunning(pid)).toList();
        }
    }

    private static boolean worksIn(long pid, Path folder) {
        try {
            return Files.readSymbolicLink(PROC.get().resolve(Long.toString(pid)).resolve("cwd")).equals(folder);
        } catch (IOException | RuntimeException e) {
            return false; // gone meanwhile, or another user's process
        }
    }
}
