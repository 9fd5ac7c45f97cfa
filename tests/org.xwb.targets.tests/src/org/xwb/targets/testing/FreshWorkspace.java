package org.xwb.targets.testing;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.xwb.targets.embedded.EmbeddedLayout;

/**
 * A workspace of its own for each test, with its own embedded server (binaries from the test
 * cache), deleted after the test: {@code @RegisterExtension final FreshWorkspace workspace = ...}.
 */
public final class FreshWorkspace implements BeforeEachCallback, AfterEachCallback {

    private final String prefix;
    private Path root;
    private EmbeddedLayout layout;

    public FreshWorkspace(String prefix) {
        this.prefix = prefix;
    }

    public Path root() {
        return root;
    }

    public EmbeddedLayout layout() {
        return layout;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        TestPaths.useTestBinaryCache();
        root = Files.createTempDirectory(prefix);
        layout = TestPaths.layout(root);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        TestPaths.deleteTree(root);
    }
}
