package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Waits for a process that is not a child of this JVM (the postmaster: pg_ctl starts it and
 * exits, so it belongs to init). A process that has exited but is not reaped yet (a zombie) counts
 * as gone: some init processes reap late (1.2 s seen here), and ProcessHandle treats a zombie as
 * alive and polls it with growing pauses.
 */
public final class ProcessExit {

    private ProcessExit() {
    }

    /** True when process {@code pid} is gone (or a zombie) within {@code wait}. */
    static boolean await(long pid, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (isRunning(pid)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return !isRunning(pid);
            }
        }
        return true;
    }

    /** Alive and not a zombie (state 'Z' in /proc/&lt;pid&gt;/stat, after the command name in parentheses). */
    public static boolean isRunning(long pid) {
        if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            int close = stat.lastIndexOf(')');
            return close < 0 || close + 2 >= stat.length() || stat.charAt(close + 2) != 'Z';
        } catch (IOException | RuntimeException e) {
            return true; // no /proc: trust ProcessHandle
        }
    }
}
