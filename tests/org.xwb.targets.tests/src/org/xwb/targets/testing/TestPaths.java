package org.xwb.targets.testing;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

import org.xwb.targets.embedded.EmbeddedLayout;

/** Test file locations: the binaries cache every test run shares, and cleanup. */
public final class TestPaths {

    private TestPaths() {
    }

    /** The unpacked PostgreSQL binaries for tests: a cache outside the user's, kept between runs. */
    public static Path binaryCache() {
        return Path.of(System.getProperty("java.io.tmpdir"), "xwb-test-postgres-binaries");
    }

    public static void useTestBinaryCache() {
        System.setProperty(EmbeddedLayout.BINARIES_PROPERTY, binaryCache().toString());
    }

    /** A layout for a workspace folder, with the test binaries cache. */
    public static EmbeddedLayout layout(Path workspaceRoot) {
        return new EmbeddedLayout(workspaceRoot.resolve(".xwb").resolve("embedded-postgres"), binaryCache());
    }

    public static void deleteTree(Path root) throws IOException {
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
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
