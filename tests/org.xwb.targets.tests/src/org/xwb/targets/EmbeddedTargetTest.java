package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.Target;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.targets.embedded.EmbeddedKind;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.testing.Poll;

/** The embedded default as a target: durability shown, loopback only, cancel. */
@ExtendWith(SharedEmbeddedServer.class)
class EmbeddedTargetTest {

    private static Target target() {
        return SharedEmbeddedServer.target();
    }

    private static TargetProfile embeddedWith(String synchronousCommit) {
        TargetProfile profile = ProfileStore.defaultEmbedded();
        profile.setName("fast");
        profile.getProperties().get(0).setValue(synchronousCommit);
        return profile;
    }

    @Test
    void theDefaultIsDurableAndSaysSo() throws Exception {
        assertEquals("embedded", target().info().kind());
        assertEquals("postgresql", target().dialect());
        String description = target().info().description();
        assertTrue(description.contains("synchronous_commit=on") && description.contains("fsync=on"), description);
        assertEquals("on", Sql.scalar(target(), "SHOW synchronous_commit"));
        assertEquals("on", Sql.scalar(target(), "SHOW fsync"), "zonky's -F (fsync off) is overridden");
        assertTrue(target().serverVersion().startsWith("PostgreSQL 17."), target().serverVersion());
    }

    @Test
    void aProfileCanTurnSynchronousCommitOffVisiblyPerSession() throws Exception {
        EmbeddedLayout layout = EmbeddedLayout.of(SharedEmbeddedServer.workspace());
        try (Target fast = EmbeddedKind.open(embeddedWith("off"), layout)) {
            assertTrue(fast.info().description().contains("synchronous_commit=off"), fast.info().description());
            assertEquals("off", Sql.scalar(fast, "SHOW synchronous_commit"));
            assertEquals("on", Sql.scalar(fast, "SHOW fsync"));
            assertEquals("on", Sql.scalar(target(), "SHOW synchronous_commit"), "the other target keeps its setting");
        }
        assertEquals("1", Sql.scalar(target(), "SELECT 1"), "closing one lease leaves the shared server running");
    }

    @Test
    void anUnknownSynchronousCommitValueIsRefusedWithTheProfileName() {
        EmbeddedLayout layout = EmbeddedLayout.of(SharedEmbeddedServer.workspace());
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> EmbeddedKind.open(embeddedWith("off; DROP TABLE x"), layout));
        assertTrue(error.getMessage().contains("Profile fast"), error.getMessage());
    }

    @Test
    void theServerListensOnLoopbackOnlyWithoutUnixSockets() throws Exception {
        assertEquals("127.0.0.1", Sql.scalar(target(), "SHOW listen_addresses"));
        // the workload role may not read where the server keeps its files; the superuser may
        SQLException hidden = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
                () -> Sql.scalar(target(), "SHOW data_directory"));
        assertEquals("42501", hidden.getSQLState(), hidden.getMessage());
        try (org.xwb.targets.embedded.EmbeddedServer.Lease lease = org.xwb.targets.embedded.EmbeddedServer.acquire(
                org.xwb.targets.embedded.EmbeddedLayout.of(SharedEmbeddedServer.workspace()));
                Connection admin = lease.connectAsSuperuser(); Statement s = admin.createStatement()) {
            assertEquals("", scalar(s, "SHOW unix_socket_directories"));
            assertTrue(scalar(s, "SHOW data_directory").startsWith(SharedEmbeddedServer.workspace().root().toString()));
        }
    }

    @Test
    void aLongStatementIsCancelled() throws Exception {
        try (Connection c = target().connect(); Statement s = c.createStatement()) {
            AtomicReference<SQLException> failure = new AtomicReference<>();
            long start = System.nanoTime();
            CompletableFuture<Void> running = CompletableFuture.runAsync(() -> {
                try {
                    s.execute("SELECT pg_sleep(60)");
                } catch (SQLException e) {
                    failure.set(e);
                }
            });
            Poll.until("pg_sleep running on the server", Duration.ofSeconds(30), () -> Sql.scalar(target(),
                    "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query = 'SELECT pg_sleep(60)'")
                    .equals("1"));
            target().cancel(s);
            running.get(30, TimeUnit.SECONDS);
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            assertTrue(seconds < 30, "cancelled, not run to the end");
            assertEquals("57014", failure.get().getSQLState());
            assertEquals(ErrorClass.CANCELLED, target().errors().classify(failure.get()));
            assertEquals("1", Sql.scalar(target(), "SELECT 1"), "the server is fine afterwards");
        }
    }

    @Test
    void profilePropertiesOtherThanSynchronousCommitGoToTheDriver() throws Exception {
        TargetProfile profile = ProfileStore.defaultEmbedded();
        Property name = XwbFactory.eINSTANCE.createProperty();
        name.setKey("ApplicationName");
        name.setValue("xwb-test-app");
        profile.getProperties().add(name);
        try (Target t = EmbeddedKind.open(profile, EmbeddedLayout.of(SharedEmbeddedServer.workspace()))) {
            assertEquals("xwb-test-app", Sql.scalar(t, "SHOW application_name"));
        }
    }

    private static String scalar(Statement s, String sql) throws SQLException {
        try (java.sql.ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
