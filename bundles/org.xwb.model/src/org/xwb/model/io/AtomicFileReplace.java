package org.xwb.model.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Replaces a file so that it is, at every moment, either the old file or the complete new one:
 * the bytes go to a temporary file in the same folder, are flushed to disk and checked, and only
 * then renamed over the target. On any failure the target is untouched and the temporary file
 * removed. The one way XWB saves a file a user edits (workloads, and the text editors' files).
 */
public final class AtomicFileReplace {

    /** Looks at the written temporary file before it replaces the target; throws to stop. */
    @FunctionalInterface
    interface Check {
        void verify(Path written) throws IOException;
    }

    private AtomicFileReplace() {
    }

    /** Replaces {@code target} with {@code bytes}, or leaves it untouched and throws. */
    public static void replace(Path target, byte[] bytes) throws IOException {
        replace(target, bytes, written -> {
        });
    }

    static void replace(Path target, byte[] bytes, Check check) throws IOException {
        // Replace what a symbolic link points to, not the link itself.
        Path destination = Files.isSymbolicLink(target) ? target.toRealPath() : target.toAbsolutePath();
        Path folder = destination.getParent();
        Files.createDirectories(folder);
        Path temp = Files.createTempFile(folder, "." + destination.getFileName() + ".", ".tmp");
        try {
            write(temp, bytes);
            keepPermissions(destination, temp);
            check.verify(temp);
            try {
                Files.move(temp, destination, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException notAtomic) {
                // Same folder, so this only happens on unusual file systems; a plain replace is the best left.
                Files.move(temp, destination, StandardCopyOption.REPLACE_EXISTING);
            }
            syncFolder(folder);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    /** A temporary file is private (rw-------); the saved file keeps the old file's permissions. */
    private static void keepPermissions(Path destination, Path temp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        if (Files.exists(destination)) {
            view.setPermissions(Files.getPosixFilePermissions(destination));
        } else {
            view.setPermissions(PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    /** Makes the rename itself durable; not every platform can open a folder, which is fine. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // the file's own bytes are already on disk
        }
    }
}
