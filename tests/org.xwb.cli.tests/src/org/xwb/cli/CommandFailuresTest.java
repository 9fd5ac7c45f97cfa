package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;

/** The one error policy: a located message and exit 2 for bad input, 1 for a failed run, a stack trace only with --debug. */
class CommandFailuresTest {

    @TempDir
    Path dir;

    private Path workload() throws Exception {
        Path file = dir.resolve("items.xwl");
        Files.write(file, WorkloadFiles.serialize(RunCommandTest.workload("items", "SELECT ?", "postgresql")));
        return file;
    }

    private static int closedPort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Test
    void aTargetThatCannotBeReachedIsARunFailureInOneLine() throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/nowhere";
        CommandRun run = CommandRun.of("run", workload(), "--target", url, "--workspace", dir);
        assertEquals(XwbCommand.RUN_ERRORS, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().startsWith("xwb run: Cannot connect to PostgreSQL at " + url), run.err());
        assertEquals(1, run.err().strip().lines().count(), "one line, no stack trace: " + run.err());
    }

    @Test
    void anUnreachableTargetIsExit1InTheSameWordsForEveryCommandThatConnects() throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/nowhere";
        String workspace = dir.toString();
        for (String[] args : new String[][] { { "run", workload().toString(), "--workspace", workspace },
                { "sweep", workload().toString(), "--users", "1,2", "--workspace", workspace }, { "explain", "SELECT 1" } }) {
            String[] all = java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of(
                    "--target", url)).toArray(String[]::new);
            CommandRun command = CommandRun.of((Object[]) all);
            String name = "xwb " + args[0];
            assertEquals(XwbCommand.RUN_ERRORS, command.exitCode(), name + ": " + command.out() + command.err());
            assertTrue(command.err().startsWith(name + ": Cannot connect to PostgreSQL at " + url), command.err());
            assertFalse(command.err().contains("Exception") || command.err().contains("\tat "), command.err());
        }
    }

    @Test
    void aWorkloadThatIsAFolderOrNotTextIsExit2InPlainWords() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("folder.xwl"));
        Path bytes = dir.resolve("garbage.xwl");
        Files.write(bytes, new byte[] { '<', 'a', '>', (byte) 0xC3, (byte) 0x28, '<', '/', 'a', '>' });
        for (String command : new String[] { "run", "check" }) {
            CommandRun onFolder = CommandRun.of(command, folder);
            assertEquals(XwbCommand.BAD_INPUT, onFolder.exitCode(), onFolder.err());
            assertTrue(onFolder.err().contains(folder + ": ") && onFolder.err().contains("a folder, not a file"),
                    onFolder.err());
            CommandRun onBytes = CommandRun.of(command, bytes);
            assertEquals(XwbCommand.BAD_INPUT, onBytes.exitCode(), onBytes.err());
            assertTrue(onBytes.err().contains(bytes + ":1:4: not UTF-8 text: byte 0xC3 at offset 3"), onBytes.err());
            assertFalse(onBytes.err().contains("Exception"), onBytes.err());
        }
    }

    @Test
    void debugAddsTheStackTrace() throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/nowhere";
        CommandRun run = CommandRun.of("--debug", "run", workload(), "--target", url, "--workspace", dir);
        assertEquals(XwbCommand.RUN_ERRORS, run.exitCode());
        assertTrue(run.err().contains("\tat org.xwb."), run.err());
        CommandRun after = CommandRun.of("run", workload(), "--target", url, "--workspace", dir, "--debug");
        assertTrue(after.err().contains("\tat org.xwb."), "--debug after the command works too: " + after.err());
    }

    @Test
    void badInputIsExit2WithTheMessageAndNoStackTraceInEveryCommand() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--workload", "no-such.xwl");
        assertEquals(XwbCommand.BAD_INPUT, demo.exitCode());
        assertTrue(demo.err().startsWith("xwb demo: no kit workload no-such.xwl; the kit has ["), demo.err());
        assertFalse(demo.out().contains("Target:"), "refused before any work: " + demo.out());

        CommandRun populate = CommandRun.of("populate", "--stages", "10", "--batch", "0");
        assertEquals(XwbCommand.BAD_INPUT, populate.exitCode());
        assertTrue(populate.err().startsWith("xwb populate: ") && populate.err().strip().lines().count() == 1,
                populate.err());

        CommandRun explain = CommandRun.of("explain", "SELECT 1", "--target", "jdbc:h2:mem:policy");
        assertEquals(XwbCommand.BAD_INPUT, explain.exitCode(), explain.err());
        assertTrue(explain.err().startsWith("xwb explain: The generic JDBC target") && !explain.err().contains("\tat "),
                explain.err());
    }
}
