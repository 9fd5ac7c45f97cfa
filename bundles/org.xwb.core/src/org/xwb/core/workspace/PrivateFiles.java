package org.xwb.core.workspace;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Files and folders only their owner can read: 0700 folders, 0600 files. Created with those modes
 * (not created and then narrowed, which would leave a moment where others can open them), and
 * existing ones from older XWB versions narrowed. On a file system without POSIX modes the
 * operations only create.
 */
public final class PrivateFiles {

    static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private PrivateFiles() {
    }

    /** Creates {@code folder} as 0700 (missing parents with the usual mode) or narrows it to 0700. */
    public static Path folder(Path folder) throws IOException {
        Path parent = folder.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!Files.isDirectory(folder)) {
            try {
                Files.createDirectory(folder, attributes(FOLDER));
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // made meanwhile by another process; narrowed below
            }
        }
        narrow(folder, FOLDER);
        return folder;
    }

    /** Creates an empty 0600 file if it is missing, else narrows it to 0600 (an older version's 0644). */
    public static Path file(Path file) throws IOException {
        try {
            Files.createFile(file, attributes(FILE));
        } catch (java.nio.file.FileAlreadyExistsException e) {
            narrow(file, FILE);
        }
        return file;
    }

    /** Writes {@code text} into {@code file}, created 0600 when missing (not atomic: a reader may see it half written). */
    public static void writeString(Path file, String text) throws IOException {
        file(file);
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
    }

    /**
     * Replaces {@code file} with {@code text} atomically: a 0600 temporary file beside it, moved over
     * it. A reader sees the old or the new content, never a part.
     */
    public static void replace(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".new");
        Files.deleteIfExists(temporary);
        Files.createFile(temporary, attributes(FILE));
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.write(StandardCharsets.UTF_8.encode(text));
                channel.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** A channel on {@code file}, which is created 0600 when missing. */
    public static FileChannel openChannel(Path file, OpenOption... options) throws IOException {
        file(file);
        return FileChannel.open(file, options);
    }

    /** Narrows an existing file or folder to 0600 / 0700; does nothing when it is missing. */
    public static void narrowIfPresent(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            narrow(path, FOLDER);
        } else if (Files.exists(path)) {
            narrow(path, FILE);
        }
    }

    /** True when group and others have no access to {@code path} (always true without POSIX modes). */
    public static boolean isPrivate(Path path) throws IOException {
        if (!POSIX) {
            return true;
        }
        Set<PosixFilePermission> modes = Files.getPosixFilePermissions(path);
        return modes.stream().allMatch(m -> m.name().startsWith("OWNER_"));
    }

    private static void narrow(Path path, Set<PosixFilePermission> modes) throws IOException {
        if (POSIX && !Files.getPosixFilePermissions(path).equals(modes)) {
            Files.setPosixFilePermissions(path, modes);
        }
    }

    private static FileAttribute<?>[] attributes(Set<PosixFilePermission> modes) {
        return POSIX ? new FileAttribute<?>[] { PosixFilePermissions.asFileAttribute(modes) } : new FileAttribute<?>[0];
    }
}
