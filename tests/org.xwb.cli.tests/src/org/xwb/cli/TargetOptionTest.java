package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * One {@code --target}/{@code --db-user} option for every command: a URL target connects as the
 * user {@code --db-user} names. The server is the embedded PostgreSQL of a scratch workspace,
 * reached by its URL, with a role created for the test.
 */
class TargetOptionTest {

    private static final String ROLE = "xwb_runner";
    private static final String ADMIN = "xwb_cli_admin";
    private static WorkspaceProperty property;
    private static Path workspace;
    private static EmbeddedServer.Lease server;

    @BeforeAll
    static void startAServerWithARole() throws Exception {
        property = WorkspaceProperty.temporary("xwb-db-user-test");
        workspace = property.root();
        server = EmbeddedServer.acquire(EmbeddedLayout.of(new Workspace(workspace)));
        try (Connection c = server.connectAsSuperuser(); Statement s = c.createStatement()) { // roles are the superuser's
            s.execute("CREATE ROLE " + ROLE + " LOGIN");
            s.execute("CREATE ROLE " + ADMIN + " LOGIN SUPERUSER");
            // the embedded server asks everybody for a password, and a command takes a URL target's password only
            // from the environment, which a test cannot set: this scratch server lets the test roles in without one
            Path hba = EmbeddedLayout.of(new Workspace(workspace)).data().resolve("pg_hba.conf");
            Files.writeString(hba, "host all " + ROLE + " 127.0.0.1/32 trust\nhost all " + ADMIN + " 127.0.0.1/32 trust\n"
                    + Files.readString(hba));
            s.execute("SELECT pg_reload_conf()");
        }
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        property.close();
    }

    @Test
    void aUrlTargetConnectsAsTheDbUser() throws Exception {
        // divides by zero unless the session's user is the role: every transaction proves who ran it
        Path file = workspace.resolve("whoami.xwl");
        Files.write(file, WorkloadFiles.serialize(RunCommandTest.workload("whoami",
                "SELECT ?::bigint / (CASE WHEN current_user = '" + ROLE + "' THEN 1 ELSE 0 END)", "postgresql")));

        CommandRun run = CommandRun.of("run", file, "--target", server.jdbcUrl(), "--db-user", ROLE,
                "--transactions", "20", "--workspace", workspace);

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("user " + ROLE + ")"), "the target's description names the user: " + run.out());
        assertFalse(run.out().contains("warning"), "an ordinary role: " + run.out());
        assertTrue(run.out().matches("(?s).*\\nTotal\\s+20\\s.*\\s0\\n.*"), "20 transactions, none failed: " + run.out());
    }

    @Test
    void everyCommandThatTalksToADatabaseTakesTheSameOptionsWithTheKindsInItsHelp() {
        for (String command : List.of("run", "sweep", "demo", "populate", "load", "explain")) {
            CommandRun help = CommandRun.of(command, "--help");
            assertEquals(0, help.exitCode(), command);
            String text = help.out().replaceAll("\\s+", ""); // picocli wraps long URLs anywhere
            assertTrue(text.contains("--target=PROFILE|URL") && text.contains("--db-user=NAME"), command + ": " + text);
            assertTrue(text.contains(TargetKinds.urlForms().replaceAll("\\s+", "")), command + " lists the kinds' URLs: "
                    + help.out());
        }
    }

    /** A PostgreSQL login that is a superuser: the command line says so before the run's figures. */
    @Test
    void aSuperuserLoginIsWarnedAbout() throws Exception {
        Path file = workspace.resolve("one.xwl");
        Files.write(file, WorkloadFiles.serialize(RunCommandTest.workload("one", "SELECT ?::bigint", "postgresql")));

        CommandRun run = CommandRun.of("run", file, "--target", server.jdbcUrl(), "--db-user", ADMIN,
                "--transactions", "5", "--workspace", workspace);

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("warning: user " + ADMIN + " is a superuser: a workload's statements can run"
                + " programs and read or write files on the server's machine"), run.out());
    }
}
