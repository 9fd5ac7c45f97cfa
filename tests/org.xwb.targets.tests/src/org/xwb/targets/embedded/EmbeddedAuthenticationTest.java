package org.xwb.targets.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.target.Target;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * Only the workspace's owner gets into the embedded database: every login needs the random
 * password of the owner-only password file; data folders of earlier versions ("trust") are
 * migrated with their data; the password is in no other file and on no command line. Each test
 * has its own workspace and server.
 */
class EmbeddedAuthenticationTest {

    private Path workspace;
    private EmbeddedLayout layout;

    @BeforeAll
    static void binaries() {
        TestPaths.useTestBinaryCache();
    }

    @BeforeEach
    void freshWorkspace() throws IOException {
        workspace = Files.createTempDirectory("xwb-auth-test-");
        layout = TestPaths.layout(workspace);
    }

    @AfterEach
    void removeWorkspace() throws IOException {
        TestPaths.deleteTree(workspace);
    }

    private Target open() throws Exception {
        return EmbeddedKind.open(ProfileStore.defaultEmbedded(), layout);
    }

    private static String url(int port) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + EmbeddedServer.DATABASE;
    }

    private static Properties login(String user, String password) {
        Properties p = new Properties();
        p.setProperty("user", user);
        if (password != null) {
            p.setProperty("password", password);
        }
        return p;
    }

    private static String scalar(int port, Properties login, String sql) throws SQLException {
        try (Connection c = new org.postgresql.Driver().connect(url(port), login); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private String workloadPassword() throws IOException {
        return EmbeddedCredential.read(layout.workloadCredentialFile(), WorkloadRole.NAME).password();
    }

    private String password() throws IOException {
        return EmbeddedCredential.read(layout.credentialFile()).password();
    }

    private static String modes(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void withoutThePasswordEveryLoginIsRefusedAndWithItItWorks() throws Exception {
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout)) {
            int port = lease.port();
            SQLException none = assertThrows(SQLException.class, () -> scalar(port, login("postgres", null), "SELECT 1"));
            assertTrue(none.getMessage().contains("no password was provided"), none.getMessage());
            SQLException wrong = assertThrows(SQLException.class, () -> scalar(port, login("postgres", "guess"), "SELECT 1"));
            assertEquals("28P01", wrong.getSQLState(), wrong.getMessage());
            SQLException otherUser = assertThrows(SQLException.class, () -> scalar(port, login("nobody", null), "SELECT 1"));
            assertTrue(otherUser.getMessage().contains("no password was provided"), otherUser.getMessage());

            assertEquals("postgres", scalar(port, login("postgres", password()), "SELECT current_user"));
            assertEquals("SCRAM-SHA-256", scalar(port, login("postgres", password()),
                    "SELECT split_part(rolpassword, '$', 1) FROM pg_authid WHERE rolname = 'postgres'"));
            assertFalse(PasswordSetup.trusts(Files.readAllLines(layout.data().resolve("pg_hba.conf"))));
            // what an XWB target uses: the workload role, never the superuser
            try (Target target = open()) {
                assertEquals(WorkloadRole.NAME, Sql.scalar(target, "SELECT current_user"));
                assertFalse(target.info().description().contains(password()));
                assertFalse(target.info().description().contains(workloadPassword()));
            }
        }
    }

    @Test
    void theCredentialIsOwnerOnlyAndSoIsEveryFileXwbKeepsInDotXwb() throws Exception {
        try (Target target = open()) {
            assertEquals("rw-------", modes(layout.credentialFile()));
            assertEquals("rw-------", modes(layout.workloadCredentialFile()));
            assertEquals("rwx------", modes(workspace.resolve(".xwb")));
            assertEquals("rwx------", modes(layout.root()));
            assertEquals("rwx------", modes(layout.data()));
            for (Path file : List.of(layout.logFile(), layout.ownerFile(), layout.lockFile(), layout.initializedMarker())) {
                assertEquals("rw-------", modes(file), file.toString());
            }
            List<String> lines = Files.readAllLines(layout.credentialFile());
            assertTrue(lines.contains("127.0.0.1:*:*:postgres:" + password()), "a libpq password file: " + lines.size());
        }
    }

    @Test
    void thePasswordIsInNoOtherFileAndOnNoCommandLine() throws Exception {
        try (Target target = open()) {
            Sql.execute(target, "CREATE TABLE t (v text)", "INSERT INTO t VALUES ('x')");
            try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout); Connection c = lease.connectAsSuperuser();
                    Statement s = c.createStatement()) {
                s.execute("CHECKPOINT");
            }
            byte[] secret = password().getBytes(StandardCharsets.US_ASCII);
            assertEquals(List.of(), filesContaining(workspace, secret, layout.credentialFile()));
            assertEquals(List.of(), filesContaining(TestPaths.binaryCache(), secret, null));
            byte[] workloadSecret = workloadPassword().getBytes(StandardCharsets.US_ASCII);
            assertEquals(List.of(), filesContaining(workspace, workloadSecret, layout.workloadCredentialFile()));
            List<String> commandLines = new ArrayList<>();
            try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
                for (Path p : processes.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                    try {
                        if (indexOf(Files.readAllBytes(p.resolve("cmdline")), secret) >= 0) {
                            commandLines.add(p.toString());
                        }
                    } catch (IOException e) {
                        // the process ended meanwhile
                    }
                }
            }
            assertEquals(List.of(), commandLines, "processes with the password on their command line");
        }
    }

    @Test
    void aTrustDataFolderOfAnEarlierVersionIsMigratedOnItsNextStartWithItsDataKept() throws Exception {
        startAsTheEarlierVersionDid();
        assertTrue(PasswordSetup.trusts(Files.readAllLines(layout.data().resolve("pg_hba.conf"))));
        assertFalse(Files.exists(layout.credentialFile()));
        Files.setPosixFilePermissions(workspace.resolve(".xwb"), PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals("rw-r--r--", modes(layout.logFile()), "the earlier version's server.log");
        byte[] postgresqlConf = Files.readAllBytes(layout.data().resolve("postgresql.conf"));

        try (Target target = open()) {
            String description = target.info().description();
            assertTrue(description.contains("secured: the database accepted any local connection (trust); it now requires "
                    + "the password in " + layout.credentialFile() + " (data kept)"), description);
            assertTrue(description.contains("workloads now log in as " + WorkloadRole.NAME
                    + ", no longer as the superuser; it owns kept"), description);
            assertEquals("41", Sql.scalar(target, "SELECT sum(v) FROM kept"));
            assertEquals(WorkloadRole.NAME, Sql.scalar(target, "SELECT current_user"));
            assertEquals(WorkloadRole.NAME, Sql.scalar(target, "SELECT tableowner FROM pg_tables WHERE tablename = 'kept'"));
            Sql.execute(target, "DROP TABLE kept", "CREATE TABLE kept (v int)", "INSERT INTO kept VALUES (41)");
            int port = lease(target);
            assertThrows(SQLException.class, () -> scalar(port, login("postgres", null), "SELECT 1"));
            assertEquals("postgres", scalar(port, login("postgres", password()), "SELECT current_user"));
        }
        assertFalse(PasswordSetup.trusts(Files.readAllLines(layout.data().resolve("pg_hba.conf"))));
        assertEquals("rw-------", modes(layout.data().resolve("pg_hba.conf")));
        assertTrue(java.util.Arrays.equals(postgresqlConf, Files.readAllBytes(layout.data().resolve("postgresql.conf"))),
                "postgresql.conf unchanged");
        assertEquals("rwx------", modes(workspace.resolve(".xwb")));
        assertEquals("rw-------", modes(layout.logFile()));
        assertEquals("rw-------", modes(layout.initializedMarker()));
        assertEquals(1, Files.readAllLines(layout.logFile()).stream()
                .filter(l -> l.startsWith("XWB ") && l.contains("accepted any local connection (trust)")).count(),
                "one line in server.log says so");

        try (Target again = open()) { // migrated once
            assertFalse(again.info().description().contains("secured:"), again.info().description());
            assertEquals("41", Sql.scalar(again, "SELECT sum(v) FROM kept"));
        }
    }

    /** What XWB did before passwords: zonky's initdb (trust for everything), started with the same settings. */
    private void startAsTheEarlierVersionDid() throws Exception {
        Files.createDirectories(layout.root());
        int port;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        EmbeddedPostgres old = EmbeddedPostgres.builder().setDataDirectory(layout.data()).setCleanDataDirectory(false)
                .setOverrideWorkingDirectory(layout.binaries().toFile()).setPgBinaryResolver(new BundledBinaries())
                .setPort(port).setRegisterShutdownHook(false).setPGStartupWait(Duration.ofSeconds(60))
                .setLocaleConfig("locale", "C").setLocaleConfig("lc-messages", "C")
                .setServerConfig("listen_addresses", "127.0.0.1").setServerConfig("unix_socket_directories", "''")
                .setOutputRedirector(ProcessBuilder.Redirect.appendTo(layout.logFile().toFile()))
                .setErrorRedirector(ProcessBuilder.Redirect.appendTo(layout.logFile().toFile())).start();
        try {
            // anybody got in without a password
            try (Connection c = new org.postgresql.Driver().connect("jdbc:postgresql://127.0.0.1:" + port + "/postgres",
                    login("postgres", null)); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE " + EmbeddedServer.DATABASE);
            }
            try (Connection c = new org.postgresql.Driver().connect(url(port), login("postgres", null));
                    Statement s = c.createStatement()) {
                s.execute("CREATE TABLE kept (v int)");
                s.execute("INSERT INTO kept VALUES (40), (1)");
            }
        } finally {
            old.close();
        }
        Files.writeString(layout.initializedMarker(), "XWB started this database first at an earlier version\n");
    }

    private static int lease(Target target) {
        String d = target.info().description();
        int at = d.indexOf("127.0.0.1:") + "127.0.0.1:".length();
        return Integer.parseInt(d.substring(at, d.indexOf('/', at)));
    }

    @Test
    void aLostPasswordFileGetsANewPasswordAndTheOldOneStopsWorking() throws Exception {
        try (Target target = open()) {
            Sql.execute(target, "CREATE TABLE kept (v int)", "INSERT INTO kept VALUES (7)");
        }
        String old = password();
        Files.delete(layout.credentialFile());
        try (Target target = open()) {
            assertTrue(target.info().description().contains("secured: set a new superuser password, kept in "
                    + layout.credentialFile() + " (the file was missing)"), target.info().description());
            assertEquals("7", Sql.scalar(target, "SELECT v FROM kept"));
            String now = password();
            assertNotEquals(old, now);
            SQLException refused = assertThrows(SQLException.class, () -> scalar(lease(target), login("postgres", old), "SELECT 1"));
            assertEquals("28P01", refused.getSQLState());
        }
    }

    @Test
    void aPasswordFileOthersCanReadIsNotUsed() throws Exception {
        open().close();
        String secret = password();
        Files.setPosixFilePermissions(layout.credentialFile(), PosixFilePermissions.fromString("rw-r--r--"));
        IOException refused = assertThrows(IOException.class, this::open);
        assertTrue(refused.getMessage().contains("can be read by other users"), refused.getMessage());
        assertFalse(refused.getMessage().contains(secret));
    }

    @Test
    void theVerifierIsWhatPostgresqlItselfComputesForThePassword() throws Exception {
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout);
                Connection c = new org.postgresql.Driver().connect(url(lease.port()), lease.credential().connectionProperties());
                Statement s = c.createStatement()) {
            s.execute("SET password_encryption = 'scram-sha-256'");
            s.execute("CREATE ROLE probe LOGIN PASSWORD 'Correct-Horse_42'");
            String stored;
            try (ResultSet rs = s.executeQuery("SELECT rolpassword FROM pg_authid WHERE rolname = 'probe'")) {
                rs.next();
                stored = rs.getString(1);
            }
            // SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>, made by the server
            String[] parts = stored.split("[$:]");
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            assertEquals(stored, ScramVerifier.of("Correct-Horse_42", salt, Integer.parseInt(parts[1])));
        }
    }

    private static List<String> filesContaining(Path root, byte[] secret, Path except) throws IOException {
        List<String> found = new ArrayList<>();
        if (!Files.exists(root)) {
            return found;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (!file.equals(except) && indexOf(Files.readAllBytes(file), secret) >= 0) {
                    found.add(file.toString());
                }
            }
        }
        return found;
    }

    private static int indexOf(byte[] data, byte[] secret) {
        outer: for (int i = 0; i + secret.length <= data.length; i++) {
            for (int j = 0; j < secret.length; j++) {
                if (data[i + j] != secret[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
