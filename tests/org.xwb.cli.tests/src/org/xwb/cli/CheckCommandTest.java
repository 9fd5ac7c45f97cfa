package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {

    private static final String WORKLOAD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload xmlns="http://xwb.org/workload/1.0" name="w">
              <dialect>db2</dialect>
              <collection name="order" firstId="1" lastId="1000"/>
              <transaction id="get_order" weight="%s">
                <statement dialect="db2">
                  <text>SELECT doc FROM "order" WHERE id = ?</text>
                </statement>
                <parameter type="BIGINT">
                  %s
                </parameter>
              </transaction>
            </workload>
            """;

    @TempDir
    Path temp;

    @Test
    void aGoodWorkloadPasses() throws Exception {
        Path file = write("100", "<ids collection=\"order\"/>");
        CommandRun run = CommandRun.of("check", file);
        assertEquals(XwbCommand.OK, run.exitCode(), run.out());
        assertEquals(file + ": 0 error(s), 0 warning(s)", run.out().strip());
    }

    @Test
    void warningsAreShownButPass() throws Exception {
        Path file = write("90", "<ids collection=\"order\"/>");
        CommandRun run = CommandRun.of("check", file);
        assertEquals(XwbCommand.OK, run.exitCode());
        assertTrue(run.out().startsWith(file + ": workload: warning: the weights add up to 90, not 100"), run.out());
    }

    @Test
    void errorsArePrintedWithTheirPathAndExitWith1() throws Exception {
        Path file = write("100", "");
        CommandRun run = CommandRun.of("check", file);
        assertEquals(XwbCommand.RUN_ERRORS, run.exitCode());
        assertTrue(run.out().startsWith(file + ": transaction get_order / parameter 1: error: has no value source"), run.out());
    }

    @Test
    void theDialectOfTheTargetCanBeRequired() throws Exception {
        Path file = write("100", "<ids collection=\"order\"/>");
        CommandRun run = CommandRun.of("check", file, "--dialect", "postgresql");
        assertEquals(XwbCommand.RUN_ERRORS, run.exitCode());
        assertTrue(run.out().contains("transaction get_order: error: has no statement for dialect postgresql"), run.out());
    }

    @Test
    void anUnreadableFileExitsWith2AndSaysWhere() throws Exception {
        Path file = write("100", "<idz collection=\"order\"/>");
        CommandRun run = CommandRun.of("check", file);
        assertEquals(XwbCommand.BAD_INPUT, run.exitCode());
        assertEquals(file + ":10:32: unknown element or attribute 'idz' in <parameter>", run.err().strip());
    }

    @Test
    void bothCommandsAreListedInTheHelp() {
        CommandRun run = CommandRun.of("--help");
        assertEquals(XwbCommand.OK, run.exitCode());
        assertTrue(run.out().contains("import-tpox") && run.out().contains("check"), run.out());
    }

    private Path write(String weight, String source) throws Exception {
        Path file = temp.resolve("w.xwl");
        Files.writeString(file, WORKLOAD.formatted(weight, source));
        return file;
    }
}
