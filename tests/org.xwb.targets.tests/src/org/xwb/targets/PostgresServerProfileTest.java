package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.Plan;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;

/**
 * A second PostgreSQL server, started from the same binaries, reached through the "postgresql"
 * profile path: host, port, database, user, and a password from the XWB_PASSWORD_&lt;PROFILE&gt;
 * variable (the environment is handed in). The server demands scram-sha-256 for the test user.
 */
class PostgresServerProfileTest {

    private static final String SECRET = "s3cr3t-for-xwb";
    private static Path workspace;
    private static EmbeddedServer.Lease server;

    @BeforeAll
    static void startSecondServer() throws Exception {
        TestPaths.useTestBinaryCache();
        workspace = Files.createTempDirectory("xwb-second-server-");
        server = EmbeddedServer.acquire(TestPaths.layout(workspace));
        Properties superuser = server.credential().connectionProperties();
        try (Connection c = new org.postgresql.Driver().connect(server.jdbcUrl(), superuser);
                Statement s = c.createStatement()) {
            s.execute("CREATE ROLE tpox LOGIN PASSWORD '" + SECRET + "'");
            s.execute("CREATE DATABASE tpoxdb OWNER tpox");
        }
        // the test user must authenticate with a password (the embedded server's own rules ask one of everybody)
        Path hba = TestPaths.layout(workspace).data().resolve("pg_hba.conf");
        Files.writeString(hba, "host all tpox 127.0.0.1/32 scram-sha-256\n" + Files.readString(hba));
        try (Connection c = new org.postgresql.Driver().connect(server.jdbcUrl(), superuser);
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_reload_conf()");
        }
    }

    @AfterAll
    static void stopSecondServer() throws Exception {
        server.close();
        TestPaths.deleteTree(workspace);
    }

    private static TargetProfile profile() {
        TargetProfile p = XwbFactory.eINSTANCE.createTargetProfile();
        p.setName("second");
        p.setKind("postgresql");
        p.setHost("127.0.0.1");
        p.setPort(server.port());
        p.setDatabase("tpoxdb");
        p.setUser("tpox");
        return p;
    }

    private static Target open(Map<String, String> environment) throws Exception {
        return TargetKinds.open(profile(), new Workspace(workspace), new EnvironmentPasswords(environment));
    }

    @Test
    void thePasswordFromTheProfilesVariableOpensTheServer() throws Exception {
        try (Target target = open(Map.of(EnvironmentPasswords.variableFor("second"), SECRET))) {
            assertEquals("postgresql", target.info().kind());
            String description = target.info().description();
            assertTrue(description.contains("database tpoxdb, user tpox"), description);
            assertFalse(description.contains(SECRET));
            assertEquals("tpox", Sql.scalar(target, "SELECT current_user"));

            Collection orders = Tpox.orders("server_orders");
            target.createSchema(Tpox.workload(orders), new SchemaOptions(true, false));
            target.load(orders, DocumentStreams.stream(DocumentStreams.documents(1, 500, Tpox::order)), new LoadOptions(50, 100, 2, true),
                    LoadListener.NONE);
            Sql.execute(target, "ANALYZE server_orders");
            Plan plan = target.explain("SELECT doc FROM server_orders WHERE "
                    + target.statements().indexedExpression(orders, orders.getIndexes().get(0)) + " = ?", List.of(77L), false);
            assertTrue(plan.usesXmlIndex(), plan.raw());
        }
    }

    @Test
    void pgpasswordIsTheFallback() throws Exception {
        try (Target target = open(Map.of("PGPASSWORD", SECRET))) {
            assertEquals("1", Sql.scalar(target, "SELECT 1"));
        }
    }

    @Test
    void aWrongPasswordIsAClearErrorThatDoesNotShowIt() {
        SQLException error = assertThrows(SQLException.class, () -> open(Map.of("XWB_PASSWORD_SECOND", "wrong-one")));
        String message = error.getMessage();
        assertTrue(message.startsWith("Cannot connect to PostgreSQL at jdbc:postgresql://127.0.0.1:" + server.port()
                + "/tpoxdb as tpox: password authentication failed"), message);
        assertTrue(message.contains("28P01"), message);
        assertTrue(message.endsWith("; check the user and password of target second (the workbench's Targets part, or the "
                + "environment variable XWB_PASSWORD_SECOND or PGPASSWORD)"), "what to do: " + message);
        assertFalse(message.contains("wrong-one"));
        assertFalse(message.contains("\n"), "one line: " + message);
    }

    @Test
    void withoutAnyPasswordTheServerSaysItWantsOne() {
        SQLException error = assertThrows(SQLException.class,
                () -> TargetKinds.open(profile(), new Workspace(workspace), PasswordSource.NONE));
        assertTrue(error.getMessage().contains("as tpox"), error.getMessage());
    }

    /** "Test connection" of the Targets part: version and a measured round trip, or the server's refusal. */
    @Test
    void aConnectionCheckReportsTheServerVersionAndRoundTrip() throws Exception {
        ConnectionCheck check = ConnectionCheck.run(profile(), new Workspace(workspace),
                new EnvironmentPasswords(Map.of(EnvironmentPasswords.variableFor("second"), SECRET)));
        assertTrue(check.serverVersion().startsWith("PostgreSQL 17."), check.serverVersion());
        assertTrue(check.roundTripMillis() > 0, check.toString());
        assertTrue(check.description().contains("user tpox"), check.description());
        assertEquals(null, check.warning(), "tpox owns its database and nothing more");
        assertFalse(check.description().contains("warning"), check.description());
        assertFalse(check.toString().contains(SECRET));
        SQLException refused = assertThrows(SQLException.class, () -> ConnectionCheck.run(profile(),
                new Workspace(workspace), new EnvironmentPasswords(Map.of("PGPASSWORD", "wrong"))));
        assertEquals("28P01", refused.getSQLState());
    }

    /** A profile whose user is a superuser (or may read the server's files) opens with a warning that says why. */
    @Test
    void aSuperuserProfileIsWarnedAboutInTheConnectionCheckAndTheDescription() throws Exception {
        TargetProfile admin = profile();
        admin.setUser("postgres");
        ConnectionCheck check = ConnectionCheck.run(admin, new Workspace(workspace), new EnvironmentPasswords(
                Map.of(EnvironmentPasswords.variableFor("second"), server.credential().password())));
        assertTrue(check.warning() != null && check.warning().startsWith("user postgres is a superuser: a workload's"
                + " statements can run programs"), String.valueOf(check.warning()));
        assertTrue(check.description().contains("; warning: user postgres is a superuser"), check.description());

        try (Connection c = new org.postgresql.Driver().connect(server.jdbcUrl(), server.credential().connectionProperties());
                Statement s = c.createStatement()) {
            s.execute("CREATE ROLE file_reader LOGIN PASSWORD '" + SECRET + "' IN ROLE pg_read_server_files");
        }
        TargetProfile reader = profile();
        reader.setUser("file_reader");
        try (Target target = TargetKinds.open(reader, new Workspace(workspace),
                new EnvironmentPasswords(Map.of(EnvironmentPasswords.variableFor("second"), SECRET)))) {
            assertTrue(target.info().description().contains("; warning: user file_reader is a member of"
                    + " pg_read_server_files"), target.info().description());
        }
    }
}
