package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.target.Target;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.ChildJvm;
import org.xwb.targets.testing.SharingProcessMain;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;
import org.xwb.testing.Poll;

/**
 * Several XWB processes on one workspace (real JVMs, one real server): they start at the same
 * moment and share one server, none fails; whoever leaves first, the server runs on for the
 * others and the last one to leave stops it; an owner that exits or is killed hands the server
 * to the processes still using it.
 */
class SharedServerProcessesTest {

    private Path workspace;
    private EmbeddedLayout layout;
    private final List<Child> children = new ArrayList<>();

    @BeforeAll
    static void binaries() {
        TestPaths.useTestBinaryCache();
    }

    @BeforeEach
    void freshWorkspace() throws IOException {
        workspace = Files.createTempDirectory("xwb-shared-test-");
        layout = TestPaths.layout(workspace);
    }

    @AfterEach
    void cleanUp() throws Exception {
        for (Child child : children) {
            child.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        try (Target last = open()) {
            // stops an orphan a failed test left behind (crash recovery), then the server
        }
        TestPaths.deleteTree(workspace);
    }

    @Test
    void twoProcessesStartingAtOnceShareOneServerAndTheLastToLeaveStopsIt() throws Exception {
        Child a = child("a");
        Child b = child("b");
        String readyA = a.await("READY");
        String readyB = b.await("READY");
        int port = Integer.parseInt(readyA.split(" ")[0]);
        assertEquals(port, Integer.parseInt(readyB.split(" ")[0]), readyA + " / " + readyB);
        boolean aAttached = readyA.contains("attached to the server of XWB process " + b.process.pid());
        boolean bAttached = readyB.contains("attached to the server of XWB process " + a.process.pid());
        assertTrue(aAttached != bAttached, "one started the server, the other attached: " + readyA + " / " + readyB);
        Child owner = aAttached ? b : a;
        Child attached = aAttached ? a : b;

        assertEquals("1", owner.ask("query", "ROWS"));
        assertEquals("2", attached.ask("query", "ROWS"));
        assertEquals("", owner.ask("leave", "LEFT"));
        assertEquals("3", attached.ask("query", "ROWS"), "the owner left first: the server runs on for the other");
        assertTrue(answers(port));
        assertEquals("", attached.ask("leave", "LEFT"));
        Poll.until("the owner to stop the server once the last process has left", Duration.ofSeconds(60),
                () -> !answers(port) && !Files.exists(layout.ownerFile()));
        assertFalse(Files.exists(layout.data().resolve("postmaster.pid")));
    }

    @Test
    void anOwnerThatExitsOrIsKilledLeavesTheServerToTheProcessesThatStillUseIt() throws Exception {
        Child first = child("first");
        int port = Integer.parseInt(first.await("READY").split(" ")[0]);
        Child second = child("second");
        assertTrue(second.await("READY").contains("attached to the server of XWB process " + first.process.pid()));
        try (Target here = open()) { // this JVM too
            first.tell("exit");
            assertTrue(first.process.waitFor(60, TimeUnit.SECONDS));
            assertEquals("1", second.ask("query", "ROWS"), "an owner that exits normally leaves the server running");
            Sql.execute(here, "INSERT INTO shared_notes VALUES (0)");

            Child third = child("third");
            String taken = third.await("READY");
            assertTrue(taken.contains("took over the server of XWB process " + first.process.pid()), taken);
            third.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS); // the new owner is killed as well
            assertEquals("3", second.ask("query", "ROWS"));
            assertEquals("", second.ask("leave", "LEFT"));
            assertEquals("3", Sql.scalar(here, "SELECT count(*) FROM shared_notes"), "this process still uses it");
        }
        assertFalse(answers(port), "this JVM was the last user: leaving, it stopped the server it had not started");
        assertFalse(Files.exists(layout.data().resolve("postmaster.pid")));
    }

    @Test
    void anOwnerWhoseJvmGoesOnStopsTheServerAfterTheOtherProcessesLeft() throws Exception {
        int port;
        Child other;
        try (Target here = open()) {
            port = Integer.parseInt(Sql.scalar(here, "SELECT current_setting('port')"));
            other = child("other");
            assertTrue(other.await("READY").contains("attached to the server of XWB process " + ProcessHandle.current().pid()));
        }
        assertEquals("1", other.ask("query", "ROWS"), "the owner closed its last target: the server runs on for the other");
        assertEquals("", other.ask("leave", "LEFT"));
        Poll.until("the owner to stop its server once the other process has left", Duration.ofSeconds(60),
                () -> !answers(port) && !Files.exists(layout.ownerFile()));
        try (Target again = open()) {
            assertTrue(again.info().description().contains("warm start"), again.info().description());
            assertEquals("1", Sql.scalar(again, "SELECT count(*) FROM shared_notes"));
        }
    }

    private Target open() throws Exception {
        return EmbeddedKind.open(ProfileStore.defaultEmbedded(), layout);
    }

    private Child child(String name) throws IOException {
        Path log = workspace.resolve(name + ".log");
        Child child = new Child(ChildJvm.start(SharingProcessMain.class, log, workspace.toString(),
                TestPaths.binaryCache().toString()), log);
        children.add(child);
        return child;
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** A child JVM spoken to line by line. */
    private static final class Child {
        final Process process;
        final Path log;
        final BufferedReader out;
        final PrintWriter in;

        Child(Process process, Path log) {
            this.process = process;
            this.log = log;
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        }

        void tell(String command) {
            in.println(command);
        }

        String ask(String command, String answer) throws Exception {
            tell(command);
            return await(answer);
        }

        /** The rest of the next line starting with {@code prefix}; any other line fails. */
        String await(String prefix) throws Exception {
            String line = CompletableFuture.supplyAsync(() -> {
                try {
                    return out.readLine();
                } catch (IOException e) {
                    return null;
                }
            }).get(120, TimeUnit.SECONDS);
            if (line == null || !line.startsWith(prefix)) {
                throw new AssertionError("expected " + prefix + ", the child said " + line + ":\n" + Files.readString(log));
            }
            return line.substring(prefix.length()).strip();
        }
    }
}
