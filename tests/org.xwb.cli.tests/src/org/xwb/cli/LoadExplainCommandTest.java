package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TemporaryFolders;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TpoxKit;

/** `xwb generate`, `xwb load` and `xwb explain` together on the embedded PostgreSQL. */
class LoadExplainCommandTest {

    private Path dir;
    private WorkspaceProperty property;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        dir = Files.createTempDirectory("xwb-load-test");
        property = WorkspaceProperty.set(dir.resolve("ws"));
    }

    @AfterEach
    void restore() {
        property.close();
        TemporaryFolders.delete(dir);
    }

    @Test
    void generatedOrdersLoadIntoTheKitsTableAndAQueryOnThemIsExplained() throws Exception {
        CommandRun generate = CommandRun.of("generate", "--customers", "4", "-o", dir.resolve("docs"));
        assertEquals(0, generate.exitCode(), generate.out() + generate.err());
        Path mixed = TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl");

        CommandRun load = CommandRun.of("load", "--workload", mixed, "--collection", "orders", "--replace",
                "--indexes", "after", dir.resolve("docs").resolve("order"));
        assertEquals(0, load.exitCode(), load.out() + load.err());
        assertTrue(load.out().contains("20 "), "the 20 orders of 4 customers: " + load.out());

        CommandRun explain = CommandRun.of("explain", "SELECT count(*) FROM orders WHERE id > ?", "--param", "100005");
        assertEquals(0, explain.exitCode(), explain.out() + explain.err());
        assertTrue(explain.out().contains("orders"), explain.out());

        CommandRun missing = CommandRun.of("load", "--workload", mixed, "--collection", "no_such", dir.resolve("docs"));
        assertEquals(2, missing.exitCode(), missing.out() + missing.err());
        assertTrue(missing.err().contains("no_such"), missing.err());
    }
}
