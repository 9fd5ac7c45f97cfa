package org.xwb.targets.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.xwb.core.target.Target;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.FreshWorkspace;
import org.xwb.targets.testing.Sql;

/**
 * The embedded server's port range ({@value PortRange#PROPERTY}): what the setting accepts and
 * the message for what it does not; a real server started with a range listens on a port inside
 * it, past one that is taken; a range with no free port fails with a message and starts nothing.
 */
class PortRangeTest {

    @RegisterExtension
    final FreshWorkspace workspace = new FreshWorkspace("xwb-port-range-test-");

    @AfterEach
    void clearTheRange() {
        System.clearProperty(PortRange.PROPERTY);
    }

    @Test
    void aRangeIsTwoPortsFromTheUnprivilegedOnesInOrder() {
        assertEquals(Optional.of(new PortRange(15432, 15532)), PortRange.parse("15432-15532"));
        assertEquals(Optional.of(new PortRange(15432, 15532)), PortRange.parse(" 15432 .. 15532 "));
        assertEquals(Optional.of(new PortRange(20000, 20000)), PortRange.parse("20000"));
        assertEquals(Optional.empty(), PortRange.parse("  "), "blank: any free port");
        assertEquals(Optional.empty(), PortRange.parse(null));
        assertEquals("15432-15532", new PortRange(15432, 15532).toString(), "what parse reads back");

        assertEquals("'abc-15532' is not a port range such as 15432-15532: 'abc' is not a whole number",
                assertThrows(IllegalArgumentException.class, () -> PortRange.parse("abc-15532")).getMessage());
        assertEquals("the first port 20000 is above the last 10000",
                assertThrows(IllegalArgumentException.class, () -> PortRange.parse("20000-10000")).getMessage());
        assertEquals("ports must be from 1024 to 65535, not 80-90",
                assertThrows(IllegalArgumentException.class, () -> PortRange.parse("80-90")).getMessage());
        assertEquals("ports must be from 1024 to 65535, not 60000-70000",
                assertThrows(IllegalArgumentException.class, () -> PortRange.parse("60000-70000")).getMessage());
        assertEquals("'1-2-3' is not a port range such as 15432-15532",
                assertThrows(IllegalArgumentException.class, () -> PortRange.parse("1-2-3")).getMessage());
    }

    @Test
    void aServerStartedWithARangeListensInsideItPastATakenPort() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            PortRange range = rangeFrom(taken.getLocalPort(), 40);
            System.setProperty(PortRange.PROPERTY, range.toString());
            try (Target target = EmbeddedKind.open(ProfileStore.defaultEmbedded(), workspace.layout())) {
                int port = Integer.parseInt(Sql.scalar(target, "SHOW port")); // the server's own setting
                assertTrue(port >= range.from() && port <= range.to(), port + " in " + range);
                assertTrue(port != taken.getLocalPort(), "not the port another program holds");
                assertTrue(target.info().description().contains("127.0.0.1:" + port + "/"), "connected there: "
                        + target.info().description());
            }
        }
    }

    @Test
    void aRangeWithoutAFreePortSaysSoAndStartsNothing() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            System.setProperty(PortRange.PROPERTY, port + "-" + port);
            IOException e = assertThrows(IOException.class, () -> EmbeddedKind.open(ProfileStore.defaultEmbedded(), workspace.layout()));
            assertEquals("No free port from " + port + " to " + port + " on 127.0.0.1 for the embedded PostgreSQL"
                    + " (xwb.embedded.ports; in the workbench: Window > Preferences)", e.getMessage());
            assertFalse(Files.exists(workspace.layout().data().resolve("postmaster.pid")), "no server was started");
        }
        System.setProperty(PortRange.PROPERTY, "15432-abc");
        IOException bad = assertThrows(IOException.class, () -> EmbeddedKind.open(ProfileStore.defaultEmbedded(), workspace.layout()));
        assertTrue(bad.getMessage().startsWith("The embedded PostgreSQL's port range xwb.embedded.ports: '15432-abc'"),
                bad.getMessage());
    }

    /** {@code count} ports starting at {@code first}, within the valid ports. */
    private static PortRange rangeFrom(int first, int count) {
        int from = Math.max(PortRange.LOWEST, Math.min(first, PortRange.HIGHEST - count));
        return new PortRange(from, from + count);
    }
}
