package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.embedded.EmbeddedCredential;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.WorkloadRole;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * The embedded database's password on the command line's side: `demo`, `run`, `explain` and
 * `targets` never print it and leave it in no file of the workspace but the password file, and
 * `targets --show-connection embedded` prints a psql command that gets in without showing it.
 */
class EmbeddedPasswordTest {

    private WorkspaceProperty property;
    private Path workspace;

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-password-test");
        workspace = property.root();
    }

    @AfterEach
    void restore() {
        property.close(); // deletes the workspace
    }

    @Test
    void thePasswordIsInNoOutputOfDemoRunExplainOrTargetsAndInNoOtherFileOfTheWorkspace() throws Exception {
        List<CommandRun> runs = new ArrayList<>();
        CommandRun notYet = CommandRun.of("targets", "--show-connection", "embedded");
        assertEquals(0, notYet.exitCode(), notYet.err());
        assertTrue(notYet.out().contains("has no database yet"), notYet.out());

        CommandRun demo = CommandRun.of("demo", "--customers", "150", "--users", "2", "--duration", "2s", "--rampup", "1s");
        assertEquals(0, demo.exitCode(), demo.out() + demo.err());
        runs.add(demo);
        Path queries = workspace.resolve("workloads").resolve("tpox").resolve("tpox-query-only.xwl"); // the demo's copy
        CommandRun run = CommandRun.of("run", queries, "--users", "1", "--duration", "2s", "--rampup", "0s");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        runs.add(run);
        CommandRun explain = CommandRun.of("explain", "SELECT count(*) FROM orders WHERE id > ?", "--param", "100005",
                "--raw");
        assertEquals(0, explain.exitCode(), explain.out() + explain.err());
        runs.add(explain);
        CommandRun targets = CommandRun.of("targets");
        assertEquals(0, targets.exitCode(), targets.err());
        assertTrue(targets.out().contains("only you can log in: --show-connection embedded"), targets.out());
        runs.add(targets);
        CommandRun stopped = CommandRun.of("targets", "--show-connection", "embedded");
        assertEquals(0, stopped.exitCode(), stopped.err());
        assertTrue(stopped.out().contains("is not running"), stopped.out());
        runs.add(stopped);

        EmbeddedLayout layout = EmbeddedLayout.of(new Workspace(workspace));
        String password = EmbeddedCredential.read(layout.credentialFile()).password();
        String workloads = EmbeddedCredential.read(layout.workloadCredentialFile(), WorkloadRole.NAME).password();
        for (CommandRun r : runs) {
            assertFalse(r.out().contains(password) || r.err().contains(password), "the password was printed:\n" + r.out());
            assertFalse(r.out().contains(workloads) || r.err().contains(workloads), "the workload role's password was printed");
        }
        assertEquals(List.of(), filesContaining(workspace, password, layout.credentialFile()));
        assertEquals(List.of(), filesContaining(workspace, workloads, layout.workloadCredentialFile()));
    }

    @Test
    void showConnectionPrintsAPsqlCommandThatGetsInWithoutShowingThePassword() throws Exception {
        try (Target running = TargetKinds.open(ProfileStore.defaultEmbedded(), new Workspace(workspace))) {
            EmbeddedLayout layout = EmbeddedLayout.of(new Workspace(workspace));
            String password = EmbeddedCredential.read(layout.credentialFile()).password();
            CommandRun show = CommandRun.of("targets", "--show-connection", "embedded");
            assertEquals(0, show.exitCode(), show.err());
            assertFalse(show.out().contains(password), show.out());
            Matcher command = Pattern.compile("(?m)^  (PGPASSFILE=(\\S+) psql '(host=127\\.0\\.0\\.1 port=(\\d+) dbname=xwb "
                    + "user=postgres)')$").matcher(show.out());
            assertTrue(command.find(), show.out());
            assertEquals(layout.credentialFile().toString(), command.group(2));
            assertTrue(running.info().description().contains("127.0.0.1:" + command.group(4) + "/"),
                    running.info().description());

            CommandRun other = CommandRun.of("targets", "--show-connection", "nosuch");
            assertEquals(2, other.exitCode());
            assertTrue(other.err().contains("No target profile 'nosuch'"), other.err());

            if (!onPath("psql")) {
                return; // the psql client is not installed: the command's form is checked above
            }
            // the printed command, run as printed, gets in; without the password file psql is refused
            Shell in = Shell.run(command.group(1) + " -w -tA -c 'SELECT current_user'");
            assertEquals(0, in.exit(), in.output());
            assertEquals("postgres", in.output().strip().lines().reduce((a, b) -> b).orElse(""), in.output());
            Shell refused = Shell.run("PGPASSFILE=/nonexistent psql -w '" + command.group(3) + "' -c 'SELECT 1'");
            assertNotEquals(0, refused.exit(), refused.output());
            assertTrue(refused.output().contains("password"), refused.output());
        }
    }

    private record Shell(int exit, String output) {
        static Shell run(String command) throws Exception {
            ProcessBuilder builder = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true);
            builder.environment().remove("PGPASSWORD");
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), command);
            return new Shell(process.exitValue(), output);
        }
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }

    static List<String> filesContaining(Path root, String secret, Path except) throws IOException {
        byte[] wanted = secret.getBytes(StandardCharsets.US_ASCII);
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> !f.equals(except)).toList()) {
                byte[] data = Files.readAllBytes(file);
                outer: for (int i = 0; i + wanted.length <= data.length; i++) {
                    for (int j = 0; j < wanted.length; j++) {
                        if (data[i + j] != wanted[j]) {
                            continue outer;
                        }
                    }
                    found.add(file.toString());
                    break;
                }
            }
        }
        return found;
    }
}
