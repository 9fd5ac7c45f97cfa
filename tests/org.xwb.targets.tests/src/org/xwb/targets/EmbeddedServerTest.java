package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.target.Target;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.ProcessExit;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.ChildJvm;
import org.xwb.targets.testing.ServerProcessMain;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;
import org.xwb.testing.Poll;

/**
 * The embedded server's life: its data survives a restart, one server per workspace, and the next
 * start cleans up after an XWB process that died (orphan server, stale postmaster.pid,
 * half-unpacked binaries, a failed initdb). Each test has its own workspace.
 */
class EmbeddedServerTest {

    private Path workspace;
    private EmbeddedLayout layout;

    @BeforeAll
    static void binaries() {
        TestPaths.useTestBinaryCache();
    }

    @BeforeEach
    void freshWorkspace() throws IOException {
        workspace = Files.createTempDirectory("xwb-embedded-test-");
        layout = TestPaths.layout(workspace);
    }

    @AfterEach
    void removeWorkspace() throws IOException {
        TestPaths.deleteTree(workspace);
    }

    private Target open() throws Exception {
        return EmbeddedKind.open(ProfileStore.defaultEmbedded(), layout);
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int port(Target target) {
        String d = target.info().description();
        int at = d.indexOf("127.0.0.1:") + "127.0.0.1:".length();
        return Integer.parseInt(d.substring(at, d.indexOf('/', at)));
    }

    @Test
    void aLoadedDatabaseSurvivesAStopAndTheNextStartIsWarm() throws Exception {
        int firstPort;
        try (Target first = open()) {
            String d = first.info().description();
            assertTrue(d.contains("cold (binaries unpacked, initdb) start in") || d.contains("first (initdb) start in"), d);
            Sql.execute(first, "CREATE TABLE kept (v int)", "INSERT INTO kept VALUES (42)");
            firstPort = port(first);
        }
        assertFalse(answers(firstPort), "the server stopped with its last target");
        assertFalse(Files.exists(layout.data().resolve("postmaster.pid")));
        try (Target second = open()) {
            assertTrue(second.info().description().contains("warm start"), second.info().description());
            assertEquals("42", Sql.scalar(second, "SELECT v FROM kept"));
        }
    }

    @Test
    void targetsOfOneWorkspaceShareOneServerWhichRunsInAUserNamespaceAsRoot() throws Exception {
        Target a = open();
        Target b = open();
        assertEquals(port(a), port(b));
        long pid = Long.parseLong(Files.readAllLines(layout.data().resolve("postmaster.pid")).get(0).strip());
        if (ProcessHandle.current().info().user().orElse("").equals("root")) {
            // zonky runs initdb and pg_ctl under unshare -U as root: the server is in its own user namespace
            assertFalse(Files.readString(Path.of("/proc/self/uid_map")).strip()
                    .equals(Files.readString(Path.of("/proc/" + pid + "/uid_map")).strip()));
        }
        a.close();
        assertEquals("1", Sql.scalar(b, "SELECT 1"));
        b.close();
        assertFalse(answers(port(b)));
    }

    @Test
    void aServerKilledWhileLeasedIsRestartedOnItsDataAndPortByTheNextAcquireAndOldTargetsReconnect() throws Exception {
        try (Target first = open()) {
            Sql.execute(first, "CREATE TABLE kept (v int)", "INSERT INTO kept VALUES (7)");
            int port = port(first);
            long killed = postmasterPid();
            Process kill = new ProcessBuilder("kill", "-KILL", Long.toString(killed)).inheritIO().start();
            assertTrue(kill.waitFor(30, TimeUnit.SECONDS) && kill.exitValue() == 0, "SIGKILL to the postmaster");
            Poll.until("the postmaster gone", Duration.ofSeconds(60), () -> !ProcessExit.isRunning(killed));
            assertFalse(answers(port));

            try (Target second = open()) { // before the fix: the dead server's lease, refused connections
                String d = second.info().description();
                assertTrue(d.contains("restarted after its server (port " + port + ") ended unexpectedly; warm start"), d);
                assertEquals(port, port(second), "the old port was free: the restart keeps it");
                assertNotEquals(killed, postmasterPid());
                assertEquals("7", Sql.scalar(second, "SELECT v FROM kept"));
            }
            assertEquals("7", Sql.scalar(first, "SELECT v FROM kept"), "the old lease's target connects to the new server");
            assertTrue(answers(port), "closing one of two leases leaves the server running");
        }
        assertFalse(Files.exists(layout.data().resolve("postmaster.pid")), "the last lease stopped the restarted server");
    }

    private long postmasterPid() throws IOException {
        return Long.parseLong(Files.readAllLines(layout.data().resolve("postmaster.pid")).get(0).strip());
    }

    @Test
    void anotherProcessAttachesAndAnOrphanServerOfAKilledXwbProcessIsStoppedWithItsDataKept() throws Exception {
        Process child = ChildJvm.start(ServerProcessMain.class, workspace.resolve("child.log"), workspace.toString(),
                TestPaths.binaryCache().toString(), "wait");
        int orphanPort;
        try {
            orphanPort = Integer.parseInt(ChildJvm.awaitLine(child, workspace.resolve("child.log"), "READY", 90));
            try (Target attached = open()) { // a second XWB process on the workspace uses the running server
                assertTrue(attached.info().description().contains("attached to the server of XWB process " + child.pid()),
                        attached.info().description());
                assertTrue(Sql.scalar(attached, "SELECT note FROM survivor").startsWith("committed by pid"));
            }
            assertTrue(answers(orphanPort), "closing the attached target leaves the owner's server running");
        } finally {
            child.destroyForcibly().waitFor(30, TimeUnit.SECONDS); // SIGKILL: no shutdown hook runs
        }
        assertTrue(answers(orphanPort), "the killed process left its server running");
        long orphanPid = Long.parseLong(Files.readAllLines(layout.data().resolve("postmaster.pid")).get(0).strip());

        try (Target target = open()) {
            assertTrue(target.info().description().contains("stopped the orphan PostgreSQL server (pid " + orphanPid),
                    target.info().description());
            assertFalse(ProcessExit.isRunning(orphanPid), "the orphan is gone (or an unreaped zombie)");
            assertFalse(answers(orphanPort));
            assertTrue(Sql.scalar(target, "SELECT note FROM survivor").startsWith("committed by pid"));
        }
    }

    @Test
    void anXwbProcessThatExitsNormallyStopsItsServerInTheShutdownHook() throws Exception {
        Process child = ChildJvm.start(ServerProcessMain.class, workspace.resolve("child.log"), workspace.toString(),
                TestPaths.binaryCache().toString(), "exit");
        int port = Integer.parseInt(ChildJvm.awaitLine(child, workspace.resolve("child.log"), "READY", 90));
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertFalse(answers(port));
        assertFalse(Files.exists(layout.data().resolve("postmaster.pid")));
    }

    @Test
    void aStalePidFileIsRemovedEvenWhenItsPidNowBelongsToAnotherProgram() throws Exception {
        open().close(); // a data directory that was shut down cleanly
        Path pidFile = layout.data().resolve("postmaster.pid");
        Files.writeString(pidFile, ProcessHandle.current().pid() + "\n" + layout.data() + "\n");

        try (Target target = open()) {
            assertTrue(target.info().description().contains("now belongs to another program"),
                    target.info().description());
        }
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Files.writeString(pidFile, gone.pid() + "\n" + layout.data() + "\n");
        try (Target target = open()) {
            assertTrue(target.info().description().contains("is gone"), target.info().description());
        }
        assertTrue(ProcessHandle.current().isAlive());
    }

    @Test
    void halfUnpackedBinariesAreRemoved() throws Exception {
        Path broken = TestPaths.binaryCache().resolve("PG-00000000000000000000000000000000");
        Files.createDirectories(broken.resolve("bin"));
        Files.writeString(broken.resolve("bin/postgres"), "cut off");
        try (Target target = open()) {
            assertFalse(Files.exists(broken));
            assertTrue(target.info().description().contains("half-unpacked"), target.info().description());
        }
    }

    @Test
    void theDataDirectoryOfAFailedInitdbIsRemovedButAnUsedOneNever() throws Exception {
        Files.createDirectories(layout.data());
        Files.writeString(layout.data().resolve("pg_hba.conf"), "left by an initdb that died");
        try (Target target = open()) {
            assertTrue(target.info().description().contains("failed during initdb"), target.info().description());
        }

        Files.delete(layout.data().resolve("PG_VERSION")); // damage a data directory that has been used
        IOException error = assertThrows(IOException.class, this::open);
        assertTrue(error.getMessage().contains("does not delete it"), error.getMessage());
        assertTrue(Files.exists(layout.data().resolve("base")), "nothing was deleted");
    }
}
