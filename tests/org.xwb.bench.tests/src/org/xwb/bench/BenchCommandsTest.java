package org.xwb.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/** The bench-* commands reach `xwb` through the CLI's extension point, and run inside OSGi. */
class BenchCommandsTest {

    @Test
    void everyBenchCommandIsListedAndHasHelp() {
        String usage = CommandRun.of("--help").out();
        for (String command : List.of("bench-driver", "bench-xml", "bench-load", "bench-tpox", "bench-explain")) {
            assertTrue(usage.contains(command), command + " in\n" + usage);
            CommandRun help = CommandRun.of(command, "--help");
            assertEquals(0, help.exitCode(), command);
            assertTrue(help.out().startsWith("Usage: xwb " + command), help.out());
        }
    }

    /** H2 from the bench bundle, CPU time through the platform MBean; no speed is asserted. */
    @Test
    void benchDriverRunsAndPrintsMediansAndRatios() {
        CommandRun r = CommandRun.of("bench-driver", "--users", "1", "--seconds", "0.5", "--warmup", "0.2", "--repetitions", "1");
        assertEquals(0, r.exitCode(), r.out() + r.err());
        // a ratio may have more than one digit before the point: on a loaded machine the bare loop's
        // first 0.5 s ran at a sixth of the driver's (ratio 6.078, CPU ratio 11.125)
        assertTrue(r.out().matches("(?s).*\\n\\s+1\\s+[\\d,]+\\s+[\\d,]+\\s+[\\d,]+\\.\\d{3}\\s+[\\d,]+\\s+[\\d,]+\\s+[\\d,]+\\.\\d{3}\\n.*"),
                r.out());
    }

    /**
     * The real-server mode against the embedded PostgreSQL of a fresh workspace (started as the
     * product starts it), both statements, one short pair: a table row per statement, both sides
     * measured (a driver run with failed transactions would fail the command). No speed is asserted.
     */
    @Test
    void benchDriverServerRunsSelectOneAndGetOrderOnTheEmbeddedServer() throws Exception {
        CommandRun r;
        try (WorkspaceProperty property = WorkspaceProperty.temporary("xwb-bench-driver-test")) {
            r = CommandRun.of("bench-driver", "--server", "--users", "1", "--seconds", "1", "--warmup", "0.2", "--pairs", "1",
                    "--customers", "20");
        }
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("Driver against a bare JDBC loop on embedded PostgreSQL"), r.out());
        for (String statement : List.of("select1", "get_order")) {
            assertTrue(r.out().matches("(?s).*\\n" + statement + "\\s+users 1\\s+pair 1\\s+bare [\\d,]+ tx/s .*"), r.out());
            assertTrue(r.out().matches("(?s).*\\n" + statement
                    + "\\s+1\\s+[\\d,]+\\s+[\\d,]+\\s+\\d+\\.\\d{3}(\\s+\\d+\\.\\d){4}\\n.*"), r.out());
        }
    }

    @Test
    void benchDriverServerNamesAnUnknownStatement() {
        CommandRun r = CommandRun.of("bench-driver", "--server", "--statements", "select1,nope");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("--statements: 'nope' is not one of select1, get_order"), r.err());
        assertTrue(!r.err().contains("\tat "), r.err());
    }
}
