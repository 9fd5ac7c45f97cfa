package org.xwb.targets.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;

/**
 * One embedded PostgreSQL for the whole test run (started by the first test class that asks,
 * stopped and its temporary workspace deleted when the run ends). Test classes use their own
 * tables, so they do not disturb each other.
 */
public final class SharedEmbeddedServer implements BeforeAllCallback {

    private static Holder holder;

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).getOrComputeIfAbsent(Holder.class,
                k -> start(), Holder.class);
    }

    /** The shared target (the default "embedded" profile: synchronous_commit=on). */
    public static synchronized Target target() {
        if (holder == null) {
            throw new IllegalStateException("Annotate the test class with @ExtendWith(SharedEmbeddedServer.class)");
        }
        return holder.target;
    }

    /** The workspace the shared server belongs to. */
    public static synchronized Workspace workspace() {
        return holder.workspace;
    }

    private static synchronized Holder start() {
        try {
            TestPaths.useTestBinaryCache();
            Path root = Files.createTempDirectory("xwb-targets-tests-");
            Workspace workspace = new Workspace(root);
            holder = new Holder(workspace, TargetKinds.open(ProfileStore.defaultEmbedded(), workspace));
            return holder;
        } catch (Exception e) {
            throw new IllegalStateException("The shared embedded PostgreSQL did not start: " + e.getMessage(), e);
        }
    }

    @SuppressWarnings("deprecation") // CloseableResource: what JUnit 5.14 closes at the end of the run
    private record Holder(Workspace workspace, Target target) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() throws IOException {
            target.close();
            TestPaths.deleteTree(workspace.root());
        }
    }
}
