package org.xwb.targets.testing;

import java.io.IOException;
import java.nio.file.Path;

import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.testing.TemporaryFolders;

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
        TemporaryFolders.deleteTree(root);
    }
}
