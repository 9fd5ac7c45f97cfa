package org.xwb.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A 1 MB tmpfs over a folder, to fill up while XWB writes into it: a disk-full that is real and
 * small. Only root can mount one (CI runs as root); elsewhere {@link #mount} says no and the test
 * skips with the reason {@link #NEEDS_ROOT}.
 */
public final class SmallDisk implements AutoCloseable {

    public static final String NEEDS_ROOT = "mounting a small tmpfs needs root (CI runs as root): skipped here";

    private final Path folder;

    private SmallDisk(Path folder) {
        this.folder = folder;
    }

    /** Mounts a 1 MB tmpfs over {@code folder} (created if missing); null when this user cannot. */
    public static SmallDisk mount(Path folder, String label) throws IOException, InterruptedException {
        Files.createDirectories(folder);
        return command("mount", "-t", "tmpfs", "-o", "size=1m", label, folder.toString()) == 0 ? new SmallDisk(folder) : null;
    }

    /** Writes into the disk until it refuses. */
    public void fill() throws IOException {
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(folder.resolve("filler"))) {
            while (true) {
                out.write(block);
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left")) {
                throw e; // not the full disk the test wants
            }
        }
    }

    /** Unmounts (lazily: a file XWB still holds open does not keep it). */
    @Override
    public void close() throws IOException {
        try {
            command("umount", "-l", folder.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int command(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
