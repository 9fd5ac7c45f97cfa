package org.xwb.testing;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Removes a test's temporary folder when the test is done. A test workspace holds a database (tens
 * of MB); left behind, they filled a developer's temporary folder by about 1 GB per
 * {@code ./mvnw verify}.
 */
public final class TemporaryFolders {

    private TemporaryFolders() {
    }

    /**
     * Deletes the tree if it exists. What cannot be deleted is reported on stderr, not thrown, so the
     * failure a test reports is its own. Call it after the test's target or server is closed.
     */
    public static void delete(Path root) {
        try {
            deleteTree(root);
        } catch (IOException e) {
            System.err.println("could not delete the test folder " + root + ": " + e);
        }
    }

    /** Deletes the tree if it exists; a file that cannot be deleted fails it. */
    public static void deleteTree(Path root) throws IOException {
        if (root == null || !Files.exists(root)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE; // gone meanwhile
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.deleteIfExists(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
